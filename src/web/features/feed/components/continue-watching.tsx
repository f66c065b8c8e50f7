// "Continue watching" at the top of the signed-in feed: the videos started on any device (the TV, a phone), newest
// first, each with how far it was watched. Nothing for visitors (no request) and nothing when the list is empty.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTRAIT_SOURCE_TYPES } from '#shared/domain';
import type { ProgressItem } from '#shared/library.schema';
import { VideoCard } from '#web/components/video-card';
import { formatPercent } from '#web/lib/format';
import { useMe } from '#web/lib/session';
import { libraryQueryOptions } from '#web/lib/watch-progress';

/** A short row: the newest few, scrolled sideways on a phone. */
const SHOWN = 8;

function watchedPercent(item: ProgressItem): number {
  if (item.durationSeconds <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((item.positionSeconds / item.durationSeconds) * 100)));
}

export function ContinueWatching() {
  const { t } = useTranslation('feed');
  const headingId = useId();
  const me = useMe();
  const library = useQuery(libraryQueryOptions(Boolean(me.data)));
  const items = library.data?.continueWatching.slice(0, SHOWN) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="pt-2 pb-1">
      <h2 id={headingId} className="px-1 text-lg font-bold text-stone-900">
        {t('continueWatching.title')}
      </h2>
      <ul className="-mx-3 mt-1 flex snap-x scroll-px-3 gap-1 overflow-x-auto px-3 pb-2 sm:-mx-4 sm:scroll-px-4 sm:px-4">
        {items.map((item) => {
          const percent = watchedPercent(item);
          return (
            <li key={item.id} className="relative w-44 shrink-0 snap-start sm:w-56">
              <VideoCard item={item} />
              {/* Along the bottom of the picture (the card's 6 px padding, its aspect ratio), like a player's timeline. */}
              <div
                className={`pointer-events-none absolute inset-x-1.5 top-1.5 ${
                  PORTRAIT_SOURCE_TYPES.includes(item.sourceType) ? 'aspect-[9/16]' : 'aspect-video'
                }`}
              >
                {/* A timeline runs left to right in every language, as in the players. */}
                <div
                  role="progressbar"
                  dir="ltr"
                  aria-label={t('continueWatching.progress', { title: item.title })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={t('continueWatching.watched', { percent: formatPercent(percent) })}
                  className="absolute inset-x-0 bottom-0 h-1.5 overflow-hidden rounded-b-2xl bg-stone-950/40"
                >
                  <div className="h-full bg-emerald-400" style={{ width: `${percent}%` }} />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

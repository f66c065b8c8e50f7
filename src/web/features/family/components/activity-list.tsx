// A list of viewed videos (title, when, for how long, the vocals-only soundtrack when that is what played) used by the Activity Monitor and Activity History.
import { useTranslation } from 'react-i18next';
import type { ActivityItem } from '#shared/activity.schema';
import type { Child } from '#shared/children.schema';
import { useDrawnImageUrl } from '#web/lib/i18n/drawn-image-url';
import { formatDateTime, formatWatched } from '../lib/format';
import { BlockVideoToggle } from './child-lists';

/** `blockFor`: the child whose history this is, so each video can be blocked for them (the history page). */
export function ActivityList({
  items,
  blockFor,
}: {
  items: (ActivityItem & { childName?: string })[];
  blockFor?: Child;
}) {
  const { t } = useTranslation('family');
  const imageUrl = useDrawnImageUrl();
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3 px-3 py-3">
          {item.thumbnailUrl ? (
            <img
              src={imageUrl(item.thumbnailUrl)}
              alt=""
              width={96}
              height={54}
              loading="lazy"
              className="aspect-video w-24 shrink-0 rounded-lg bg-stone-200 object-cover"
            />
          ) : (
            <div aria-hidden="true" className="aspect-video w-24 shrink-0 rounded-lg bg-stone-200" />
          )}
          <div className="min-w-0">
            <p translate="no" dir="auto" className="line-clamp-2 font-semibold text-stone-900">
              {item.title}
            </p>
            <p className="text-sm text-stone-600">
              {item.childName ? (
                <>
                  <span translate="no" dir="auto">
                    {item.childName}
                  </span>
                  {' · '}
                </>
              ) : null}
              <time dateTime={item.viewedAt}>{formatDateTime(item.viewedAt)}</time> ·{' '}
              {t('activity.watched', { duration: formatWatched(item.viewDuration, t) })}
            </p>
            {/* The child heard the item's instrument-free mix (a family that avoids instruments). */}
            {item.audioMix === 'vocals' ? (
              <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                <span aria-hidden="true">♪</span>
                {t('activity.vocalsOnly')}
              </p>
            ) : null}
            {blockFor && item.thumbnailUrl ? (
              <div className="mt-1">
                <BlockVideoToggle child={blockFor} contentId={item.contentId} />
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

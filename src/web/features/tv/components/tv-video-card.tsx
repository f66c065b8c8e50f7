// A video on the TV: a big thumbnail, its title on two lines at 10-foot size, the creator and the length; in
// "continue watching" a bar of how far it was watched. OK opens the player.
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FeedItem } from '#shared/feed.schema';
import { formatDuration } from '#web/lib/format';
import { useDrawnImageUrl } from '#web/lib/i18n/drawn-image-url';
import { TvFocusable } from './tv-focusable';
import { TvEmpty, TvRowTitle } from './tv-screen';
import { TvSection } from './tv-section';

/** Where a card opens its video: the family's player, or inside the child's TV shell the child's player. */
export const TvWatchPathContext = createContext((id: string) => `/tv/watch/${id}`);

export function TvVideoCard({
  item,
  focusKey,
  progress,
}: {
  item: FeedItem;
  focusKey: string;
  /** 0..1 when the video was started. */
  progress?: number;
}) {
  const { t } = useTranslation('tv');
  const navigate = useNavigate();
  const imageUrl = useDrawnImageUrl();
  const watchPath = useContext(TvWatchPathContext);
  return (
    <TvFocusable
      focusKey={focusKey}
      onPress={() => navigate(watchPath(item.id))}
      label={t('card.open', { title: item.title })}
      className="flex w-full flex-col overflow-hidden rounded-3xl bg-teal-900 text-start shadow-xl"
    >
      {/* overflow-hidden: a tall (portrait) picture must not stretch the 16:9 box (aspect-ratio yields to content). */}
      <span className="relative block aspect-video w-full overflow-hidden bg-teal-950">
        <img
          src={imageUrl(item.thumbnailUrl)}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover"
        />
        {item.duration > 0 ? (
          <span className="absolute end-3 bottom-3 rounded-lg bg-stone-950/85 px-2 py-0.5 text-xl font-bold">
            {formatDuration(item.duration)}
          </span>
        ) : null}
        {progress !== undefined ? (
          <span className="absolute inset-x-0 bottom-0 h-2 bg-white/30" aria-hidden="true">
            <span className="block h-full bg-amber-400" style={{ width: `${Math.round(progress * 100)}%` }} />
          </span>
        ) : null}
      </span>
      <span className="flex flex-col gap-1 p-4">
        <span dir="auto" className="line-clamp-2 text-2xl leading-tight font-bold">
          {item.title}
        </span>
        <span dir="auto" className="truncate text-2xl text-teal-100">
          {item.creator.name}
        </span>
      </span>
    </TvFocusable>
  );
}

/** A titled row of cards that scrolls sideways as focus moves. */
export function TvRowCards({
  rowKey,
  items,
  progressOf,
}: {
  rowKey: string;
  items: FeedItem[];
  progressOf?: (item: FeedItem) => number | undefined;
}) {
  return (
    <ul className="flex gap-8 overflow-x-auto px-3 py-4 [scrollbar-width:none]">
      {items.map((item) => {
        const progress = progressOf?.(item);
        return (
          <li key={item.id} className="w-[22rem] shrink-0">
            <TvVideoCard
              item={item}
              focusKey={`${rowKey}-${item.id}`}
              {...(progress !== undefined ? { progress } : {})}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** How far a started video was watched (0..1), for the continue-watching row's bars. */
export function progressIn(list: { id: string; positionSeconds: number; durationSeconds: number }[]) {
  return (item: FeedItem): number | undefined => {
    const entry = list.find((candidate) => candidate.id === item.id);
    return entry && entry.durationSeconds > 0 ? entry.positionSeconds / entry.durationSeconds : undefined;
  };
}

/** Exactly four columns: up and down move by four, the spec's rule. */
export function TvGridCards({ gridKey, items }: { gridKey: string; items: FeedItem[] }) {
  return (
    <ul className="grid grid-cols-4 gap-8 p-3" data-testid="tv-grid">
      {items.map((item) => (
        <li key={item.id}>
          <TvVideoCard item={item} focusKey={`${gridKey}-${item.id}`} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A titled row (a section the arrows move through): its cards; when it has none, `empty`'s words once loaded, or
 * nothing at all when `empty` is not given (a row that only shows when it has something).
 */
export function TvTitledRow({
  sectionKey,
  rowKey,
  title,
  items,
  pending = false,
  empty,
  progressOf,
}: {
  sectionKey: string;
  rowKey: string;
  title: string;
  items: FeedItem[];
  pending?: boolean;
  empty?: string;
  progressOf?: (item: FeedItem) => number | undefined;
}) {
  if (items.length === 0 && empty === undefined) return null;
  return (
    <TvSection as="section" focusKey={sectionKey} label={title}>
      <TvRowTitle>{title}</TvRowTitle>
      {items.length > 0 ? (
        <TvRowCards rowKey={rowKey} items={items} {...(progressOf ? { progressOf } : {})} />
      ) : pending ? null : (
        <TvEmpty>{empty}</TvEmpty>
      )}
    </TvSection>
  );
}

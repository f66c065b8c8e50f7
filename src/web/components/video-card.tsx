// One video in the feed grid: a link to its page with thumbnail, title, creator and (outside child mode) age and views.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PORTRAIT_SOURCE_TYPES } from '#shared/domain';
import type { FeedItem } from '#shared/feed.schema';
import { formatDuration, formatViews } from '#web/lib/format';
import { useDrawnImageUrl } from '#web/lib/i18n/drawn-image-url';
import { nameText } from '#web/lib/i18n/message-text';
import { TimeAgo } from './time-ago';

type VideoCardProps = {
  item: FeedItem;
  /** Cards in the first visible row load at once; the rest wait until they scroll near. */
  eager?: boolean;
  /** Router state carried by the link (the video page uses it for Previous). */
  linkState?: unknown;
  /** Child mode: links to /child/video/{id} and hides relative time and view count (spec). */
  childMode?: boolean;
};

export function VideoCard({ item, eager = false, linkState, childMode = false }: VideoCardProps) {
  useTranslation(); // re-renders the card's relative time and views when the language changes
  const imageUrl = useDrawnImageUrl();
  const portrait = PORTRAIT_SOURCE_TYPES.includes(item.sourceType);
  return (
    <Link
      to={childMode ? `/child/video/${item.id}` : `/video/${item.id}`}
      state={linkState}
      className="group block rounded-3xl p-1.5 transition-colors hover:bg-white focus-visible:bg-white"
    >
      <div
        className={`relative overflow-hidden rounded-2xl bg-stone-200 ${portrait ? 'aspect-[9/16]' : 'aspect-video'}`}
      >
        <img
          src={imageUrl(item.thumbnailUrl)}
          alt={item.title}
          translate="no"
          dir="auto"
          width={portrait ? 360 : 640}
          height={portrait ? 640 : 360}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {item.duration > 0 ? (
          <span
            dir="ltr"
            className="absolute end-2 bottom-2 rounded-md bg-stone-950/80 px-1.5 py-0.5 text-xs font-semibold text-white"
          >
            {formatDuration(item.duration)}
          </span>
        ) : null}
      </div>
      <div className="mt-2.5 flex gap-2.5 px-0.5">
        <img
          src={item.creator.avatarUrl}
          alt=""
          width={36}
          height={36}
          loading="lazy"
          decoding="async"
          className="size-9 shrink-0 rounded-full bg-stone-200"
        />
        <div className="min-w-0">
          {/* Titles isolated (<bdi>): an English title keeps its punctuation in place on a right-to-left page. */}
          <h2
            translate="no"
            className="line-clamp-2 text-sm leading-snug font-bold text-stone-900 group-hover:text-teal-900 sm:text-base"
          >
            <bdi>{item.title}</bdi>
          </h2>
          {/* dir=auto, not <bdi>: a name too long for the card is cut at its own end, with an ellipsis. */}
          <p translate="no" dir="auto" className="mt-0.5 truncate text-sm text-stone-600 rtl:text-right">
            {nameText(item.creator.name)}
          </p>
          {childMode ? null : (
            <p className="text-xs text-stone-600 sm:text-sm">
              <TimeAgo isoDate={item.createdAt} />
              <span aria-hidden="true"> · </span>
              <span>{formatViews(item.viewCount)}</span>
            </p>
          )}
        </div>
      </div>
    </Link>
  );
}

export function VideoCardSkeleton({ portrait = false }: { portrait?: boolean }) {
  return (
    <div className="animate-pulse p-1.5" aria-hidden="true">
      <div className={`rounded-2xl bg-stone-200 ${portrait ? 'aspect-[9/16]' : 'aspect-video'}`} />
      <div className="mt-2.5 flex gap-2.5 px-0.5">
        <div className="size-9 shrink-0 rounded-full bg-stone-200" />
        <div className="flex-1 space-y-2 pt-1">
          <div className="h-3.5 w-11/12 rounded-full bg-stone-200" />
          <div className="h-3 w-2/3 rounded-full bg-stone-200" />
          <div className="h-3 w-1/2 rounded-full bg-stone-200" />
        </div>
      </div>
    </div>
  );
}

/** A grid of cards (tall cards span two rows, the dense flow fills beside them). */
export function VideoCardGrid({ items, linkState }: { items: FeedItem[]; linkState?: unknown }) {
  return (
    <ul className="mt-3 grid grid-flow-row-dense grid-cols-2 items-start gap-x-2 gap-y-4 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className={PORTRAIT_SOURCE_TYPES.includes(item.sourceType) ? 'row-span-2' : ''}>
          <VideoCard item={item} linkState={linkState} />
        </li>
      ))}
    </ul>
  );
}

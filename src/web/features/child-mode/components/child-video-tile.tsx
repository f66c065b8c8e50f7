// One video in the child area: a big picture tile with a short title (no creator, times or counts). The whole
// tile is one link named by the title; the picture is decorative beside it.
import { Link } from 'react-router';
import type { FeedItem } from '#shared/feed.schema';
import { useDrawnImageUrl } from '#web/lib/i18n/drawn-image-url';

/** Where a tile opens its video: the child area's player, or the visitors' demo of it. */
export const CHILD_VIDEO_PATH = '/child/video/';

type Props = { item: FeedItem; eager?: boolean; videoPath?: string };

export function ChildVideoTile({ item, eager = false, videoPath = CHILD_VIDEO_PATH }: Props) {
  const imageUrl = useDrawnImageUrl();
  return (
    <Link
      to={`${videoPath}${item.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-[1.75rem] border-4 border-white bg-white shadow-md shadow-teal-900/10 transition-transform hover:-translate-y-0.5 hover:shadow-lg focus-visible:-translate-y-0.5"
    >
      <div className="relative aspect-video overflow-hidden rounded-[1.4rem] bg-teal-100">
        <img
          src={imageUrl(item.thumbnailUrl)}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.04]"
        />
      </div>
      {/* The play mark sits beside the title, not on the picture: a poster often shows the video's own title card. */}
      <div className="flex items-start gap-2 px-2.5 pt-2 pb-2.5">
        <h2
          translate="no"
          className="line-clamp-2 min-w-0 flex-1 text-lg leading-snug font-extrabold text-stone-900 group-hover:text-teal-900"
        >
          <bdi>{item.title}</bdi>
        </h2>
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800"
        >
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
        </span>
      </div>
    </Link>
  );
}

/** The tiles' grid: 2 on a phone, 3 on a tablet, 4 on a wide screen. */
export function ChildTileGrid({
  items,
  eagerCount = 0,
  videoPath,
}: {
  items: FeedItem[];
  eagerCount?: number;
  videoPath?: string;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4">
      {items.map((item, index) => (
        <li key={item.id}>
          <ChildVideoTile item={item} eager={index < eagerCount} videoPath={videoPath} />
        </li>
      ))}
    </ul>
  );
}

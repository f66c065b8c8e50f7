// Up to 5 related videos (same category, newest first) or 'No related videos available'.
import { PORTRAIT_SOURCE_TYPES } from '../../../../shared/domain';
import { MESSAGES } from '../../../../shared/messages';
import { VideoCard, VideoCardSkeleton } from '../../../components/video-card';
import { useRelated } from '../api/get-related';

export function RelatedVideos({ videoId }: { videoId: string }) {
  const related = useRelated(videoId);
  return (
    <section aria-labelledby="related-heading" className="mt-8">
      <h2 id="related-heading" className="text-lg font-bold text-stone-900">
        Related videos
      </h2>
      {related.isPending ? (
        <div className="mt-2 grid grid-cols-2 gap-2 md:grid-cols-3">
          <VideoCardSkeleton />
          <VideoCardSkeleton />
        </div>
      ) : related.isError || related.data.items.length === 0 ? (
        // A failed related list is not worth an error banner on a page that plays fine (the spec only logs it).
        <p className="mt-2 text-stone-600">{MESSAGES.noRelatedVideos}</p>
      ) : (
        <ul className="mt-2 grid grid-flow-row-dense grid-cols-2 items-start gap-x-2 gap-y-4 md:grid-cols-3">
          {related.data.items.map((item) => (
            <li key={item.id} className={PORTRAIT_SOURCE_TYPES.includes(item.sourceType) ? 'row-span-2' : ''}>
              <VideoCard item={item} linkState={{ previousVideoId: videoId }} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

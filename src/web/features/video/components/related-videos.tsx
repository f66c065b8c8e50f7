// Up to 5 related videos (same category, newest first) or 'No related videos available'.
import { useTranslation } from 'react-i18next';
import { VideoCardGrid, VideoCardSkeleton } from '#web/components/video-card';
import { useRelated } from '../api/get-related';

export function RelatedVideos({ videoId }: { videoId: string }) {
  const { t } = useTranslation('video');
  const related = useRelated(videoId);
  return (
    <section aria-labelledby="related-heading" className="mt-8">
      <h2 id="related-heading" className="text-lg font-bold text-stone-900">
        {t('related.heading')}
      </h2>
      {related.isPending ? (
        <div className="mt-2 grid grid-cols-2 gap-2 md:grid-cols-3">
          <VideoCardSkeleton />
          <VideoCardSkeleton />
        </div>
      ) : related.isError || related.data.items.length === 0 ? (
        // A failed related list is not worth an error banner on a page that plays fine (the spec only logs it).
        <p className="mt-2 text-stone-600">{t('notes.noRelatedVideos')}</p>
      ) : (
        <VideoCardGrid items={related.data.items} linkState={{ previousVideoId: videoId }} />
      )}
    </section>
  );
}

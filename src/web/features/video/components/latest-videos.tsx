// 'Latest Videos' on a creator's public profile: up to 6 published videos, or 'No videos uploaded yet.'.
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '#web/components/banner';
import { VideoCardGrid, VideoCardSkeleton } from '#web/components/video-card';
import { errorMessage } from '#web/lib/api-client';
import { useCreatorVideos } from '../api/get-creator-videos';

export function LatestVideos({ userId }: { userId: string }) {
  const { t } = useTranslation('video');
  const videos = useCreatorVideos(userId);
  return (
    <section aria-labelledby="latest-videos-heading" className="mt-8">
      <h2 id="latest-videos-heading" className="text-xl font-extrabold text-stone-900">
        {t('latest.heading')}
      </h2>
      {videos.isPending ? (
        <div className="mt-3 grid grid-cols-2 gap-2 md:grid-cols-3">
          <VideoCardSkeleton />
          <VideoCardSkeleton />
        </div>
      ) : videos.isError ? (
        <div className="mt-3">
          <ErrorBanner>{errorMessage(videos.error)}</ErrorBanner>
        </div>
      ) : videos.data.items.length === 0 ? (
        <p className="mt-2 text-stone-600">{t('notes.noVideosUploaded')}</p>
      ) : (
        <VideoCardGrid items={videos.data.items} />
      )}
    </section>
  );
}

// /uploads/:contentId — an item as its creator or an admin sees it before it is published: processing progress,
// then the processed video (the same HLS player as the video page), its vocals-only soundtrack (added, replaced or
// removed by its creator, accepted or rejected by a moderator; decision 034-s), and for admins a Publish button.

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { DashboardCard, DashboardShell } from '#web/components/dashboard-shell';
import { LoadingState, Spinner } from '#web/components/spinner';
import { FileVideo } from '#web/features/video';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { useMe } from '#web/lib/session';
import { usePublishPreview, useSoundtrack, useUploadPreview } from '../api/uploads-api';
import { ProcessingStatus } from '../components/processing-status';
import { SoundtrackPanel } from '../components/soundtrack-panel';

export function UploadPreviewPage() {
  const { contentId = '' } = useParams();
  const { t } = useTranslation('uploads');
  const preview = useUploadPreview(contentId);
  const publish = usePublishPreview(contentId);
  const me = useMe();
  const isAdmin = me.data?.user?.role === 'admin';
  const videoReady = preview.data?.sourceType === 'upload' && preview.data.upload?.status === 'ready';
  const soundtrack = useSoundtrack(contentId, videoReady).data?.soundtrack;
  const home = isAdmin ? '/dashboard/admin' : '/dashboard/creator';

  return (
    <DashboardShell title={t('preview.title')} home={home}>
      {preview.isPending ? <LoadingState /> : null}
      {preview.isError ? <ErrorBanner>{errorMessage(preview.error)}</ErrorBanner> : null}
      {preview.data ? (
        <DashboardCard title={preview.data.title} headingId="preview-heading">
          <div className="space-y-4">
            <p className="text-stone-700">
              {t(
                `preview.status.${preview.data.status === 'published' || preview.data.status === 'draft' ? preview.data.status : 'pending'}`,
              )}
            </p>
            {preview.data.upload ? <ProcessingStatus upload={preview.data.upload} /> : null}
            {preview.data.videoUrl && preview.data.upload?.status === 'ready' ? (
              <div className="aspect-video overflow-hidden rounded-2xl bg-black">
                <FileVideo
                  src={preview.data.videoUrl}
                  poster={preview.data.thumbnailUrl ?? ''}
                  title={preview.data.title}
                  soundtrack={
                    soundtrack?.status === 'ready' ? { start: 'main', switchable: true } : undefined
                  }
                />
              </div>
            ) : null}
            {videoReady ? <SoundtrackPanel contentId={contentId} isAdmin={isAdmin} /> : null}
            {preview.data.description ? (
              <p dir="auto" className="whitespace-pre-line text-stone-800">
                {preview.data.description}
              </p>
            ) : null}
            {publish.isError ? (
              <ErrorBanner>
                <p>{errorMessage(publish.error)}</p>
                {publish.error instanceof ApiError && publish.error.status === 409 ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="mt-2"
                    onClick={() => {
                      publish.reset();
                      void preview.refetch();
                    }}
                  >
                    {t('preview.reload')}
                  </Button>
                ) : null}
              </ErrorBanner>
            ) : null}
            {publish.isSuccess ? <SuccessBanner>{t('preview.publishedNow')}</SuccessBanner> : null}
            {isAdmin && preview.data.status !== 'published' ? (
              <Button
                onClick={() => {
                  if (preview.data) publish.mutate(preview.data.revision);
                }}
                disabled={
                  publish.isPending ||
                  (preview.data.upload !== null && preview.data.upload.status !== 'ready')
                }
              >
                {publish.isPending ? <Spinner className="size-4" /> : null}
                {t('preview.publish')}
              </Button>
            ) : null}
          </div>
        </DashboardCard>
      ) : null}
    </DashboardShell>
  );
}

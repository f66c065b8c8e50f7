// The video of a draft made from an uploaded file, where the file field was when the draft was saved: its processing,
// then the same player as the preview page. The file stays the draft's; continuing it changes only the fields.
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '#web/components/banner';
import { LoadingState } from '#web/components/spinner';
import { FileVideo } from '#web/features/video';
import { errorMessage } from '#web/lib/api-client';
import { messageText } from '#web/lib/i18n/message-text';
import { useUploadPreview } from '../api/uploads-api';
import { ProcessingStatus } from './processing-status';

export function DraftVideo({ contentId }: { contentId: string }) {
  const { t } = useTranslation('uploads');
  const preview = useUploadPreview(contentId);
  const item = preview.data;
  return (
    <section aria-labelledby="draft-video-heading" className="space-y-2">
      <h2 id="draft-video-heading" className="text-sm font-semibold text-stone-900">
        {t('form.draftVideo')}
      </h2>
      {preview.isPending ? <LoadingState /> : null}
      {preview.isError ? <ErrorBanner>{messageText(errorMessage(preview.error))}</ErrorBanner> : null}
      {item?.upload ? <ProcessingStatus upload={item.upload} /> : null}
      {item?.videoUrl && item.upload?.status === 'ready' ? (
        <div className="aspect-video overflow-hidden rounded-2xl bg-black">
          <FileVideo src={item.videoUrl} poster={item.thumbnailUrl ?? ''} title={item.title} />
        </div>
      ) : null}
    </section>
  );
}

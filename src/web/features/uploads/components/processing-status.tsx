// Where an uploaded video is after its last byte: queued, 'Processing… N%', ready, refused (the spec's message), or
// failed (with retries said).
import { useTranslation } from 'react-i18next';
import type { UploadState } from '#shared/uploads';
import { messageText } from '#web/lib/i18n/message-text';

export function ProcessingStatus({ upload }: { upload: UploadState }) {
  const { t } = useTranslation('uploads');
  switch (upload.status) {
    case 'queued':
      return (
        <p role="status" className="font-semibold text-stone-800">
          {upload.error ? t('processing.retrying') : t('processing.queued')}
        </p>
      );
    case 'processing':
      return (
        <div role="status" className="space-y-2">
          <p className="font-semibold text-stone-800">
            {t('notes.processingPercent', { percent: upload.progress })}
          </p>
          <progress
            max={100}
            value={upload.progress}
            aria-label={t('processing.progressLabel')}
            className="h-3 w-full overflow-hidden rounded-full accent-teal-700"
          />
        </div>
      );
    case 'ready':
      return (
        <p role="status" className="font-semibold text-emerald-800">
          {t('processing.ready')}
        </p>
      );
    case 'invalid':
      // Refused, also after the last byte: while transcoding, the decoded stream can break a limit its header hid.
      return (
        <p role="alert" className="font-semibold text-red-800">
          {messageText(upload.errorKey ?? upload.error ?? '') || t('notes.failed')}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="font-semibold text-red-800">
          {t('processing.failed')}
        </p>
      );
    default:
      return null;
  }
}

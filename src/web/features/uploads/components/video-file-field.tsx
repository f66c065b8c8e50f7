// "Upload a file": choose a video, the browser's first check ('Checking video...'), then a resumable tus upload
// ('Uploading... N%') that survives a dropped connection and, by choosing the same file again, a reload; the
// server's validation answers with the spec's message ('Upload failed' when it says nothing more).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#web/lib/format';
import { messageText } from '#web/lib/i18n/message-text';
import { useUploadsAvailable } from '../api/uploads-api';
import { checkVideoFile } from '../lib/check-file';
import { startTusUpload } from '../lib/tus-upload';

type Phase =
  | { kind: 'idle' }
  | { kind: 'validating' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'success' }
  | { kind: 'error'; message: string | undefined };

export function VideoFileField({
  onUploaded,
  onCleared,
}: {
  onUploaded: (uploadId: string) => void;
  onCleared?: () => void;
}) {
  const { t } = useTranslation('uploads');
  const available = useUploadsAvailable();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [fileName, setFileName] = useState('');
  const running = useRef<{ abort: () => void } | null>(null);
  const inputId = useId();
  const statusId = useId();

  useEffect(() => () => running.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    running.current?.abort();
    onCleared?.();
    if (!file) {
      setPhase({ kind: 'idle' });
      return;
    }
    setFileName(file.name);
    setPhase({ kind: 'validating' });
    const problem = await checkVideoFile(file);
    if (problem) {
      setPhase({ kind: 'error', message: problem });
      return;
    }
    setPhase({ kind: 'uploading', percent: 0 });
    running.current = startTusUpload(file, {
      onProgress: (percent) => setPhase({ kind: 'uploading', percent }),
      onSuccess: (id) => {
        setPhase({ kind: 'success' });
        onUploaded(id);
      },
      onError: (message) => setPhase({ kind: 'error', message }),
    });
  };

  if (available.data && !available.data.available) {
    return (
      <p role="status" className="rounded-xl bg-amber-50 p-4 text-amber-950">
        {t('field.unavailable')}
      </p>
    );
  }

  const busy = phase.kind === 'validating' || phase.kind === 'uploading';
  return (
    <div className="space-y-3">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-bold text-stone-900">
        {t('field.label')}
      </label>
      <input
        id={inputId}
        type="file"
        accept="video/mp4,video/quicktime,video/x-msvideo,video/webm,.mp4,.mov,.avi,.webm"
        aria-describedby={statusId}
        onChange={(event) => void choose(event.target.files?.[0])}
        className="block w-full rounded-xl border border-stone-400 bg-white p-2 text-stone-900 file:me-3 file:rounded-lg file:border-0 file:bg-teal-700 file:px-4 file:py-2 file:font-semibold file:text-white focus-visible:outline-3 focus-visible:outline-teal-600"
      />
      <p className="text-sm text-stone-600">{t('field.hint')}</p>
      <div id={statusId} aria-live="polite" className="space-y-2">
        {phase.kind === 'validating' ? (
          <p className="font-semibold text-stone-800">{t('notes.checking')}</p>
        ) : null}
        {phase.kind === 'uploading' ? (
          <>
            <p className="font-semibold text-stone-800">
              {t('notes.uploadingPercent', { percent: phase.percent })}
            </p>
            <progress
              max={100}
              value={phase.percent}
              aria-label={t('field.progressLabel', { name: fileName })}
              className="h-3 w-full overflow-hidden rounded-full accent-teal-700"
            >
              {formatNumber(phase.percent)}
            </progress>
          </>
        ) : null}
        {phase.kind === 'success' ? (
          <p className="font-semibold text-emerald-800">{t('notes.complete')}</p>
        ) : null}
        {phase.kind === 'error' ? (
          <div role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
            <p className="font-bold">{t('notes.failed')}</p>
            {phase.message ? <p>{messageText(phase.message)}</p> : null}
          </div>
        ) : null}
        {busy ? <p className="text-sm text-stone-600">{t('field.keepOpen')}</p> : null}
      </div>
    </div>
  );
}

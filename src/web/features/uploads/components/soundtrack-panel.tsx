// "Vocals-only soundtrack (no instruments)" beside an uploaded video (decision 034-s): its creator uploads an audio or
// video file (the same resumable upload and limits as a video), follows its processing, replaces or removes it; a
// moderator listens in the preview's player (its Soundtrack menu) and accepts or rejects it. The server checks the
// sound and the length (within 2 seconds of the video) and says why when it refuses.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SoundtrackState } from '#shared/soundtracks';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { formatNumber } from '#web/lib/format';
import { messageText } from '#web/lib/i18n/message-text';
import { useSoundtrack, useSoundtrackChanges } from '../api/uploads-api';
import { startTusUpload } from '../lib/tus-upload';

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'error'; message: string | undefined };

function StateLine({ soundtrack }: { soundtrack: SoundtrackState }) {
  const { t } = useTranslation('uploads');
  if (soundtrack.status === 'queued' || soundtrack.status === 'processing')
    return (
      <div className="space-y-1">
        <p className="font-semibold text-stone-800">{t('soundtrack.processing')}</p>
        <progress
          max={100}
          value={soundtrack.progress}
          aria-label={t('soundtrack.processingLabel')}
          className="h-3 w-full overflow-hidden rounded-full accent-teal-700"
        >
          {formatNumber(soundtrack.progress)}
        </progress>
      </div>
    );
  if (soundtrack.status === 'ready')
    return (
      <p className={soundtrack.accepted ? 'font-semibold text-emerald-800' : 'font-semibold text-amber-900'}>
        {t(soundtrack.accepted ? 'soundtrack.accepted' : 'soundtrack.awaitingReview')}
      </p>
    );
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
      <p className="font-bold">{t('soundtrack.refused')}</p>
      {soundtrack.errorKey ? <p>{messageText(soundtrack.errorKey)}</p> : null}
    </div>
  );
}

export function SoundtrackPanel({ contentId, isAdmin }: { contentId: string; isAdmin: boolean }) {
  const { t } = useTranslation('uploads');
  const current = useSoundtrack(contentId);
  const { attach, remove, review } = useSoundtrackChanges(contentId);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [confirming, setConfirming] = useState<'remove' | 'reject' | null>(null);
  const running = useRef<{ abort: () => void } | null>(null);
  const inputId = useId();
  const statusId = useId();
  useEffect(() => () => running.current?.abort(), []);

  const choose = (file: File | undefined) => {
    running.current?.abort();
    attach.reset();
    if (!file) {
      setPhase({ kind: 'idle' });
      return;
    }
    setPhase({ kind: 'uploading', percent: 0 });
    running.current = startTusUpload(
      file,
      {
        onProgress: (percent) => setPhase({ kind: 'uploading', percent }),
        onSuccess: (uploadId) => {
          setPhase({ kind: 'idle' });
          attach.mutate(uploadId);
        },
        onError: (message) => setPhase({ kind: 'error', message }),
      },
      { kind: 'vocals' },
    );
  };

  const soundtrack = current.data?.soundtrack ?? null;
  const busy = phase.kind === 'uploading' || attach.isPending;
  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="space-y-3 rounded-2xl border border-stone-200 p-4"
    >
      <h3 id={`${inputId}-heading`} className="text-lg font-bold text-stone-900">
        {t('soundtrack.title')}
      </h3>
      <p className="text-sm text-stone-600">{t('soundtrack.intro')}</p>
      {current.isPending ? <Spinner className="size-5" /> : null}
      {current.isError ? <ErrorBanner>{errorMessage(current.error)}</ErrorBanner> : null}
      {soundtrack ? <StateLine soundtrack={soundtrack} /> : null}
      {current.isSuccess && !soundtrack ? <p className="text-stone-700">{t('soundtrack.none')}</p> : null}

      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-bold text-stone-900">
          {t(soundtrack ? 'soundtrack.replaceLabel' : 'soundtrack.label')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="audio/*,video/mp4,video/quicktime,video/x-msvideo,video/webm,.mp3,.m4a,.wav,.ogg,.flac,.mp4,.mov,.avi,.webm"
          aria-describedby={statusId}
          disabled={busy}
          onChange={(event) => choose(event.target.files?.[0])}
          className="block w-full rounded-xl border border-stone-400 bg-white p-2 text-stone-900 file:me-3 file:rounded-lg file:border-0 file:bg-teal-700 file:px-4 file:py-2 file:font-semibold file:text-white focus-visible:outline-3 focus-visible:outline-teal-600"
        />
        <p className="mt-1 text-sm text-stone-600">{t('soundtrack.hint')}</p>
      </div>
      <div id={statusId} aria-live="polite" className="space-y-2">
        {phase.kind === 'uploading' ? (
          <>
            <p className="font-semibold text-stone-800">
              {t('notes.uploadingPercent', { percent: phase.percent })}
            </p>
            <progress
              max={100}
              value={phase.percent}
              aria-label={t('soundtrack.uploadLabel')}
              className="h-3 w-full overflow-hidden rounded-full accent-teal-700"
            >
              {formatNumber(phase.percent)}
            </progress>
          </>
        ) : null}
        {attach.isPending ? <p className="font-semibold text-stone-800">{t('soundtrack.checking')}</p> : null}
        {phase.kind === 'error' || attach.isError ? (
          <div role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
            <p className="font-bold">{t('notes.failed')}</p>
            {phase.kind === 'error' && phase.message ? <p>{messageText(phase.message)}</p> : null}
            {attach.isError ? <p>{errorMessage(attach.error)}</p> : null}
          </div>
        ) : null}
      </div>

      {soundtrack ? (
        <div className="flex flex-wrap gap-2">
          {isAdmin && soundtrack.status === 'ready' && !soundtrack.accepted ? (
            <>
              <Button size="sm" onClick={() => review.mutate('accept')} disabled={review.isPending}>
                {review.isPending ? <Spinner className="size-4" /> : null}
                {t('soundtrack.accept')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setConfirming('reject')}>
                {t('soundtrack.reject')}
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => setConfirming('remove')} disabled={busy}>
            {t('soundtrack.remove')}
          </Button>
        </div>
      ) : null}
      {review.isError && !confirming ? <ErrorBanner>{errorMessage(review.error)}</ErrorBanner> : null}

      {confirming ? (
        <ConfirmDialog
          title={t(confirming === 'remove' ? 'soundtrack.removeTitle' : 'soundtrack.rejectTitle')}
          body={t(confirming === 'remove' ? 'soundtrack.removeBody' : 'soundtrack.rejectBody')}
          confirm={t(confirming === 'remove' ? 'soundtrack.remove' : 'soundtrack.reject')}
          cancel={t('soundtrack.cancel')}
          pending={remove.isPending || review.isPending}
          error={
            confirming === 'remove'
              ? remove.isError
                ? errorMessage(remove.error)
                : null
              : review.isError
                ? errorMessage(review.error)
                : null
          }
          onClose={() => {
            remove.reset();
            review.reset();
            setConfirming(null);
          }}
          onConfirm={() => {
            const done = { onSuccess: () => setConfirming(null) };
            if (confirming === 'remove') remove.mutate(undefined, done);
            else review.mutate('reject', done);
          }}
        />
      ) : null}
    </section>
  );
}

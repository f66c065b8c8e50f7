// The parent's way out of child mode on the TV: the same question as the ordinary exit gate (its logic is
// child-mode's useExitGate: the sum or the parent's PIN, the server's answer and wrong-try count), answered with an
// on-screen number pad moved through with the arrows and OK (a remote's number keys type too). Back closes it.
import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { createContext, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '#web/components/spinner';
import { useExitGate } from '#web/features/child-mode';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { isBackKey } from '../lib/back-keys';
import { PAD_ROWS, type PadKey, padKeyFor, padKeyId, pressPadKey } from '../lib/number-pad';
import { TvFocusable } from './tv-focusable';
import { TvSection } from './tv-section';

const PAD_FIRST = 'exit-pad-digit-1';

function PadLabel({ entry }: { entry: PadKey }) {
  const { t } = useTranslation('tv');
  if (entry.kind === 'digit') return <span>{entry.digit}</span>;
  return <span>{t(`exitGate.${entry.kind}`)}</span>;
}

function Gate() {
  const { t } = useTranslation('child-mode');
  const { t: tv } = useTranslation('tv');
  const { challenge, exit, pin, question, maxLength, submit, leave } = useExitGate();
  const [value, setValue] = useState('');
  const ready = challenge.isSuccess;

  const press = (entry: PadKey) => {
    const next = pressPadKey(value, entry, maxLength);
    setValue(next.value);
    if (next.submit) submit(next.value);
  };
  useEffect(() => {
    if (ready) setFocus(PAD_FIRST);
  }, [ready]);
  // A remote's number keys type the digits too (subscribed again each render: `press` sees the current answer).
  useEffect(() => {
    if (!ready) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const entry = padKeyFor(event.key);
      if (!entry) return;
      event.preventDefault();
      press(entry);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  if (challenge.isPending || challenge.isIdle) return <LoadingState />;
  if (challenge.isError) {
    const noCredential = challenge.error instanceof ApiError && challenge.error.status === 401;
    return (
      <div className="flex flex-col items-center gap-8">
        <p role="alert" className="text-3xl">
          {errorMessage(challenge.error)}
        </p>
        <TvSection focusKey="exit-gate-retry" className="flex gap-6">
          <TvFocusable
            focusKey={PAD_FIRST}
            onPress={noCredential ? leave : () => challenge.mutate()}
            className="rounded-full bg-amber-300 px-10 py-4 text-3xl font-extrabold text-teal-950"
          >
            {noCredential ? t('exitGate.continue') : t('exitGate.tryAgain')}
          </TvFocusable>
        </TvSection>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-6">
      <p className="text-3xl text-teal-50">{pin ? t('exitGate.pinPrompt') : t('exitGate.mathPrompt')}</p>
      {question ? (
        <p className="text-6xl font-extrabold" data-testid="exit-question">
          {question}
        </p>
      ) : null}
      <output
        aria-label={pin ? t('exitGate.pinLabel') : t('exitGate.answerLabel')}
        dir="ltr"
        data-testid="exit-answer"
        className="flex h-24 min-w-72 items-center justify-center rounded-3xl bg-white px-8 text-6xl font-extrabold tracking-widest text-teal-950 tabular-nums"
      >
        {pin ? '•'.repeat(value.length) : value}
      </output>
      {exit.isError ? (
        <p role="alert" className="rounded-2xl bg-rose-100 px-6 py-3 text-3xl font-bold text-rose-900">
          {errorMessage(exit.error)}
        </p>
      ) : null}
      <TvSection focusKey="exit-pad" label={tv('exitGate.pad')}>
        <div dir="ltr" className="grid grid-cols-3 gap-4 p-3">
          {PAD_ROWS.flat().map((entry) => (
            <TvFocusable
              key={padKeyId(entry)}
              focusKey={`exit-pad-${padKeyId(entry)}`}
              onPress={() => press(entry)}
              {...(entry.kind === 'digit' ? {} : { label: tv(`exitGate.${entry.kind}`) })}
              className={`h-24 w-40 rounded-3xl text-4xl font-extrabold ${
                entry.kind === 'ok' ? 'bg-amber-300 text-teal-950' : 'bg-teal-800 text-white'
              }`}
            >
              <PadLabel entry={entry} />
            </TvFocusable>
          ))}
        </div>
      </TvSection>
    </div>
  );
}

/** The gate as a full-screen dialog over the child's TV screen; `onClose` on Back. */
export function TvExitGate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('child-mode');
  const { t: tv } = useTranslation('tv');
  const titleId = useId();
  useEffect(() => {
    // Back closes the gate (before the shell's own Back, which would change the screen behind it).
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isBackKey(event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      onClose();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [onClose]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-teal-950 px-[5vw] py-[5vh] text-white"
    >
      <h2 id={titleId} className="text-5xl font-extrabold text-amber-200">
        {t('exitChildMode')}
      </h2>
      <TvSection focusKey="exit-gate" boundary>
        <Gate />
      </TvSection>
      <p className="text-2xl text-teal-100">{tv('exitGate.backHint')}</p>
    </div>
  );
}

/** Opens the exit gate from a child TV screen (the time-up screen's "Parent unlock"). */
export const TvOpenExitGateContext = createContext<() => void>(() => undefined);

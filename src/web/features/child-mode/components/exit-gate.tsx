// The parent's way out of child mode: the sum of two numbers from 1 to 10, or the parent's PIN when one is set.
// The server keeps the answer and counts wrong tries; on success the app reloads into the parent dashboard.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { LoadingState, Spinner } from '#web/components/spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { useExitChallenge, useExitChildMode } from '../api/exit-child-mode';
import { forgetChildSession } from '../lib/child-session-storage';

/**
 * The server asks "What is 3 + 4?" in English: shown in the active language from its two numbers (kept in Western
 * digits, the ones the answer is typed with); a question of another shape is shown as sent.
 */
function useQuestionText(): (question: string) => string {
  const { t } = useTranslation('child-mode');
  return (question) => {
    const match = /(\d+)\s*\+\s*(\d+)/.exec(question);
    return match ? t('exitGate.question', { a: match[1], b: match[2] }) : question;
  };
}

export function ExitGate() {
  const { t } = useTranslation('child-mode');
  const questionText = useQuestionText();
  const challenge = useExitChallenge();
  const exit = useExitChildMode();
  const [value, setValue] = useState('');
  const asked = useRef(false);
  const { mutate: ask } = challenge;

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    ask();
  }, [ask]);

  if (challenge.isPending || challenge.isIdle) return <LoadingState />;
  if (challenge.isError) {
    if (challenge.error instanceof ApiError && challenge.error.status === 401) {
      // This browser no longer holds a child credential (its cookies were cleared): nothing left to unlock.
      return (
        <div className="space-y-3">
          <p>{errorMessage(challenge.error)}.</p>
          <Button
            onClick={() => {
              forgetChildSession();
              window.location.assign('/dashboard/parent');
            }}
          >
            {t('exitGate.continue')}
          </Button>
        </div>
      );
    }
    return (
      <div className="space-y-3">
        <ErrorBanner>{errorMessage(challenge.error)}</ErrorBanner>
        <Button variant="secondary" onClick={() => challenge.mutate()}>
          {t('exitGate.tryAgain')}
        </Button>
      </div>
    );
  }

  const pin = challenge.data.mode === 'pin';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value.trim()) return;
    exit.mutate(pin ? { pin: value.trim() } : { answer: Number(value.trim()) });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-lg text-stone-700">{pin ? t('exitGate.pinPrompt') : t('exitGate.mathPrompt')}</p>
      {challenge.data.mode === 'math' ? (
        <p className="text-3xl font-extrabold text-teal-950" data-testid="exit-question">
          {questionText(challenge.data.question)}
        </p>
      ) : null}
      <TextField
        label={pin ? t('exitGate.pinLabel') : t('exitGate.answerLabel')}
        value={value}
        onValueChange={setValue}
        inputMode="numeric"
        autoComplete="off"
        type={pin ? 'password' : 'text'}
        maxLength={pin ? 6 : 3}
        error={exit.isError ? errorMessage(exit.error) : undefined}
      />
      <Button type="submit" size="lg" disabled={exit.isPending || exit.isSuccess || !value.trim()}>
        {exit.isPending ? <Spinner className="size-4" /> : null}
        {t('exitChildMode')}
      </Button>
    </form>
  );
}

// The parent's way out of child mode: the sum of two numbers from 1 to 10, or the parent's PIN when one is set.
// Its logic (lib/use-exit-gate) is shared with the TV's gate, answered there with an on-screen number pad.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { LoadingState, Spinner } from '#web/components/spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { useExitGate } from '../lib/use-exit-gate';

export function ExitGate() {
  const { t } = useTranslation('child-mode');
  const { challenge, exit, pin, question, maxLength, submit: answer, leave } = useExitGate();
  // Only for the button's state: the form reads the answer itself.
  const [value, setValue] = useState('');

  if (challenge.isPending || challenge.isIdle) return <LoadingState />;
  if (challenge.isError) {
    if (challenge.error instanceof ApiError && challenge.error.status === 401) {
      // This browser no longer holds a child credential (its cookies were cleared): nothing left to unlock.
      return (
        <div className="space-y-3">
          <p>{errorMessage(challenge.error)}.</p>
          <Button onClick={leave}>{t('exitGate.continue')}</Button>
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    answer(String(new FormData(event.currentTarget).get('answer') ?? ''));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-lg text-stone-700">{pin ? t('exitGate.pinPrompt') : t('exitGate.mathPrompt')}</p>
      {question ? (
        <p className="text-3xl font-extrabold text-teal-950" data-testid="exit-question">
          {question}
        </p>
      ) : null}
      <TextField
        label={pin ? t('exitGate.pinLabel') : t('exitGate.answerLabel')}
        name="answer"
        onValueChange={setValue}
        inputMode="numeric"
        autoComplete="off"
        type={pin ? 'password' : 'text'}
        maxLength={maxLength}
        error={exit.isError ? errorMessage(exit.error) : undefined}
      />
      <Button type="submit" size="lg" disabled={exit.isPending || exit.isSuccess || !value.trim()}>
        {exit.isPending ? <Spinner className="size-4" /> : null}
        {t('exitChildMode')}
      </Button>
    </form>
  );
}

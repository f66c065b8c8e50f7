// "Ask for more time" on the TV's closed screens (Time's Up, sleep time, a pause), drawn for the far side of the
// room from the phone's logic (child-mode's useAskForMoreTime, which the closed screen's page holds: the same server
// route, its one waiting request and its daily number of asks, the answer followed live). The button is a
// remote-focusable item beside "Parent unlock"; the wait, the answer and the day's last ask are said above them.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_REQUEST_LIMITS, TIME_REQUEST_MESSAGES } from '#shared/time-requests';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { messageText } from '#web/lib/i18n/message-text';
import { TvFocusable } from './tv-focusable';

export const TV_ASK_KEY = 'child-time-up-ask';

/** What the closed screen knows of the ask (child-mode's useAskForMoreTime, with a yes's words). */
export type TvAskState = {
  waiting: boolean;
  /** The words of a yes, or of extra time given unasked. */
  goodNews: string | null;
  refused: boolean;
  /** Closed by bedtime or a pause: a yes opens child mode now, which the child is told before asking. */
  closedByClock: boolean;
  noAsksLeft: boolean;
  canAsk: boolean;
  asking: boolean;
  askError: unknown;
  ask: () => void;
};

function Message({ tone, children }: { tone: 'calm' | 'happy'; children: ReactNode }) {
  const colours = tone === 'happy' ? 'bg-teal-100 text-teal-950' : 'bg-amber-100 text-amber-950';
  return (
    <div className={`w-full rounded-[2rem] px-10 py-7 text-4xl leading-snug font-extrabold ${colours}`}>
      {children}
    </div>
  );
}

/** What the ask has to say: the wait, the answer, the day's last ask, a refusal. One polite live region. */
export function TvAskMessages({ state }: { state: TvAskState }) {
  const { t } = useTranslation('child-mode');
  return (
    <section aria-labelledby="tv-ask-time-heading" className="w-full">
      <h2 id="tv-ask-time-heading" className="sr-only">
        {t('askTime.heading')}
      </h2>
      <div aria-live="polite" className="flex w-full flex-col items-center gap-6">
        {state.waiting ? (
          <Message tone="calm">
            <span data-testid="tv-ask-waiting" className="flex items-center justify-center gap-5">
              <Spinner className="size-10 shrink-0" />
              {t('askTime.waiting')}
            </span>
          </Message>
        ) : null}
        {state.goodNews ? <Message tone="happy">{state.goodNews}</Message> : null}
        {state.refused ? (
          <Message tone="calm">
            <p>{t('askTime.no')}</p>
            <p className="mt-3 text-3xl font-semibold">{t('askTime.noHint')}</p>
          </Message>
        ) : null}
        {state.noAsksLeft ? (
          <p className="text-3xl font-semibold text-teal-50">
            {messageText(TIME_REQUEST_MESSAGES.dailyLimit, { max: TIME_REQUEST_LIMITS.perChildPerDay })}
          </p>
        ) : null}
        {state.canAsk && state.closedByClock ? (
          <p className="text-center text-3xl font-semibold text-teal-50">{t('askTime.opensNowHint')}</p>
        ) : null}
        {state.askError ? (
          <p role="alert" className="text-3xl font-semibold text-amber-100">
            {errorMessage(state.askError)}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The child's big amber button, while an ask is possible ("Ask again" after a no). */
export function TvAskButton({ state }: { state: TvAskState }) {
  const { t } = useTranslation('child-mode');
  if (!state.canAsk) return null;
  return (
    <TvFocusable
      focusKey={TV_ASK_KEY}
      onPress={state.ask}
      disabled={state.asking}
      className="flex items-center gap-4 rounded-full bg-amber-300 px-10 py-4 text-3xl font-extrabold text-teal-950"
    >
      {state.asking ? <Spinner className="size-8" /> : null}
      {state.refused ? t('askTime.askAgain') : t('askTime.ask')}
    </TvFocusable>
  );
}

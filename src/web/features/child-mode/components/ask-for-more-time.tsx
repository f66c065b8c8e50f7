// "Ask for more time": a big, calm button on Time's Up (and, placed by their pages, on sleep time and prayer
// pauses). Once asked, the child sees that the question is on its way, then the parent's answer the moment it is
// given (the status is followed live): the time given and a way back to the videos, or a kind "not this time"; extra
// time a parent gives unasked while the screen is open shows the same way back. At sleep time and in a pause a yes
// opens child mode from that moment, and the words say so ("15 more minutes now").
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIME_REQUEST_LIMITS, TIME_REQUEST_MESSAGES, type TimeRequestOrigin } from '#shared/time-requests';
import { CHILD_BUTTON } from '#web/components/child-ui';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { messageText } from '#web/lib/i18n/message-text';
import { useAskForMoreTime } from '../lib/use-ask-for-more-time';

function Message({ tone, children }: { tone: 'calm' | 'happy'; children: ReactNode }) {
  const colours =
    tone === 'happy'
      ? 'border-teal-200 bg-teal-50 text-teal-950'
      : 'border-amber-200 bg-amber-50 text-amber-950';
  return (
    <div className={`w-full rounded-3xl border-2 px-6 py-5 text-xl font-bold ${colours}`}>{children}</div>
  );
}

export function AskForMoreTime({ from }: { from: TimeRequestOrigin }) {
  const { t } = useTranslation('child-mode');
  const {
    waiting,
    gave,
    yesText,
    giftText,
    closedByClock,
    refused,
    gift,
    noAsksLeft,
    canAsk,
    asking,
    askError,
    ask,
  } = useAskForMoreTime(from);

  return (
    <section aria-labelledby="ask-time-heading" className="flex w-full max-w-md flex-col items-center gap-4">
      <h2 id="ask-time-heading" className="sr-only">
        {t('askTime.heading')}
      </h2>
      {/* One live region: the answer is read out when it arrives. */}
      <div aria-live="polite" className="flex w-full flex-col items-center gap-4">
        {waiting ? (
          <Message tone="calm">
            <span className="flex items-center justify-center gap-3">
              <Spinner className="size-6" />
              {t('askTime.waiting')}
            </span>
          </Message>
        ) : null}
        {gave && yesText ? (
          <>
            <Message tone="happy">{t(yesText)}</Message>
            <Link to="/child/feed" className={CHILD_BUTTON.primary}>
              {t('askTime.backToVideos')}
            </Link>
          </>
        ) : null}
        {refused ? (
          <Message tone="calm">
            <p>{t('askTime.no')}</p>
            <p className="mt-2 text-lg font-semibold">{t('askTime.noHint')}</p>
          </Message>
        ) : null}
        {gift ? (
          <>
            <Message tone="happy">{t(giftText)}</Message>
            <Link to="/child/feed" className={CHILD_BUTTON.primary}>
              {t('askTime.backToVideos')}
            </Link>
          </>
        ) : null}
        {noAsksLeft ? (
          <p className="text-lg font-semibold text-stone-700">
            {messageText(TIME_REQUEST_MESSAGES.dailyLimit, { max: TIME_REQUEST_LIMITS.perChildPerDay })}
          </p>
        ) : null}
        {askError ? (
          <p role="alert" className="text-lg font-semibold text-stone-700">
            {errorMessage(askError)}
          </p>
        ) : null}
      </div>
      {canAsk && closedByClock ? (
        <p className="text-center text-lg font-semibold text-stone-700">{t('askTime.opensNowHint')}</p>
      ) : null}
      {canAsk ? (
        <button type="button" className={CHILD_BUTTON.gold} disabled={asking} onClick={ask}>
          {asking ? <Spinner className="size-6" /> : null}
          {refused ? t('askTime.askAgain') : t('askTime.ask')}
        </button>
      ) : null}
    </section>
  );
}

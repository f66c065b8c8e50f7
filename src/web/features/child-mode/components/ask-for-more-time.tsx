// "Ask for more time": a big, calm button on Time's Up (and, placed by their pages, on sleep time and prayer
// pauses). Once asked, the child sees that the question is on its way, then the parent's answer the moment it is
// given (the status is followed live): the time given and a way back to the videos, or a kind "not this time"; extra
// time a parent gives unasked while the screen is open shows the same way back. At sleep time and in a pause a yes
// opens child mode from that moment, and the words say so ("15 more minutes now").
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type ChildTimeRequestStatus,
  TIME_REQUEST_LIMITS,
  TIME_REQUEST_MESSAGES,
  type TimeRequestOrigin,
} from '#shared/time-requests';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { messageText } from '#web/lib/i18n/message-text';
import { useAskForTime, useTimeRequestStatus } from '../api/time-request';
import { CHILD_BUTTON } from './child-ui';

type Answer = NonNullable<ChildTimeRequestStatus['latest']>['answer'];

const YES_TEXT = {
  fifteen_minutes: 'askTime.yesFifteen',
  one_hour: 'askTime.yesHour',
  rest_of_day: 'askTime.yesDay',
} as const;
/** At bedtime or in a pause a yes opens child mode from that moment (the server's rule): the words say "now". */
const YES_NOW_TEXT = {
  fifteen_minutes: 'askTime.yesFifteenNow',
  one_hour: 'askTime.yesHourNow',
  rest_of_day: 'askTime.yesDay',
} as const;

function Message({ tone, children }: { tone: 'calm' | 'happy'; children: ReactNode }) {
  const colours =
    tone === 'happy'
      ? 'border-teal-200 bg-teal-50 text-teal-950'
      : 'border-amber-200 bg-amber-50 text-amber-950';
  return (
    <div className={`w-full rounded-3xl border-2 px-6 py-5 text-xl font-bold ${colours}`}>{children}</div>
  );
}

type Grant = ChildTimeRequestStatus['grant'];

const moreThan = (now: Grant, before: Grant) =>
  now.extraMinutes > before.extraMinutes || (now.restOfDay && !before.restOfDay);

export function AskForMoreTime({ from }: { from: TimeRequestOrigin }) {
  const { t } = useTranslation('child-mode');
  const status = useTimeRequestStatus();
  const ask = useAskForTime();
  // Answers are news only for a request this screen saw waiting: an answer from earlier today (its time since used
  // up) is not shown again, and the child may ask anew.
  const [watching, setWatching] = useState<string | null>(null);
  // Extra time given while this screen is open, unasked, is news too.
  const [grantOnArrival, setGrantOnArrival] = useState<Grant | null>(null);
  const data = status.data;
  useEffect(() => {
    if (!data) return;
    if (data.latest?.state === 'pending') setWatching(data.latest.id);
    setGrantOnArrival((first) => first ?? data.grant);
  }, [data]);
  const latest = data?.latest ?? null;
  const seen = latest !== null && latest.id === watching;
  const answer: Answer = seen && latest.state === 'answered' ? latest.answer : null;
  const gave = answer && answer !== 'no' ? answer : null;
  const gift = !gave && data && grantOnArrival ? moreThan(data.grant, grantOnArrival) : false;
  const asksLeft = data?.asksLeft ?? 0;
  const canAsk = status.isSuccess && latest?.state !== 'pending' && !gave && !gift && asksLeft > 0;
  // Where the child was when the time came (the screen behind may already have opened): kept once it is given.
  const [closedByClock, setClosedByClock] = useState(from === 'sleep' || from === 'pause');
  useEffect(() => {
    if (!gave && !gift) setClosedByClock(from === 'sleep' || from === 'pause');
  }, [from, gave, gift]);

  return (
    <section aria-labelledby="ask-time-heading" className="flex w-full max-w-md flex-col items-center gap-4">
      <h2 id="ask-time-heading" className="sr-only">
        {t('askTime.heading')}
      </h2>
      {/* One live region: the answer is read out when it arrives. */}
      <div aria-live="polite" className="flex w-full flex-col items-center gap-4">
        {latest?.state === 'pending' ? (
          <Message tone="calm">
            <span className="flex items-center justify-center gap-3">
              <Spinner className="size-6" />
              {t('askTime.waiting')}
            </span>
          </Message>
        ) : null}
        {gave ? (
          <>
            <Message tone="happy">{t((closedByClock ? YES_NOW_TEXT : YES_TEXT)[gave])}</Message>
            <Link to="/child/feed" className={CHILD_BUTTON.primary}>
              {t('askTime.backToVideos')}
            </Link>
          </>
        ) : null}
        {answer === 'no' ? (
          <Message tone="calm">
            <p>{t('askTime.no')}</p>
            <p className="mt-2 text-lg font-semibold">{t('askTime.noHint')}</p>
          </Message>
        ) : null}
        {gift ? (
          <>
            <Message tone="happy">{t(closedByClock ? 'askTime.giftNow' : 'askTime.gift')}</Message>
            <Link to="/child/feed" className={CHILD_BUTTON.primary}>
              {t('askTime.backToVideos')}
            </Link>
          </>
        ) : null}
        {status.isSuccess && asksLeft === 0 && latest?.state !== 'pending' && !gave && !gift ? (
          <p className="text-lg font-semibold text-stone-700">
            {messageText(TIME_REQUEST_MESSAGES.dailyLimit, { max: TIME_REQUEST_LIMITS.perChildPerDay })}
          </p>
        ) : null}
        {ask.isError ? (
          <p role="alert" className="text-lg font-semibold text-stone-700">
            {errorMessage(ask.error)}
          </p>
        ) : null}
      </div>
      {canAsk && closedByClock ? (
        <p className="text-center text-lg font-semibold text-stone-700">{t('askTime.opensNowHint')}</p>
      ) : null}
      {canAsk ? (
        <button
          type="button"
          className={CHILD_BUTTON.gold}
          disabled={ask.isPending}
          onClick={() => ask.mutate(from, { onSuccess: (asked) => setWatching(asked.latest?.id ?? null) })}
        >
          {ask.isPending ? <Spinner className="size-6" /> : null}
          {answer === 'no' ? t('askTime.askAgain') : t('askTime.ask')}
        </button>
      ) : null}
    </section>
  );
}

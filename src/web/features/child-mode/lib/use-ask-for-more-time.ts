// "Ask for more time"'s logic, shared by the phone's closed screens (a button) and the TV's (a remote-focusable
// button): the status followed live, the ask, and which answer is news for this screen. Each screen draws it its
// own way; the rules (one waiting request, the daily number of asks) are the server's.
import { useEffect, useState } from 'react';
import type { ChildTimeRequestStatus, TimeRequestOrigin } from '#shared/time-requests';
import { useAskForTime, useTimeRequestStatus } from '../api/time-request';

type Answer = NonNullable<ChildTimeRequestStatus['latest']>['answer'];
type Grant = ChildTimeRequestStatus['grant'];
type TimeGiven = Exclude<NonNullable<Answer>, 'no'>;

/** The words (child-mode texts) of each "yes". */
export const YES_TEXT = {
  fifteen_minutes: 'askTime.yesFifteen',
  one_hour: 'askTime.yesHour',
  rest_of_day: 'askTime.yesDay',
} as const satisfies Record<TimeGiven, string>;
/** At bedtime or in a pause a yes opens child mode from that moment (the server's rule): the words say "now". */
export const YES_NOW_TEXT = {
  fifteen_minutes: 'askTime.yesFifteenNow',
  one_hour: 'askTime.yesHourNow',
  rest_of_day: 'askTime.yesDay',
} as const satisfies Record<TimeGiven, string>;

const moreThan = (now: Grant, before: Grant) =>
  now.extraMinutes > before.extraMinutes || (now.restOfDay && !before.restOfDay);

export function useAskForMoreTime(from: TimeRequestOrigin) {
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
  const gave: TimeGiven | null = answer && answer !== 'no' ? answer : null;
  const gift = !gave && data && grantOnArrival ? moreThan(data.grant, grantOnArrival) : false;
  const waiting = latest?.state === 'pending';
  const asksLeft = data?.asksLeft ?? 0;
  // Where the child was when the time came (the screen behind may already have opened): kept once it is given.
  const [closedByClock, setClosedByClock] = useState(from === 'sleep' || from === 'pause');
  useEffect(() => {
    if (!gave && !gift) setClosedByClock(from === 'sleep' || from === 'pause');
  }, [from, gave, gift]);
  return {
    /** The status has not arrived yet (nothing to draw but a quiet wait). */
    loading: status.isPending,
    waiting,
    /** The parent's yes to this screen's request. */
    gave,
    /** Closed by bedtime or a pause: a yes opens child mode now, and the words say so. */
    closedByClock,
    /** The words (child-mode texts) of the yes given, or null. */
    yesText: gave ? (closedByClock ? YES_NOW_TEXT : YES_TEXT)[gave] : null,
    /** The words of extra time given unasked. */
    giftText: closedByClock ? ('askTime.giftNow' as const) : ('askTime.gift' as const),
    /** The parent's no to this screen's request. */
    refused: answer === 'no',
    /** Extra time given unasked while the screen was open. */
    gift,
    /** No asks left today (and nothing waiting or given): the limit is said instead of the button. */
    noAsksLeft: status.isSuccess && asksLeft === 0 && !waiting && !gave && !gift,
    canAsk: status.isSuccess && !waiting && !gave && !gift && asksLeft > 0,
    asking: ask.isPending,
    askError: ask.isError ? ask.error : null,
    ask: () => ask.mutate(from, { onSuccess: (asked) => setWatching(asked.latest?.id ?? null) }),
  };
}

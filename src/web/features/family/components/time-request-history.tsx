// The activity history's "Asking for more time": each request of the period with where the child asked and the
// answer, and extra time given without a request, newest first.
import { useTranslation } from 'react-i18next';
import type { TimeRequestHistory } from '#shared/time-requests';
import { formatDateTime, formatMinutes } from '../lib/format';

type Entry =
  | { kind: 'request'; at: string; request: TimeRequestHistory['requests'][number] }
  | { kind: 'gift'; at: string; grant: TimeRequestHistory['grants'][number] };

type Grant = TimeRequestHistory['grants'][number];

/** Extra time given while bedtime or a pause kept child mode closed opened it: said under its entry. */
function Opened({ grant }: { grant: Grant | undefined }) {
  const { t } = useTranslation('family');
  if (!grant?.opening) return null;
  return (
    <p className="text-sm text-stone-600">
      {t('timeRequests.historyOpened', { time: formatDateTime(grant.opening.endsAt) })}
    </p>
  );
}

export function TimeRequestHistoryList({ history }: { history: TimeRequestHistory }) {
  const { t } = useTranslation('family');
  const entries: Entry[] = [
    ...history.requests.map((request) => ({ kind: 'request' as const, at: request.askedAt, request })),
    // Extra time that answered a request is shown with its request.
    ...history.grants
      .filter((grant) => grant.requestId === null)
      .map((grant) => ({ kind: 'gift' as const, at: grant.givenAt, grant })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  if (entries.length === 0) return <p>{t('timeRequests.historyEmpty')}</p>;
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
      {entries.map((entry) => (
        <li key={entry.kind === 'request' ? entry.request.id : entry.grant.id} className="px-4 py-3">
          {entry.kind === 'request' ? (
            <>
              <p className="font-semibold text-stone-900">
                {t('timeRequests.historyAsked', { from: t(`timeRequests.from.${entry.request.from}`) })}
              </p>
              <p className="text-sm text-stone-600">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> ·{' '}
                {entry.request.answer
                  ? t(`timeRequests.historyAnswer.${entry.request.answer}`)
                  : entry.request.state === 'expired'
                    ? t('timeRequests.historyState.expired')
                    : t('timeRequests.historyState.pending')}
              </p>
              <Opened grant={history.grants.find((grant) => grant.requestId === entry.request.id)} />
            </>
          ) : (
            <>
              <p className="font-semibold text-stone-900">
                {entry.grant.restOfDay
                  ? t('timeRequests.historyGiftDay')
                  : t('timeRequests.historyGift', { minutes: formatMinutes(entry.grant.extraMinutes) })}
              </p>
              <p className="text-sm text-stone-600">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
              <Opened grant={entry.grant} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

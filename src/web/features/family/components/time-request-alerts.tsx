// The dashboard's notification of a child asking for more time: shown (and read out) the moment a child asks on any
// device, with the four answers; while bedtime or a prayer pause keeps the child's child mode closed, the answers say
// that a yes opens it now. Nothing is drawn while no child is waiting.
import { useTranslation } from 'react-i18next';
import type { ParentTimeRequest, TimeRequestAnswer } from '#shared/time-requests';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { errorMessage } from '#web/lib/api-client';
import { formatTimeAgo } from '#web/lib/format';
import { useAnswerTimeRequest, usePendingTimeRequests } from '../api/time-requests';

type AnswerKey =
  | `timeRequests.answers.${TimeRequestAnswer}`
  | `timeRequests.answersNow.${'fifteen_minutes' | 'one_hour'}`;

const ANSWERS: { answer: TimeRequestAnswer; key: AnswerKey; now: AnswerKey }[] = [
  {
    answer: 'fifteen_minutes',
    key: 'timeRequests.answers.fifteen_minutes',
    now: 'timeRequests.answersNow.fifteen_minutes',
  },
  { answer: 'one_hour', key: 'timeRequests.answers.one_hour', now: 'timeRequests.answersNow.one_hour' },
  { answer: 'rest_of_day', key: 'timeRequests.answers.rest_of_day', now: 'timeRequests.answers.rest_of_day' },
  { answer: 'no', key: 'timeRequests.answers.no', now: 'timeRequests.answers.no' },
];

function RequestRow({ request }: { request: ParentTimeRequest }) {
  const { t } = useTranslation('family');
  const answer = useAnswerTimeRequest();
  return (
    <li className="rounded-2xl border border-amber-200 bg-white p-4">
      <p className="font-bold text-stone-900">{t('timeRequests.asking', { name: request.childName })}</p>
      <p className="text-sm text-stone-600">
        {t(`timeRequests.from.${request.from}`)} · {formatTimeAgo(request.askedAt)}
      </p>
      {/* Bedtime or a pause keeps child mode closed: a yes opens it at once, for the time chosen. */}
      {request.opensNow ? (
        <p className="mt-1 text-sm text-stone-700">
          {t('timeRequests.opensNow', { name: request.childName })}
        </p>
      ) : null}
      {answer.isError ? <ErrorBanner>{errorMessage(answer.error)}</ErrorBanner> : null}
      <fieldset
        aria-label={t('timeRequests.answerFor', { name: request.childName })}
        className="mt-3 flex min-w-0 flex-wrap gap-2 border-0 p-0"
      >
        {ANSWERS.map((option) => (
          <Button
            key={option.answer}
            size="sm"
            variant={option.answer === 'no' ? 'secondary' : 'primary'}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ id: request.id, answer: option.answer })}
          >
            {t(request.opensNow ? option.now : option.key)}
          </Button>
        ))}
      </fieldset>
    </li>
  );
}

export function TimeRequestAlerts() {
  const { t } = useTranslation('family');
  const pending = usePendingTimeRequests();
  const requests = pending.data ?? [];
  return (
    // The live region is always there (empty while nobody asks), so a screen reader announces a new request.
    <div aria-live="polite">
      {requests.length > 0 ? (
        <section
          aria-labelledby="time-requests-heading"
          className="rounded-3xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
        >
          <h2 id="time-requests-heading" className="text-lg font-bold">
            {t('timeRequests.title')}
          </h2>
          <ul className="mt-3 space-y-3">
            {requests.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

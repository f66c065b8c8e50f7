// The dashboard's notification of a child asking for more time: shown (and read out) the moment a child asks on any
// device, with the four answers. Nothing is drawn while no child is waiting.
import { useTranslation } from 'react-i18next';
import type { ParentTimeRequest, TimeRequestAnswer } from '#shared/time-requests';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { errorMessage } from '#web/lib/api-client';
import { formatTimeAgo } from '#web/lib/format';
import { useAnswerTimeRequest, usePendingTimeRequests } from '../api/time-requests';

const ANSWERS: { answer: TimeRequestAnswer; key: `timeRequests.answers.${TimeRequestAnswer}` }[] = [
  { answer: 'fifteen_minutes', key: 'timeRequests.answers.fifteen_minutes' },
  { answer: 'one_hour', key: 'timeRequests.answers.one_hour' },
  { answer: 'rest_of_day', key: 'timeRequests.answers.rest_of_day' },
  { answer: 'no', key: 'timeRequests.answers.no' },
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
            {t(option.key)}
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

// Beside the yes/no vote on a pending item: short factual questions on the values axes (what the parent heard and
// saw, not whether they liked it), optional. Once the parent has answered, the parents' tally so far is shown to
// them (counts only, never who), so nobody's answer is led by the others'.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VALUE_AXES } from '#shared/content-values';
import type { ValueAnswersInput, ValueTally } from '#shared/value-answers';
import type { PendingItem } from '#shared/voting.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { type ValueChoices, ValueQuestions } from '#web/components/value-questions';
import { errorMessage } from '#web/lib/api-client';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { useAnswerValues } from '../api/pending-content';

function TallyList({ tally }: { tally: ValueTally }) {
  const { t } = useTranslation('family');
  const labels = useDomainLabels();
  return (
    <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
      {VALUE_AXES.map((axis) => {
        const entry = tally[axis];
        return (
          <div key={axis} className="rounded-lg bg-stone-50 px-2 py-1">
            <dt className="font-semibold text-stone-900">{labels.valueAxis(axis)}</dt>
            <dd className="text-stone-700">
              {entry.total === 0 ? (
                t('pending.values.noAnswers')
              ) : (
                <>
                  <span className="font-semibold">{labels.valueLevel(axis, entry.level)}</span>
                  <span className="block text-xs text-stone-600">
                    {Object.entries(entry.counts)
                      .filter(([, count]) => count > 0)
                      .map(([level, count]) =>
                        t('pending.values.count', { level: labels.valueLevel(axis, level), count }),
                      )
                      .join(', ')}
                  </span>
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export function ValueAnswersPanel({ item }: { item: PendingItem }) {
  const { t } = useTranslation('family');
  const answer = useAnswerValues();
  const [choices, setChoices] = useState<ValueChoices>(item.valueAnswers);
  const [saved, setSaved] = useState(false);
  const answeredNow = VALUE_AXES.some((axis) => choices[axis] !== undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!answeredNow) return;
    setSaved(false);
    answer.mutate(
      { id: item.id, answers: choices as ValueAnswersInput },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <details className="mt-3 rounded-2xl border border-stone-200 px-3 py-2" open={item.valueTally !== null}>
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-teal-900">
        {t('pending.values.summary')}
      </summary>
      <form noValidate onSubmit={onSubmit} className="mt-2 space-y-3">
        <ValueQuestions
          name={`answers-${item.id}`}
          legend={t('pending.values.legend', { title: item.title })}
          hint={t('pending.values.hint')}
          question={(axis) => t(`pending.values.questions.${axis}`)}
          answer={(axis, level) => t(`pending.values.answers.${axis}.${level}` as never)}
          value={choices}
          onChange={(axis, level) => {
            setSaved(false);
            setChoices((current) => ({ ...current, [axis]: level }));
          }}
          compact
        />
        {answer.isError ? <ErrorBanner>{errorMessage(answer.error)}</ErrorBanner> : null}
        <Button type="submit" size="sm" variant="secondary" disabled={!answeredNow || answer.isPending}>
          {t('pending.values.save')}
        </Button>
        <div role="status" aria-live="polite">
          {saved ? (
            <p className="text-sm font-semibold text-emerald-800">{t('pending.values.saved')}</p>
          ) : null}
        </div>
      </form>
      {item.valueTally ? (
        <section aria-label={t('pending.values.tallyHeading')} className="mt-3">
          <h4 className="text-sm font-bold text-stone-900">{t('pending.values.tallyHeading')}</h4>
          <TallyList tally={item.valueTally} />
        </section>
      ) : null}
    </details>
  );
}

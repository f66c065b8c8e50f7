// The screening word lists: the data file's terms per policy reason, and a small form for admins to add more
// (stored in the database and merged with the file for every new submission).
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCREENING_REASONS, type ScreeningReason } from '#shared/screening';
import { screeningTermSchema } from '#shared/screening-terms.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { SelectField } from '#web/components/select-field';
import { LoadingState } from '#web/components/spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { type FieldErrors, fieldErrorsFromServer, hasErrors, validateForm } from '#web/lib/form-errors';
import { useAddScreeningTerm } from '../api/add-screening-term';
import { useScreeningRules } from '../api/get-screening-rules';
import { useRemoveScreeningTerm } from '../api/remove-screening-term';

export function ScreeningTermsPanel() {
  const rules = useScreeningRules();
  const add = useAddScreeningTerm();
  const remove = useRemoveScreeningTerm();
  const [reason, setReason] = useState<ScreeningReason>('advertising');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { t } = useTranslation('admin');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const term = String(new FormData(form).get('term') ?? '');
    // Checked here first so the message sits at the field, like every other form.
    if (!validateForm(screeningTermSchema, { reason, term }, formRef.current, setErrors)) return;
    add.mutate(
      { reason, term },
      {
        onSuccess: () => form.reset(),
        onError: (error) => setErrors(fieldErrorsFromServer(error, ['reason', 'term'])),
      },
    );
  };
  // A refusal the form shows at its field (e.g. a term already on the list) needs no banner as well.
  const addFailure =
    add.error instanceof ApiError && hasErrors(fieldErrorsFromServer(add.error, ['reason', 'term']))
      ? null
      : add.error;

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{t('screening.intro')}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <SelectField
          label={t('screening.policyReason')}
          value={reason}
          onValueChange={(value) => setReason(value as ScreeningReason)}
          error={errors.reason}
          options={SCREENING_REASONS.map((value) => ({ value, label: t(`screeningReasons.${value}`) }))}
        />
        <TextField
          label={t('screening.term')}
          name="term"
          onValueChange={() => setErrors((current) => ({ ...current, term: undefined }))}
          maxLength={100}
          error={errors.term}
        />
        <Button type="submit" disabled={add.isPending}>
          {t('screening.add')}
        </Button>
      </form>
      {addFailure ? <ErrorBanner>{errorMessage(addFailure)}</ErrorBanner> : null}
      {remove.isError ? <ErrorBanner>{errorMessage(remove.error)}</ErrorBanner> : null}
      {rules.isPending ? (
        <LoadingState />
      ) : rules.isError ? (
        <ErrorBanner>{errorMessage(rules.error)}</ErrorBanner>
      ) : (
        <ul className="space-y-3">
          {rules.data.map((rule) => (
            <li key={rule.reason} className="rounded-2xl border border-stone-200 p-3">
              <p className="font-bold text-stone-900">
                {t(`screeningReasons.${rule.reason}`)}{' '}
                <span className="font-normal text-stone-600">
                  {t('screening.perTerm', { weight: rule.weight })}
                </span>
              </p>
              <p translate="no" dir="auto" className="mt-1 text-sm text-stone-700">
                {rule.fileTerms.join(', ')}
              </p>
              {rule.addedTerms.length > 0 ? (
                <ul
                  className="mt-2 flex flex-wrap gap-2"
                  aria-label={t('screening.addedLabel', { label: t(`screeningReasons.${rule.reason}`) })}
                >
                  {rule.addedTerms.map((added) => (
                    <li
                      key={added.id}
                      className="inline-flex items-center gap-1 rounded-full bg-amber-50 ps-3 text-sm"
                    >
                      <span translate="no" dir="auto">
                        {added.term}
                      </span>
                      <button
                        type="button"
                        onClick={() => remove.mutate(added.id)}
                        className="inline-flex size-9 items-center justify-center rounded-full text-stone-700 hover:bg-amber-100"
                        aria-label={t('screening.remove', { term: added.term })}
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

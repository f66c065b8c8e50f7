// Report a video: a reason from the spec's list and details (both required), then the spec's thank-you message.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, type ReportReason } from '#shared/domain';
import { REPORT_DETAILS_MAX_LENGTH } from '#shared/engagement';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextAreaField } from '#web/components/form-field';
import { Modal } from '#web/components/modal';
import { errorMessage } from '#web/lib/api-client';
import { type FieldErrors, fieldErrorsFromIssues, fieldErrorsFromServer } from '#web/lib/form-errors';
import { useReportContent } from '../api/report-content';

export function ReportDialog({
  open,
  onClose,
  videoId,
}: {
  open: boolean;
  onClose: () => void;
  videoId: string;
}) {
  const { t } = useTranslation('video');
  const report = useReportContent(videoId);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const close = () => {
    onClose();
    if (report.isSuccess) {
      report.reset();
      setReason('');
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const details = new FormData(event.currentTarget).get('details') ?? '';
    // The validation library is fetched on the first submit, not with the page.
    const { reportInputSchema } = await import('#shared/engagement.schema');
    const parsed = reportInputSchema.safeParse({ reason, details });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    report.mutate(parsed.data, {
      onError: (error) => setErrors(fieldErrorsFromServer(error, ['reason', 'details'])),
    });
  };

  return (
    <Modal open={open} title={t('report.title')} onClose={close}>
      {report.isSuccess ? (
        <div role="status">
          <p className="text-lg font-bold text-emerald-900">{t('notes.reportThanks')}</p>
          <p className="mt-1 text-stone-700">{t('notes.reportThanksDetail')}</p>
          <div className="mt-5 flex justify-end">
            <Button onClick={close}>{t('report.close')}</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <fieldset aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
            <legend className="mb-1.5 text-sm font-bold text-stone-900">{t('report.reason')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-300 px-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
                >
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="size-4 accent-teal-700"
                  />
                  {t(`report.reasons.${value}`)}
                </label>
              ))}
            </div>
            {errors.reason ? (
              <p id="report-reason-error" className="mt-1 text-sm font-semibold text-red-700">
                {errors.reason}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            label={t('report.details')}
            hint={t('report.detailsHint')}
            name="details"
            error={errors.details}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            rows={4}
            required
          />
          {report.isError && !errors.reason && !errors.details ? (
            <ErrorBanner>{errorMessage(report.error)}</ErrorBanner>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? t('report.sending') : t('report.send')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

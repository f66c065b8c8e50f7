// The answer to a submission, shown above the form: the thank-you, or the error with the reasons screening found.
import { useTranslation } from 'react-i18next';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { ApiError, errorMessage } from '#web/lib/api-client';

export function SubmissionOutcome({
  submittedTitle,
  error,
}: {
  submittedTitle: string | null;
  error: unknown;
}) {
  const { t } = useTranslation('submissions');
  const screeningReasons =
    error instanceof ApiError ? error.issues.filter((issue) => issue.path === 'screening') : [];
  return (
    <>
      {submittedTitle ? (
        <SuccessBanner>{t('outcome.submitted', { title: submittedTitle })}</SuccessBanner>
      ) : null}
      {error ? (
        <ErrorBanner>
          <p className="font-semibold">{errorMessage(error)}</p>
          {screeningReasons.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 ps-5">
              {screeningReasons.map((issue) => (
                <li key={issue.message}>{issue.message}</li>
              ))}
            </ul>
          ) : null}
        </ErrorBanner>
      ) : null}
    </>
  );
}

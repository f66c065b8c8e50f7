// A plan limit's refusal (children, devices, a locked child): the server's message, which says what Premium changes,
// in the reader's language, with a link to /upgrade.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { ApiError, errorMessage } from '#web/lib/api-client';

/** True for the server's plan-limit refusals (409 child or device limit, 403 locked child). */
export function isPlanLimitError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'CONFLICT' || error.code === 'FORBIDDEN') &&
    /Premium/.test(error.message)
  );
}

export function PlanLimitBanner({ error }: { error: unknown }) {
  const { t } = useTranslation('billing');
  return (
    <ErrorBanner>
      {errorMessage(error)}{' '}
      {isPlanLimitError(error) ? (
        <Link to="/upgrade" className="font-bold underline underline-offset-2">
          {t('limit.upgradeLink')}
        </Link>
      ) : null}
    </ErrorBanner>
  );
}

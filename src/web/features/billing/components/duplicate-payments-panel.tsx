// Admins: a family that paid for Premium twice (two checkouts both paid) has its second subscription cancelled and
// refunded by the server on Stripe's webhook; this panel shows each one and what was done with it, or why it failed.
import { useTranslation } from 'react-i18next';
import type { DuplicateSubscription } from '#shared/billing';
import { ErrorBanner } from '#web/components/banner';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { formatDateTime } from '#web/lib/format';
import { currentLocale } from '#web/lib/i18n/i18n';
import { useDuplicateSubscriptions } from '../api/billing';

/** Minor units in the currency Stripe charged, in the interface's language. */
function money(minor: number, currency: string | null): string {
  const code = (currency ?? 'gbp').toUpperCase();
  return new Intl.NumberFormat(currentLocale(), { style: 'currency', currency: code }).format(minor / 100);
}

function Outcome({ entry }: { entry: DuplicateSubscription }) {
  const { t } = useTranslation('billing');
  if (entry.state === 'refunded') {
    return (
      <span className="font-semibold text-emerald-800">
        {t('duplicates.refunded', { amount: money(entry.amountRefunded, entry.currency) })}
      </span>
    );
  }
  if (entry.state === 'failed') {
    return (
      <span className="font-semibold text-red-800">
        {t('duplicates.failed')}{' '}
        <span translate="no" dir="ltr" className="font-normal">
          {entry.error}
        </span>
      </span>
    );
  }
  return <span className="font-semibold text-amber-800">{t('duplicates.detected')}</span>;
}

export function DuplicatePaymentsPanel() {
  const { t } = useTranslation('billing');
  const list = useDuplicateSubscriptions();
  return (
    <section
      aria-labelledby="duplicate-payments-heading"
      className="space-y-3 rounded-3xl border border-stone-200 bg-white p-5"
    >
      <h2 id="duplicate-payments-heading" className="text-lg font-extrabold text-stone-900">
        {t('duplicates.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('duplicates.intro')}</p>
      {list.isPending ? <LoadingState /> : null}
      {list.isError ? <ErrorBanner>{errorMessage(list.error)}</ErrorBanner> : null}
      {list.data && list.data.entries.length === 0 ? <p>{t('duplicates.none')}</p> : null}
      {list.data && list.data.entries.length > 0 ? (
        <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
          {list.data.entries.map((entry) => (
            <li key={entry.id} className="space-y-1 px-4 py-3">
              <p className="font-bold text-stone-900">
                {entry.email ? (
                  <span translate="no" dir="ltr">
                    {entry.email}
                  </span>
                ) : (
                  t('duplicates.deletedAccount')
                )}
              </p>
              <p className="text-sm text-stone-700">
                {t('duplicates.subscription')}{' '}
                <code translate="no" dir="ltr">
                  {entry.stripeSubscriptionId}
                </code>
                {' · '}
                {t('duplicates.detectedAt', { date: formatDateTime(entry.detectedAt) })}
              </p>
              <p className="text-sm">
                <Outcome entry={entry} />
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

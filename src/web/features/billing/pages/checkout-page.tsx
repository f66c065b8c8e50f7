// /checkout: a signed-in parent is sent to Stripe's hosted checkout (our server creates the session). On a server
// without Stripe it says plainly that payments are not set up; a family that has Premium is told so.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { planById } from '#shared/plans';
import { ErrorBanner } from '#web/components/banner';
import { Button, buttonClasses } from '#web/components/button';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { useBillingStatus, useStartCheckout } from '../api/billing';
import { BillingPage } from '../components/billing-page';
import { formatMoney } from '../lib/format-money';

export function CheckoutPage() {
  const { t } = useTranslation('billing');
  const status = useBillingStatus();
  const start = useStartCheckout();
  const started = useRef(false);
  const ready = status.data?.configured && status.data.plan === 'free';

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    start.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });
  }, [ready, start]);

  if (status.isPending) return <LoadingState />;
  if (status.isError) {
    return (
      <BillingPage title={t('checkout.title')} icon="shield">
        <ErrorBanner>{errorMessage(status.error)}</ErrorBanner>
      </BillingPage>
    );
  }
  if (!status.data.configured) {
    return (
      <BillingPage title={t('checkout.notConfiguredTitle')} icon="info">
        <p>{t('checkout.notConfigured')}</p>
        <p className="flex flex-wrap gap-3">
          <Link to="/benefits" className={buttonClasses({ variant: 'secondary' })}>
            {t('checkout.backToPlans')}
          </Link>
          <Link to="/dashboard/parent" className={buttonClasses({ variant: 'ghost' })}>
            {t('checkout.toDashboard')}
          </Link>
        </p>
      </BillingPage>
    );
  }
  if (status.data.plan === 'premium') {
    return (
      <BillingPage title={t('checkout.title')} icon="check">
        <p>{t('checkout.alreadyPremium')}</p>
        <Link to="/dashboard/parent" className={buttonClasses()}>
          {t('checkout.toDashboard')}
        </Link>
      </BillingPage>
    );
  }
  const price = formatMoney(planById('premium').monthlyPricePence, planById('premium').currency);
  return (
    <BillingPage title={t('checkout.title')} icon="shield">
      {start.isError ? (
        <>
          <ErrorBanner>{errorMessage(start.error)}</ErrorBanner>
          <p className="flex flex-wrap gap-3">
            <Button
              onClick={() => start.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })}
            >
              {t('checkout.tryAgain')}
            </Button>
            <Link to="/benefits" className={buttonClasses({ variant: 'secondary' })}>
              {t('checkout.backToPlans')}
            </Link>
          </p>
        </>
      ) : (
        <LoadingState label={t('checkout.redirecting')} />
      )}
      <p className="text-sm text-stone-600">{t('checkout.secure', { price })}</p>
    </BillingPage>
  );
}

// /checkout/success: 'Subscription Active' and 'Go to Feed' only once OUR server confirms the session's
// subscription (the webhook has arrived), never from the URL alone; until then a pending state that keeps asking.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { buttonClasses } from '#web/components/button';
import { Spinner } from '#web/components/spinner';
import { useCheckoutState } from '../api/billing';
import { BillingPage } from '../components/billing-page';

export function CheckoutSuccessPage() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const state = useCheckoutState(sessionId);

  if (!sessionId || state.isError) {
    return (
      <BillingPage title={t('checkout.title')} icon="info">
        <ErrorBanner>{t('success.missing')}</ErrorBanner>
        <Link to="/dashboard/parent" className={buttonClasses({ variant: 'secondary' })}>
          {t('checkout.toDashboard')}
        </Link>
      </BillingPage>
    );
  }
  if (state.data?.state !== 'active') {
    return (
      <BillingPage title={t('success.pendingTitle')} icon="clock">
        <p role="status" className="flex items-center gap-3">
          <Spinner className="size-5 shrink-0" />
          <span>{t('success.pending')}</span>
        </p>
      </BillingPage>
    );
  }
  return (
    <BillingPage title={t('success.title')} documentTitle={t('success.documentTitle')} icon="check">
      <p>{t('success.body')}</p>
      <p className="flex flex-wrap gap-3">
        <Link to="/feed" className={buttonClasses({ size: 'lg' })}>
          {t('success.goToFeed')}
        </Link>
        <Link to="/dashboard/parent" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {t('checkout.toDashboard')}
        </Link>
      </p>
    </BillingPage>
  );
}

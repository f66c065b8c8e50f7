// /checkout/cancel: 'Payment Cancelled' and 'Return to Plans' to /benefits (the spec's words).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { BillingPage } from '../components/billing-page';

export function CheckoutCancelPage() {
  const { t } = useTranslation('billing');
  return (
    <BillingPage title={t('cancel.title')} icon="info">
      <p>{t('cancel.body')}</p>
      <Link to="/benefits" className={buttonClasses({ size: 'lg' })}>
        {t('cancel.returnToPlans')}
      </Link>
    </BillingPage>
  );
}

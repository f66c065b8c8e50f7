// /pricing: 'Choose Your Plan', the two plans of the plan table and what every plan keeps.
import { useTranslation } from 'react-i18next';
import { PageHero } from '../components/page-hero';
import { PlanCards } from '../components/plan-cards';

export function PricingPage() {
  const { t } = useTranslation('site');
  return (
    <div>
      <PageHero title={t('pricing.title')} lead={t('pricing.lead')} />
      <div className="-mt-6 px-4 pb-6 sm:px-6">
        <PlanCards headingLevel={2} />
      </div>
      <div className="mx-auto max-w-3xl space-y-2 px-4 pt-6 text-center text-stone-700 sm:px-6">
        <p>{t('pricing.billing')}</p>
        <p>{t('pricing.always')}</p>
      </div>
    </div>
  );
}

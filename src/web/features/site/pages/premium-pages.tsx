// /benefits (what Premium gives) and /upgrade (for a signed-in Free parent: what Premium adds, and /checkout).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { planById, premiumAdds } from '#shared/plans';
import { buttonClasses } from '#web/components/button';
import { Icon, type IconName } from '#web/components/icons';
import { useMe } from '#web/lib/session';
import { PageHero } from '../components/page-hero';
import { PlanFeatureText } from '../components/plan-cards';
import { formatPlanPrice } from '../lib/format-price';

const ICON_OF: Record<string, IconName> = {
  childProfiles: 'family',
  childDevices: 'lock',
  tutor: 'tutor',
  prioritySupport: 'mail',
};

function PremiumAdds() {
  const { t } = useTranslation('site');
  const premium = planById('premium');
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {premiumAdds().map((feature) => (
        <li key={feature} className="flex gap-4 rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-800">
            <Icon name={ICON_OF[feature] ?? 'check'} className="size-6" />
          </span>
          <div>
            <h3 className="text-lg font-extrabold text-stone-900">
              <PlanFeatureText plan={premium} feature={feature} />
            </h3>
            <p className="mt-1 text-stone-700">{t(`benefits.details.${feature as 'tutor'}`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function BenefitsPage() {
  const { t } = useTranslation('site');
  const price = formatPlanPrice(planById('premium'));
  return (
    <div>
      <PageHero title={t('benefits.title')} lead={t('benefits.lead', { price })} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h2 className="text-2xl font-extrabold text-stone-900">{t('benefits.addsHeading')}</h2>
        <div className="mt-6">
          <PremiumAdds />
        </div>
        <p className="mt-8 text-stone-700">{t('benefits.keeps')}</p>
        <p className="mt-6 flex flex-wrap gap-3">
          <Link to="/checkout" className={buttonClasses({ size: 'lg' })}>
            {t('plans.getPremium')}
          </Link>
          <Link to="/pricing" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('benefits.compare')}
          </Link>
        </p>
      </div>
    </div>
  );
}

export function UpgradePage() {
  const { t } = useTranslation('site');
  const me = useMe();
  const price = formatPlanPrice(planById('premium'));
  return (
    <div>
      <PageHero title={t('upgrade.title')} lead={t('upgrade.lead', { price })} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        {me.data === null ? (
          <p className="mb-8 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
            {t('upgrade.signInFirst')}{' '}
            <Link to="/signin" className="font-bold underline underline-offset-2">
              {t('home.signInToContinue')}
            </Link>
          </p>
        ) : null}
        <h2 className="text-2xl font-extrabold text-stone-900">{t('upgrade.addsHeading')}</h2>
        <div className="mt-6">
          <PremiumAdds />
        </div>
        <p className="mt-8 text-stone-700">{t('pricing.billing')}</p>
        <p className="mt-6 flex flex-wrap gap-3">
          <Link to="/checkout" className={buttonClasses({ size: 'lg' })}>
            {t('plans.getPremium')}
          </Link>
          <Link to="/dashboard" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('upgrade.notNow')}
          </Link>
        </p>
      </div>
    </div>
  );
}

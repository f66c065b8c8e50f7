// The two plans side by side, from the one plan table (src/shared/plans.ts): price in the reader's language,
// the features the plan includes, the RECOMMENDED badge and the action the spec gives each plan.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLANS, type Plan } from '#shared/plans';
import { buttonClasses } from '#web/components/button';
import { Icon } from '#web/components/icons';
import { formatNumber } from '#web/lib/format';
import { useMe } from '#web/lib/session';
import { formatPlanPrice } from '../lib/format-price';

function PlanAction({ plan, signedIn }: { plan: Plan; signedIn: boolean }) {
  const { t } = useTranslation('site');
  if (plan.id === 'premium') {
    return (
      <Link to="/checkout" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        {t('plans.getPremium')}
      </Link>
    );
  }
  return signedIn ? (
    <Link to="/feed" className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full' })}>
      {t('plans.accessContent')}
    </Link>
  ) : (
    <Link to="/register" className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full' })}>
      {t('plans.signUp')}
    </Link>
  );
}

export function PlanFeatureText({ plan, feature }: { plan: Plan; feature: Plan['features'][number] }) {
  const { t } = useTranslation('site');
  if (feature === 'childProfiles')
    return (
      <>
        {t('plans.features.childProfiles', {
          count: plan.childProfiles,
          n: formatNumber(plan.childProfiles),
        })}
      </>
    );
  if (feature === 'childDevices')
    return (
      <>
        {t('plans.features.childDevices', { count: plan.childDevices, n: formatNumber(plan.childDevices) })}
      </>
    );
  return <>{t(`plans.features.${feature}`)}</>;
}

export function PlanCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('site');
  const me = useMe();
  const signedIn = Boolean(me.data);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      {PLANS.map((plan) => (
        <li
          key={plan.id}
          className={`relative flex flex-col rounded-3xl bg-white p-6 sm:p-8 ${
            plan.recommended
              ? 'border-2 border-teal-700 shadow-lg shadow-teal-900/10'
              : 'border border-stone-200 shadow-sm'
          }`}
        >
          {plan.recommended ? (
            <p className="absolute -top-3.5 start-6 rounded-full bg-amber-400 px-3 py-1 text-xs font-extrabold tracking-wide text-amber-950 uppercase">
              {t('plans.recommended')}
            </p>
          ) : null}
          <Heading className="text-xl font-extrabold text-stone-900">{t(`plans.names.${plan.id}`)}</Heading>
          <p className="mt-1 text-stone-600">{t(`plans.summaries.${plan.id}`)}</p>
          <p className="mt-5 flex items-baseline gap-1.5">
            <span className="text-4xl font-extrabold tracking-tight text-stone-900">
              {formatPlanPrice(plan)}
            </span>
            <span className="text-stone-600">{t('plans.perMonth')}</span>
          </p>
          <ul className="mt-6 flex-1 space-y-3">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-3 text-stone-800">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                <span>
                  <PlanFeatureText plan={plan} feature={feature} />
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <PlanAction plan={plan} signedIn={signedIn} />
          </div>
        </li>
      ))}
    </ul>
  );
}

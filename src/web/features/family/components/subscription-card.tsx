// Subscription: the current plan and its status ('free' when there is none), its limits from the one plan table,
// and billing: renewal or end date, 'Manage billing' or 'Upgrade', past_due, locked children.
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '#shared/accounts.schema';
import type { SubscriptionTier } from '#shared/domain';
import { planForTier } from '#shared/plans';
import { LoadingState } from '#web/components/spinner';
import { BillingDetails, useBillingStatus } from '#web/features/billing';

const PLAN_KEYS = {
  Basic: 'free',
  Premium: 'premium',
  Family: 'family',
  'Creator+': 'creatorPlus',
} as const satisfies Record<SubscriptionTier, string>;

const STATUSES = ['free', 'active', 'trialing', 'past_due', 'canceled'] as const;
type KnownStatus = (typeof STATUSES)[number];
const isKnownStatus = (status: string): status is KnownStatus =>
  (STATUSES as readonly string[]).includes(status);

export function SubscriptionCard({ profile }: { profile: OwnProfile | null | undefined }) {
  const { t } = useTranslation('family');
  const billing = useBillingStatus();
  // The billing answer is fresher than the profile (a webhook may have changed the plan since it loaded).
  const tier = billing.data?.tier ?? profile?.subscriptionTier ?? 'Basic';
  const plan = planForTier(tier);
  const children = plan.childProfiles;
  const devices = plan.childDevices;
  const status = billing.data?.status ?? profile?.subscriptionStatus ?? 'free';
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-stone-600">{t('subscription.plan')}</dt>
          <dd className="text-lg font-bold text-stone-900">{t(`subscription.plans.${PLAN_KEYS[tier]}`)}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('subscription.status')}</dt>
          <dd className="text-lg font-bold text-stone-900">
            {isKnownStatus(status) ? t(`subscription.statuses.${status}`) : status}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-stone-700">
        {t('subscription.limits', {
          profiles: t('subscription.profiles', { count: children }),
          devices: t('subscription.devices', { count: devices }),
        })}
      </p>
      {billing.data ? <BillingDetails status={billing.data} /> : billing.isPending ? <LoadingState /> : null}
    </div>
  );
}

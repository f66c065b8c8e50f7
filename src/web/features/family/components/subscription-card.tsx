// Subscription: the current plan and its status ('free' when there is none). Billing arrives with the plans work.
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '#shared/accounts.schema';
import { LIMITS, type SubscriptionTier } from '#shared/domain';

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
  const tier = profile?.subscriptionTier ?? 'Basic';
  const children = LIMITS.childLimitByTier[tier];
  const devices = LIMITS.childDevicesByTier[tier];
  const status = profile?.subscriptionStatus ?? 'free';
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
    </div>
  );
}

// Subscription: the current plan and its status ('free' when there is none). Billing arrives with the plans work.
import type { OwnProfile } from '#shared/accounts.schema';
import { LIMITS } from '#shared/domain';

export function SubscriptionCard({ profile }: { profile: OwnProfile | null | undefined }) {
  const tier = profile?.subscriptionTier ?? 'Basic';
  const plan = tier === 'Basic' ? 'Free' : tier;
  const children = LIMITS.childLimitByTier[tier];
  const devices = LIMITS.childDevicesByTier[tier];
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-stone-600">Plan</dt>
          <dd className="text-lg font-bold text-stone-900">{plan}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">Status</dt>
          <dd className="text-lg font-bold text-stone-900">{profile?.subscriptionStatus ?? 'free'}</dd>
        </div>
      </dl>
      <p className="text-sm text-stone-700">
        Up to {children} child {children === 1 ? 'profile' : 'profiles'} and {devices}{' '}
        {devices === 1 ? 'device' : 'devices'} in child mode at once.
      </p>
    </div>
  );
}

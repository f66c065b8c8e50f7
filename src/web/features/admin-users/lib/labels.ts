// The names of roles, subscription tiers and account statuses in the active language, and the admin pages' dates.
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '#shared/admin-users.schema';
import type { SubscriptionTier, UserRole } from '#shared/domain';

export function useUserLabels() {
  const { t } = useTranslation('admin-users');
  return {
    role: (role: UserRole) => t(`roles.${role}`),
    tier: (tier: SubscriptionTier) => t(`tiers.${tier}`),
    status: (status: UserStatus) => t(`statuses.${status}`),
  };
}

/** The first characters of an id, as support staff read it out ("a1b2c3d4…"). */
export function idPrefix(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

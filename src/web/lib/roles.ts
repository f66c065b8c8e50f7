// Roles as the web uses them: the self-service choice and where each role's dashboard lives.
import type { UserRole } from '#shared/domain';

export type SelfServiceRole = 'parent' | 'creator';

export function parseSelfServiceRole(value: string | null | undefined): SelfServiceRole {
  return value === 'creator' ? 'creator' : 'parent';
}

/** The spec's Account tab and /dashboard redirect: admin, creator, otherwise parent. */
export function dashboardPathFor(role: UserRole): string {
  if (role === 'admin') return '/dashboard/admin';
  if (role === 'creator') return '/dashboard/creator';
  return '/dashboard/parent';
}

/** Where a freshly chosen role continues its setup. */
export function setupPathFor(role: SelfServiceRole): string {
  return role === 'creator' ? '/creator/get-started' : '/get-started';
}

// GET /api/admin/users/:userId: one user's account, profile fields, status and subscription.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '#shared/admin-users.schema';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export const adminUserKey = (id: string) => ['admin', 'users', 'detail', id] as const;

export function adminUserQueryOptions(id: string, api?: ApiFetch) {
  return queryOptions({
    queryKey: adminUserKey(id),
    queryFn: ({ signal }) =>
      apiGet<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, { signal, fetch: api }),
  });
}

export function useAdminUser(id: string) {
  return useQuery(adminUserQueryOptions(id));
}

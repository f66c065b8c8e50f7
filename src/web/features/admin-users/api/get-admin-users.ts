// GET /api/admin/users: one page of users matching the filters (all applied on the server), newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserPage } from '#shared/admin-users.schema';
import { apiGet } from '#web/lib/api-client';

export type UserFilters = {
  q: string;
  role: string;
  tier: string;
  status: string;
  city: string;
  joinedFrom: string;
  joinedTo: string;
  page: number;
};

export const FILTER_NAMES = ['q', 'role', 'tier', 'status', 'city', 'joinedFrom', 'joinedTo'] as const;

export function adminUsersQueryOptions(filters: UserFilters) {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name]) params.set(name, filters[name]);
  params.set('page', String(filters.page));
  return queryOptions({
    queryKey: ['admin', 'users', 'list', params.toString()],
    queryFn: ({ signal }) => apiGet<AdminUserPage>('/api/admin/users', { signal, searchParams: params }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(filters: UserFilters) {
  return useQuery(adminUsersQueryOptions(filters));
}

// GET /api/admin/overview: the dashboard's pending table (5 rows and the total) and the 5 latest creators.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContentItem, CreatorSummary } from '#shared/moderation.schema';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export type AdminOverview = {
  pending: { items: AdminContentItem[]; total: number };
  latestCreators: CreatorSummary[];
};

export function adminOverviewQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => apiGet<AdminOverview>('/api/admin/overview', { signal, fetch: api }),
  });
}

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}

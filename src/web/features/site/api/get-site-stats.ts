// GET /api/site/stats: the landing page's real figures (null when below their threshold).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteStats } from '#shared/site.schema';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export function siteStatsQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: ['site', 'stats'] as const,
    queryFn: ({ signal }) => apiGet<SiteStats>('/api/site/stats', { signal, fetch: api }),
    staleTime: 5 * 60_000,
  });
}

export function useSiteStats() {
  return useQuery(siteStatsQueryOptions());
}

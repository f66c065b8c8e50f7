// GET /api/site: public facts the account pages need (Google sign-in available, registration open or waitlist).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '#shared/accounts.schema';
import { apiGet } from '#web/lib/api-client';

const SITE_STALE_MS = 5 * 60_000;

export function getSite(signal?: AbortSignal): Promise<SiteInfo> {
  return apiGet<SiteInfo>('/api/site', signal ? { signal } : {});
}

export function siteQueryOptions() {
  return queryOptions({
    queryKey: ['site'] as const,
    queryFn: ({ signal }) => getSite(signal),
    staleTime: SITE_STALE_MS,
  });
}

export function useSite() {
  return useQuery(siteQueryOptions());
}

// GET /api/site: public facts the account pages need (Google sign-in available, registration open or waitlist).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '#shared/accounts.schema';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

const SITE_STALE_MS = 5 * 60_000;

export function getSite(signal?: AbortSignal, api?: ApiFetch): Promise<SiteInfo> {
  return apiGet<SiteInfo>('/api/site', { fetch: api, ...(signal ? { signal } : {}) });
}

export function siteQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: ['site'] as const,
    queryFn: ({ signal }) => getSite(signal, api),
    staleTime: SITE_STALE_MS,
  });
}

export function useSite() {
  return useQuery(siteQueryOptions());
}

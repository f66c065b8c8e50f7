// GET /api/site/footer: the support address and the configured social links.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteFooterInfo } from '#shared/site.schema';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export function siteFooterQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: ['site', 'footer'] as const,
    queryFn: ({ signal }) => apiGet<SiteFooterInfo>('/api/site/footer', { signal, fetch: api }),
    staleTime: 30 * 60_000,
  });
}

export function useSiteFooter() {
  return useQuery(siteFooterQueryOptions());
}

// GET /api/site/footer: the support address and the configured social links.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteFooterInfo } from '#shared/site.schema';
import { apiGet } from '#web/lib/api-client';

export function siteFooterQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'footer'] as const,
    queryFn: ({ signal }) => apiGet<SiteFooterInfo>('/api/site/footer', { signal }),
    staleTime: 30 * 60_000,
  });
}

export function useSiteFooter() {
  return useQuery(siteFooterQueryOptions());
}

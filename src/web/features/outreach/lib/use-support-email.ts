// The support address from GET /api/site (the same query and key as the account pages read).
import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '#shared/accounts.schema';
import { apiGet } from '#web/lib/api-client';

export function useSupportEmail(): string | undefined {
  const site = useQuery({
    queryKey: ['site'] as const,
    queryFn: ({ signal }) => apiGet<SiteInfo>('/api/site', { signal }),
    staleTime: 5 * 60_000,
  });
  return site.data?.supportEmail;
}

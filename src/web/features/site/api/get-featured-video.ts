// GET /api/site/featured: the landing page's featured video, or null (private feed, nothing published).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedVideo } from '#shared/site.schema';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export function featuredVideoQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: ['site', 'featured'] as const,
    queryFn: ({ signal }) => apiGet<FeaturedVideo>('/api/site/featured', { signal, fetch: api }),
    staleTime: 60_000,
  });
}

export function useFeaturedVideo() {
  return useQuery(featuredVideoQueryOptions());
}

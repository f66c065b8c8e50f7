// GET /api/content/:id/related: up to 5 newest published videos of the same category.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '#shared/domain';
import type { RelatedVideos } from '#shared/engagement';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export function relatedQueryOptions(contentId: string, api?: ApiFetch) {
  return queryOptions({
    queryKey: ['related', contentId] as const,
    queryFn: ({ signal }) =>
      apiGet<RelatedVideos>(`/api/content/${encodeURIComponent(contentId)}/related`, { signal, fetch: api }),
    staleTime: LIMITS.feedCacheMs,
  });
}

export function useRelated(contentId: string) {
  return useQuery(relatedQueryOptions(contentId));
}

// GET /api/child/feed: the catalog as the server filters it for this child (age band, ratings, categories, music).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedPage, FeedQuery } from '#shared/feed.schema';
import { feedQueryToSearchParams } from '#shared/feed-query';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export function childFeedQueryOptions(page: number, q: string, api?: ApiFetch) {
  const searchParams = new URLSearchParams();
  if (page > 1) searchParams.set('page', String(page));
  if (q) searchParams.set('q', q);
  return queryOptions({
    queryKey: ['child', 'feed', page, q] as const,
    queryFn: ({ signal }) => apiGet<FeedPage>('/api/child/feed', { signal, searchParams, fetch: api }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The child's feed with the feed's filters (a category row, the newest first), for the TV's child screens. */
export function useChildFeedFiltered(query: Partial<FeedQuery>, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['child', 'feed', 'filtered', query] as const,
      queryFn: ({ signal }) =>
        apiGet<FeedPage>('/api/child/feed', { signal, searchParams: feedQueryToSearchParams(query) }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      retry: false,
      enabled,
    }),
  );
}

// GET /api/feed: one page of published videos for a feed query.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '#shared/domain';
import type { FeedPage, FeedQuery } from '#shared/feed.schema';
import { feedQueryToSearchParams } from '#shared/feed-query';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export function getFeed(query: FeedQuery, signal?: AbortSignal, api?: ApiFetch): Promise<FeedPage> {
  return apiGet<FeedPage>('/api/feed', {
    fetch: api,
    searchParams: feedQueryToSearchParams(query),
    ...(signal ? { signal } : {}),
  });
}

export function feedQueryOptions(query: FeedQuery, api?: ApiFetch) {
  // A random draw has no pages, so every page number shares one cache entry.
  const key = query.sort === 'random' ? { ...query, page: 1 } : query;
  return queryOptions({
    queryKey: ['feed', key] as const,
    queryFn: ({ signal }) => getFeed(key, signal, api),
    staleTime: LIMITS.feedCacheMs,
    // Keep the current cards on screen while the next search or page loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useFeed(query: FeedQuery) {
  return useQuery(feedQueryOptions(query));
}

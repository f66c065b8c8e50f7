// The TV screens' calls: the feed and search (GET /api/feed), the featured video, a video's details and the next
// one, and the library (GET/PUT/DELETE /api/library/*; its query and the progress save: #web/lib/watch-progress).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NextVideo } from '#shared/engagement';
import type { ContentDetail, FeedPage, FeedQuery } from '#shared/feed.schema';
import { feedQueryToSearchParams } from '#shared/feed-query';
import type { FeaturedVideo } from '#shared/site.schema';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { LIBRARY_QUERY_KEY, libraryQueryOptions } from '#web/lib/watch-progress';

export { saveProgress } from '#web/lib/watch-progress';

export function useTvFeed(query: Partial<FeedQuery>, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['tv', 'feed', query] as const,
      queryFn: ({ signal }) =>
        apiGet<FeedPage>('/api/feed', { searchParams: feedQueryToSearchParams(query), signal }),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

export function useFeatured() {
  return useQuery({
    queryKey: ['site', 'featured'] as const,
    queryFn: ({ signal }) => apiGet<FeaturedVideo>('/api/site/featured', { signal }),
    staleTime: 60_000,
  });
}

export function useTvContent(id: string) {
  return useQuery({
    queryKey: ['tv', 'content', id] as const,
    queryFn: ({ signal }) => apiGet<ContentDetail>(`/api/content/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}

export function getNext(id: string): Promise<NextVideo> {
  return apiGet<NextVideo>(`/api/content/${encodeURIComponent(id)}/next`);
}

const LIBRARY_KEY = LIBRARY_QUERY_KEY;

/** The library needs a signed-in user; signed out it is simply empty (no request that would answer 401). */
export function useLibrary(signedIn: boolean) {
  return useQuery(libraryQueryOptions(signedIn));
}

export function useWatchLaterToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, add }: { id: string; add: boolean }) =>
      apiRequest<{ ok: true }>(`/api/library/watch-later/${encodeURIComponent(id)}`, {
        method: add ? 'PUT' : 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIBRARY_KEY }),
  });
}

// The TV screens' calls: the feed and search (GET /api/feed), the featured video, a video's details and the next
// one, and the library (GET/PUT/DELETE /api/library/*).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NextVideo } from '#shared/engagement';
import type { ContentDetail, FeedPage, FeedQuery } from '#shared/feed.schema';
import { feedQueryToSearchParams } from '#shared/feed-query';
import type { Library, SaveProgress } from '#shared/library.schema';
import type { FeaturedVideo } from '#shared/site.schema';
import { apiGet, apiRequest } from '#web/lib/api-client';

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

const LIBRARY_KEY = ['tv', 'library'] as const;

/** The library needs a signed-in user; signed out it is simply empty (no request that would answer 401). */
export function useLibrary(signedIn: boolean) {
  return useQuery({
    queryKey: LIBRARY_KEY,
    queryFn: ({ signal }) => apiGet<Library>('/api/library', { signal }),
    enabled: signedIn,
    staleTime: 10_000,
  });
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

/** Saves the playback position (fire and forget: a lost save only loses a few seconds). */
export function saveProgress(id: string, progress: SaveProgress): Promise<unknown> {
  return apiRequest(`/api/library/progress/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: progress,
  }).catch(() => undefined);
}

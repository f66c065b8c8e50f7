// Watch progress ("Continue watching") over HTTP, shared by every player that saves it: the TV player and the
// ordinary video page (PUT /api/library/progress/:id), and the lists that show it (GET /api/library).
import { queryOptions } from '@tanstack/react-query';
import type { Library, SaveProgress } from '#shared/library.schema';
import { apiGet, apiRequest } from './api-client';

export const LIBRARY_QUERY_KEY = ['tv', 'library'] as const;

/** The signed-in user's library; signed out it is simply not asked for (no request that would answer 401). */
export function libraryQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: LIBRARY_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<Library>('/api/library', { signal }),
    enabled: signedIn,
    staleTime: 10_000,
  });
}

/**
 * Saves the playback position (fire and forget: a lost save only loses a few seconds). `keepalive` lets the last
 * save of a page that is being left still reach the server.
 */
export function saveProgress(
  id: string,
  progress: SaveProgress,
  options: { keepalive?: boolean } = {},
): Promise<unknown> {
  return apiRequest(`/api/library/progress/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: progress,
    ...(options.keepalive ? { keepalive: true } : {}),
  }).catch(() => undefined);
}

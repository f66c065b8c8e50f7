// The child's own library (GET/PUT/DELETE /api/child/library*): continue watching and watch later, through the
// child's rules on the server. The TV's child screens and the ordinary child video page save progress here, so a
// child's "continue watching" is the same on the phone and on the TV.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Library, SaveProgress } from '#shared/library.schema';
import { apiGet, apiRequest } from '#web/lib/api-client';

export const CHILD_LIBRARY_QUERY_KEY = ['child', 'library'] as const;

export function useChildLibrary(enabled = true) {
  return useQuery({
    queryKey: CHILD_LIBRARY_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<Library>('/api/child/library', { signal }),
    enabled,
    // Each screen showing it asks again: the player just saved where the child stopped.
    refetchOnMount: 'always',
    retry: false,
  });
}

export function useChildWatchLaterToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, add }: { id: string; add: boolean }) =>
      apiRequest<{ ok: true }>(`/api/child/library/watch-later/${encodeURIComponent(id)}`, {
        method: add ? 'PUT' : 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHILD_LIBRARY_QUERY_KEY }),
  });
}

/**
 * Saves the playback position (fire and forget: a lost save only loses a few seconds; a refusal is the server's).
 * `keepalive` lets the last save of a page that is being left still reach the server.
 */
export function saveChildProgress(
  id: string,
  progress: SaveProgress,
  options: { keepalive?: boolean } = {},
): Promise<unknown> {
  return apiRequest(`/api/child/library/progress/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: progress,
    ...(options.keepalive ? { keepalive: true } : {}),
  }).catch(() => undefined);
}

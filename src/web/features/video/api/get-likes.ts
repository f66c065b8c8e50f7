// GET /api/content/:id/likes and PUT/DELETE /api/content/:id/like: the like count and the caller's own like.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LikeState } from '#shared/engagement';
import { apiGet, apiRequest } from '#web/lib/api-client';

export function likesQueryOptions(contentId: string, userId: string | null) {
  return queryOptions({
    // The caller is part of the key: signing in or out must not show someone else's "liked".
    queryKey: ['likes', contentId, userId] as const,
    queryFn: ({ signal }) =>
      apiGet<LikeState>(`/api/content/${encodeURIComponent(contentId)}/likes`, { signal }),
  });
}

export function useLikes(contentId: string, userId: string | null, enabled = true) {
  return useQuery({ ...likesQueryOptions(contentId, userId), enabled });
}

export function useToggleLike(contentId: string, userId: string | null) {
  const queryClient = useQueryClient();
  const key = likesQueryOptions(contentId, userId).queryKey;
  return useMutation({
    mutationFn: (liked: boolean) =>
      apiRequest<LikeState>(`/api/content/${encodeURIComponent(contentId)}/like`, {
        method: liked ? 'PUT' : 'DELETE',
      }),
    onSuccess: (state) => queryClient.setQueryData(key, state),
  });
}

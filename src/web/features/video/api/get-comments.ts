// GET /api/content/:id/comments (newest first, paged), POST a comment, DELETE /api/comments/:id (own only).
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentsPage, CommentView } from '#shared/engagement';
import type { CommentInput } from '#shared/engagement.schema';
import { apiGet, apiRequest } from '#web/lib/api-client';

export function commentsQueryOptions(contentId: string, userId: string | null) {
  return infiniteQueryOptions({
    queryKey: ['comments', contentId, userId] as const,
    queryFn: ({ pageParam, signal }) =>
      apiGet<CommentsPage>(`/api/content/${encodeURIComponent(contentId)}/comments`, {
        searchParams: new URLSearchParams({ page: String(pageParam) }),
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useComments(contentId: string, userId: string | null) {
  return useInfiniteQuery(commentsQueryOptions(contentId, userId));
}

export function useAddComment(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) =>
      apiRequest<CommentView>(`/api/content/${encodeURIComponent(contentId)}/comments`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['comments', contentId] }),
  });
}

export function useDeleteComment(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      apiRequest<void>(`/api/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['comments', contentId] }),
  });
}

// POST /api/admin/content/:id/publish: one-click publishing of a pending or parent-approved item, naming the
// revision the moderator saw (the server refuses with 409 when the item changed since), and the values reviewed per
// axis (without them the server publishes each axis's default).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentValues } from '#shared/content-values';
import type { AdminContentItem } from '#shared/moderation.schema';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { ApiError, apiRequest } from '#web/lib/api-client';

export function usePublishContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, revision, values }: { id: string; revision: number; values?: ContentValues }) =>
      apiRequest<AdminContentItem>(`/api/admin/content/${id}/publish`, {
        method: 'POST',
        body: values ? { revision, values } : { revision },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** The item changed after the moderator opened it: nothing happened, and the new version needs a look first. */
export function isStaleRevision(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.key === PIPELINE_MESSAGES.staleRevision;
}

/** Reloads the moderation lists (the item comes back with its new revision, screening and votes). */
export function useReloadModeration() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
}

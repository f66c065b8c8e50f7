// POST /api/admin/content/:id/publish/undo: puts a just-published item back exactly as it was.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContentItem } from '#shared/moderation.schema';
import { apiRequest } from '#web/lib/api-client';

export function useUndoPublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<AdminContentItem>(`/api/admin/content/${id}/publish/undo`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

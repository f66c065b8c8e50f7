// POST /api/admin/content/:id/publish: one-click publishing of a pending or parent-approved item.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContentItem } from '#shared/moderation.schema';
import { apiRequest } from '#web/lib/api-client';

export function usePublishContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<AdminContentItem>(`/api/admin/content/${id}/publish`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

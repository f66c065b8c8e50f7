// PUT /api/admin/content/:id: the edit modal's save (any status, with a reason when rejecting).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContentItem, ContentUpdateInput } from '#shared/moderation.schema';
import { apiRequest } from '#web/lib/api-client';

export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ContentUpdateInput }) =>
      apiRequest<AdminContentItem>(`/api/admin/content/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

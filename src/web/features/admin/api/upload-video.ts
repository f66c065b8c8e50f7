// POST /api/admin/content/upload: one YouTube link for a chosen creator, stored pending.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadInput } from '#shared/moderation.schema';
import { apiRequest } from '#web/lib/api-client';

export function useUploadVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) =>
      apiRequest<{ id: string }>('/api/admin/content/upload', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

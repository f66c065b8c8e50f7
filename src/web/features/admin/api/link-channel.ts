// POST /api/admin/youtube-channels: saves a creator's YouTube channel ID.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

export function useLinkChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { creatorId: string; channelId: string }) =>
      apiRequest<{ message: string }>('/api/admin/youtube-channels', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'creators'] }),
  });
}

// POST /api/admin/youtube-sync: syncs one channel ({ inserted }) or all linked channels ({ totalInserted }).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SyncRequest } from '#shared/youtube-sync.schema';
import { apiRequest } from '#web/lib/api-client';

export type SyncAnswer = {
  inserted?: number;
  totalInserted?: number;
  channels?: { creatorId: string; fullName: string; inserted: number; error?: string }[];
};

export function useSyncYouTube() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SyncRequest) =>
      apiRequest<SyncAnswer>('/api/admin/youtube-sync', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

// GET and PUT /api/admin/youtube-sync/settings: the auto-sync switch, its interval and the last run.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutoSyncState } from '#shared/youtube-sync.schema';
import { apiGet, apiRequest } from '#web/lib/api-client';

export function autoSyncQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'auto-sync'],
    queryFn: ({ signal }) => apiGet<AutoSyncState>('/api/admin/youtube-sync/settings', { signal }),
  });
}

export function useAutoSync() {
  return useQuery(autoSyncQueryOptions());
}

export function useSetAutoSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { enabled: boolean; intervalMinutes?: number }) =>
      apiRequest<AutoSyncState>('/api/admin/youtube-sync/settings', { method: 'PUT', body: input }),
    onSuccess: (state) => queryClient.setQueryData(autoSyncQueryOptions().queryKey, state),
  });
}

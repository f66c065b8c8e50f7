// GET/PATCH /api/parent/child-mode, PUT/DELETE /api/parent/exit-pin, POST /api/child-sessions/{id}/end:
// the parent's child-mode settings (time zone, exit PIN) and the devices in child mode now.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildModeSettings } from '#shared/child-mode';
import { apiGet, apiRequest } from '#web/lib/api-client';

const KEY = ['parent', 'child-mode'] as const;

export function childModeSettingsQueryOptions() {
  return queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<ChildModeSettings>('/api/parent/child-mode', { signal }),
  });
}

export function useChildModeSettings() {
  return useQuery(childModeSettingsQueryOptions());
}

function useSettingsMutation<T>(request: (input: T) => Promise<ChildModeSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (settings) => queryClient.setQueryData(KEY, settings),
  });
}

export function useSetExitPin() {
  return useSettingsMutation((pin: string | null) =>
    pin === null
      ? apiRequest<ChildModeSettings>('/api/parent/exit-pin', { method: 'DELETE' })
      : apiRequest<ChildModeSettings>('/api/parent/exit-pin', { method: 'PUT', body: { pin } }),
  );
}

export function useSetTimeZone() {
  return useSettingsMutation((timeZone: string) =>
    apiRequest<ChildModeSettings>('/api/parent/child-mode', { method: 'PATCH', body: { timeZone } }),
  );
}

export function useEndChildSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest<void>(`/api/child-sessions/${encodeURIComponent(sessionId)}/end`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

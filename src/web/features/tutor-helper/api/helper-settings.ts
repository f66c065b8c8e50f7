// The parent's side of Ask Qamar for one child: GET and PUT /api/children/:id/tutor-helper (the switch and the
// transcript), DELETE /api/children/:id/tutor-helper/transcript.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelperChildSettings } from '#shared/tutor-helper';
import { type ApiFetch, apiGet, apiRequest } from '#web/lib/api-client';

const keyOf = (childId: string) => ['parent', 'tutor-helper', childId] as const;

export function helperSettingsQueryOptions(childId: string, api?: ApiFetch) {
  return queryOptions({
    queryKey: keyOf(childId),
    queryFn: ({ signal }) =>
      apiGet<HelperChildSettings>(`/api/children/${encodeURIComponent(childId)}/tutor-helper`, {
        signal,
        fetch: api,
      }),
  });
}

export function useHelperSettings(childId: string) {
  return useQuery(helperSettingsQueryOptions(childId));
}

export function useSetHelper(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiRequest<HelperChildSettings>(`/api/children/${encodeURIComponent(childId)}/tutor-helper`, {
        method: 'PUT',
        body: { enabled },
      }),
    onSuccess: (settings) => queryClient.setQueryData(keyOf(childId), settings),
  });
}

export function useDeleteTranscript(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ deleted: number }>(
        `/api/children/${encodeURIComponent(childId)}/tutor-helper/transcript`,
        {
          method: 'DELETE',
        },
      ),
    onSuccess: () =>
      queryClient.setQueryData<HelperChildSettings>(keyOf(childId), (current) =>
        current ? { ...current, exchanges: [] } : current,
      ),
  });
}

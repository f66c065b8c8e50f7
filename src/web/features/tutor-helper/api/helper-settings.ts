// The parent's side of Ask Qamar for one child: GET and PUT /api/children/:id/tutor-helper (the switch and the
// transcript), DELETE /api/children/:id/tutor-helper/transcript.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelperChildSettings } from '#shared/tutor-helper';
import { ApiError, type ApiFetch, apiGet, apiRequest } from '#web/lib/api-client';

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

/**
 * Whether Ask Qamar is on for a child (turned on, and the child 9 to 12), for pages that only link to it. Without a
 * configured endpoint the settings answer 404: that is "off" here, not an error, so such a page asks once (in its
 * loader) and the browser never logs a failed request.
 */
export function helperOnQueryOptions(childId: string, api?: ApiFetch) {
  return queryOptions({
    queryKey: [...keyOf(childId), 'on'] as const,
    queryFn: async ({ signal }) => {
      try {
        const settings = await apiGet<HelperChildSettings>(
          `/api/children/${encodeURIComponent(childId)}/tutor-helper`,
          { signal, fetch: api },
        );
        return settings.enabled && settings.ageAllowed;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      }
    },
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

// GET and PUT /api/parent/prayer-times: the family's prayer-pause settings and today's prayer times.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrayerSettingsValues, PrayerTimesView } from '#shared/prayer-times';
import { type ApiFetch, apiGet, apiRequest } from '#web/lib/api-client';

const KEY = ['parent', 'prayer-times'] as const;

export function prayerTimesQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<PrayerTimesView>('/api/parent/prayer-times', { signal, fetch: api }),
  });
}

export function usePrayerTimes() {
  return useQuery(prayerTimesQueryOptions());
}

export function useSavePrayerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrayerSettingsValues) =>
      apiRequest<PrayerTimesView>('/api/parent/prayer-times', { method: 'PUT', body: settings }),
    onSuccess: (view) => queryClient.setQueryData(KEY, view),
  });
}

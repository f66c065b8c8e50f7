// GET /api/children/{id}/screen-time?period=: used and remaining minutes for today, the week or the month.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScreenTimePeriod, ScreenTimeSummary } from '#shared/screen-time';
import { apiGet } from '#web/lib/api-client';

export function screenTimeQueryOptions(childId: string, period: ScreenTimePeriod) {
  return queryOptions({
    queryKey: ['screen-time', childId, period] as const,
    queryFn: ({ signal }) =>
      apiGet<ScreenTimeSummary>(`/api/children/${encodeURIComponent(childId)}/screen-time`, {
        signal,
        searchParams: new URLSearchParams({ period }),
      }),
    refetchInterval: 60_000,
  });
}

export function useScreenTime(childId: string | undefined, period: ScreenTimePeriod) {
  return useQuery({ ...screenTimeQueryOptions(childId ?? '', period), enabled: Boolean(childId) });
}

/**
 * Today's figures read afresh whenever the caller mounts (the Login as dialog): the cached copy may be minutes old,
 * and a dialog that promises time already spent, or misses extra time just given, tells the parent something false.
 */
export function useFreshScreenTimeToday(childId: string) {
  return useQuery({ ...screenTimeQueryOptions(childId, 'today'), staleTime: 0, refetchOnMount: 'always' });
}

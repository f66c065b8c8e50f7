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

// GET /api/children/{id}/activity?days=&page=: the child's viewing history, 10 a page, bots excluded.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityPage } from '#shared/activity.schema';
import { apiGet } from '#web/lib/api-client';

export function activityQueryOptions(childId: string, days: number, page: number) {
  return queryOptions({
    queryKey: ['activity', childId, days, page] as const,
    queryFn: ({ signal }) =>
      apiGet<ActivityPage>(`/api/children/${encodeURIComponent(childId)}/activity`, {
        signal,
        searchParams: new URLSearchParams({ days: String(days), page: String(page) }),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useActivity(childId: string | undefined, days: number, page: number) {
  return useQuery({ ...activityQueryOptions(childId ?? '', days, page), enabled: Boolean(childId) });
}

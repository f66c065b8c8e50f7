// GET /api/parent/recent-activity: the latest views across the parent's children (Activity Monitor).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityItem } from '#shared/activity.schema';
import { apiGet } from '#web/lib/api-client';

export type RecentActivityItem = ActivityItem & { childId: string; childName: string };

export function recentActivityQueryOptions() {
  return queryOptions({
    queryKey: ['parent', 'recent-activity'] as const,
    queryFn: ({ signal }) => apiGet<RecentActivityItem[]>('/api/parent/recent-activity', { signal }),
  });
}

export function useRecentActivity() {
  return useQuery(recentActivityQueryOptions());
}

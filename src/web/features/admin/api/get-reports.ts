// GET /api/admin/reports: open content reports, oldest first, with their age.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportItem } from '#shared/report-queue.schema';
import { apiGet } from '#web/lib/api-client';

export function reportsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'reports'],
    queryFn: ({ signal }) => apiGet<{ reports: ReportItem[] }>('/api/admin/reports', { signal }),
    select: (data) => data.reports,
  });
}

export function useReports() {
  return useQuery(reportsQueryOptions());
}

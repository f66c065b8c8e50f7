// The admin dashboard's figures: GET /api/admin/dashboard/stats, /activity, /revenue, /distribution.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ChartSeries,
  DashboardStats,
  DistributionGroup,
  RevenuePeriod,
  RevenueSeries,
} from '#shared/site-settings.schema';
import { apiGet } from '#web/lib/api-client';

export function useDashboardStats() {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'stats'],
    queryFn: ({ signal }) => apiGet<DashboardStats>('/api/admin/dashboard/stats', { signal }),
  });
}

export function useActivitySeries(days: number) {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'activity', days],
    queryFn: ({ signal }) =>
      apiGet<ChartSeries>('/api/admin/dashboard/activity', {
        signal,
        searchParams: new URLSearchParams({ days: String(days) }),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRevenueSeries(period: RevenuePeriod) {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'revenue', period],
    queryFn: ({ signal }) =>
      apiGet<RevenueSeries>('/api/admin/dashboard/revenue', {
        signal,
        searchParams: new URLSearchParams({ period }),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDistribution(by: DistributionGroup) {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'distribution', by],
    // The grouping travels with its figures: while the next grouping loads, the previous one is still labelled right.
    queryFn: async ({ signal }) => ({
      by,
      ...(await apiGet<ChartSeries>('/api/admin/dashboard/distribution', {
        signal,
        searchParams: new URLSearchParams({ by }),
      })),
    }),
    placeholderData: keepPreviousData,
  });
}

// GET /api/child/tutor-helper: whether Ask Qamar is there for the child in child mode, and today's questions left.
// A 404 (no endpoint configured, or off for this child) means the helper does not exist: the panel draws nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelperStatus } from '#shared/tutor-helper';
import { ApiError, type ApiFetch, apiGet } from '#web/lib/api-client';

export const HELPER_STATUS_KEY = ['child', 'tutor-helper'] as const;

const ABSENT: HelperStatus = { available: false, limit: 0, left: 0 };

export function helperStatusQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: HELPER_STATUS_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<HelperStatus>('/api/child/tutor-helper', { signal, fetch: api });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return ABSENT;
        throw error;
      }
    },
  });
}

export function useHelperStatus() {
  return useQuery(helperStatusQueryOptions());
}

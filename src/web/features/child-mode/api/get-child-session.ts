// GET /api/child/session: who this device's child session is for, its status and today's screen time.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChildSessionInfo } from '#shared/child-mode';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export const CHILD_SESSION_QUERY_KEY = ['child', 'session'] as const;

export function childSessionQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: CHILD_SESSION_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<ChildSessionInfo>('/api/child/session', { signal, fetch: api }),
    retry: false,
    staleTime: 30_000,
    // A parent may raise the limit (or a new day begins) while the time-up screen shows: look again each minute.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useChildSession() {
  return useQuery(childSessionQueryOptions());
}

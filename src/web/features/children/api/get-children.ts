// GET /api/children: the signed-in parent's child profiles.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Child } from '#shared/children.schema';
import { apiGet } from '#web/lib/api-client';

export const CHILDREN_QUERY_KEY = ['children'] as const;

export function getChildren(signal?: AbortSignal): Promise<Child[]> {
  return apiGet<Child[]>('/api/children', signal ? { signal } : {});
}

export function childrenQueryOptions() {
  return queryOptions({
    queryKey: CHILDREN_QUERY_KEY,
    queryFn: ({ signal }) => getChildren(signal),
    staleTime: 30_000,
  });
}

export function useChildren() {
  return useQuery(childrenQueryOptions());
}

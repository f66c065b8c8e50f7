// GET /api/children: the signed-in parent's child profiles.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Child } from '#shared/children.schema';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export const CHILDREN_QUERY_KEY = ['children'] as const;

export function getChildren(signal?: AbortSignal, api?: ApiFetch): Promise<Child[]> {
  return apiGet<Child[]>('/api/children', { fetch: api, ...(signal ? { signal } : {}) });
}

export function childrenQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: CHILDREN_QUERY_KEY,
    queryFn: ({ signal }) => getChildren(signal, api),
    staleTime: 30_000,
  });
}

export function useChildren() {
  return useQuery(childrenQueryOptions());
}

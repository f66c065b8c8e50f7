// GET /api/child/content/{id} (+ /related, /next): one video, only when the server allows it for this child.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDetail, FeedItem } from '#shared/feed.schema';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

const path = (id: string) => `/api/child/content/${encodeURIComponent(id)}`;

export function childContentQueryOptions(id: string, api?: ApiFetch) {
  return queryOptions({
    queryKey: ['child', 'content', id] as const,
    queryFn: ({ signal }) => apiGet<ContentDetail>(path(id), { signal, fetch: api }),
    retry: false,
  });
}

export function useChildContent(id: string) {
  return useQuery(childContentQueryOptions(id));
}

export function childRelatedQueryOptions(id: string, api?: ApiFetch) {
  return queryOptions({
    queryKey: ['child', 'related', id] as const,
    queryFn: ({ signal }) => apiGet<FeedItem[]>(`${path(id)}/related`, { signal, fetch: api }),
    retry: false,
  });
}

export function useChildRelated(id: string, enabled: boolean) {
  return useQuery({ ...childRelatedQueryOptions(id), enabled });
}

export function getChildNext(id: string): Promise<{ id: string | null }> {
  return apiGet<{ id: string | null }>(`${path(id)}/next`);
}

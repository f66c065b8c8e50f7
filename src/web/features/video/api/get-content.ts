// GET /api/content/:id: one published video with everything its page shows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDetail } from '#shared/feed.schema';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export function getContent(id: string, signal?: AbortSignal, api?: ApiFetch): Promise<ContentDetail> {
  return apiGet<ContentDetail>(`/api/content/${encodeURIComponent(id)}`, {
    fetch: api,
    ...(signal ? { signal } : {}),
  });
}

export function contentQueryOptions(id: string, api?: ApiFetch) {
  return queryOptions({
    queryKey: ['content', id] as const,
    queryFn: ({ signal }) => getContent(id, signal, api),
  });
}

export function useContent(id: string) {
  return useQuery(contentQueryOptions(id));
}

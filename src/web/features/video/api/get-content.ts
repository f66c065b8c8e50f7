// GET /api/content/:id: one published video with everything its page shows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDetail } from '#shared/feed.schema';
import { apiGet } from '#web/lib/api-client';

export function getContent(id: string, signal?: AbortSignal): Promise<ContentDetail> {
  return apiGet<ContentDetail>(`/api/content/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function contentQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['content', id] as const,
    queryFn: ({ signal }) => getContent(id, signal),
  });
}

export function useContent(id: string) {
  return useQuery(contentQueryOptions(id));
}

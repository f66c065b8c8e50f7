// GET /api/demo/child-feed and /api/demo/child-content/{id}: the children's screen as a visitor tries it, over the
// catalog the server allows the youngest child with the strictest settings. Reads only: no session, no view counted.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDetail, FeedPage } from '#shared/feed.schema';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export function demoChildFeedQueryOptions(page: number, q: string, api?: ApiFetch) {
  const searchParams = new URLSearchParams();
  if (page > 1) searchParams.set('page', String(page));
  if (q) searchParams.set('q', q);
  return queryOptions({
    queryKey: ['child-demo', 'feed', page, q] as const,
    queryFn: ({ signal }) => apiGet<FeedPage>('/api/demo/child-feed', { signal, searchParams, fetch: api }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function demoChildContentQueryOptions(id: string, api?: ApiFetch) {
  return queryOptions({
    queryKey: ['child-demo', 'content', id] as const,
    queryFn: ({ signal }) =>
      apiGet<ContentDetail>(`/api/demo/child-content/${encodeURIComponent(id)}`, { signal, fetch: api }),
    retry: false,
  });
}

export function useDemoChildContent(id: string) {
  return useQuery(demoChildContentQueryOptions(id));
}

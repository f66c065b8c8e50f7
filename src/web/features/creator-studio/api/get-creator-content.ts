// GET /api/creator/content: the creator's 3 latest items and the moderators' messages (rejection reasons).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorContentOverview } from '#shared/submission.schema';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export function creatorContentQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: ['creator-content'],
    queryFn: ({ signal }) => apiGet<CreatorContentOverview>('/api/creator/content', { signal, fetch: api }),
  });
}

export function useCreatorContent() {
  return useQuery(creatorContentQueryOptions());
}

// GET /api/creator/content: the creator's 3 latest items and the moderators' messages (rejection reasons).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorContentOverview } from '#shared/submission.schema';
import { apiGet } from '#web/lib/api-client';

export function creatorContentQueryOptions() {
  return queryOptions({
    queryKey: ['creator-content'],
    queryFn: ({ signal }) => apiGet<CreatorContentOverview>('/api/creator/content', { signal }),
  });
}

export function useCreatorContent() {
  return useQuery(creatorContentQueryOptions());
}

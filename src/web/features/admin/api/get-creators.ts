// GET /api/admin/creators: every creator profile by name (upload form, channel panel).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorSummary } from '#shared/moderation.schema';
import { apiGet } from '#web/lib/api-client';

export function creatorsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'creators'],
    queryFn: ({ signal }) => apiGet<{ creators: CreatorSummary[] }>('/api/admin/creators', { signal }),
    select: (data) => data.creators,
  });
}

export function useCreators() {
  return useQuery(creatorsQueryOptions());
}

// GET /api/profiles/{userId}: what anyone may see of a parent or creator.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '#shared/accounts.schema';
import { apiGet } from '#web/lib/api-client';

export function getPublicProfile(userId: string, signal?: AbortSignal): Promise<PublicProfile> {
  return apiGet<PublicProfile>(`/api/profiles/${encodeURIComponent(userId)}`, signal ? { signal } : {});
}

export function publicProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['public-profile', userId] as const,
    queryFn: ({ signal }) => getPublicProfile(userId, signal),
  });
}

export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQueryOptions(userId));
}

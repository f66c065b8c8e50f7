// GET /api/profile: the signed-in user's own profile (the server creates a missing one on first visit).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnProfile } from '#shared/accounts.schema';
import { apiGet } from '#web/lib/api-client';

export const OWN_PROFILE_QUERY_KEY = ['profile'] as const;

export function getOwnProfile(signal?: AbortSignal): Promise<OwnProfile> {
  return apiGet<OwnProfile>('/api/profile', signal ? { signal } : {});
}

export function ownProfileQueryOptions() {
  return queryOptions({
    queryKey: OWN_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getOwnProfile(signal),
    staleTime: 0,
  });
}

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}

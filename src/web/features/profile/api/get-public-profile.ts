// GET /api/profiles/{userId}: what anyone may see of a parent or creator.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '#shared/accounts.schema';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export function getPublicProfile(
  userId: string,
  signal?: AbortSignal,
  api?: ApiFetch,
): Promise<PublicProfile> {
  return apiGet<PublicProfile>(`/api/profiles/${encodeURIComponent(userId)}`, {
    fetch: api,
    ...(signal ? { signal } : {}),
  });
}

export function publicProfileQueryOptions(userId: string, api?: ApiFetch) {
  return queryOptions({
    queryKey: ['public-profile', userId] as const,
    queryFn: ({ signal }) => getPublicProfile(userId, signal, api),
  });
}

export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQueryOptions(userId));
}

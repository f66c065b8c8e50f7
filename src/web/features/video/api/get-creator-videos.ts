// GET /api/profiles/:userId/videos: a creator's latest published videos (up to 6) for their public profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorVideos } from '#shared/engagement';
import { apiGet } from '#web/lib/api-client';

export function creatorVideosQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['creator-videos', userId] as const,
    queryFn: ({ signal }) =>
      apiGet<CreatorVideos>(`/api/profiles/${encodeURIComponent(userId)}/videos`, { signal }),
  });
}

export function useCreatorVideos(userId: string) {
  return useQuery(creatorVideosQueryOptions(userId));
}

// GET /api/children/{id}/game-activity?days=: what the child played (game sessions and totals per game).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameActivity } from '#shared/activity.schema';
import { apiGet } from '#web/lib/api-client';

export function gameActivityQueryOptions(childId: string, days: number) {
  return queryOptions({
    queryKey: ['game-activity', childId, days] as const,
    queryFn: ({ signal }) =>
      apiGet<GameActivity>(`/api/children/${encodeURIComponent(childId)}/game-activity`, {
        signal,
        searchParams: new URLSearchParams({ days: String(days) }),
      }),
  });
}

export function useGameActivity(childId: string | undefined, days: number) {
  return useQuery({ ...gameActivityQueryOptions(childId ?? '', days), enabled: Boolean(childId) });
}

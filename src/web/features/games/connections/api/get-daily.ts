// GET /api/games/connections/daily?level=: today's puzzle (the same for everyone on the UTC day) and the next ids.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectionDaily, ConnectionLevel } from '#shared/connections.schema';
import { apiGet } from '#web/lib/api-client';

export function dailyPuzzleQueryOptions(level: ConnectionLevel) {
  return queryOptions({
    queryKey: ['games', 'connections', 'daily', level],
    queryFn: ({ signal }) =>
      apiGet<ConnectionDaily>(`/api/games/connections/daily?level=${level}`, { signal }),
    staleTime: 10 * 60 * 1000,
  });
}

export function useDailyPuzzle(level: ConnectionLevel) {
  return useQuery(dailyPuzzleQueryOptions(level));
}

// GET /api/games/connections/daily?level=: today's puzzle (the same for everyone on the UTC day) and the next ids.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectionDaily, ConnectionLevel } from '#shared/connections.schema';
import { apiGet } from '#web/lib/api-client';
import { currentLocale } from '#web/lib/i18n/i18n';

/** In `language` (the interface's) when the puzzle has its words in it, else in English (the answer says which). */
export function dailyPuzzleQueryOptions(level: ConnectionLevel, language: string) {
  return queryOptions({
    queryKey: ['games', 'connections', 'daily', level, language],
    queryFn: ({ signal }) =>
      apiGet<ConnectionDaily>('/api/games/connections/daily', {
        signal,
        searchParams: new URLSearchParams({ level, lang: language }),
      }),
    staleTime: 10 * 60 * 1000,
  });
}

export function useDailyPuzzle(level: ConnectionLevel) {
  return useQuery(dailyPuzzleQueryOptions(level, currentLocale()));
}

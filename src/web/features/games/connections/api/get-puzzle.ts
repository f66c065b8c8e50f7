// GET /api/games/connections/puzzles/:id: one active puzzle ("Next puzzle").
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectionPuzzle } from '#shared/connections.schema';
import { apiGet } from '#web/lib/api-client';
import { currentLocale } from '#web/lib/i18n/i18n';

export function puzzleQueryOptions(id: string, language: string) {
  return queryOptions({
    queryKey: ['games', 'connections', 'puzzle', id, language],
    queryFn: ({ signal }) =>
      apiGet<ConnectionPuzzle>(`/api/games/connections/puzzles/${encodeURIComponent(id)}`, {
        signal,
        searchParams: new URLSearchParams({ lang: language }),
      }),
    staleTime: 10 * 60 * 1000,
  });
}

export function usePuzzle(id: string | null) {
  return useQuery({ ...puzzleQueryOptions(id ?? '', currentLocale()), enabled: id !== null });
}

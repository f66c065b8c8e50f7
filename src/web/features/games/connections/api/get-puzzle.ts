// GET /api/games/connections/puzzles/:id: one active puzzle ("Next puzzle").
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectionPuzzle } from '#shared/connections.schema';
import { apiGet } from '#web/lib/api-client';

export function puzzleQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['games', 'connections', 'puzzle', id],
    queryFn: ({ signal }) =>
      apiGet<ConnectionPuzzle>(`/api/games/connections/puzzles/${encodeURIComponent(id)}`, { signal }),
    staleTime: 10 * 60 * 1000,
  });
}

export function usePuzzle(id: string | null) {
  return useQuery({ ...puzzleQueryOptions(id ?? ''), enabled: id !== null });
}

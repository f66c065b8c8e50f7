// The admins' calls: /api/admin/games/connections/puzzles (list with search and filters, create, update, retire or
// restore). Every change refreshes the list.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConnectionLevel,
  ConnectionPuzzleAdmin,
  ConnectionPuzzleInput,
  ConnectionPuzzleStatus,
} from '#shared/connections.schema';
import { apiGet, apiRequest } from '#web/lib/api-client';

const BASE = '/api/admin/games/connections/puzzles';
const KEY = ['admin', 'connections'] as const;

export type PuzzleFilter = { q: string; status: ConnectionPuzzleStatus | ''; level: ConnectionLevel | '' };

export function adminPuzzlesQueryOptions(filter: PuzzleFilter) {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.status) params.set('status', filter.status);
  if (filter.level) params.set('level', filter.level);
  return queryOptions({
    queryKey: [...KEY, 'list', filter],
    queryFn: ({ signal }) =>
      apiGet<{ puzzles: ConnectionPuzzleAdmin[] }>(BASE, { signal, searchParams: params }),
    select: (data) => data.puzzles,
    placeholderData: keepPreviousData,
  });
}

export function useAdminPuzzles(filter: PuzzleFilter) {
  return useQuery(adminPuzzlesQueryOptions(filter));
}

export function useSavePuzzle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ConnectionPuzzleInput }) =>
      id
        ? apiRequest<ConnectionPuzzleAdmin>(`${BASE}/${id}`, { method: 'PUT', body: input })
        : apiRequest<ConnectionPuzzleAdmin>(BASE, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSetPuzzleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ConnectionPuzzleStatus }) =>
      apiRequest<ConnectionPuzzleAdmin>(`${BASE}/${id}/status`, { method: 'POST', body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

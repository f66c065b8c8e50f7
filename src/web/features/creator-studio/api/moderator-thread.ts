// The moderators' side of an item's thread and its waiting revision: read, write, decide.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RevisionInput, Thread } from '#shared/creator-studio.schema';
import { apiGet, apiRequest } from '#web/lib/api-client';

const base = (id: string) => `/api/admin/content/${encodeURIComponent(id)}`;

export const moderatorThreadQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'thread', id],
    queryFn: ({ signal }) => apiGet<Thread>(`${base(id)}/messages`, { signal }),
  });

export const revisionQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'revision', id],
    queryFn: ({ signal }) =>
      apiGet<{ revision: { id: string; fields: RevisionInput; createdAt: string } | null }>(
        `${base(id)}/revision`,
        {
          signal,
        },
      ),
  });

export const useModeratorThread = (id: string) => useQuery(moderatorThreadQuery(id));
export const useWaitingRevision = (id: string) => useQuery(revisionQuery(id));

export function useModeratorWrite(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<Thread>(`${base(id)}/messages`, { method: 'POST', body: { body } }),
    onSuccess: (thread) => queryClient.setQueryData(moderatorThreadQuery(id).queryKey, thread),
  });
}

export function useDecideRevision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // revisionId: the waiting edit the moderator read (a newer one is refused with 409).
    mutationFn: (decision: { approve: boolean; revisionId: string; reason?: string }) =>
      apiRequest(`${base(id)}/revision/decision`, { method: 'POST', body: decision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

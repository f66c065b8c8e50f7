// GET /api/parent/pending-content, POST /api/parent/pending-content/{id}/vote and PUT …/{id}/values: parent voting
// and the factual answers on the values axes.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ValueAnswersInput, ValueAnswersResult } from '#shared/value-answers';
import type { PendingItem, VoteResult } from '#shared/voting.schema';
import { ApiError, apiGet, apiRequest } from '#web/lib/api-client';

const KEY = ['parent', 'pending-content'] as const;

export function pendingContentQueryOptions() {
  return queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<PendingItem[]>('/api/parent/pending-content', { signal }),
  });
}

export function usePendingContent() {
  return useQuery(pendingContentQueryOptions());
}

export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, vote }: { id: string; vote: boolean }) =>
      apiRequest<VoteResult>(`/api/parent/pending-content/${encodeURIComponent(id)}/vote`, {
        method: 'POST',
        body: { vote },
      }),
    // The voted item leaves the list (spec), also when the server says it was already voted on or it is gone;
    // a refused vote (no verified e-mail, no child profile yet) keeps it, so the parent can vote once allowed.
    onSettled: (_result, error, { id }) => {
      if (error instanceof ApiError && error.status === 403) return;
      queryClient.setQueryData<PendingItem[]>(KEY, (items) => items?.filter((item) => item.id !== id));
    },
  });
}

/** Saves a parent's answers on an item; the item in the list then carries them and the tally they joined. */
export function useAnswerValues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answers }: { id: string; answers: ValueAnswersInput }) =>
      apiRequest<ValueAnswersResult>(`/api/parent/pending-content/${encodeURIComponent(id)}/values`, {
        method: 'PUT',
        body: answers,
      }),
    onSuccess: (result, { id }) =>
      queryClient.setQueryData<PendingItem[]>(KEY, (items) =>
        items?.map((item) =>
          item.id === id ? { ...item, valueAnswers: result.answers, valueTally: result.tally } : item,
        ),
      ),
  });
}

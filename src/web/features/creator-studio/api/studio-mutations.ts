// The studio's writes: schedule, withdraw, delete, reply, edit a submitted item (a published item's edit
// waits as a revision) and take a waiting edit back. Each refreshes the studio's reads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevisionInput, Thread } from '#shared/creator-studio.schema';
import { apiRequest } from '#web/lib/api-client';

/**
 * `onDone` runs before the reads are refreshed, from the mutation itself: a callback given to `mutate` is dropped when
 * the refreshed read remounts the component that called it (the edit form is keyed by its waiting edit), so the
 * page's "edit withdrawn" banner never showed in a run where the refetch committed first.
 */
function useStudioMutation<T, R>(call: (input: T) => Promise<R>, onDone?: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result: R) => {
      onDone?.(result);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['studio'] }),
        queryClient.invalidateQueries({ queryKey: ['creator-content'] }),
      ]);
    },
  });
}

const item = (id: string) => `/api/studio/videos/${encodeURIComponent(id)}`;

export const useScheduleVideo = () =>
  useStudioMutation(({ id, publishAt }: { id: string; publishAt: string | null }) =>
    apiRequest<{ id: string }>(`${item(id)}/schedule`, { method: 'PUT', body: { publishAt } }),
  );

export const useWithdrawVideo = () =>
  useStudioMutation((id: string) =>
    apiRequest<{ id: string }>(`${item(id)}/withdraw`, { method: 'POST', body: {} }),
  );

export const useDeleteVideo = () =>
  useStudioMutation((id: string) => apiRequest<void>(item(id), { method: 'DELETE' }));

export const useReply = (contentId: string) =>
  useStudioMutation((body: string) =>
    apiRequest<Thread>(`${item(contentId)}/messages`, { method: 'POST', body: { body } }),
  );

export const useSaveEdit = (id: string, onDone: (result: { id: string; revision: boolean }) => void) =>
  useStudioMutation(
    (input: RevisionInput) =>
      apiRequest<{ id: string; revision: boolean }>(item(id), { method: 'PUT', body: input }),
    onDone,
  );

export const useWithdrawEdit = (id: string, onDone: () => void) =>
  useStudioMutation(() => apiRequest<void>(`${item(id)}/revision`, { method: 'DELETE' }), onDone);

// The studio's writes (issue 19): schedule, withdraw, delete, reply, edit a submitted item (a published item's edit
// waits as a revision) and take a waiting edit back. Each refreshes the studio's reads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevisionInput, Thread } from '#shared/creator-studio.schema';
import { apiRequest } from '#web/lib/api-client';

function useStudioMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['studio'] }),
        queryClient.invalidateQueries({ queryKey: ['creator-content'] }),
      ]),
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

export const useSaveEdit = (id: string) =>
  useStudioMutation((input: RevisionInput) =>
    apiRequest<{ id: string; revision: boolean }>(item(id), { method: 'PUT', body: input }),
  );

export const useWithdrawEdit = (id: string) =>
  useStudioMutation(() => apiRequest<void>(`${item(id)}/revision`, { method: 'DELETE' }));

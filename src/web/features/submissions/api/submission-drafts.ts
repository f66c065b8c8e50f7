// Creator-studio drafts as the submission form uses them: load one, save one (only a title needed), and
// submit through a draft (how a submission with a publish time is sent: saved with its time, then submitted).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DraftDetail, DraftInput } from '#shared/creator-studio.schema';
import type { SubmissionInput } from '#shared/submission.schema';
import { apiGet, apiRequest } from '#web/lib/api-client';
import type { SubmissionResult } from './submit-content';

export function draftQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['submission-draft', id],
    queryFn: ({ signal }) => apiGet<DraftDetail>(`/api/studio/drafts/${encodeURIComponent(id)}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDraft(id: string | null) {
  return useQuery({ ...draftQueryOptions(id ?? ''), enabled: Boolean(id) });
}

export async function saveDraft(id: string | null, input: DraftInput): Promise<{ id: string }> {
  if (id)
    return apiRequest<{ id: string }>(`/api/studio/drafts/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: input,
    });
  return apiRequest<{ id: string }>('/api/studio/drafts', { method: 'POST', body: input });
}

function useInvalidateStudio() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['studio'] }),
      queryClient.invalidateQueries({ queryKey: ['creator-content'] }),
    ]);
}

export function useSaveDraft() {
  const invalidate = useInvalidateStudio();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: DraftInput }) => saveDraft(id, input),
    onSuccess: invalidate,
  });
}

/** Saves the draft with its publish time (creating it when new), then submits it for moderation. */
export function useSubmitViaDraft(draftId: string | null, publishAt: string | null) {
  const invalidate = useInvalidateStudio();
  return useMutation({
    mutationFn: async (input: SubmissionInput): Promise<SubmissionResult> => {
      const { tags, ...rest } = input;
      const saved = await saveDraft(draftId, { ...rest, tags, publishAt });
      return apiRequest<SubmissionResult>(`/api/studio/drafts/${encodeURIComponent(saved.id)}/submit`, {
        method: 'POST',
        body: input,
      });
    },
    onSuccess: invalidate,
  });
}

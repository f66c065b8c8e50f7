// POST /api/submissions: a creator's (or any signed-in user's) video submission, screened and stored pending.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreeningResult } from '#shared/screening';
import type { SubmissionInput } from '#shared/submission.schema';
import { apiRequest } from '#web/lib/api-client';

export type SubmissionResult = { id: string; status: 'pending'; screening: ScreeningResult };

export function submitContent(input: SubmissionInput): Promise<SubmissionResult> {
  return apiRequest<SubmissionResult>('/api/submissions', { method: 'POST', body: input });
}

export function useSubmitContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['creator-content'] }),
  });
}

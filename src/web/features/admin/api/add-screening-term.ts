// POST /api/admin/screening-rules/terms: adds a word or phrase to a policy reason's list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreeningReason } from '#shared/screening';
import { apiRequest } from '#web/lib/api-client';

export function useAddScreeningTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reason: ScreeningReason; term: string }) =>
      apiRequest<{ id: string }>('/api/admin/screening-rules/terms', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'screening-rules'] }),
  });
}

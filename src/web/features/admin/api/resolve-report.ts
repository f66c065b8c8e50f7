// POST /api/admin/reports/:id/dismiss or /unpublish: settles a report (recorded in the audit log).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome, note }: { id: string; outcome: 'dismiss' | 'unpublish'; note?: string }) =>
      apiRequest<{ id: string; status: string }>(`/api/admin/reports/${id}/${outcome}`, {
        method: 'POST',
        body: note ? { note } : {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

// DELETE /api/admin/screening-rules/terms/:id: removes a term an admin added.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

export function useRemoveScreeningTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/admin/screening-rules/terms/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'screening-rules'] }),
  });
}

// DELETE /api/children/{id}: removes the child and everything stored about them (history, screen time, sessions).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHILDREN_QUERY_KEY } from '#web/features/children';
import { apiRequest } from '#web/lib/api-client';

export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/children/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY }),
  });
}

/** The export is a plain download (Content-Disposition: attachment) of GET /api/children/{id}/export. */
export function childExportUrl(id: string): string {
  return `/api/children/${encodeURIComponent(id)}/export`;
}

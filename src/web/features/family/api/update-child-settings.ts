// PATCH /api/children/{id}: Child Settings (name, daily screen time, level, categories, music).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Child, UpdateChildInput } from '#shared/children.schema';
import { CHILDREN_QUERY_KEY } from '#web/features/children';
import { apiRequest } from '#web/lib/api-client';

export function useUpdateChildSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateChildInput }) =>
      apiRequest<Child>(`/api/children/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY }),
  });
}

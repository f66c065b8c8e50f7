// PATCH /api/children/{id}: changes a child's settings (here, the daily screen time limit).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Child, UpdateChildInput } from '#shared/children.schema';
import { apiRequest } from '#web/lib/api-client';
import { CHILDREN_QUERY_KEY } from './get-children';

export function updateChild(id: string, input: UpdateChildInput): Promise<Child> {
  return apiRequest<Child>(`/api/children/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

/** Saves several children's changes together (the wizard's screen-time step). */
export function useUpdateChildren() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { id: string; input: UpdateChildInput }[]) =>
      Promise.all(changes.map((change) => updateChild(change.id, change.input))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY }),
  });
}

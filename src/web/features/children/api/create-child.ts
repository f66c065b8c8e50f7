// POST /api/children: adds a child profile (the server answers the spec's messages on a bad name or date).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Child, CreateChildInput } from '#shared/children.schema';
import { apiRequest } from '#web/lib/api-client';
import { CHILDREN_QUERY_KEY } from './get-children';

export function createChild(input: CreateChildInput): Promise<Child> {
  return apiRequest<Child>('/api/children', { method: 'POST', body: input });
}

export function useCreateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY }),
  });
}

// POST /api/parent/setup-complete: marks the wizard done (the server also starts the Basic plan), then reloads
// the session so routing knows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { refreshMe } from '#web/lib/session';

export function completeParentSetup(): Promise<unknown> {
  return apiRequest<unknown>('/api/parent/setup-complete', { method: 'POST', body: {} });
}

export function useCompleteParentSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await completeParentSetup();
      return refreshMe(queryClient);
    },
  });
}

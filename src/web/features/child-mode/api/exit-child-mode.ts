// POST /api/child/exit-challenge and /api/child/exit: the parent's gate out of child mode (math or PIN).
import { useMutation } from '@tanstack/react-query';
import type { ExitChallenge, ExitChildModeInput } from '#shared/child-mode';
import { apiRequest } from '#web/lib/api-client';
import { forgetChildSession } from '../lib/child-session-storage';

export function useExitChallenge() {
  return useMutation({
    mutationFn: () => apiRequest<ExitChallenge>('/api/child/exit-challenge', { method: 'POST', body: {} }),
  });
}

export function useExitChildMode() {
  return useMutation({
    mutationFn: (input: ExitChildModeInput) =>
      apiRequest<{ redirectTo: string }>('/api/child/exit', { method: 'POST', body: input }),
    onSuccess: ({ redirectTo }) => {
      forgetChildSession();
      // A full load, so the app starts again with the parent's restored session.
      window.location.assign(redirectTo);
    },
  });
}

// POST /api/auth/request-password-reset: e-mails a reset link (the answer is the same whether or not the
// address has an account).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

export function requestPasswordReset(email: string): Promise<unknown> {
  return apiRequest<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: '/reset-password' },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

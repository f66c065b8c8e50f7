// POST /api/auth/request-password-reset: e-mails a reset link (the answer is the same whether or not the
// address has an account).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

/** Where the e-mailed link leads: the page that sets the new password. */
export const RESET_PASSWORD_REDIRECT = '/reset-password';

export function requestPasswordReset(email: string): Promise<unknown> {
  return apiRequest<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: RESET_PASSWORD_REDIRECT },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

// POST /api/auth/reset-password: sets a new password with the token from the e-mailed link.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

export function resetPassword(input: { newPassword: string; token: string }): Promise<unknown> {
  return apiRequest<unknown>('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

// POST /api/auth/change-password: needs the current password; other devices are signed out.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

export function changePassword(input: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return apiRequest<unknown>('/api/auth/change-password', {
    method: 'POST',
    body: { ...input, revokeOtherSessions: true },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

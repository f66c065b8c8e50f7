// DELETE /api/me: deletes the account (and, for a parent, the children's data) after typing DELETE.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { ENDS_SESSION } from '#web/lib/query-client';
import { useForgetSession } from '#web/lib/sign-out';

export function deleteAccount(input: { confirm: 'DELETE'; password?: string | undefined }): Promise<unknown> {
  return apiRequest<unknown>('/api/me', { method: 'DELETE', body: input });
}

export function useDeleteAccount() {
  const forgetSession = useForgetSession();
  return useMutation({
    mutationFn: deleteAccount,
    meta: ENDS_SESSION,
    onSuccess: () => forgetSession('/'),
  });
}

// POST /api/auth/change-email: e-mails a confirmation link to the new address; it changes once that link is opened.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_VERIFIED_PATH } from '#web/features/auth';
import { apiRequest } from '#web/lib/api-client';
import { refreshMe } from '#web/lib/session';

export function changeEmail(newEmail: string): Promise<unknown> {
  return apiRequest<unknown>('/api/auth/change-email', {
    method: 'POST',
    body: { newEmail, callbackURL: EMAIL_VERIFIED_PATH },
  });
}

/** Resolves with the session afterwards (unchanged until the link is opened). */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (newEmail: string) => {
      await changeEmail(newEmail);
      return refreshMe(queryClient);
    },
  });
}

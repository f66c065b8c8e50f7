// POST /api/auth/change-email: changes the address at once, or e-mails a confirmation link, as the server decides.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshMe } from '../../auth/api/get-me';

export function changeEmail(newEmail: string): Promise<unknown> {
  return apiRequest<unknown>('/api/auth/change-email', {
    method: 'POST',
    body: { newEmail, callbackURL: '/settings/profile' },
  });
}

/** Resolves with the session afterwards, so the page can tell "changed" from "confirmation sent". */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (newEmail: string) => {
      await changeEmail(newEmail);
      return refreshMe(queryClient);
    },
  });
}

// POST /api/auth/sign-in/email: starts a session with e-mail and password, then loads it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, SignInInput } from '#shared/accounts.schema';
import { apiRequest } from '#web/lib/api-client';
import { refreshMe } from '#web/lib/session';

export function signInEmail(input: SignInInput): Promise<unknown> {
  return apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });
}

/** Resolves with the fresh session, so the caller can route by `nextPath`. */
export function useSignInEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<Me | null> => {
      await signInEmail(input);
      return refreshMe(queryClient);
    },
  });
}

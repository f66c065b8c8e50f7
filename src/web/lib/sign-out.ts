// POST /api/auth/sign-out, then the browser forgets the account: session storage, the account's local
// storage keys, the query cache; and the user lands on /signin.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '#web/lib/api-client';
import { clearStoredAuthData } from '#web/lib/auth-storage';
import { ENDS_SESSION } from '#web/lib/query-client';
import { ME_QUERY_KEY } from './session';

/** 401, 403 and 404 mean there is no session left to end: the spec ignores them. */
const IGNORED_STATUSES = new Set([401, 403, 404]);

export async function signOut(): Promise<void> {
  try {
    await apiRequest<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
  } catch (error) {
    if (error instanceof ApiError && IGNORED_STATUSES.has(error.status)) return;
    throw error;
  }
}

/**
 * Forgets the signed-in account in this tab and goes to `to`; the `onSuccess` of a mutation marked `ENDS_SESSION`,
 * so no 401 meanwhile counts as the session ending elsewhere. The reads under way are cancelled first: the session
 * they were asked with has ended, and their answers would only be 401s. The navigation finishes next (the router's
 * loaders already read the session as ended), so a guarded page is gone before the tab's session becomes "signed
 * out"; otherwise its guard would send the visitor to the landing page, remembering it as the page to come back to.
 */
export function useForgetSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      await queryClient.cancelQueries();
      await navigate(to, { replace: true });
      clearStoredAuthData();
      await queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
      queryClient.setQueryData(ME_QUERY_KEY, null);
    },
    [navigate, queryClient],
  );
}

export function useSignOut() {
  const forgetSession = useForgetSession();
  return useMutation({
    mutationFn: signOut,
    meta: ENDS_SESSION,
    onSuccess: () => forgetSession('/signin'),
  });
}

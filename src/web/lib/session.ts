// GET /api/me: who is signed in (null when signed out, which is not an error), their profile and where
// spec §4 sends them after signing in.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '#shared/accounts.schema';
import { LOCAL_STORAGE } from '#shared/client-storage';
import { ApiError, type ApiFetch, apiGet } from '#web/lib/api-client';
import { currentLocale, setLocale } from '#web/lib/i18n/i18n';
import { readStorage, removeStorage, writeStorage } from '#web/lib/local-storage';

export const ME_QUERY_KEY = ['me'] as const;
const ME_STALE_MS = 60_000;

/**
 * "This browser was signed in last time." Without it we first ask better-auth's get-session, which answers
 * 200 null for a visitor, so anonymous pages never produce a 401 (browsers log every 401 as a console error).
 * Signing out removes it with the other qk:auth: keys.
 */
export const SIGNED_IN_HINT_KEY = LOCAL_STORAGE.signedInHint;

export async function getMe(signal?: AbortSignal, api?: ApiFetch): Promise<Me | null> {
  const options = { fetch: api, ...(signal ? { signal } : {}) };
  if (readStorage(SIGNED_IN_HINT_KEY) !== 'true') {
    const session = await apiGet<unknown>('/api/auth/get-session', options);
    if (!session) return null;
  }
  try {
    const me = await apiGet<Me>('/api/me', options);
    writeStorage(SIGNED_IN_HINT_KEY, 'true');
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      removeStorage(SIGNED_IN_HINT_KEY);
      return null;
    }
    throw error;
  }
}

export function meQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal, api),
    staleTime: ME_STALE_MS,
    // Signing out in another tab, or a session that expired, shows up when the user comes back.
    refetchOnWindowFocus: true,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * Loads the session again (after sign-in, sign-up, a role change, setup) and returns it. The language kept on the
 * account, when it differs from this device's, is switched to first, so the next page is in it.
 */
export async function refreshMe(queryClient: QueryClient): Promise<Me | null> {
  const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  await applyAccountLocale(me);
  return me;
}

/** The account's language wins over this device's when they differ; none kept: no change. Never fails a sign-in. */
export async function applyAccountLocale(me: Me | null): Promise<void> {
  const locale = me?.user.locale;
  if (!locale || locale === currentLocale()) return;
  await setLocale(locale).catch(() => undefined);
}

// The one TanStack QueryClient: feed data stays fresh for five minutes, and a 4xx answer is never retried. A 401
// from any call means the session ended elsewhere (signed out in another tab, or the account was suspended): the
// session query ['me'] is checked again at once, so the guarded page signs out without a reload. Not while this tab
// ends the session itself (signing out, deleting the account): then a 401 is expected, and where the tab goes is
// that mutation's navigation, which a guard's redirect to the landing page must not overtake.
import { MutationCache, type MutationMeta, QueryCache, QueryClient } from '@tanstack/react-query';
import { LIMITS } from '#shared/domain';
import { ApiError } from './api-client';

const MAX_RETRIES = 1;

const SESSION_KEY = ['me'] as const;

/** The `meta` of a mutation that ends this tab's session. */
export const ENDS_SESSION: MutationMeta = { endsSession: true };

export function createQueryClient(): QueryClient {
  let client: QueryClient | undefined;
  const sessionEnded = (error: unknown, key?: readonly unknown[]) => {
    if (!(error instanceof ApiError) || error.status !== 401 || key?.[0] === SESSION_KEY[0]) return;
    if (client?.isMutating({ predicate: (mutation) => mutation.meta?.endsSession === true })) return;
    void client?.invalidateQueries({ queryKey: SESSION_KEY });
  };
  client = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => sessionEnded(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => sessionEnded(error) }),
    defaultOptions: {
      queries: {
        staleTime: LIMITS.feedCacheMs,
        // A random feed would reshuffle under the child's finger every time the tab regains focus.
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.isClientError) return false;
          return failureCount < MAX_RETRIES;
        },
      },
      mutations: { retry: false },
    },
  });
  return client;
}

// The one TanStack QueryClient: feed data stays fresh for five minutes, and a 4xx answer is never retried.
import { QueryClient } from '@tanstack/react-query';
import { LIMITS } from '#shared/domain';
import { ApiError } from './api-client';

const MAX_RETRIES = 1;

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

// The one way a page's data reaches it (decision 030-w): a route's loader fills a fresh QueryClient with what its page
// shows, asked in-process as the request's caller (the load context's `api`), and returns it dehydrated; the root
// hydrates every matched route's answers into the page's client (root.tsx PageQueries), on the server and in the
// browser alike, so the components' own queries find their data.
import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import type { ApiFetch } from '#web/lib/api-client';
import './load-context';

export type PageData = { dehydrated: DehydratedState };

/**
 * `fill(queryClient, api)` prefetches the page's queries (awaiting one answer when another depends on it). A query
 * that fails is left out: the page asks again in the browser and shows its error there.
 */
export async function prefetch(
  context: AppLoadContext,
  fill: (queryClient: QueryClient, api: ApiFetch) => Promise<unknown>,
): Promise<PageData> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await fill(queryClient, context.api);
  const dehydrated = dehydrate(queryClient);
  queryClient.clear();
  return { dehydrated };
}

/** Every matched route's answers, in route order (a later route's answer to the same query wins). */
export function mergePageData(loaderData: readonly unknown[]): DehydratedState {
  const queries = loaderData.flatMap((data) =>
    data && typeof data === 'object' && 'dehydrated' in data ? (data as PageData).dehydrated.queries : [],
  );
  return { mutations: [], queries };
}

// Starts the feed request for a URL before the page renders (the route's loader): on a first visit to /feed the
// answer is on its way while the page's code and texts are still downloading. The page's useFeed() then finds it.
import type { QueryClient } from '@tanstack/react-query';
import { parseFeedSearchParams } from '#shared/feed-query';
import { feedQueryOptions } from './get-feed';

export function prefetchFeed(queryClient: QueryClient, url: URL): void {
  void queryClient.prefetchQuery(feedQueryOptions(parseFeedSearchParams(url.searchParams)));
}

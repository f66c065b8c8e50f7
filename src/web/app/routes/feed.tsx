// /feed: the page of the feed its URL asks for, read for the caller before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import { parseFeedSearchParams } from '#shared/feed.schema';
import { feedQueryOptions } from '#web/features/feed';
import { prefetch } from '../prefetch';

export function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseFeedSearchParams(new URL(request.url).searchParams);
  return prefetch(context, (queryClient, api) => queryClient.prefetchQuery(feedQueryOptions(query, api)));
}

export { FeedPage as default } from '#web/features/feed/pages/feed-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'domain', 'feed'] };

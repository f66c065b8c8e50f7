// /feed: the page of the feed its URL asks for, read for the caller before drawing. The URL is read here, on the
// server, with the API's own schema, and the page draws the query it was given: the schema library stays out of the
// browser's first load.
import { lazy, Suspense } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { parseFeedSearchParams } from '#shared/feed.schema';
import { feedQueryOptions } from '#web/features/feed';
import { FeedPage } from '#web/features/feed/pages/feed-page';
import { useParentChildren } from '../parent-children';
import { prefetch } from '../prefetch';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseFeedSearchParams(new URL(request.url).searchParams);
  const data = await prefetch(context, (queryClient, api) =>
    queryClient.prefetchQuery(feedQueryOptions(query, api)),
  );
  return { ...data, query };
}

/**
 * The family's approve-and-block menu is only a parent's (with children): its code, and the mutations it sends, are
 * fetched for them alone rather than on every visitor's first load.
 */
const FeedApproveMenu = lazy(() =>
  import('#web/features/family').then((family) => ({ default: family.FeedApproveMenu })),
);

/** The feed, with "Approve for …" under each card for a parent with children. */
export default function FeedRoute() {
  const kids = useParentChildren();
  return (
    <FeedPage
      query={useLoaderData<typeof loader>().query}
      cardActions={
        kids.length > 0
          ? (item) => (
              <Suspense fallback={null}>
                <FeedApproveMenu item={item} kids={kids} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx). It draws
// no message until a request fails, so its first load leaves the messages out (pageNamespaces).
export const handle = { i18n: ['common', 'domain', 'feed'], messages: false };

// /child: the feed's first page, read with the device's child credential (the page then moves to /child/feed).
import type { LoaderFunctionArgs } from 'react-router';
import { childFeedQueryOptions } from '#web/features/child-mode';
import { prefetch } from '../prefetch';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) =>
    queryClient.prefetchQuery(childFeedQueryOptions(1, '', api)),
  );
}

export { ChildIndexPage as default } from '#web/features/child-mode/pages/child-index-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'child-mode', 'common'] };

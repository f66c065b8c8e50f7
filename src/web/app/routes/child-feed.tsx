// /child/feed: the page of the child's feed its URL asks for, read with the device's child credential.
import type { LoaderFunctionArgs } from 'react-router';
import { childFeedQueryOptions } from '#web/features/child-mode';
import { prefetch } from '../prefetch';

export function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  return prefetch(context, (queryClient, api) =>
    queryClient.prefetchQuery(childFeedQueryOptions(page, q, api)),
  );
}

export { ChildFeedPage as default } from '#web/features/child-mode/pages/child-feed-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common'] };

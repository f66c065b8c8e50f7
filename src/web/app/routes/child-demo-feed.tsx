// /child/demo: the page of the demo's feed its URL asks for, read before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import { demoChildFeedQueryOptions } from '#web/features/child-mode';
import { prefetch } from '../prefetch';

export function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  return prefetch(context, (queryClient, api) =>
    queryClient.prefetchQuery(demoChildFeedQueryOptions(page, q, api)),
  );
}

export { ChildDemoFeedPage as default } from '#web/features/child-mode/pages/child-demo';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common', 'domain', 'video'] };

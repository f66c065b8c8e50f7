// /child/demo/video/:id: a video of the demo's catalog, read before drawing (one not in the demo is the page's to
// refuse, as before).
import type { LoaderFunctionArgs } from 'react-router';
import { demoChildContentQueryOptions } from '#web/features/child-mode';
import { prefetch } from '../prefetch';

export function loader({ params, context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) =>
    queryClient.prefetchQuery(demoChildContentQueryOptions(params.id ?? '', api)),
  );
}

export { ChildDemoVideoPage as default } from '#web/features/child-mode/pages/child-demo';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common', 'domain', 'video'] };

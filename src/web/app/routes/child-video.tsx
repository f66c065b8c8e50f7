// /child/video/:id: the video (only when the server allows it for this child) and its related videos, read with the
// device's child credential before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import { childContentQueryOptions, childRelatedQueryOptions } from '#web/features/child-mode';
import { prefetch } from '../prefetch';

export function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  return prefetch(context, (queryClient, api) =>
    Promise.all([
      queryClient.prefetchQuery(childContentQueryOptions(id, api)),
      queryClient.prefetchQuery(childRelatedQueryOptions(id, api)),
    ]),
  );
}

export { ChildVideoPage as default } from '#web/features/child-mode/pages/child-video-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common', 'domain', 'video'] };

// /video/:id: the video and its related videos, read for the caller before drawing (the player is in the HTML).
import type { LoaderFunctionArgs } from 'react-router';
import { contentQueryOptions, relatedQueryOptions } from '#web/features/video';
import { prefetch } from '../prefetch';

export function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  return prefetch(context, (queryClient, api) =>
    Promise.all([
      queryClient.prefetchQuery(contentQueryOptions(id, api)),
      queryClient.prefetchQuery(relatedQueryOptions(id, api)),
    ]),
  );
}

export { VideoPage as default } from '#web/features/video/pages/video-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'domain', 'video'] };

// /dashboard/creator/videos: the creator's videos for the URL's filter, read before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import { myVideosFilterOf, myVideosQueryOptions } from '#web/features/creator-studio';
import { prefetch } from '../prefetch';

export function loader({ request, context }: LoaderFunctionArgs) {
  const { status, q } = myVideosFilterOf(new URL(request.url).searchParams);
  return prefetch(context, (queryClient, api) =>
    queryClient.prefetchQuery(myVideosQueryOptions(status, q, api)),
  );
}

export { StudioVideosPage as default } from '#web/features/creator-studio/pages/studio-videos-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'creator-studio', 'dashboards'] };

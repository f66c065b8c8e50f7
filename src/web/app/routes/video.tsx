// /video/:id: the video and its related videos, read for the caller before drawing (the player is in the HTML).
import type { LoaderFunctionArgs } from 'react-router';
import { VideoFamilyMenu } from '#web/features/family';
import { contentQueryOptions, relatedQueryOptions } from '#web/features/video';
import { VideoPage } from '#web/features/video/pages/video-page';
import { useParentChildren } from '../parent-children';
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

/** The video page, with a parent's approve and block menu for their children under the video. */
export default function VideoRoute() {
  const kids = useParentChildren();
  return <VideoPage familyControls={(video) => <VideoFamilyMenu video={video} kids={kids} />} />;
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'domain', 'video'] };

// /child/video/:id: the video (only when the server allows it for this child) and its related videos, read with the
// device's child credential before drawing. A video the server refuses sends the child back to the feed, which says
// why; a used-up day to time-up; a day when learning comes first to the Videos tab's learn-first lock.
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { childContentQueryOptions, childRelatedQueryOptions } from '#web/features/child-mode';
import { isLearnFirstRefusal } from '#web/features/learn';
import { ApiError } from '#web/lib/api-client';
import { redirectWithNotice } from '../notice';
import { prefetch } from '../prefetch';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  let refused: unknown;
  const data = await prefetch(context, (queryClient, api) =>
    Promise.all([
      queryClient.fetchQuery(childContentQueryOptions(id, api)).catch((error: unknown) => {
        refused = error;
      }),
      queryClient.prefetchQuery(childRelatedQueryOptions(id, api)),
    ]),
  );
  if (refused instanceof ApiError && refused.code === 'TIME_UP') throw redirect('/child/time-up');
  // Learning comes first today: the Videos tab shows how much is left, with the way to Learn.
  if (isLearnFirstRefusal(refused)) throw redirect('/child/feed');
  if (refused instanceof ApiError && refused.code === 'FORBIDDEN')
    throw redirectWithNotice('/child/feed', 'not-appropriate');
  return data;
}

export { ChildVideoPage as default } from '#web/features/child-mode/pages/child-video-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common', 'domain', 'video'] };

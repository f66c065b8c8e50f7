// /dashboard/creator: the content manager's counts, the drafts and the moderation messages, read before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import {
  creatorContentQueryOptions,
  myVideosQueryOptions,
  threadsQueryOptions,
} from '#web/features/creator-studio';
import { prefetch } from '../prefetch';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) =>
    Promise.all([
      queryClient.prefetchQuery(creatorContentQueryOptions(api)),
      queryClient.prefetchQuery(myVideosQueryOptions('draft', '', api)),
      queryClient.prefetchQuery(threadsQueryOptions(api)),
    ]),
  );
}

export { CreatorDashboardPage as default } from './creator-dashboard-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = {
  i18n: ['auth', 'common', 'creator-studio', 'dashboards', 'domain', 'submissions', 'uploads', 'video'],
};

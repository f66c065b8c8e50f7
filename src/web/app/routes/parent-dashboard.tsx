// /dashboard/parent: the parent's children and today's prayer times, read before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import { childrenQueryOptions } from '#web/features/children';
import { prayerTimesQueryOptions } from '#web/features/prayer-times';
import { prefetch } from '../prefetch';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) =>
    Promise.all([
      queryClient.prefetchQuery(childrenQueryOptions(api)),
      queryClient.prefetchQuery(prayerTimesQueryOptions(api)),
    ]),
  );
}

export { ParentDashboardPage as default } from './parent-dashboard-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = {
  i18n: [
    'auth',
    'billing',
    'child-mode',
    'children',
    'common',
    'dashboards',
    'domain',
    'family',
    'prayer-times',
  ],
};

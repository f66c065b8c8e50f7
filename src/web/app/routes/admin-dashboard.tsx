// /dashboard/admin: the pending queue and the latest creators, read before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import { adminOverviewQueryOptions } from '#web/features/admin';
import { prefetch } from '../prefetch';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) => queryClient.prefetchQuery(adminOverviewQueryOptions(api)));
}

export { AdminDashboardPage as default } from '#web/features/admin/pages/admin-dashboard-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = {
  i18n: [
    'admin',
    'admin-settings',
    'auth',
    'billing',
    'common',
    'creator-studio',
    'dashboards',
    'domain',
    'outreach',
    'submissions',
    'uploads',
    'video',
  ],
};

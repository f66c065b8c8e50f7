// /dashboard/parent: the parent's children, read before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import { childrenQueryOptions } from '#web/features/children';
import { prefetch } from '../prefetch';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) => queryClient.prefetchQuery(childrenQueryOptions(api)));
}

export { ParentDashboardPage as default } from './parent-dashboard-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = {
  i18n: ['auth', 'billing', 'child-mode', 'children', 'common', 'dashboards', 'domain', 'family'],
};

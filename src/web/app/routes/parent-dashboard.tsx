// /dashboard/parent: the parent's children, read before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import { childrenQueryOptions } from '#web/features/children';
import { prefetch } from '../prefetch';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) => queryClient.prefetchQuery(childrenQueryOptions(api)));
}

export { ParentDashboardPage as default } from './parent-dashboard-page';

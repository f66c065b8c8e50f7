// /dashboard/admin/users/:userId: the user's account, read before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import { adminUserQueryOptions } from '#web/features/admin-users';
import { prefetch } from '../prefetch';

export function loader({ params, context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) =>
    queryClient.prefetchQuery(adminUserQueryOptions(params.userId ?? '', api)),
  );
}

export { AdminUserDetailRoute as default } from './admin-user-detail-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['admin', 'admin-users', 'auth', 'billing', 'common', 'dashboards'] };

export { AdminUserDetailRoute as default } from './admin-user-detail-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['admin', 'admin-users', 'auth', 'billing', 'common', 'dashboards'] };

export { AdminUsersPage as default } from '#web/features/admin-users/pages/admin-users-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['admin', 'admin-users', 'auth', 'common', 'dashboards'] };

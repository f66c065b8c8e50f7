export { AdminSitePage as default } from '#web/features/admin-site/pages/admin-site-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['admin', 'admin-site', 'auth', 'common', 'dashboards'] };

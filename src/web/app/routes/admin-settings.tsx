export { AdminSettingsPage as default } from '#web/features/admin/pages/admin-settings-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['admin', 'admin-settings', 'auth', 'common', 'dashboards', 'outreach'] };

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

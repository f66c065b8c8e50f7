export { AdminContentAllPage as default } from '#web/features/admin/pages/admin-content-all-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = {
  i18n: [
    'admin',
    'auth',
    'common',
    'creator-studio',
    'dashboards',
    'domain',
    'submissions',
    'uploads',
    'video',
  ],
};

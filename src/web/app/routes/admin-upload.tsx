export { AdminUploadPage as default } from '#web/features/admin/pages/admin-upload-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['admin', 'auth', 'common', 'dashboards', 'domain', 'uploads', 'video'] };

export { UploadPreviewPage as default } from '#web/features/uploads/pages/upload-preview-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'dashboards', 'domain', 'uploads', 'video'] };

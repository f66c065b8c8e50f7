export { PendingContentPage as default } from '#web/features/family/pages/pending-content-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'dashboards', 'domain', 'family'] };

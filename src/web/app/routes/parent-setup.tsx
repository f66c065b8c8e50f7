export { ParentSetupPage as default } from '#web/features/parent-setup/pages/parent-setup-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'billing', 'children', 'common', 'domain', 'parent-setup'] };

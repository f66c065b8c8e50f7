export { HalalContentPolicyPage as default } from '#web/features/site/pages/legal-pages';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['common', 'legal'] };

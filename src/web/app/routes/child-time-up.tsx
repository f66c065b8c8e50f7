export { TimeUpPage as default } from '#web/features/child-mode/pages/time-up-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['child-mode', 'common', 'domain'] };

export { EmailVerifiedPage as default } from '#web/features/auth/pages/email-verified-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common'] };

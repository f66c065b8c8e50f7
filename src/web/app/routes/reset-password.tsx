export { ResetPasswordPage as default } from '#web/features/auth/pages/reset-password-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common'] };

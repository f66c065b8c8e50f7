export { RegisterPage as default, registerAction as action } from '#web/features/auth/pages/register-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'outreach'] };

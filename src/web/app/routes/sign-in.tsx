export { SignInPage as default, signInAction as action } from '#web/features/auth/pages/sign-in-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common'] };

export { CompleteProfilePage as default } from '#web/features/profile/pages/complete-profile-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'profile'] };

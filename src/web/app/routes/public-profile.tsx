export { PublicProfilePage as default } from '#web/features/profile/pages/public-profile-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'domain', 'profile', 'video'] };

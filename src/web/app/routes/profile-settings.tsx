export { ProfileSettingsPage as default } from '#web/features/profile/pages/profile-settings-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['admin-settings', 'auth', 'common', 'outreach', 'profile', 'tv'] };

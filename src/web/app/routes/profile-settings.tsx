export { ProfileSettingsPage as default } from '#web/features/profile/pages/profile-settings-page';

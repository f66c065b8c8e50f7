export { AdminSettingsPage as default } from '#web/features/admin/pages/admin-settings-page';

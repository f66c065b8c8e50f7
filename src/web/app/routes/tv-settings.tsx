export { TvSettingsPage as default } from '#web/features/tv/pages/tv-settings-page';

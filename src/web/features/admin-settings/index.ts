// The admin-settings feature's public surface: the live settings hook (TV mode builds on it)
// and its page-wide effects (mounted by the app layout); the settings cards and the dashboard's figures (composed
// by the admin feature's pages).
export { DashboardCharts, DashboardStatCards } from './components/dashboard-figures';
export { LiveSettingsEffects } from './components/live-settings-effects';
export { SettingsCards } from './components/settings-cards';
export { useLiveSetting } from './lib/live-settings';

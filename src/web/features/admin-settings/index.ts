// The admin-settings feature's public surface: the settings cards and the dashboard's figures (composed by the
// admin feature's pages). The live settings they switch are web/lib's (live-settings.ts), followed by every page.
export { DashboardCharts, DashboardStatCards } from './components/dashboard-figures';
export { SettingsCards } from './components/settings-cards';

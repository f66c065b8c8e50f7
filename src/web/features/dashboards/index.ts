// The dashboards feature's public surface: the shell and cards the other features' dashboard pages are built of.
export { DashboardCard, DashboardShell } from './components/dashboard-shell';

// The dashboards feature's public surface: the shell and cards every dashboard page is built of (admin, family,
// creator-studio, and the parent and creator dashboards in app/routes).
export { DashboardCard, DashboardShell } from './components/dashboard-shell';

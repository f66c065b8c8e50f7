// The admin dashboard feature's public surface: app.ts (adminDashboardRoutes). The restore CLI
// (restore-cli.ts, `npm run restore`) and its revenue merge point (revenue-source.ts) live here too.
export { adminBackupRoutes, adminDashboardRoutes } from './dashboard.routes';

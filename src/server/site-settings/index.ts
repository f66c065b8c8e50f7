// The site-settings feature's public surface: app.ts (siteSettingsRoutes), app-deps.ts (the live channel, created
// and started at boot, closed on shutdown), site (the configured site name and support e-mail), mail alerts.
export { ADMIN_ALERT_JOBS, alertAdmins } from './admin-alerts';
export { createLiveSettingsChannel } from './live-settings';
export { siteSettingsAdminRoutes, siteSettingsRoutes } from './site-settings.routes';
export { securitySettings, siteConfig } from './site-settings.service';

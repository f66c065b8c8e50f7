// The site-settings feature's public surface: app.ts (siteSettingsRoutes), index.ts (the live channel,
// started at boot and closed on shutdown), site (the configured site name and support e-mail), mail alerts.
export { ADMIN_ALERT_JOBS, alertAdmins, sendDailyDigest } from './admin-alerts';
export { liveSettingsFor } from './live-settings';
export { siteSettingsAdminRoutes, siteSettingsRoutes } from './site-settings.routes';
export {
  notificationSettings,
  readLiveSettings,
  securitySettings,
  siteConfig,
} from './site-settings.service';

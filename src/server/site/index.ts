// The site feature's public surface: GET /api/site, the landing page's figures, testimonials and featured video,
// and their admin routes; and the landing page's data for its HTML (homeBootFor). Used by app.ts and app-deps.ts.
export { homeBootFor } from './home-boot';
export { siteAdminRoutes, siteRoutes } from './site.routes';
export { SiteStatsCache } from './site.service';

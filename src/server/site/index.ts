// The site feature's public surface: GET /api/site, the landing page's figures, testimonials and featured video,
// and their admin routes. Used by app.ts.
export { siteAdminRoutes, siteRoutes } from './site.routes';

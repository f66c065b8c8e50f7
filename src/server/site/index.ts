// The site feature's public surface (GET /api/site). Used by app.ts only.
export { siteRoutes } from './site.routes';

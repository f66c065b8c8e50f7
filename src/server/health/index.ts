// The health feature's public surface (GET /api/health). Used by app.ts only.
export { healthRoutes } from './health.routes';

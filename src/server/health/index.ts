// The health feature's public surface (GET /api/health, GET /api/health/ready and the node's readiness). Used by
// app.ts (the routes), app-deps.ts (the readiness) and index.ts (marks it ready, drains it).
export { healthRoutes } from './health.routes';
export { Readiness } from './readiness';

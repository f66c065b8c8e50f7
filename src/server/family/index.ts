// The family feature's public surface (parent-only routes under /api/children/:id/* and /api/parent/*). Used by
// app.ts only.
export { familyChildRoutes, familyChildSessionsRoutes, familyParentRoutes } from './family.routes';

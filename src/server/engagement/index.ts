// The engagement feature's public surface: its routes (app.ts), its job (job-definitions.ts) and the key of the
// hashed view addresses (app-deps.ts, derived at start-up).
export { ENGAGEMENT_JOBS } from './engagement.jobs';
export {
  engagementCommentsRoutes,
  engagementContentRoutes,
  engagementProfilesRoutes,
} from './engagement.routes';
export { viewAddressKey } from './view-address';

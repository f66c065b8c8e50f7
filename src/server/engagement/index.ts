// The engagement feature's public surface: its routes (app.ts) and its job (jobs/job-definitions.ts).
export { ENGAGEMENT_JOBS } from './engagement.jobs';
export {
  engagementCommentsRoutes,
  engagementContentRoutes,
  engagementProfilesRoutes,
} from './engagement.routes';

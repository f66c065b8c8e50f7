// The creator studio's public surface: app.ts mounts its routes, job-definitions.ts its jobs;
// accounts deletes a creator's items with their account (deleteContentOfCreatorUser).
export { studioAdminContentRoutes, studioRoutes } from './creator-studio.routes';
export { deleteContentOfCreatorUser } from './delete-content.service';
export { CREATOR_STUDIO_JOBS } from './schedule.jobs';

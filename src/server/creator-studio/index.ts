// The creator studio's public surface (issue 19): app.ts mounts its routes, jobs/job-definitions.ts its jobs.
export { creatorStudioRoutes } from './creator-studio.routes';
export { CREATOR_STUDIO_JOBS } from './schedule.jobs';

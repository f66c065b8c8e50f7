// The moderation feature's public surface (everything else in moderation/ is private), and who uses it:
// app.ts (moderationRoutes); submissions (screenSubmission, insertContentScreenings); youtube-sync
// (loadScreeningRules, insertContentScreenings); creator-studio (SCHEDULED_PUBLISH_JOB, saveScreening, screenOrRefuse).
// Who may call a route, audit recording and id checks are the access layer's (server/access); content rows are the
// content aggregate's (db/repos).
export { moderationRoutes } from './moderation.routes';
export { SCHEDULED_PUBLISH_JOB } from './scheduled-publish';
export { insertContentScreenings, saveScreening } from './screening.repo';
export { loadScreeningRules, screenOrRefuse, screenSubmission } from './screening.service';

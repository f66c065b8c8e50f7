// The moderation feature's public surface (everything else in moderation/ is private), and who uses it:
// app.ts (moderationRoutes); submissions (findOrCreateCreatorProfile, screenSubmission, insertContent,
// insertContentScreenings); youtube-sync (loadScreeningRules, insertContent, insertContentScreenings); creator-studio
// (SCHEDULED_PUBLISH_JOB, saveScreening, screenOrRefuse); db/seed/demo-seed.ts (insertContent). Who may call a
// route, audit recording and id checks are the access layer's (server/access), not moderation's.
export { insertContent } from './content.repo';
export { findOrCreateCreatorProfile } from './creator-profiles.repo';
export { moderationRoutes } from './moderation.routes';
export { SCHEDULED_PUBLISH_JOB } from './scheduled-publish';
export { insertContentScreenings, saveScreening } from './screening.repo';
export { loadScreeningRules, screenOrRefuse, screenSubmission } from './screening.service';

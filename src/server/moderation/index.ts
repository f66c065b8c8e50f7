// The moderation feature's public surface (everything else in moderation/ is private), and who uses it:
// app.ts (moderationRoutes); submissions (screenSubmission, insertContentScreenings, recordAudit); youtube-sync
// (requireAdmin, assertUuid, loadScreeningRules, insertContentScreenings, recordAudit); bulk-import (requireAdmin,
// recordAudit); site (requireAdmin, assertUuid, recordAudit).
export { requireAdmin } from './admin-guard';
export { assertUuid } from './assert-uuid';
export { recordAudit } from './audit.repo';
export { moderationRoutes } from './moderation.routes';
export { SCHEDULED_PUBLISH_JOB } from './scheduled-publish';
export { insertContentScreenings, saveScreening } from './screening.repo';
export { loadScreeningRules, screenOrRefuse, screenSubmission } from './screening.service';

// The moderation feature's public surface (everything else in moderation/ is private). Used by app.ts (routes);
// submissions (creator profile, screening, content and screening rows, audit); youtube-sync (admin guard, screening
// rules, content and screening rows, audit, id check); bulk-import (admin guard, audit); db/seed (insertContent).
export { requireAdmin } from './admin-guard';
export { assertUuid } from './assert-uuid';
export { type AuditEntryInput, recordAudit } from './audit.repo';
export { insertContent, type NewContent } from './content.repo';
export { findOrCreateCreatorProfile } from './creator-profiles.repo';
export { moderationRoutes } from './moderation.routes';
export { insertContentScreenings, type NewContentScreening } from './screening.repo';
export { loadScreeningRules, screenSubmission } from './screening.service';

// The child-mode feature's public surface: what other features may use (everything else in child-mode/ is private).
// app.ts (routes), jobs/job-definitions.ts (jobs), moderation/admin-guard.ts (the cookie name: a device in child
// mode is refused), feed/feed-access.ts and media/content-image-access.ts (is this request a child's? its policy),
// // the parent feature's tests (the view-retention purge).
export { policyFor } from './child-content.service';
export { CHILD_COOKIE } from './child-credential';
export { childSessionFrom, requireActiveChild } from './child-guard';
export { CHILD_MODE_JOBS, purgeOldViews } from './child-mode.jobs';
export { childModeRoutes } from './child-mode.routes';
export { endAllSessionsOfParent } from './child-sessions.repo';

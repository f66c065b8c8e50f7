// The child-mode feature's public surface: what other features may use (everything else in child-mode/ is private).
// app.ts (routes), job-definitions.ts (jobs), admin-users (ending a
// parent's sessions), the family feature's tests (the view-retention purge). Reading the child credential (who is
// calling, the child's policy, the screen-time guard) is the access layer's (server/access).
export { CHILD_MODE_JOBS, purgeOldViews } from './child-mode.jobs';
export { childModeRoutes, childSessionsRoutes } from './child-mode.routes';
export { endAllSessionsOfParent } from './child-sessions.repo';
// The time rules' check, handed to the child guard through AppDeps (app-deps.ts); their inputs for one child, handed
// to the more-time feature the same way (`childTimeInputs`).
export { checkChildTime, loadTimeInputs } from './child-time.service';

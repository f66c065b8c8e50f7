// The time-requests feature's public surface: its routers (mounted in app.ts), its live channel (made in
// app-deps.ts), and the extra time for the screen-time rules: a day's (`grantForDay`, the family-controls contract)
// and what the rules read at an instant, openings included (`grantsForTimeRules`).

export {
  timeRequestsChildRoutes,
  timeRequestsChildrenRoutes,
  timeRequestsParentRoutes,
} from './time-requests.routes';
export { grantForDay, grantsForTimeRules, timeRequestsExport } from './time-requests.service';
export { createTimeRequestsChannel } from './time-requests-live';

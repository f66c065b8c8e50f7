// The time-requests feature's public surface: its routers (mounted in app.ts), its live channel (made in
// app-deps.ts), and the extra time of a day for the screen-time rules (`grantForDay`, the family-controls contract).

export {
  timeRequestsChildRoutes,
  timeRequestsChildrenRoutes,
  timeRequestsParentRoutes,
} from './time-requests.routes';
export { grantForDay, timeRequestsExport } from './time-requests.service';
export { createTimeRequestsChannel } from './time-requests-live';

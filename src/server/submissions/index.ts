// The submissions feature's public surface (everything else in submissions/ is private). Used by app.ts (routes).
export { creatorContentRoutes, submissionsRoutes } from './submissions.routes';
export {
  duplicateSourceAsConflict,
  recordScreening,
  screenOrRefuse,
  sourceColumns,
  submittedColumns,
} from './submissions.service';

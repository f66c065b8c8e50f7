// The bulk-import feature's public surface (everything else in bulk-import/ is private). Used by app.ts (routes) and
// job-definitions.ts (the CSV import job).

export { csvImportJob } from './bulk-import.jobs';
export { bulkImportRoutes } from './bulk-import.routes';

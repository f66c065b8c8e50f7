// The bulk CSV import job: a 'singleton' queue (one import runs at a time across app processes, so two large files
// never compete for the database); a failed run is retried and resumes after its last committed chunk.
import type { JobDefinition } from '#server/jobs/job-queue';
import { CSV_IMPORT_JOB, CSV_IMPORT_RETRY_LIMIT, importIdFrom, runCsvImport } from './bulk-import.service';

export const csvImportJob: JobDefinition = {
  name: CSV_IMPORT_JOB,
  policy: 'singleton',
  retryLimit: CSV_IMPORT_RETRY_LIMIT,
  // A large file is imported in committed chunks; a run cut off by this resumes after its last chunk.
  maxSeconds: () => 60 * 60,
  handler: async (data, deps) => runCsvImport(deps, importIdFrom(data)),
};

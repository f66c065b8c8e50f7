// The auto-sync job: a 'stately' queue (at most one waiting and one running, across processes), scheduled by
// the admin switch (the schedule is stored by pg-boss in PostgreSQL, so it survives restarts).
import type { JobDefinition } from '#server/jobs/job-queue';
import { AUTO_SYNC_JOB, runAutoSync } from './youtube-sync.service';

export const youtubeAutoSyncJob: JobDefinition = {
  name: AUTO_SYNC_JOB,
  policy: 'stately',
  retryLimit: 0,
  // Every followed channel's feed fetched, each request bounded by YOUTUBE_FETCH_TIMEOUT_MS.
  maxSeconds: () => 30 * 60,
  handler: async (_data, deps) => runAutoSync(deps),
};

// Scheduled jobs of child mode and family data: the every-minute session check and the daily purge of old
// viewing history (VIEW_RETENTION_MONTHS).
import type { Database } from '#server/db/client';
import type { JobDefinition } from '#server/jobs/job-queue';
import { sweepChildSessions } from './child-sessions.service';
import { deleteViewsOlderThan } from './content-views.repo';

/** Deletes views older than `months` calendar months before `now`; returns how many went. */
export async function purgeOldViews(db: Database, months: number, now: Date = new Date()): Promise<number> {
  return deleteViewsOlderThan(db, months, now);
}

export const CHILD_MODE_JOBS: readonly JobDefinition[] = [
  {
    name: 'child-sessions-sweep',
    policy: 'singleton',
    cron: '* * * * *',
    retryLimit: 0,
    handler: async (_data, deps) => {
      const result = await sweepChildSessions(deps.db, deps.clock(), deps.childTime);
      if (result.ended || result.timedOut) deps.logger.info(result, 'child sessions swept');
    },
  },
  {
    name: 'purge-old-content-views',
    policy: 'singleton',
    cron: '17 3 * * *',
    handler: async (_data, deps) => {
      const purged = await purgeOldViews(deps.db, deps.env.VIEW_RETENTION_MONTHS);
      deps.logger.info({ purged, months: deps.env.VIEW_RETENTION_MONTHS }, 'old viewing history purged');
    },
  },
];

// A moderator approved an item before its creator's chosen time: one persisted job per item (singleton key = the
// item's id) publishes it then. The job's handler lives in creator-studio and is guarded in SQL, so a retried or
// duplicated job never publishes twice; a sweep there also catches items whose job could not be queued.

import { statusAndSchedule } from './content-queue.repo';
import type { NotifyDeps } from './creator-notifications';

export const SCHEDULED_PUBLISH_JOB = 'content-scheduled-publish';

export async function enqueueScheduledPublish(deps: NotifyDeps, contentId: string): Promise<void> {
  const row = await statusAndSchedule(deps.db, contentId);
  if (!deps.jobs || row?.status !== 'scheduled' || !row.scheduledPublishAt) return;
  try {
    await deps.jobs.send(
      SCHEDULED_PUBLISH_JOB,
      { contentId },
      {
        singletonKey: `${contentId}@${row.scheduledPublishAt.toISOString()}`,
        startAfter: row.scheduledPublishAt,
      },
    );
  } catch (error) {
    deps.logger.error(
      { err: error, contentId },
      'could not queue the scheduled publication (the sweep will)',
    );
  }
}

// Scheduled publication: the per-item job queued when a moderator approves an item before its creator's
// time (singleton key per item and time), and a once-a-minute sweep for any whose job could not be queued. Both
// publish only a 'scheduled' item whose time has come, in one guarded UPDATE: a retried, duplicated or restarted
// job never publishes twice, and each publication is audited once.

import { recordAudit } from '#server/access';
import type { Database, DbOrTx } from '#server/db/client';
import { publishAllDue, publishDueItem } from '#server/db/repos/content.repo';
import type { JobDefinition } from '#server/jobs/job-queue';
import { SCHEDULED_PUBLISH_JOB } from '#server/moderation';
import { isUuid } from '#shared/ids';

async function audited(tx: DbOrTx, ids: string[]) {
  for (const id of ids) {
    await recordAudit(tx, {
      actorId: null,
      action: 'content.scheduled_publish',
      targetType: 'content',
      targetId: id,
      before: { status: 'scheduled' },
      after: { status: 'published' },
    });
  }
}

/** Publishes the item if it is still scheduled and due; true when this call published it. */
export async function publishScheduledItem(db: Database, contentId: string) {
  if (!isUuid(contentId)) return false;
  return db.transaction(async (tx) => {
    const published = await publishDueItem(tx, contentId);
    if (published) await audited(tx, [contentId]);
    return published;
  });
}

export async function publishDueScheduledItems(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ids = await publishAllDue(tx);
    await audited(tx, ids);
    return ids;
  });
}

export const CREATOR_STUDIO_JOBS: readonly JobDefinition[] = [
  {
    name: SCHEDULED_PUBLISH_JOB,
    retryLimit: 5,
    handler: async (data, deps) => {
      const contentId = (data as { contentId?: unknown }).contentId;
      if (typeof contentId !== 'string') return;
      if (await publishScheduledItem(deps.db, contentId))
        deps.logger.info({ contentId }, 'scheduled item published');
    },
  },
  {
    name: 'content-scheduled-sweep',
    policy: 'singleton',
    cron: '* * * * *',
    handler: async (_data, deps) => {
      const ids = await publishDueScheduledItems(deps.db);
      if (ids.length) deps.logger.info({ ids }, 'scheduled items published by the sweep');
    },
  },
];

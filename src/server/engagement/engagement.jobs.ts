// Engagement's background job: counted views keep their address hash only as long as the view cap needs it (24 h).
// Decision 008.
import { and, isNotNull, lt } from 'drizzle-orm';
import { LIMITS } from '../../shared/domain';
import type { Database } from '../db/client';
import { contentViews } from '../db/schema/content';
import type { JobDefinition } from '../jobs/job-queue';

/** Clears the address hash of views older than the view cooldown; returns how many were cleared. */
export async function forgetViewAddressHashes(db: Database, now: Date = new Date()): Promise<number> {
  const result = await db
    .update(contentViews)
    .set({ countedAddressHash: null })
    .where(
      and(
        isNotNull(contentViews.countedAddressHash),
        lt(contentViews.createdAt, new Date(now.getTime() - LIMITS.viewCooldownMs)),
      ),
    );
  return result.rowCount ?? 0;
}

export const ENGAGEMENT_JOBS: readonly JobDefinition[] = [
  {
    name: 'forget-view-address-hashes',
    policy: 'singleton',
    cron: '41 * * * *',
    handler: async (_data, deps) => {
      const cleared = await forgetViewAddressHashes(deps.db);
      if (cleared) deps.logger.info({ cleared }, 'view address hashes forgotten');
    },
  },
];

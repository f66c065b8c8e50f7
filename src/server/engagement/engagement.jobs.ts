// Engagement's background job: counted views keep their address hash only as long as the view cap needs it (24 h).
// Decision 008.

import type { Database } from '#server/db/client';
import type { JobDefinition } from '#server/jobs/job-queue';
import { LIMITS } from '#shared/domain';
import { clearViewAddressHashesBefore } from './engagement.repo';

/** Clears the address hash of views older than the view cooldown; returns how many were cleared. */
export async function forgetViewAddressHashes(db: Database, now: Date = new Date()): Promise<number> {
  return clearViewAddressHashesBefore(db, new Date(now.getTime() - LIMITS.viewCooldownMs));
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

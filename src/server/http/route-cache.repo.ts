// The route cache's one statement (http/route-cache.ts): the notice every node's cache follows after an
// administrator's write.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';

/** Sent after every successful administrator write: what admins edit (testimonials, the featured video…) is kept. */
export const ADMIN_WRITES_CHANNEL = 'route_cache_changed';

export async function announceAdminWrite(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${ADMIN_WRITES_CHANNEL}, '')`);
}

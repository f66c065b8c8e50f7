// The one query of the rate limits counted here (http/rate-limit.ts): count an attempt in a fixed window, kept in
// better-auth's `rate_limits` table so it holds across processes. One atomic upsert per attempt: PostgreSQL locks
// the key's row, so concurrent attempts cannot both slip under the limit (decision 008).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { rateLimits } from '#server/db/schema/auth';

/**
 * Counts one attempt under `key` and returns the attempts in the current window and when it started. For our keys
 * `last_request` holds the start of the current window (epoch ms, the app clock, as better-auth writes it);
 * rejected attempts are counted too but never extend the window.
 */
export async function countAttempt(
  db: DbOrTx,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ count: number; windowStart: number }> {
  const expired = sql`${rateLimits.lastRequest} <= ${now - windowMs}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now}::bigint else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  if (!row) throw new Error('rate limit upsert returned nothing');
  return row;
}

// Per-user limits on posting (comments, reports), kept in better-auth's `rate_limits` table so they hold across
// processes. One atomic upsert per attempt: PostgreSQL locks the key's row, so concurrent attempts cannot both slip
// under the limit. Decision 008.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { ENGAGEMENT_LIMITS, ENGAGEMENT_MESSAGES } from '../../shared/engagement';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/auth';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';

/**
 * A fixed window: at most `max` attempts from the first attempt until `windowMs` later. Keep `windowMs` at or below
 * 60 s: better-auth prunes rows whose `last_request` is older than its longest window (60 s), whatever their key.
 */
export type RateLimitRule = { name: string; max: number; windowMs: number };

export const RATE_LIMITS = {
  comment: { name: 'comment', max: ENGAGEMENT_LIMITS.commentsPerMinute, windowMs: 60_000 },
  report: { name: 'report', max: ENGAGEMENT_LIMITS.reportsPerMinute, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/** Our keys never collide with better-auth's (an address followed by a path). */
export const rateLimitKey = (rule: RateLimitRule, subject: string) => `engagement:${rule.name}:${subject}`;

/**
 * Counts one attempt and says whether it is within the limit. For our keys `last_request` holds the start of the
 * current window (epoch ms, the app clock, as better-auth writes it); rejected attempts are counted too but never
 * extend the window.
 */
export async function consumeRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: number = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const expired = sql`${rateLimits.lastRequest} <= ${now - rule.windowMs}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: rateLimitKey(rule, subject), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now}::bigint else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  if (!row) throw new Error('rate limit upsert returned nothing');
  return {
    allowed: row.count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((row.windowStart + rule.windowMs - now) / 1000)),
  };
}

/** Throws 429 RATE_LIMITED (with Retry-After) once `subject` has used up `rule`. */
export async function enforceRateLimit(c: Context<AppEnv>, rule: RateLimitRule, subject: string) {
  const { allowed, retryAfterSeconds } = await consumeRateLimit(c.get('deps').db, rule, subject);
  if (allowed) return;
  c.header('Retry-After', String(retryAfterSeconds));
  throw new AppError('RATE_LIMITED', ENGAGEMENT_MESSAGES.rateLimited);
}

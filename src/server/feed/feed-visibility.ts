// The feed_visibility setting: when it is not public, only signed-in people may read the catalog (enforced here).
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { CHILD_MODE_MESSAGES } from '../../shared/child-mode';
import { ENGAGEMENT_MESSAGES } from '../../shared/engagement';
import { childSessionFrom } from '../child-mode';
import type { Database } from '../db/client';
import { systemSettings } from '../db/schema/settings';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import { currentUser } from '../http/session';

/**
 * Read on every catalog request, so it is remembered briefly per database: another process (or a direct SQL edit)
 * is seen within this time; the settings writer in this process calls `forgetFeedVisibility` to apply at once.
 */
const CACHE_MS = 5_000;
const cache = new WeakMap<Database, { isPublic: boolean; until: number }>();

/** `value.public` is a boolean, but older writers stored it as a JSON string; a missing row means public. */
export function isPublicValue(value: unknown): boolean {
  let parsed = value;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return true;
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return true;
  const flag = (parsed as { public?: unknown }).public;
  return !(flag === false || flag === 'false');
}

export async function isFeedPublic(db: Database): Promise<boolean> {
  const cached = cache.get(db);
  if (cached && cached.until > Date.now()) return cached.isPublic;
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, 'feed_visibility'))
    .limit(1);
  const isPublic = row ? isPublicValue(row.value) : true;
  cache.set(db, { isPublic, until: Date.now() + CACHE_MS });
  return isPublic;
}

/** The remembered setting while it is fresh, without reading the database; undefined when it must be read. */
export function feedPublicIfKnown(db: Database): boolean | undefined {
  const cached = cache.get(db);
  return cached && cached.until > Date.now() ? cached.isPublic : undefined;
}

export function forgetFeedVisibility(db: Database): void {
  cache.delete(db);
}

/** Anonymous visitors get 401 'Authentication required' while the feed is private; the web shows a sign-in prompt. */
export const requireFeedAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  // A device in child mode reads the catalog only through /api/child/* (the child's content policy), also after
  // its local storage was cleared (decision 007).
  if (await childSessionFrom(c)) throw new AppError('FORBIDDEN', CHILD_MODE_MESSAGES.useChildArea);
  const { db } = c.get('deps');
  if (!(await isFeedPublic(db)) && !(await currentUser(c))) {
    throw new AppError('NOT_AUTHENTICATED', ENGAGEMENT_MESSAGES.authenticationRequired);
  }
  await next();
};

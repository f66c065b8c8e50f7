// The feed_visibility setting: when it is not public, only signed-in people may read the catalog (feed's
// requireFeedAccess and media's image access enforce it).
import type { Database } from '#server/db/client';
import { findFeedVisibilityValue } from './catalog.repo';

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
  const row = await findFeedVisibilityValue(db);
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

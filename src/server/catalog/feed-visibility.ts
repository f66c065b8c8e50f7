// The feed_visibility setting: when it is not public, only signed-in people may read the catalog (feed's
// requireFeedAccess and media's image access enforce it).
import type { Database } from '#server/db/client';
import { findFeedVisibilityValue } from './catalog.repo';

/**
 * Read on every catalog request, so it is remembered briefly: another process (or a direct SQL edit) is seen within
 * this time; the settings writer and the live settings channel of this process call `forget` to apply at once.
 */
const CACHE_MS = 5_000;

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

/** The setting of one database, remembered for CACHE_MS (one per process, created at start-up, held in AppDeps). */
export class FeedVisibility {
  private cached: { isPublic: boolean; until: number } | undefined;

  constructor(private readonly db: Database) {}

  async isPublic(): Promise<boolean> {
    const cached = this.cached;
    if (cached && cached.until > Date.now()) return cached.isPublic;
    const row = await findFeedVisibilityValue(this.db);
    const isPublic = row ? isPublicValue(row.value) : true;
    this.cached = { isPublic, until: Date.now() + CACHE_MS };
    return isPublic;
  }

  /** The remembered setting while it is fresh, without reading the database; undefined when it must be read. */
  ifKnown(): boolean | undefined {
    const cached = this.cached;
    return cached && cached.until > Date.now() ? cached.isPublic : undefined;
  }

  forget(): void {
    this.cached = undefined;
  }
}

declare module '#server/http/app-env' {
  interface AppDeps {
    /** The feed_visibility setting, remembered briefly. */
    feedVisibility: FeedVisibility;
  }
}

// The tallest rendition a viewer's master playlist lists, from the plan (Free plays up to 480p, Premium
// HD): a parent's own tier; a child device's parent's tier; staff and creators (previewing, moderating) the whole
// ladder; anyone else the Free plan's.
import type { Context } from 'hono';
import { childSessionFrom, currentUser } from '#server/access';
import { parentTierOf } from '#server/billing';
import type { AppEnv } from '#server/http/app-env';
import { maxVideoHeightFor } from '#shared/plans';
import { HLS_LADDER } from '#shared/uploads';

export const TALLEST_RENDITION = 1080;

export async function playbackMaxHeight(c: Context<AppEnv>): Promise<number> {
  const viewer = await currentUser(c);
  if (viewer?.role === 'admin' || viewer?.role === 'creator') return TALLEST_RENDITION;
  if (viewer?.role === 'parent') return maxVideoHeightFor(await parentTierOf(c.get('deps').db, viewer.id));
  const child = await childSessionFrom(c);
  return maxVideoHeightFor(child?.parent.subscriptionTier ?? 'Basic');
}

/** The ladder's lowest rung (360p): every viewer may play it, whatever the plan. */
const LOWEST_RENDITION: number = HLS_LADDER[0].height;

/**
 * Whether a viewer whose plan allows `maxHeight` may play the rendition of this height: the master playlist lists
 * only these, and the variant playlists and segments are served only for these (a URL typed by hand is no way past
 * the plan).
 */
export function mayPlayRendition(height: number, maxHeight: number): boolean {
  return height === LOWEST_RENDITION || height <= maxHeight;
}

/**
 * Whether a shared cache may keep this rendition's files: only what the Free plan plays (a visitor's), so that a
 * cache never hands a Premium viewer's HD segment to someone else.
 */
export function renditionForEveryone(height: number): boolean {
  return mayPlayRendition(height, maxVideoHeightFor('Basic'));
}

// The tallest rendition a viewer's master playlist lists, from the plan (Free plays up to 480p, Premium
// HD): a parent's own tier; a child device's parent's tier; staff and creators (previewing, moderating) the whole
// ladder; anyone else the Free plan's. And which soundtrack of an item a viewer hears.
import type { Context } from 'hono';
import { childSessionFrom, currentUser } from '#server/access';
import { parentTierOf } from '#server/billing';
import type { AppEnv } from '#server/http/app-env';
import { maxVideoHeightFor } from '#shared/plans';
import { hearsVocalsOnly } from '#shared/soundtracks';
import { HLS_LADDER } from '#shared/uploads';
import { playableSoundtrack } from './soundtracks.repo';

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

/** The soundtrack a viewer of an item may hear, and whether they hear nothing else (decision 034-s). */
export type SoundtrackPlan = {
  /** The soundtrack upload whose `vocals/` this viewer is given, or null (none, or not for this viewer yet). */
  soundtrackId: string | null;
  /** A moderator accepted it (one being reviewed is given only to its creator and the moderators). */
  accepted: boolean;
  /** A child who may not hear instruments, of an item whose vocals-only mix a moderator accepted: only that mix. */
  vocalsOnly: boolean;
};

/**
 * A soundtrack is heard once a moderator accepted it; before that only by the item's creator and the moderators
 * (to listen to it). A child whose family avoids instruments is given the vocals-only mix and nothing else.
 */
export async function soundtrackPlan(
  c: Context<AppEnv>,
  subject: { id: string; creatorUserId: string | null; videoOnly: boolean | null },
): Promise<SoundtrackPlan> {
  const none = { soundtrackId: null, accepted: false, vocalsOnly: false };
  if (!subject.videoOnly) return none;
  const soundtrack = await playableSoundtrack(c.get('deps').db, subject.id);
  if (!soundtrack) return none;
  if (!soundtrack.accepted) {
    const viewer = await currentUser(c);
    const reviewer = viewer?.role === 'admin' || (viewer !== null && viewer?.id === subject.creatorUserId);
    return reviewer ? { soundtrackId: soundtrack.id, accepted: false, vocalsOnly: false } : none;
  }
  const child = await childSessionFrom(c);
  return {
    soundtrackId: soundtrack.id,
    accepted: true,
    vocalsOnly: child !== null && hearsVocalsOnly(child.child),
  };
}

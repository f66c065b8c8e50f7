// The tallest rendition a viewer's master playlist lists, from the plan (issue 16: Free plays up to 480p, Premium
// HD): a parent's own tier; a child device's parent's tier; staff and creators (previewing, moderating) the whole
// ladder; anyone else the Free plan's.
import type { Context } from 'hono';
import { parentTierOf } from '#server/billing';
import { childSessionFrom } from '#server/child-mode';
import type { AppEnv } from '#server/http/app-env';
import { currentUser } from '#server/http/session';
import { maxVideoHeightFor } from '#shared/plans';

export const TALLEST_RENDITION = 1080;

export async function playbackMaxHeight(c: Context<AppEnv>): Promise<number> {
  const viewer = await currentUser(c);
  if (viewer?.role === 'admin' || viewer?.role === 'creator') return TALLEST_RENDITION;
  if (viewer?.role === 'parent') return maxVideoHeightFor(await parentTierOf(c.get('deps').db, viewer.id));
  const child = await childSessionFrom(c);
  return maxVideoHeightFor(child?.parent.subscriptionTier ?? 'Basic');
}

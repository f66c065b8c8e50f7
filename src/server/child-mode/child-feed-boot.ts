// What a child's device needs for the first render of /child/feed, computed for its HTML (decision 026): the answers
// GET /api/child/session and GET /api/child/feed would give this same request, through the same guard, so the page
// starts with its tiles instead of two round trips after the scripts. Null where either would be an error (no
// session, ended, time up): the page then asks the API itself and shows what it says.
import type { Context } from 'hono';
import { policyFor, requireActiveChild } from '#server/access';
import { childFeedPage } from '#server/catalog';
import type { AppEnv } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import type { ChildFeedBoot } from '#shared/child-mode';
import { feedQuerySchema } from '#shared/feed.schema';
import { sessionInfo } from './child-sessions.service';

export async function childFeedForPage(c: Context<AppEnv>): Promise<ChildFeedBoot | null> {
  try {
    const active = await requireActiveChild(c);
    const feed = await childFeedPage(c.get('deps'), policyFor(active), feedQuerySchema.parse({}));
    return { session: sessionInfo(active, active.usedSeconds), feed };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

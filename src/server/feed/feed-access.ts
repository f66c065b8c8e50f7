// The door of every catalog list and item outside child mode: child devices go to /api/child/*, and anonymous
// visitors are turned away while the feed is private (the feed_visibility setting: catalog/feed-visibility.ts).
import type { Context, MiddlewareHandler } from 'hono';
import { getPublishedContent, isFeedPublic } from '#server/catalog';
import { childSessionFrom } from '#server/child-mode';
import type { AppEnv } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import { currentUser } from '#server/http/session';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import { ENGAGEMENT_MESSAGES } from '#shared/engagement';
import type { ContentDetail } from '#shared/feed.schema';
import { isUuid } from '#shared/ids';

/** Why this request may not read the catalog here, or null when it may. */
async function feedAccessRefusal(c: Context<AppEnv>): Promise<AppError | null> {
  // A device in child mode reads the catalog only through /api/child/* (the child's content policy), also after
  // its local storage was cleared (decision 007).
  if (await childSessionFrom(c)) return new AppError('FORBIDDEN', CHILD_MODE_MESSAGES.useChildArea);
  const { db } = c.get('deps');
  if (!(await isFeedPublic(db)) && !(await currentUser(c))) {
    return new AppError('NOT_AUTHENTICATED', ENGAGEMENT_MESSAGES.authenticationRequired);
  }
  return null;
}

/** Anonymous visitors get 401 'Authentication required' while the feed is private; the web shows a sign-in prompt. */
export const requireFeedAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const refusal = await feedAccessRefusal(c);
  if (refusal) throw refusal;
  await next();
};

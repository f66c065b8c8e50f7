// Who may load a content item's thumbnail: the same people who may see the item itself (media and image proxy).
import type { Context } from 'hono';
import { childSessionFrom, currentUser, isEmailVerified, policyFor } from '#server/access';
import { requireAllowed } from '#server/catalog';
import type { AppEnv } from '#server/http/app-env';
import { AppError, notFound } from '#server/http/app-error';
import { ENGAGEMENT_MESSAGES } from '#shared/engagement';
import type { ImageSubject } from './media.repo';

export const THUMBNAIL_NOT_FOUND = 'thumbnailNotFound';

/**
 * Throws unless this request may see the image of `subject` (undefined: an image that shows none of our items).
 * - A device in child mode sees only images of items its child's policy allows (403 otherwise, 404 for none),
 *   exactly as `/api/child/*` decides: it must keep its thumbnails while the parent's session is parked.
 * - While the feed is private, anonymous visitors get 401 'Authentication required', as `/api/feed` answers.
 * - An unpublished item's image is only for its creator, admins, and, while it is pending, verified parents (those
 *   who may read the pending queue: decision 010); a draft only for its creator (it is theirs until submitted);
 *   everyone else gets the same 404 as for an unknown item.
 * Answers whether the image may be kept by shared caches (public feed, published item, no child credential).
 */
export async function requireContentImageAccess(
  c: Context<AppEnv>,
  subject: ImageSubject | undefined,
): Promise<{ shareable: boolean }> {
  const { db, feedVisibility } = c.get('deps');
  const child = await childSessionFrom(c);
  if (child) {
    if (!subject) throw notFound(THUMBNAIL_NOT_FOUND);
    await requireAllowed(db, policyFor(child), subject.id);
    return { shareable: false };
  }
  const feedPublic = await feedVisibility.isPublic();
  const user = feedPublic && subject?.status === 'published' ? null : await currentUser(c);
  if (!feedPublic && !user) {
    throw new AppError('NOT_AUTHENTICATED', ENGAGEMENT_MESSAGES.authenticationRequired);
  }
  if (!subject || subject.status === 'published') return { shareable: feedPublic };
  const allowed =
    user !== null &&
    ((user.role === 'admin' && subject.status !== 'draft') ||
      (subject.creatorUserId !== null && subject.creatorUserId === user.id) ||
      (subject.status === 'pending' && user.role === 'parent' && (await isEmailVerified(db, user.id))));
  if (!allowed) throw notFound(THUMBNAIL_NOT_FOUND);
  return { shareable: false };
}

/** `public` only when any visitor may be given the same bytes; otherwise the browser alone may keep it. */
export function imageCacheControl(shareable: boolean, maxAgeSeconds: number): string {
  return `${shareable ? 'public' : 'private'}, max-age=${maxAgeSeconds}`;
}

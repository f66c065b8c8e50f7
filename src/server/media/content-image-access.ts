// Who may load a content item's thumbnail: the same people who may see the item itself (media and image proxy).
import { eq, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Category, ContentStatus, SourceType } from '../../shared/domain';
import { ENGAGEMENT_MESSAGES } from '../../shared/engagement';
import { policyFor, requireAllowed } from '../child-mode/child-content.service';
import { childSessionFrom } from '../child-mode/child-sessions.service';
import type { Database } from '../db/client';
import { content } from '../db/schema/content';
import { creatorProfiles } from '../db/schema/users';
import { isFeedPublic } from '../feed/feed-visibility';
import type { AppEnv } from '../http/app-env';
import { AppError, notFound } from '../http/app-error';
import { currentUser, isEmailVerified } from '../http/session';

export const THUMBNAIL_NOT_FOUND = 'Thumbnail not found';

/** What the access rule needs to know about the item an image shows, and what a drawn thumbnail shows of it. */
export type ImageSubject = {
  id: string;
  status: ContentStatus;
  creatorUserId: string | null;
  title: string;
  category: Category;
  sourceType: SourceType;
};

const imageSubjectColumns = {
  id: content.id,
  status: content.status,
  creatorUserId: creatorProfiles.userId,
  title: content.title,
  category: content.category,
  sourceType: content.sourceType,
};

/** The item (any status) with its creator's user id, by a column of `content`; undefined when there is none. */
export async function findImageSubject(db: Database, where: SQL): Promise<ImageSubject | undefined> {
  const [row] = await db
    .select(imageSubjectColumns)
    .from(content)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(where)
    .limit(1);
  return row;
}

/**
 * Throws unless this request may see the image of `subject` (undefined: an image that shows none of our items).
 * - A device in child mode sees only images of items its child's policy allows (403 otherwise, 404 for none),
 *   exactly as `/api/child/*` decides: it must keep its thumbnails while the parent's session is parked.
 * - While the feed is private, anonymous visitors get 401 'Authentication required', as `/api/feed` answers.
 * - An unpublished item's image is only for its creator, admins, and, while it is pending, verified parents (those
 *   who may read the pending queue: decision 010); everyone else gets the same 404 as for an unknown item.
 * Answers whether the image may be kept by shared caches (public feed, published item, no child credential).
 */
export async function requireContentImageAccess(
  c: Context<AppEnv>,
  subject: ImageSubject | undefined,
): Promise<{ shareable: boolean }> {
  const { db } = c.get('deps');
  const child = await childSessionFrom(c);
  if (child) {
    if (!subject) throw notFound(THUMBNAIL_NOT_FOUND);
    await requireAllowed(db, policyFor(child), subject.id);
    return { shareable: false };
  }
  const feedPublic = await isFeedPublic(db);
  const user = feedPublic && subject?.status === 'published' ? null : await currentUser(c);
  if (!feedPublic && !user) {
    throw new AppError('NOT_AUTHENTICATED', ENGAGEMENT_MESSAGES.authenticationRequired);
  }
  if (!subject || subject.status === 'published') return { shareable: feedPublic };
  const allowed =
    user !== null &&
    (user.role === 'admin' ||
      (subject.creatorUserId !== null && subject.creatorUserId === user.id) ||
      (subject.status === 'pending' && user.role === 'parent' && (await isEmailVerified(db, user.id))));
  if (!allowed) throw notFound(THUMBNAIL_NOT_FOUND);
  return { shareable: false };
}

/** `public` only when any visitor may be given the same bytes; otherwise the browser alone may keep it. */
export function imageCacheControl(shareable: boolean, maxAgeSeconds: number): string {
  return `${shareable ? 'public' : 'private'}, max-age=${maxAgeSeconds}`;
}

// Drizzle queries of media: the item (any status) a content image shows, with its creator's user id.
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { content } from '#server/db/schema/content';
import { creatorProfiles } from '#server/db/schema/users';
import type { Category, ContentStatus, SourceType } from '#shared/domain';

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

async function findImageSubject(db: Database, where: SQL): Promise<ImageSubject | undefined> {
  const [row] = await db
    .select(imageSubjectColumns)
    .from(content)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(where)
    .limit(1);
  return row;
}

/** The item with this id; undefined when there is none. */
export function findImageSubjectById(db: Database, id: string): Promise<ImageSubject | undefined> {
  return findImageSubject(db, eq(content.id, id));
}

/** The item of this YouTube video (a proxied thumbnail names it); undefined when none of our items is it. */
export function findImageSubjectByYoutubeVideoId(
  db: Database,
  videoId: string,
): Promise<ImageSubject | undefined> {
  return findImageSubject(db, eq(content.youtubeVideoId, videoId));
}

// Submission queries: is this video already on the platform, how many items a user submitted in the last hour, and
// the creator dashboard's lists (latest items, rejections with reasons). New rows go through moderation's insertContent.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { content } from '#server/db/schema/content';
import { creatorProfiles } from '#server/db/schema/users';

/** The source of a submission as content columns; exactly one of the ids is set. */
export type SubmissionSource = {
  youtubeVideoId: string | null;
  instagramStoryId: string | null;
  instagramReelId: string | null;
  tiktokVideoId: string | null;
};

export async function sourceOnPlatform(db: DbOrTx, source: SubmissionSource): Promise<boolean> {
  const condition = source.youtubeVideoId
    ? eq(content.youtubeVideoId, source.youtubeVideoId)
    : source.instagramStoryId
      ? and(eq(content.sourceType, 'instagram'), eq(content.instagramStoryId, source.instagramStoryId))
      : source.instagramReelId
        ? and(eq(content.sourceType, 'instagram_reel'), eq(content.instagramReelId, source.instagramReelId))
        : and(eq(content.sourceType, 'tiktok'), eq(content.tiktokVideoId, source.tiktokVideoId ?? ''));
  const [row] = await db.select({ id: content.id }).from(content).where(condition).limit(1);
  return Boolean(row);
}

export async function submissionsInLastHour(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(content)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(and(eq(creatorProfiles.userId, userId), gt(content.createdAt, sql`now() - interval '1 hour'`)));
  return row?.n ?? 0;
}

export async function creatorProfileIdOf(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [profile] = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, userId));
  return profile?.id;
}

const overviewColumns = {
  id: content.id,
  title: content.title,
  status: content.status,
  rejectionReason: content.rejectionReason,
  createdAt: content.createdAt,
  updatedAt: content.updatedAt,
};

/** The creator's newest items, newest first. */
export function latestOfCreator(db: DbOrTx, creatorProfileId: string, limit: number) {
  return db
    .select(overviewColumns)
    .from(content)
    .where(eq(content.creatorProfileId, creatorProfileId))
    .orderBy(desc(content.createdAt), desc(content.id))
    .limit(limit);
}

/** The creator's rejected items, most recently decided first. */
export function rejectedOfCreator(db: DbOrTx, creatorProfileId: string, limit: number) {
  return db
    .select(overviewColumns)
    .from(content)
    .where(and(eq(content.creatorProfileId, creatorProfileId), eq(content.status, 'rejected')))
    .orderBy(desc(content.updatedAt))
    .limit(limit);
}

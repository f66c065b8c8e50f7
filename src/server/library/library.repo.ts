// Every query of the TV library (decision 017): watch-later rows and playback progress, owned by a user or a child.
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type FeedRow, feedColumns } from '#server/catalog';
import type { DbOrTx } from '#server/db/client';
import { content, contentLikes } from '#server/db/schema/content';
import { watchLater, watchProgress } from '#server/db/schema/library';
import { creatorProfiles } from '#server/db/schema/users';

/** Who owns the rows: a signed-in user or a child profile. */
export type LibraryOwner = { userId: string } | { childId: string };

const published = eq(content.status, 'published');

function ownerOf(table: typeof watchLater | typeof watchProgress, owner: LibraryOwner): SQL {
  return 'userId' in owner ? eq(table.userId, owner.userId) : eq(table.childId, owner.childId);
}

function ownerColumns(owner: LibraryOwner) {
  return 'userId' in owner
    ? { userId: owner.userId, childId: null }
    : { userId: null, childId: owner.childId };
}

export async function isPublished(db: DbOrTx, contentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.id, contentId), published));
  return Boolean(row);
}

/** Adds to watch later; adding twice keeps the first row (idempotent). */
export async function addWatchLater(db: DbOrTx, owner: LibraryOwner, contentId: string): Promise<void> {
  const values = { ...ownerColumns(owner), contentId };
  const target =
    'userId' in owner
      ? [watchLater.userId, watchLater.contentId]
      : [watchLater.childId, watchLater.contentId];
  const where =
    'userId' in owner ? sql`${watchLater.userId} is not null` : sql`${watchLater.childId} is not null`;
  await db.insert(watchLater).values(values).onConflictDoNothing({ target, where });
}

export async function removeWatchLater(db: DbOrTx, owner: LibraryOwner, contentId: string): Promise<void> {
  await db.delete(watchLater).where(and(ownerOf(watchLater, owner), eq(watchLater.contentId, contentId)));
}

/** Saves the position (an upsert: the player's retries and repeated saves leave one row). */
export async function upsertProgress(
  db: DbOrTx,
  owner: LibraryOwner,
  contentId: string,
  positionSeconds: number,
  durationSeconds: number,
  now: Date,
): Promise<void> {
  const values = { ...ownerColumns(owner), contentId, positionSeconds, durationSeconds, updatedAt: now };
  const target =
    'userId' in owner
      ? [watchProgress.userId, watchProgress.contentId]
      : [watchProgress.childId, watchProgress.contentId];
  const targetWhere =
    'userId' in owner ? sql`${watchProgress.userId} is not null` : sql`${watchProgress.childId} is not null`;
  await db
    .insert(watchProgress)
    .values(values)
    .onConflictDoUpdate({ target, targetWhere, set: { positionSeconds, durationSeconds, updatedAt: now } });
}

export type ProgressRow = FeedRow & { positionSeconds: number; durationSeconds: number };

/** Unfinished videos, most recently watched first. */
export async function findContinueWatching(
  db: DbOrTx,
  owner: LibraryOwner,
  limit: number,
): Promise<ProgressRow[]> {
  return db
    .select({
      ...feedColumns,
      positionSeconds: watchProgress.positionSeconds,
      durationSeconds: watchProgress.durationSeconds,
    })
    .from(watchProgress)
    .innerJoin(content, eq(content.id, watchProgress.contentId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(
      and(
        ownerOf(watchProgress, owner),
        published,
        sql`${watchProgress.positionSeconds} > 0`,
        sql`(${watchProgress.durationSeconds} = 0 or ${watchProgress.positionSeconds} < ${watchProgress.durationSeconds} - 5)`,
      ),
    )
    .orderBy(desc(watchProgress.updatedAt))
    .limit(limit) as Promise<ProgressRow[]>;
}

export async function findWatchLater(db: DbOrTx, owner: LibraryOwner, limit: number): Promise<FeedRow[]> {
  return db
    .select(feedColumns)
    .from(watchLater)
    .innerJoin(content, eq(content.id, watchLater.contentId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(and(ownerOf(watchLater, owner), published))
    .orderBy(desc(watchLater.createdAt))
    .limit(limit) as Promise<FeedRow[]>;
}

export async function findLiked(db: DbOrTx, userId: string, limit: number): Promise<FeedRow[]> {
  return db
    .select(feedColumns)
    .from(contentLikes)
    .innerJoin(content, eq(content.id, contentLikes.contentId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(and(eq(contentLikes.userId, userId), published))
    .orderBy(desc(contentLikes.createdAt))
    .limit(limit) as Promise<FeedRow[]>;
}

/** A child's library rows for the family's data export. */
export async function childLibraryRows(db: DbOrTx, childId: string) {
  const later = await db
    .select({ contentId: watchLater.contentId, addedAt: watchLater.createdAt })
    .from(watchLater)
    .where(eq(watchLater.childId, childId))
    .orderBy(desc(watchLater.createdAt));
  const progress = await db
    .select({
      contentId: watchProgress.contentId,
      positionSeconds: watchProgress.positionSeconds,
      durationSeconds: watchProgress.durationSeconds,
      updatedAt: watchProgress.updatedAt,
    })
    .from(watchProgress)
    .where(eq(watchProgress.childId, childId))
    .orderBy(desc(watchProgress.updatedAt));
  return { watchLater: later, watchProgress: progress };
}

// The content aggregate (decision 030-r): a content row is written here and nowhere else (the bulk CSV import's
// chunk insert is the one exception: each chunk travels as one JSON parameter for speed, decision 013), and the
// questions every submitting feature asks about content (is this source on the platform, how many items did this
// account make in the last hour) have one query each. Each feature's own rules decide when these run.
import { and, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { content } from '#server/db/schema/content';
import { creatorProfiles, users } from '#server/db/schema/users';
import type { ContentStatus } from '#shared/domain';

export type ContentRow = typeof content.$inferSelect;
export type NewContent = typeof content.$inferInsert;
export type ContentValues = Partial<NewContent>;

/**
 * Inserts the rows and returns their ids and YouTube video ids, in insert order. With `skipExistingVideos`, a row
 * whose YouTube video is already on the platform is skipped (ON CONFLICT DO NOTHING) and missing from the answer.
 * Each caller passes its own columns: no defaults are added here.
 */
export async function insertContent(
  db: DbOrTx,
  rows: NewContent | NewContent[],
  options: { skipExistingVideos?: boolean } = {},
): Promise<{ id: string; youtubeVideoId: string | null }[]> {
  const values = Array.isArray(rows) ? rows : [rows];
  if (values.length === 0) return [];
  const insert = db.insert(content).values(values);
  const returning = { id: content.id, youtubeVideoId: content.youtubeVideoId };
  return options.skipExistingVideos
    ? insert.onConflictDoNothing({ target: content.youtubeVideoId }).returning(returning)
    : insert.returning(returning);
}

/**
 * Items the account's creator profile made in the last hour, drafts included: the one count behind the hourly
 * submission limit, whichever form (link, draft) the item came through.
 */
export async function itemsMadeInLastHour(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(content)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(and(eq(creatorProfiles.userId, userId), gt(content.createdAt, sql`now() - interval '1 hour'`)));
  return row?.n ?? 0;
}

/** The source of an item as content columns; exactly one of the ids is set. */
export type ContentSource = {
  youtubeVideoId: string | null;
  instagramStoryId: string | null;
  instagramReelId: string | null;
  tiktokVideoId: string | null;
};

/** Some item already holds this source (YouTube video id or social post id); `exceptId` leaves one item out. */
export async function sourceOnPlatform(
  db: DbOrTx,
  source: ContentSource,
  exceptId?: string,
): Promise<boolean> {
  const condition = source.youtubeVideoId
    ? eq(content.youtubeVideoId, source.youtubeVideoId)
    : source.instagramStoryId
      ? and(eq(content.sourceType, 'instagram'), eq(content.instagramStoryId, source.instagramStoryId))
      : source.instagramReelId
        ? and(eq(content.sourceType, 'instagram_reel'), eq(content.instagramReelId, source.instagramReelId))
        : and(eq(content.sourceType, 'tiktok'), eq(content.tiktokVideoId, source.tiktokVideoId ?? ''));
  const [row] = await db
    .select({ id: content.id })
    .from(content)
    .where(exceptId === undefined ? condition : and(condition, ne(content.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The item, whole; with `ofCreatorProfile` only if that creator profile made it (someone else's item is simply not
 * found). `lock: 'update'` holds the row until the transaction ends.
 */
export async function contentById(
  db: DbOrTx,
  id: string,
  options: { ofCreatorProfile?: string; lock?: 'update' } = {},
): Promise<ContentRow | undefined> {
  const conditions: SQL[] = [eq(content.id, id)];
  if (options.ofCreatorProfile !== undefined)
    conditions.push(eq(content.creatorProfileId, options.ofCreatorProfile));
  const query = db
    .select()
    .from(content)
    .where(and(...conditions));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  return row;
}

/** How many items are in this status. */
export async function countWithStatus(db: DbOrTx, status: ContentStatus): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(content)
    .where(eq(content.status, status));
  return row?.n ?? 0;
}

/** Every item of a creator profile, locked FOR UPDATE (their account is being deleted). */
export async function lockItemsOfCreatorProfile(db: DbOrTx, creatorProfileId: string): Promise<ContentRow[]> {
  return db.select().from(content).where(eq(content.creatorProfileId, creatorProfileId)).for('update');
}

/**
 * Changes the item's columns; `updatedAt` moves to now unless given. `touch: false` writes exactly the values given
 * (undoing a publication restores the row as it was, its old `updatedAt` included when it is known).
 */
export async function updateContent(
  db: DbOrTx,
  id: string,
  values: ContentValues,
  options: { touch?: boolean } = {},
): Promise<void> {
  const set = options.touch === false ? values : { ...values, updatedAt: values.updatedAt ?? new Date() };
  await db.update(content).set(set).where(eq(content.id, id));
}

/** Moves the item from one status to another; true only for the one call that made the change. */
export async function changeStatus(
  db: DbOrTx,
  id: string,
  from: ContentStatus,
  to: ContentStatus,
): Promise<boolean> {
  const changed = await db
    .update(content)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(content.id, id), eq(content.status, from)))
    .returning({ id: content.id });
  return changed.length === 1;
}

/** Adds one counted view to the item's view count; answers the new count (undefined: no such item). */
export async function addCountedView(db: DbOrTx, id: string): Promise<number | undefined> {
  const [row] = await db
    .update(content)
    .set({ viewCount: sql`${content.viewCount} + 1` })
    .where(eq(content.id, id))
    .returning({ viewCount: content.viewCount });
  return row?.viewCount;
}

/**
 * Moves a draft to pending only if it is still a draft; false when another request got there first. A submission is
 * a revision of its own even when no reviewed field changed since the draft was saved (content_new_revision adds
 * the same one when they did).
 */
export async function moveDraftToPending(db: DbOrTx, id: string, values: ContentValues): Promise<boolean> {
  const rows = await db
    .update(content)
    .set({
      ...values,
      status: 'pending',
      rejectionReason: null,
      revision: sql`${content.revision} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(content.id, id), eq(content.status, 'draft')))
    .returning({ id: content.id });
  return rows.length === 1;
}

/** Publishes one scheduled item whose time has come; guarded so it happens exactly once. */
export async function publishDueItem(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(content)
    .set({ status: 'published', publishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(eq(content.id, id), eq(content.status, 'scheduled'), sql`${content.scheduledPublishAt} <= now()`),
    )
    .returning({ id: content.id });
  return rows.length === 1;
}

/** Publishes every scheduled item whose time has come (the sweep behind the per-item jobs). */
export async function publishAllDue(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .update(content)
    .set({ status: 'published', publishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(content.status, 'scheduled'), sql`${content.scheduledPublishAt} <= now()`))
    .returning({ id: content.id });
  return rows.map((row) => row.id);
}

export async function deleteContent(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(content).where(inArray(content.id, ids));
}

const overviewColumns = {
  id: content.id,
  title: content.title,
  status: content.status,
  rejectionReason: content.rejectionReason,
  createdAt: content.createdAt,
  updatedAt: content.updatedAt,
};

/** The creator's newest items, newest first (the creator dashboard's overview). */
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

/**
 * Whom to e-mail about an item: its title and rejection reason, the creator's name, the profile's and the account's
 * address and the account's language (moderation notices and moderators' messages alike).
 */
export async function creatorContactOfContent(db: DbOrTx, contentId: string) {
  const [row] = await db
    .select({
      title: content.title,
      reason: content.rejectionReason,
      name: creatorProfiles.fullName,
      profileEmail: creatorProfiles.email,
      userEmail: users.email,
      locale: users.locale,
    })
    .from(content)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .leftJoin(users, eq(users.id, creatorProfiles.userId))
    .where(eq(content.id, contentId));
  return row;
}

// Drizzle queries for what people do with a published video: likes, comments, reports, counted views, neighbours.
import { and, asc, desc, eq, gt, gte, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { type FeedRow, feedColumns } from '#server/catalog';
import type { Database } from '#server/db/client';
import { addCountedView } from '#server/db/repos/content.repo';
import {
  content,
  contentComments,
  contentLikes,
  contentReports,
  contentViews,
} from '#server/db/schema/content';
import { creatorProfiles, users } from '#server/db/schema/users';
import type { Category, ReportReason } from '#shared/domain';

const published = eq(content.status, 'published');

export async function findPublishedSummary(db: Database, id: string) {
  const [row] = await db
    .select({ id: content.id, category: content.category, ageRange: content.ageRange })
    .from(content)
    .where(and(eq(content.id, id), published))
    .limit(1);
  return row;
}

export async function likeState(db: Database, contentId: string, userId: string | null) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      liked: userId
        ? sql<boolean>`coalesce(bool_or(${contentLikes.userId} = ${userId}), false)`
        : sql<boolean>`false`,
    })
    .from(contentLikes)
    .where(eq(contentLikes.contentId, contentId));
  return { count: row?.count ?? 0, liked: row?.liked ?? false };
}

export async function insertLike(db: Database, contentId: string, userId: string) {
  await db.insert(contentLikes).values({ contentId, userId }).onConflictDoNothing();
}

export async function deleteLike(db: Database, contentId: string, userId: string) {
  await db
    .delete(contentLikes)
    .where(and(eq(contentLikes.contentId, contentId), eq(contentLikes.userId, userId)));
}

const commentColumns = {
  id: contentComments.id,
  text: contentComments.content,
  createdAt: contentComments.createdAt,
  userId: contentComments.userId,
  authorName: users.name,
  authorImage: users.image,
};

export async function findComments(db: Database, contentId: string, limit: number, offset: number) {
  return db
    .select(commentColumns)
    .from(contentComments)
    .innerJoin(users, eq(users.id, contentComments.userId))
    .where(eq(contentComments.contentId, contentId))
    .orderBy(desc(contentComments.createdAt), desc(contentComments.id))
    .limit(limit)
    .offset(offset);
}

export async function insertComment(db: Database, contentId: string, userId: string, text: string) {
  const [row] = await db
    .insert(contentComments)
    .values({ contentId, userId, content: text })
    .returning({ id: contentComments.id });
  if (!row) throw new Error('comment insert returned nothing');
  const [created] = await db
    .select(commentColumns)
    .from(contentComments)
    .innerJoin(users, eq(users.id, contentComments.userId))
    .where(eq(contentComments.id, row.id));
  if (!created) throw new Error('comment vanished after insert');
  return created;
}

export async function findComment(db: Database, id: string) {
  const [row] = await db
    .select({ id: contentComments.id, userId: contentComments.userId, contentId: contentComments.contentId })
    .from(contentComments)
    .where(eq(contentComments.id, id))
    .limit(1);
  return row;
}

export async function deleteComment(db: Database, id: string) {
  await db.delete(contentComments).where(eq(contentComments.id, id));
}

export async function insertReport(
  db: Database,
  input: { contentId: string; userId: string; reason: ReportReason; details: string },
) {
  const [row] = await db.insert(contentReports).values(input).returning({ id: contentReports.id });
  return row;
}

/**
 * Whether this device, or this signed-in viewer, reported a human view of the content since `since`: one probe of
 * `content_views_content_device_idx` and one of `content_views_content_viewer_idx` (an OR in one WHERE would read
 * every recent view of the item instead).
 */
export function recentViewQuery(input: {
  contentId: string;
  deviceId: string;
  viewerId: string | null;
  since: Date;
}): SQL {
  const recentBy = (who: SQL) =>
    sql`exists (select 1 from ${contentViews} where ${and(
      eq(contentViews.contentId, input.contentId),
      who,
      gt(contentViews.createdAt, input.since),
      eq(contentViews.isBot, false),
    )})`;
  const byDevice = recentBy(eq(contentViews.deviceId, input.deviceId));
  return input.viewerId
    ? sql`select ${byDevice} or ${recentBy(eq(contentViews.viewerId, input.viewerId))} as recent`
    : sql`select ${byDevice} as recent`;
}

/**
 * Records one view. In one transaction, serialised per (content, device), per (content, signed-in viewer) and per
 * (content, client address) with advisory locks, so racing reports cannot both count: a human view counts unless
 * the same device or signed-in viewer already reported this content in the cooldown window, or its client address
 * already used up its counted views of this content in that window; bots never count. A view is stored when it
 * counts or when a signed-in viewer made it; an anonymous report that did not count is not. A view that counts
 * keeps the address hash (nothing else does). `view_count` only ever moves here, atomically.
 */
export async function recordView(
  db: Database,
  input: {
    contentId: string;
    deviceId: string;
    viewerId: string | null;
    /** Keyed hash of the client address for this content (view-address.ts); never the address itself. */
    addressHash: string;
    userAgent: string | null;
    isBot: boolean;
    viewDuration: number;
    cooldownMs: number;
    countedPerAddress: number;
  },
): Promise<{ counted: boolean; viewCount: number }> {
  return db.transaction(async (tx) => {
    const locks = [
      `view:${input.contentId}:${input.deviceId}`,
      `view-address:${input.contentId}:${input.addressHash}`,
      ...(input.viewerId ? [`view-viewer:${input.contentId}:${input.viewerId}`] : []),
    ].sort(); // one global order: two reports never wait on each other's locks crosswise
    let counted = false;
    // A bot never counts, so it needs no lock and never holds up people's views.
    if (!input.isBot) {
      for (const lock of locks) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
      }
      const since = new Date(Date.now() - input.cooldownMs);
      const { rows } = await tx.execute<{ recent: boolean }>(recentViewQuery({ ...input, since }));
      if (!rows[0]?.recent) {
        const [fromAddress] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(contentViews)
          .where(
            and(
              eq(contentViews.contentId, input.contentId),
              eq(contentViews.countedAddressHash, input.addressHash),
              gt(contentViews.createdAt, since),
            ),
          );
        counted = (fromAddress?.n ?? 0) < input.countedPerAddress;
      }
    }
    // A report by a visitor who is not signed in that did not count is not kept: it feeds no figure and no
    // cooldown (a counted view is the device's, a bot's never counted), and anyone could add such rows without end
    // with made-up device ids.
    if (counted || input.viewerId !== null)
      await tx.insert(contentViews).values({
        contentId: input.contentId,
        deviceId: input.deviceId,
        viewerId: input.viewerId,
        userAgent: input.userAgent?.slice(0, 512) ?? null,
        isBot: input.isBot,
        viewDuration: input.viewDuration,
        countedAddressHash: counted ? input.addressHash : null,
        counted,
      });
    const viewCount = counted
      ? await addCountedView(tx, input.contentId)
      : (
          await tx
            .select({ viewCount: content.viewCount })
            .from(content)
            .where(eq(content.id, input.contentId))
        )[0]?.viewCount;
    return { counted, viewCount: viewCount ?? 0 };
  });
}

/** Newest published videos of the same category, excluding this one, at or below an age band. */
export async function findRelated(
  db: Database,
  input: { id: string; category: Category; maxAgeBand: number; limit: number },
): Promise<FeedRow[]> {
  const conditions: SQL[] = [published, eq(content.category, input.category), ne(content.id, input.id)];
  if (input.maxAgeBand < 4) conditions.push(sql`${content.ageRange} <= ${input.maxAgeBand}`);
  return db
    .select(feedColumns)
    .from(content)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(and(...conditions))
    .orderBy(desc(content.createdAt))
    .limit(input.limit) as Promise<FeedRow[]>;
}

/** A random other published video: one step along the random-key index from a random point, wrapping once. */
export async function findRandomOtherId(db: Database, excludeId: string): Promise<string | null> {
  const start = Math.random();
  const pick = async (range: SQL) => {
    const [row] = await db
      .select({ id: content.id })
      .from(content)
      .where(and(published, ne(content.id, excludeId), range))
      .orderBy(asc(content.randomKey))
      .limit(1);
    return row?.id ?? null;
  };
  return (await pick(gte(content.randomKey, start))) ?? (await pick(lt(content.randomKey, start)));
}

/** The latest published videos of the creator profile that belongs to this user. */
export async function findCreatorVideos(db: Database, userId: string, limit: number): Promise<FeedRow[]> {
  return db
    .select(feedColumns)
    .from(content)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(and(eq(creatorProfiles.userId, userId), published))
    .orderBy(desc(content.createdAt))
    .limit(limit) as Promise<FeedRow[]>;
}

export async function userExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row);
}

/** Clears the address hash of views created before `before` (the view cap no longer needs it); returns how many. */
export async function clearViewAddressHashesBefore(db: Database, before: Date): Promise<number> {
  const result = await db
    .update(contentViews)
    .set({ countedAddressHash: null })
    .where(and(isNotNull(contentViews.countedAddressHash), lt(contentViews.createdAt, before)));
  return result.rowCount ?? 0;
}

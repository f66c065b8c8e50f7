// The creator studio's message threads between a creator and the moderators: messages, who read them when, the
// creator's list of threads with unread counts, and whom to e-mail about a moderator's message.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { isForeignKeyViolation } from '#server/db/errors';
import { content } from '#server/db/schema/content';
import { contentMessages, contentThreadReads } from '#server/db/schema/creator-studio';

/** The outer query's item, spelled out: inside a subquery an unqualified "id" would be the subquery's own. */
export const itemId = sql.raw('"content"."id"');

/** A moderator's messages on the outer query's item this reader has not read yet. */
export const unreadOf = (userId: string) => sql<number>`(
  select count(*)::int from ${contentMessages} m
  where m.content_id = ${itemId} and m.author_role = 'moderator'
    and m.created_at > coalesce((select r.last_read_at from ${contentThreadReads} r
      where r.content_id = ${itemId} and r.user_id = ${userId}), '-infinity'::timestamptz))`;

export async function insertMessage(
  db: DbOrTx,
  row: { contentId: string; authorId: string; authorRole: 'creator' | 'moderator'; body: string },
) {
  try {
    const [inserted] = await db.insert(contentMessages).values(row).returning();
    return inserted;
  } catch (error) {
    // The item was deleted by another request after it was checked: no message, and no 500.
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}

export function threadMessages(db: DbOrTx, contentId: string) {
  return db
    .select({
      id: contentMessages.id,
      authorRole: contentMessages.authorRole,
      kind: contentMessages.kind,
      body: contentMessages.body,
      createdAt: contentMessages.createdAt,
    })
    .from(contentMessages)
    .where(eq(contentMessages.contentId, contentId))
    .orderBy(contentMessages.createdAt, contentMessages.id);
}

/**
 * Marks the thread read for the reader. Best effort: when the item (or the reader's account) was deleted by another
 * request between reading the thread and this write, there is nothing left to mark, and the read still succeeds.
 */
export async function markThreadRead(db: DbOrTx, contentId: string, userId: string): Promise<void> {
  try {
    await db
      .insert(contentThreadReads)
      .values({ contentId, userId, lastReadAt: sql`now()` })
      .onConflictDoUpdate({
        target: [contentThreadReads.contentId, contentThreadReads.userId],
        set: { lastReadAt: sql`now()` },
      });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/** The creator's threads (items with at least one message), latest activity first, with unread counts. */
export async function threadsOfCreator(db: DbOrTx, profileId: string, userId: string) {
  const last = sql`(select m.body from ${contentMessages} m where m.content_id = ${itemId} order by m.created_at desc, m.id desc limit 1)`;
  const lastAt = sql`(select max(m.created_at) from ${contentMessages} m where m.content_id = ${itemId})`;
  return db
    .select({
      contentId: content.id,
      title: content.title,
      status: content.status,
      lastMessage: sql<string>`${last}`,
      lastAt: sql<Date>`${lastAt}`.mapWith((value: string | Date) => new Date(value)),
      unread: unreadOf(userId),
    })
    .from(content)
    .where(
      and(
        eq(content.creatorProfileId, profileId),
        sql`exists (select 1 from ${contentMessages} m where m.content_id = ${itemId})`,
      ),
    )
    .orderBy(sql`${lastAt} desc`)
    .limit(100);
}

// Drizzle queries of a child's counted view: the locks that serialise it, the cooldown probe, the insert and count.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { childSessions } from '#server/db/schema/children';
import { content, contentViews } from '#server/db/schema/content';

/** Holds the session row (FOR SHARE) until the transaction ends; false when the session is gone. */
export async function lockChildSession(tx: DbOrTx, sessionId: string): Promise<boolean> {
  const [session] = await tx
    .select({ id: childSessions.id })
    .from(childSessions)
    .where(eq(childSessions.id, sessionId))
    .for('share');
  return Boolean(session);
}

/** Locks the content row (FOR UPDATE) so two tabs cannot both count the same view. */
export async function lockContentRow(tx: DbOrTx, contentId: string): Promise<void> {
  await tx.select({ id: content.id }).from(content).where(eq(content.id, contentId)).for('update');
}

/** Whether this child has a view of the item since `since`. */
export async function hasChildViewSince(
  tx: DbOrTx,
  childId: string,
  contentId: string,
  since: Date,
): Promise<boolean> {
  const [recent] = await tx
    .select({ id: contentViews.id })
    .from(contentViews)
    .where(
      and(
        eq(contentViews.childId, childId),
        eq(contentViews.contentId, contentId),
        gte(contentViews.createdAt, since),
      ),
    )
    .limit(1);
  return Boolean(recent);
}

/** Inserts the counted view and adds one to the item's view count. */
export async function insertChildView(
  tx: DbOrTx,
  view: Omit<typeof contentViews.$inferInsert, 'id'> & { contentId: string },
): Promise<void> {
  await tx.insert(contentViews).values(view);
  await tx
    .update(content)
    .set({ viewCount: sql`${content.viewCount} + 1` })
    .where(eq(content.id, view.contentId));
}

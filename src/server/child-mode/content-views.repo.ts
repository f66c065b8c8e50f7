// Drizzle queries child mode makes on viewing history: a counted view (its locks, the cooldown probe, the insert
// and count), watched seconds added to a view, and the retention purge.
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { addCountedView } from '#server/db/repos/content.repo';
import { childSessions } from '#server/db/schema/children';
import { contentViews } from '#server/db/schema/content';

/** This child's views of this item since `since`. */
function childViewsSince(childId: string, contentId: string, since: Date) {
  return and(
    eq(contentViews.childId, childId),
    eq(contentViews.contentId, contentId),
    gte(contentViews.createdAt, since),
  );
}

/** Holds the session row (FOR SHARE) until the transaction ends; false when the session is gone. */
export async function lockChildSession(tx: DbOrTx, sessionId: string): Promise<boolean> {
  const [session] = await tx
    .select({ id: childSessions.id })
    .from(childSessions)
    .where(eq(childSessions.id, sessionId))
    .for('share');
  return Boolean(session);
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
    .where(childViewsSince(childId, contentId, since))
    .limit(1);
  return Boolean(recent);
}

/** Inserts the counted view and adds one to the item's view count. */
export async function insertChildView(
  tx: DbOrTx,
  view: Omit<typeof contentViews.$inferInsert, 'id'> & { contentId: string },
): Promise<void> {
  await tx.insert(contentViews).values({ ...view, counted: true });
  await addCountedView(tx, view.contentId);
}

/** Adds seconds to the child's latest view of this item since `since` (no view then: nothing to add to). */
export async function addSecondsToRecentView(
  tx: DbOrTx,
  childId: string,
  contentId: string,
  since: Date,
  seconds: number,
): Promise<void> {
  const [view] = await tx
    .select({ id: contentViews.id })
    .from(contentViews)
    .where(childViewsSince(childId, contentId, since))
    .orderBy(desc(contentViews.createdAt))
    .limit(1);
  if (!view) return;
  await tx
    .update(contentViews)
    .set({ viewDuration: sql`${contentViews.viewDuration} + ${seconds}` })
    .where(eq(contentViews.id, view.id));
}

/** Deletes views older than `months` calendar months before `now`; returns how many went. */
export async function deleteViewsOlderThan(db: DbOrTx, months: number, now: Date): Promise<number> {
  const deleted = await db
    .delete(contentViews)
    .where(
      lt(contentViews.createdAt, sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`),
    )
    .returning({ id: contentViews.id });
  return deleted.length;
}

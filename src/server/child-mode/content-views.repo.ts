// Drizzle queries child mode makes on viewing history: watched seconds added to a view, and the retention purge.
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { contentViews } from '#server/db/schema/content';

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
    .where(
      and(
        eq(contentViews.childId, childId),
        eq(contentViews.contentId, contentId),
        gte(contentViews.createdAt, since),
      ),
    )
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

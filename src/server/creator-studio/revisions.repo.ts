// Revisions of a published item: at most one waits for a moderator, and each is decided exactly once.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { contentRevisions, type RevisionFields } from '#server/db/schema/creator-studio';

export async function pendingRevision(db: DbOrTx, contentId: string) {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.contentId, contentId), eq(contentRevisions.status, 'pending')));
  return row;
}

/** Replaces the item's waiting revision (at most one waits, by a partial unique index) with this one. */
export async function upsertPendingRevision(
  db: DbOrTx,
  contentId: string,
  authorId: string,
  fields: RevisionFields,
) {
  await db
    .update(contentRevisions)
    .set({ status: 'withdrawn', decidedAt: sql`now()` })
    .where(and(eq(contentRevisions.contentId, contentId), eq(contentRevisions.status, 'pending')));
  const [row] = await db.insert(contentRevisions).values({ contentId, authorId, fields }).returning();
  return row;
}

export async function decideRevision(
  db: DbOrTx,
  id: string,
  status: 'approved' | 'rejected' | 'withdrawn',
  by: string | null,
): Promise<boolean> {
  const rows = await db
    .update(contentRevisions)
    .set({ status, decidedAt: sql`now()`, decidedBy: by })
    .where(and(eq(contentRevisions.id, id), eq(contentRevisions.status, 'pending')))
    .returning({ id: contentRevisions.id });
  return rows.length === 1;
}

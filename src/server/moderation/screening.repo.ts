// Screening queries: the terms admins added to the data file's word lists, and the stored screening result of an item.
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { content } from '#server/db/schema/content';
import { contentScreenings, screeningTerms } from '#server/db/schema/moderation';
import type { ScreeningReason, ScreeningResult } from '#shared/screening';

/** Every added term, oldest first. */
export function addedScreeningTerms(db: DbOrTx) {
  return db
    .select({ id: screeningTerms.id, reason: screeningTerms.reason, term: screeningTerms.term })
    .from(screeningTerms)
    .orderBy(asc(screeningTerms.createdAt));
}

export async function insertScreeningTerm(
  db: DbOrTx,
  values: { reason: ScreeningReason; term: string; createdBy: string },
): Promise<{ id: string; reason: ScreeningReason; term: string } | undefined> {
  const [row] = await db
    .insert(screeningTerms)
    .values(values)
    .returning({ id: screeningTerms.id, reason: screeningTerms.reason, term: screeningTerms.term });
  return row;
}

/** Deletes the term and returns it, or undefined when there was none. */
export async function deleteScreeningTerm(db: DbOrTx, id: string) {
  const [row] = await db.delete(screeningTerms).where(eq(screeningTerms.id, id)).returning();
  return row;
}

export type NewContentScreening = typeof contentScreenings.$inferInsert;

/** Stores the screening results of newly inserted items (one row per item). */
export async function insertContentScreenings(db: DbOrTx, rows: NewContentScreening[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(contentScreenings).values(rows);
}

/**
 * Stores the screening of the item's current revision (replacing an older one). Called in the transaction that wrote
 * the revision, after the write, so the number read here is the one the screened text got.
 */
export async function saveScreening(
  db: DbOrTx,
  contentId: string,
  screening: ScreeningResult,
): Promise<void> {
  const values = {
    compliant: screening.compliant,
    confidence: screening.confidence,
    reasons: screening.reasons,
    metadataChecked: screening.metadataChecked,
    revision: sql<number>`(select ${content.revision} from ${content} where ${content.id} = ${contentId})`,
    createdAt: new Date(),
  };
  await db
    .insert(contentScreenings)
    .values({ contentId, ...values })
    .onConflictDoUpdate({ target: contentScreenings.contentId, set: values });
}

/**
 * The stored screening moves to the item's current revision: for a change that screened text did not see (a
 * moderator's decision on the values axes), so the screening stays shown with the item.
 */
export async function carryScreeningForward(db: DbOrTx, contentId: string): Promise<void> {
  await db
    .update(contentScreenings)
    .set({
      revision: sql<number>`(select ${content.revision} from ${content} where ${content.id} = ${contentId})`,
    })
    .where(eq(contentScreenings.contentId, contentId));
}

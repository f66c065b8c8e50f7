// Drizzle queries of autoplay in child mode: the next video offered to a device, and the videos autoplay started in
// a row per child (across devices).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { childSessions } from '#server/db/schema/children';
import { childAutoplayRuns } from '#server/db/schema/screen-time';

/** Remembers the video `…/next` offered this session (null: none): the only one autoplay may start there. */
export async function offerNext(db: DbOrTx, sessionId: string, contentId: string | null): Promise<void> {
  await db.update(childSessions).set({ nextOfferedId: contentId }).where(eq(childSessions.id, sessionId));
}

/**
 * Takes the session's offer of `contentId`, once: of two starts of the same offer, one finds it (true), the other
 * finds it gone.
 */
export async function takeOffer(tx: DbOrTx, sessionId: string, contentId: string): Promise<boolean> {
  const taken = await tx
    .update(childSessions)
    .set({ nextOfferedId: null })
    .where(and(eq(childSessions.id, sessionId), eq(childSessions.nextOfferedId, contentId)))
    .returning({ id: childSessions.id });
  return taken.length > 0;
}

/**
 * One more autoplayed video for the child, only while fewer than `limit` ran in a row: one statement, so starts
 * arriving together from several devices wait on the child's row and never pass the limit. Returns the new count,
 * or null when the run is already at the limit.
 */
export async function addAutoplayed(tx: DbOrTx, childId: string, limit: number, now: Date) {
  const [row] = await tx
    .insert(childAutoplayRuns)
    .values({ childId, videos: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: childAutoplayRuns.childId,
      set: { videos: sql`${childAutoplayRuns.videos} + 1`, updatedAt: now },
      setWhere: sql`${childAutoplayRuns.videos} < ${limit}`,
    })
    .returning({ videos: childAutoplayRuns.videos });
  return row?.videos ?? null;
}

/** A video the child chose: the run of autoplayed videos starts again from none. */
export async function resetAutoplayed(db: DbOrTx, childId: string, now: Date): Promise<void> {
  await db
    .insert(childAutoplayRuns)
    .values({ childId, videos: 0, updatedAt: now })
    .onConflictDoUpdate({ target: childAutoplayRuns.childId, set: { videos: 0, updatedAt: now } });
}

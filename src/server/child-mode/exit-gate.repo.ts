// Drizzle queries for the exit gate: the math answer stored on the session, the parent's PIN and wrong-try lock,
// and ending the session on a right answer.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { childSessions } from '#server/db/schema/children';

export async function setExitAnswer(db: DbOrTx, sessionId: string, answer: number): Promise<void> {
  await db.update(childSessions).set({ exitAnswer: answer }).where(eq(childSessions.id, sessionId));
}

export async function findExitAnswer(db: DbOrTx, sessionId: string): Promise<number | null | undefined> {
  const [row] = await db
    .select({ answer: childSessions.exitAnswer })
    .from(childSessions)
    .where(eq(childSessions.id, sessionId));
  return row?.answer;
}

/** Ends the session and voids its credential; a session that had already ended keeps its end time. */
export async function endSessionOnExit(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(childSessions)
    .set({
      sessionStatus: 'ended',
      endedAt: sql`coalesce(${childSessions.endedAt}, ${now.toISOString()}::timestamptz)`,
      tokenHash: null,
      exitAnswer: null,
    })
    .where(eq(childSessions.id, sessionId));
}

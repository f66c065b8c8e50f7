// Drizzle queries for the exit gate: the math answer stored on the session, the parent's PIN and wrong-try lock,
// and ending the session on a right answer.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { childSessions } from '#server/db/schema/children';
import { parentProfiles } from '#server/db/schema/users';

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

export async function findExitLock(db: DbOrTx, parentId: string) {
  const [profile] = await db
    .select({
      lockedUntil: parentProfiles.exitLockedUntil,
      pinHash: parentProfiles.exitPinHash,
    })
    .from(parentProfiles)
    .where(eq(parentProfiles.userId, parentId));
  return profile;
}

/** Counts one more wrong try and returns the parent's count so far. */
export async function addFailedExitAttempt(db: DbOrTx, parentId: string): Promise<number> {
  const [updated] = await db
    .update(parentProfiles)
    .set({ exitFailedAttempts: sql`${parentProfiles.exitFailedAttempts} + 1` })
    .where(eq(parentProfiles.userId, parentId))
    .returning({ attempts: parentProfiles.exitFailedAttempts });
  return updated?.attempts ?? 0;
}

export async function lockExitUntil(db: DbOrTx, parentId: string, until: Date): Promise<void> {
  await db
    .update(parentProfiles)
    .set({ exitFailedAttempts: 0, exitLockedUntil: until })
    .where(eq(parentProfiles.userId, parentId));
}

export async function clearExitAttempts(db: DbOrTx, parentId: string): Promise<void> {
  await db
    .update(parentProfiles)
    .set({ exitFailedAttempts: 0, exitLockedUntil: null })
    .where(eq(parentProfiles.userId, parentId));
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

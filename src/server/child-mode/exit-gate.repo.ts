// Drizzle queries for the exit gate: the math answer stored on the session, the parent's PIN and wrong-try lock,
// and ending the session on a right answer.
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
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

/**
 * Takes one try from the parent's allowance before the answer is checked, in one conditional UPDATE: the row
 * lock serialises simultaneous tries, so however many arrive together at most `max` are ever checked per lock
 * period. The try that uses up the allowance sets the lock itself, so a process that dies mid-check cannot
 * leave the allowance used up without a lock that ends. A lock that has run out starts a new allowance.
 * Nothing is returned while the parent is locked out (or the allowance is all in flight).
 */
export async function takeExitAttempt(
  db: DbOrTx,
  parentId: string,
  now: Date,
  max: number,
  lockedUntil: Date,
): Promise<{ pinHash: string | null } | undefined> {
  const expired = sql`${parentProfiles.exitLockedUntil} is not null`;
  const attempts = sql`(case when ${expired} then 1 else ${parentProfiles.exitFailedAttempts} + 1 end)`;
  const [row] = await db
    .update(parentProfiles)
    .set({
      exitFailedAttempts: attempts,
      exitLockedUntil: sql`(case when ${attempts} >= ${max} then ${lockedUntil.toISOString()}::timestamptz end)`,
    })
    .where(
      and(
        eq(parentProfiles.userId, parentId),
        or(isNull(parentProfiles.exitLockedUntil), lte(parentProfiles.exitLockedUntil, now)),
        sql`${attempts} <= ${max}`,
      ),
    )
    .returning({ pinHash: parentProfiles.exitPinHash });
  return row;
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

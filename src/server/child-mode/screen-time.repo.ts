// Drizzle queries for daily screen time: seconds used per child per day, and the heartbeat's per-session clock.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { childSessions } from '#server/db/schema/children';
import { childScreenTime } from '#server/db/schema/screen-time';

/** Adds seconds to the child's day (inserting the row on first use) and returns the new total. */
export async function addUsedSeconds(db: DbOrTx, childId: string, day: string, seconds: number, now: Date) {
  const [row] = await db
    .insert(childScreenTime)
    .values({ childId, day, seconds, updatedAt: now })
    .onConflictDoUpdate({
      target: [childScreenTime.childId, childScreenTime.day],
      set: { seconds: sql`${childScreenTime.seconds} + ${seconds}`, updatedAt: now },
    })
    .returning({ seconds: childScreenTime.seconds });
  return row?.seconds ?? seconds;
}

/**
 * The session's previous heartbeat time, with the session row locked FOR UPDATE so one session's heartbeats are
 * serialised; undefined when the session is gone.
 */
export async function lockSessionHeartbeat(tx: DbOrTx, sessionId: string) {
  const [locked] = await tx
    .select({ lastHeartbeatAt: childSessions.lastHeartbeatAt })
    .from(childSessions)
    .where(eq(childSessions.id, sessionId))
    .for('update');
  return locked;
}

export async function setLastHeartbeat(tx: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await tx.update(childSessions).set({ lastHeartbeatAt: now }).where(eq(childSessions.id, sessionId));
}

// Drizzle queries for daily screen time: seconds used per child per day, and the heartbeat's per-session clock.
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
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

/** The heartbeat's time, and the video it named (null: none), which may later finish within a grace. */
export async function setLastHeartbeat(
  tx: DbOrTx,
  sessionId: string,
  now: Date,
  contentId: string | null,
): Promise<void> {
  await tx
    .update(childSessions)
    .set({ lastHeartbeatAt: now, lastContentId: contentId })
    .where(eq(childSessions.id, sessionId));
}

/** Seconds the child used on `today` and from `weekStart` through `today` (YYYY-MM-DD), in one read. */
export async function usedSecondsTodayAndWeek(db: DbOrTx, childId: string, weekStart: string, today: string) {
  const [row] = await db
    .select({
      today: sql<number>`coalesce(sum(${childScreenTime.seconds}) filter (where ${childScreenTime.day} = ${today}), 0)::int`,
      week: sql<number>`coalesce(sum(${childScreenTime.seconds}), 0)::int`,
    })
    .from(childScreenTime)
    .where(
      and(
        eq(childScreenTime.childId, childId),
        gte(childScreenTime.day, weekStart),
        lte(childScreenTime.day, today),
      ),
    );
  return { today: row?.today ?? 0, week: row?.week ?? 0 };
}

/**
 * Starts the grace for the video this session was already playing, once per closed stretch: only when no grace
 * was given since child mode last opened. Returns the session's grace as it now stands (started here, or by a
 * request that came first).
 */
export async function startGrace(db: DbOrTx, sessionId: string, contentId: string, until: Date) {
  const [started] = await db
    .update(childSessions)
    .set({ graceContentId: contentId, graceUntil: until })
    .where(and(eq(childSessions.id, sessionId), isNull(childSessions.graceUntil)))
    .returning({ graceContentId: childSessions.graceContentId, graceUntil: childSessions.graceUntil });
  if (started) return started;
  const [current] = await db
    .select({ graceContentId: childSessions.graceContentId, graceUntil: childSessions.graceUntil })
    .from(childSessions)
    .where(eq(childSessions.id, sessionId));
  return current ?? { graceContentId: null, graceUntil: null };
}

/** Child mode is open again: the next boundary may give a grace of its own. */
export async function clearGrace(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(childSessions)
    .set({ graceContentId: null, graceUntil: null })
    .where(eq(childSessions.id, sessionId));
}

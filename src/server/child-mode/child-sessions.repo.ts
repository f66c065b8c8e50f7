// Drizzle queries for child sessions and daily screen time.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { children, childSessions } from '../db/schema/children';
import { childScreenTime } from '../db/schema/screen-time';
import { parentProfiles } from '../db/schema/users';

export type ChildSessionContext = {
  session: typeof childSessions.$inferSelect;
  child: typeof children.$inferSelect;
  parent: {
    timeZone: string | null;
    contentCategories: string[];
    exitPinHash: string | null;
    subscriptionTier: typeof parentProfiles.$inferSelect.subscriptionTier;
  };
};

export async function findSessionByTokenHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<ChildSessionContext | undefined> {
  const [row] = await db
    .select({
      session: childSessions,
      child: children,
      parent: {
        timeZone: parentProfiles.timeZone,
        contentCategories: parentProfiles.contentCategories,
        exitPinHash: parentProfiles.exitPinHash,
        subscriptionTier: parentProfiles.subscriptionTier,
      },
    })
    .from(childSessions)
    .innerJoin(children, eq(children.id, childSessions.childId))
    .innerJoin(parentProfiles, eq(parentProfiles.userId, childSessions.parentId))
    .where(eq(childSessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return undefined;
  return {
    session: row.session,
    child: row.child,
    parent: { ...row.parent, timeZone: row.parent.timeZone ?? null },
  };
}

export async function usedSecondsOn(db: DbOrTx, childId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ seconds: childScreenTime.seconds })
    .from(childScreenTime)
    .where(and(eq(childScreenTime.childId, childId), eq(childScreenTime.day, day)));
  return row?.seconds ?? 0;
}

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

/** Ends the parent's sessions that have been idle past the timeout (spec: 30 minutes). */
export async function endIdleSessions(db: DbOrTx, idleSince: Date, now: Date, parentId?: string) {
  return db
    .update(childSessions)
    .set({ sessionStatus: 'ended', endedAt: now, exitAnswer: null })
    .where(
      and(
        eq(childSessions.sessionStatus, 'active'),
        lt(childSessions.lastActiveAt, idleSince),
        ...(parentId ? [eq(childSessions.parentId, parentId)] : []),
      ),
    )
    .returning({ id: childSessions.id });
}

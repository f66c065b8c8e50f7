// Drizzle queries behind the child credential (access/child-guard.ts): which session a credential's hash belongs to,
// the status changes a request makes (idle end, timed out, resumed, last active).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { children, childSessions } from '#server/db/schema/children';
import { parentProfiles } from '#server/db/schema/users';

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

/** Ends one session found idle on a request (only if it is still active). */
export async function endSessionIfActive(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(childSessions)
    .set({ sessionStatus: 'ended', endedAt: now, exitAnswer: null })
    .where(and(eq(childSessions.id, sessionId), eq(childSessions.sessionStatus, 'active')));
}

export async function markSessionTimedOut(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(childSessions)
    .set({ sessionStatus: 'timed_out', endedAt: now })
    .where(and(eq(childSessions.id, sessionId), eq(childSessions.sessionStatus, 'active')));
}

/** A timed-out session becomes active again (a new day, or a raised limit). */
export async function resumeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(childSessions)
    .set({ sessionStatus: 'active', endedAt: null, lastHeartbeatAt: now })
    .where(eq(childSessions.id, sessionId));
}

export async function touchSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(childSessions).set({ lastActiveAt: now }).where(eq(childSessions.id, sessionId));
}

// Drizzle queries for child sessions: starting one (device limit), ending them, and the active sessions the
// every-minute sweep checks (the credential lookup and a request's status changes are access/child-caller.repo.ts).
import { and, count, eq, lt, ne } from 'drizzle-orm';
import type { ChildSessionContext } from '#server/access';
import type { DbOrTx } from '#server/db/client';
import { children, childSessions } from '#server/db/schema/children';
import { parentProfiles } from '#server/db/schema/users';

/** The parent's own child, locked FOR SHARE (a concurrent deletion waits for the session row, or wins first). */
export async function lockOwnChildForShare(tx: DbOrTx, parentId: string, childId: string) {
  const [child] = await tx
    .select({ id: children.id, locked: children.locked })
    .from(children)
    .where(and(eq(children.id, childId), eq(children.parentId, parentId)))
    .for('share');
  return child;
}

/** Ends the parent's active session on this device (starting again on a device replaces its session). */
export async function endDeviceSession(tx: DbOrTx, parentId: string, deviceId: string, now: Date) {
  await tx
    .update(childSessions)
    .set({ sessionStatus: 'ended', endedAt: now, tokenHash: null, exitAnswer: null })
    .where(
      and(
        eq(childSessions.parentId, parentId),
        eq(childSessions.deviceId, deviceId),
        eq(childSessions.sessionStatus, 'active'),
      ),
    );
}

/**
 * Ends every child-mode session of the parent that is not over yet (a suspended parent's devices): their
 * credentials stop working at the next request. Returns how many ended.
 */
export async function endAllSessionsOfParent(tx: DbOrTx, parentId: string, now: Date): Promise<number> {
  const ended = await tx
    .update(childSessions)
    .set({ sessionStatus: 'ended', endedAt: now, tokenHash: null, exitAnswer: null })
    .where(and(eq(childSessions.parentId, parentId), ne(childSessions.sessionStatus, 'ended')))
    .returning({ id: childSessions.id });
  return ended.length;
}

export async function countActiveSessions(tx: DbOrTx, parentId: string): Promise<number> {
  const [active] = await tx
    .select({ total: count() })
    .from(childSessions)
    .where(and(eq(childSessions.parentId, parentId), eq(childSessions.sessionStatus, 'active')));
  return active?.total ?? 0;
}

export async function insertChildSession(
  tx: DbOrTx,
  values: Pick<
    typeof childSessions.$inferInsert,
    'childId' | 'parentId' | 'deviceId' | 'deviceInfo' | 'userAgent' | 'tokenHash'
  > & { now: Date },
): Promise<string | undefined> {
  const { now, ...session } = values;
  const [row] = await tx
    .insert(childSessions)
    .values({ ...session, startedAt: now, lastActiveAt: now, lastHeartbeatAt: now })
    .returning({ id: childSessions.id });
  return row?.id;
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

/** Every active session with its child and the parent's facts, as the credential lookup gives them (the sweep's input). */
export async function listActiveSessionContexts(db: DbOrTx): Promise<ChildSessionContext[]> {
  const rows = await db
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
    .where(eq(childSessions.sessionStatus, 'active'));
  return rows.map((row) => ({ ...row, parent: { ...row.parent, timeZone: row.parent.timeZone ?? null } }));
}

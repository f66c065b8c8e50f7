// Drizzle queries behind the session guards (access/session.ts): ending a suspended user's sessions, reading whether
// a user's e-mail address is verified. Shared, like the guards: every feature decides permissions through them.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { sessions } from '#server/db/schema/auth';
import { users } from '#server/db/schema/users';

export async function deleteSessionsOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function isEmailVerified(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.verified === true;
}

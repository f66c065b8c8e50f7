// Drizzle queries of our better-auth hooks (auth.ts): promoting a verified ADMIN_EMAILS address, and reading
// whether a user is suspended when no better-auth adapter is at hand.
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema/users';

/** Makes the user an admin unless they already are; true when this call promoted them. */
export async function promoteToAdmin(db: DbOrTx, userId: string): Promise<boolean> {
  const promoted = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(eq(users.id, userId), ne(users.role, 'admin')))
    .returning({ id: users.id });
  return promoted.length > 0;
}

export async function findSuspension(
  db: DbOrTx,
  userId: string,
): Promise<{ suspendedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

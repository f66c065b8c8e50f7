// The users aggregate (decision 030-r): the account row better-auth creates (name, e-mail, role, language,
// suspension). Features read and change it here; better-auth's own writes go through its adapter (auth/auth.ts).
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema/users';
import type { Locale } from '#shared/locales';

export type UserRow = typeof users.$inferSelect;
type UserValues = Partial<Omit<typeof users.$inferInsert, 'id'>>;

export async function userById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function userByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Locks the user's row for the rest of the transaction and reads their role (undefined: no such user). */
export async function lockUserRole(tx: DbOrTx, userId: string) {
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
  return row?.role;
}

/** The interface language kept on the account (null: never chosen). */
export async function userLocale(db: DbOrTx, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.locale ?? null;
}

/** Changes the account's own columns (role, language, name, e-mail, suspension); `updatedAt` moves with them. */
export async function updateUser(db: DbOrTx, userId: string, values: UserValues): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
    .where(eq(users.id, userId));
}

/** A verified account with this id; an existing row (a demo creator of the catalog) gets the role and is verified. */
export async function upsertVerifiedUser(
  db: DbOrTx,
  account: { id: string; email: string; name: string; role: 'admin' | 'parent' | 'creator' },
): Promise<void> {
  await db
    .insert(users)
    .values({ ...account, emailVerified: true })
    .onConflictDoUpdate({ target: users.id, set: { role: account.role, emailVerified: true } });
}

/** Administrators who can receive mail: not suspended, address confirmed. */
export function reachableAdmins(db: DbOrTx) {
  return db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt), eq(users.emailVerified, true)));
}

/** Accounts created after `since`. */
export async function usersJoinedSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(gt(users.createdAt, since));
  return row?.n ?? 0;
}

/** Makes the user an admin unless they already are; true when this call promoted them. */
export async function promoteToAdmin(db: DbOrTx, userId: string): Promise<boolean> {
  const promoted = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(eq(users.id, userId), ne(users.role, 'admin')))
    .returning({ id: users.id });
  return promoted.length > 0;
}

export async function deleteUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

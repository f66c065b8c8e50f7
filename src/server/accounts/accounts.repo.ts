// Drizzle queries over the account's password credential (better-auth's `accounts` rows). The user row and the
// parent and creator profiles are aggregates of their own (db/repos, decision 030-r).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { accounts } from '#server/db/schema/auth';

export async function userHasPassword(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return Boolean(row);
}

/** The password hash of the user's e-mail + password credential, if they have one. */
export async function findCredentialPassword(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}

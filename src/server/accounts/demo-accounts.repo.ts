// Drizzle queries of the demo sign-ins (demo-accounts.ts): password credentials, the demo parent's children, and the
// app_meta marker that makes the seeding happen once. Users and profiles go through their aggregates (db/repos).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { appMeta } from '#server/db/schema/app-meta';
import { accounts, sessions } from '#server/db/schema/auth';
import { children } from '#server/db/schema/children';
import { users } from '#server/db/schema/users';

/** Serialises concurrent starts (several processes on one database) until the transaction ends. */
export async function lockDemoSeeding(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('qamar-kids:demo-accounts'))`);
}

export async function hasMarker(db: DbOrTx, key: string): Promise<boolean> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return Boolean(marker);
}

export async function writeMarker(db: DbOrTx, key: string): Promise<void> {
  await db.insert(appMeta).values({ key, value: { createdAt: new Date().toISOString() } });
}

/** The demo account's password credential (its user row is the users aggregate's). */
export async function insertPasswordCredential(
  db: DbOrTx,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: passwordHash,
  });
}

export async function insertChildren(db: DbOrTx, values: (typeof children.$inferInsert)[]) {
  await db.insert(children).values(values);
}

/** Which of these addresses belong to users who can sign in with a password, and their roles. */
export async function passwordUsersByEmail(
  db: DbOrTx,
  emails: string[],
): Promise<{ email: string; role: string }[]> {
  return db
    .select({ email: users.email, role: users.role })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(inArray(users.email, emails));
}

/** Removes these users' password credentials and sessions; returns how many credentials there were. */
export async function removePasswordSignIns(db: DbOrTx, userIds: string[]): Promise<number> {
  const removed = await db
    .delete(accounts)
    .where(and(inArray(accounts.userId, userIds), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  await db.delete(sessions).where(inArray(sessions.userId, userIds));
  return removed.length;
}

/** These users' password credentials (their hashes), to check which still have the published demo password. */
export async function passwordCredentialsOf(
  db: DbOrTx,
  userIds: string[],
): Promise<{ userId: string; hash: string }[]> {
  const rows = await db
    .select({ userId: accounts.userId, hash: accounts.password })
    .from(accounts)
    .where(and(inArray(accounts.userId, userIds), eq(accounts.providerId, 'credential')));
  return rows.flatMap((row) => (row.hash ? [{ userId: row.userId, hash: row.hash }] : []));
}

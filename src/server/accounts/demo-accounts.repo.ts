// Drizzle queries of the demo sign-ins (demo-accounts.ts): users with a password credential, the demo parent's
// profile and children, and the app_meta marker that makes the seeding happen once.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { appMeta } from '#server/db/schema/app-meta';
import { accounts } from '#server/db/schema/auth';
import { children } from '#server/db/schema/children';
import { creatorProfiles, parentProfiles, users } from '#server/db/schema/users';

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

/** A verified user with a password credential; an existing row (a demo creator of the catalog) gets the role. */
export async function upsertUserWithPassword(
  db: DbOrTx,
  account: { id: string; email: string; name: string; role: 'admin' | 'parent' | 'creator' },
  passwordHash: string,
): Promise<void> {
  await db
    .insert(users)
    .values({
      id: account.id,
      email: account.email,
      name: account.name,
      role: account.role,
      emailVerified: true,
    })
    .onConflictDoUpdate({ target: users.id, set: { role: account.role, emailVerified: true } });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: account.id,
    providerId: 'credential',
    userId: account.id,
    password: passwordHash,
  });
}

export async function insertParentProfileIfMissing(db: DbOrTx, values: typeof parentProfiles.$inferInsert) {
  await db.insert(parentProfiles).values(values).onConflictDoNothing();
}

export async function insertChildren(db: DbOrTx, values: (typeof children.$inferInsert)[]) {
  await db.insert(children).values(values);
}

export async function markCreatorSetUp(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(creatorProfiles)
    .set({
      notificationPreferences: sql`${creatorProfiles.notificationPreferences} || '{"setup_completed":true}'::jsonb`,
    })
    .where(eq(creatorProfiles.userId, userId));
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

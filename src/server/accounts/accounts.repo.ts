// Drizzle queries for users and their parent/creator profiles.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accounts } from '../db/schema/auth';
import { creatorProfiles, parentProfiles, users } from '../db/schema/users';

export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findParentProfileByUserId(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(parentProfiles).where(eq(parentProfiles.userId, userId)).limit(1);
  return row;
}

export async function findCreatorProfileByUserId(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, userId)).limit(1);
  return row;
}

export async function userHasPassword(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return Boolean(row);
}

export async function insertParentProfile(db: DbOrTx, values: typeof parentProfiles.$inferInsert) {
  const [row] = await db.insert(parentProfiles).values(values).onConflictDoNothing().returning();
  return row ?? (await findParentProfileByUserId(db, values.userId));
}

export async function insertCreatorProfile(
  db: DbOrTx,
  values: typeof creatorProfiles.$inferInsert & { userId: string },
) {
  const [row] = await db.insert(creatorProfiles).values(values).onConflictDoNothing().returning();
  return row ?? (await findCreatorProfileByUserId(db, values.userId));
}

export async function setUserRole(db: DbOrTx, userId: string, role: 'parent' | 'creator') {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function deleteUserById(db: DbOrTx, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

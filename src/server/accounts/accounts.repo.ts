// Drizzle queries for users, their password credential and their parent/creator profiles.
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { accounts } from '#server/db/schema/auth';
import { creatorProfiles, parentProfiles, users } from '#server/db/schema/users';
import type { Locale } from '#shared/locales';

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

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Admin rights; `verified` also marks the address confirmed (an admin the operator created with the CLI). */
export async function makeAdmin(db: DbOrTx, userId: string, options: { verified?: boolean } = {}) {
  await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date(), ...(options.verified ? { emailVerified: true } : {}) })
    .where(eq(users.id, userId));
}

/** Locks the user's row for the rest of the transaction and reads their role (undefined: no such user). */
export async function lockUserRole(tx: DbOrTx, userId: string) {
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
  return row?.role;
}

export async function setUserRole(db: DbOrTx, userId: string, role: 'parent' | 'creator') {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The interface language kept on the account (null: never chosen). */
export async function findUserLocale(db: DbOrTx, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.locale ?? null;
}

export async function setUserLocale(db: DbOrTx, userId: string, locale: Locale) {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function deleteUserById(db: DbOrTx, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
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

/** Flags such as `setup_completed` live in the profile's preferences JSON: merged in, never replacing it. */
type PreferenceFlags = Record<string, boolean>;
const mergePreferences = (column: AnyPgColumn, patch: PreferenceFlags) =>
  sql`${column} || ${JSON.stringify(patch)}::jsonb`;

export async function updateParentProfile(
  db: DbOrTx,
  profileId: string,
  values: Partial<typeof parentProfiles.$inferInsert>,
  flags?: PreferenceFlags,
) {
  await db
    .update(parentProfiles)
    .set({
      ...values,
      ...(flags
        ? { notificationPreferences: mergePreferences(parentProfiles.notificationPreferences, flags) }
        : {}),
      updatedAt: values.updatedAt ?? new Date(),
    })
    .where(eq(parentProfiles.id, profileId));
}

export async function updateCreatorProfile(
  db: DbOrTx,
  profileId: string,
  values: Partial<typeof creatorProfiles.$inferInsert>,
  flags?: PreferenceFlags,
) {
  await db
    .update(creatorProfiles)
    .set({
      ...values,
      ...(flags
        ? { notificationPreferences: mergePreferences(creatorProfiles.notificationPreferences, flags) }
        : {}),
      updatedAt: values.updatedAt ?? new Date(),
    })
    .where(eq(creatorProfiles.id, profileId));
}

/** Sets preference flags on whichever profiles the user has (parent, creator or both). */
export async function setProfileFlagsOfUser(db: DbOrTx, userId: string, flags: PreferenceFlags) {
  const now = new Date();
  await db
    .update(parentProfiles)
    .set({
      notificationPreferences: mergePreferences(parentProfiles.notificationPreferences, flags),
      updatedAt: now,
    })
    .where(eq(parentProfiles.userId, userId));
  await db
    .update(creatorProfiles)
    .set({
      notificationPreferences: mergePreferences(creatorProfiles.notificationPreferences, flags),
      updatedAt: now,
    })
    .where(eq(creatorProfiles.userId, userId));
}

/**
 * A parent on the free plan (Basic, the default) gets an active subscription. The tier condition is in the UPDATE
 * itself, so a paid plan is never touched, not even one upgraded at the same moment.
 */
export async function activateFreePlan(db: DbOrTx, profileId: string, now: Date) {
  await db
    .update(parentProfiles)
    .set({ subscriptionStatus: 'active', updatedAt: now })
    .where(and(eq(parentProfiles.id, profileId), eq(parentProfiles.subscriptionTier, 'Basic')));
}

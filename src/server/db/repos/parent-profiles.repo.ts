// The parent-profiles aggregate (decision 030-r): a parent's plan, time zone, exit PIN and its wrong-try lock live
// on this row, and every feature reads or changes them here, so "the profile of this account" is written once.
import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { parentProfiles, users } from '#server/db/schema/users';
import { mergePreferences, type PreferenceFlags } from './profile-preferences';

export type ParentProfileRow = typeof parentProfiles.$inferSelect;
type ParentProfileValues = Partial<typeof parentProfiles.$inferInsert>;

const ofUser = (userId: string): SQL => eq(parentProfiles.userId, userId);

/**
 * The account's parent profile (undefined when it has none). `lock: 'update'` holds the row until the transaction
 * ends: plan limits (children, sessions) are checked under it so two simultaneous requests cannot both pass.
 */
export async function parentProfileOfUser(
  db: DbOrTx,
  userId: string,
  options: { lock?: 'update' } = {},
): Promise<ParentProfileRow | undefined> {
  const query = db.select().from(parentProfiles).where(ofUser(userId)).limit(1);
  const [row] = options.lock ? await query.for(options.lock) : await query;
  return row;
}

/** Inserts the profile unless the account has one already; returns the account's profile either way. */
export async function insertParentProfile(
  db: DbOrTx,
  values: typeof parentProfiles.$inferInsert,
): Promise<ParentProfileRow | undefined> {
  const [row] = await db.insert(parentProfiles).values(values).onConflictDoNothing().returning();
  return row ?? (await parentProfileOfUser(db, values.userId));
}

function setValues(values: ParentProfileValues, flags?: PreferenceFlags) {
  return {
    ...values,
    ...(flags
      ? { notificationPreferences: mergePreferences(parentProfiles.notificationPreferences, flags) }
      : {}),
    updatedAt: values.updatedAt ?? new Date(),
  };
}

export async function updateParentProfile(
  db: DbOrTx,
  profileId: string,
  values: ParentProfileValues,
  flags?: PreferenceFlags,
): Promise<void> {
  await db.update(parentProfiles).set(setValues(values, flags)).where(eq(parentProfiles.id, profileId));
}

/** The same change, addressed by the account (a no-op when the account has no parent profile). */
export async function updateParentProfileOfUser(
  db: DbOrTx,
  userId: string,
  values: ParentProfileValues,
  flags?: PreferenceFlags,
): Promise<void> {
  await db.update(parentProfiles).set(setValues(values, flags)).where(ofUser(userId));
}

/**
 * A parent on the free plan (Basic, the default) gets an active subscription. The tier condition is in the UPDATE
 * itself, so a paid plan is never touched, not even one upgraded at the same moment.
 */
export async function activateFreePlan(db: DbOrTx, profileId: string, now: Date): Promise<void> {
  await db
    .update(parentProfiles)
    .set({ subscriptionStatus: 'active', updatedAt: now })
    .where(and(eq(parentProfiles.id, profileId), eq(parentProfiles.subscriptionTier, 'Basic')));
}

/**
 * Takes one try from the parent's exit-gate allowance before the answer is checked, in one conditional UPDATE: the
 * row lock serialises simultaneous tries, so however many arrive together at most `max` are ever checked per lock
 * period. The try that uses up the allowance sets the lock itself, so a process that dies mid-check cannot leave the
 * allowance used up without a lock that ends. A lock that has run out starts a new allowance. Nothing is returned
 * while the parent is locked out (or the allowance is all in flight).
 */
export async function takeExitAttempt(
  db: DbOrTx,
  parentId: string,
  now: Date,
  max: number,
  lockedUntil: Date,
): Promise<{ pinHash: string | null } | undefined> {
  const expired = sql`${parentProfiles.exitLockedUntil} is not null`;
  const attempts = sql`(case when ${expired} then 1 else ${parentProfiles.exitFailedAttempts} + 1 end)`;
  const [row] = await db
    .update(parentProfiles)
    .set({
      exitFailedAttempts: attempts,
      exitLockedUntil: sql`(case when ${attempts} >= ${max} then ${lockedUntil.toISOString()}::timestamptz end)`,
    })
    .where(
      and(
        ofUser(parentId),
        or(isNull(parentProfiles.exitLockedUntil), lte(parentProfiles.exitLockedUntil, now)),
        sql`${attempts} <= ${max}`,
      ),
    )
    .returning({ pinHash: parentProfiles.exitPinHash });
  return row;
}

export async function clearExitAttempts(db: DbOrTx, parentId: string): Promise<void> {
  await db
    .update(parentProfiles)
    .set({ exitFailedAttempts: 0, exitLockedUntil: null })
    .where(ofUser(parentId));
}

/**
 * The families who chose the Tutor's weekly learning e-mail and can receive it (an address confirmed, not
 * suspended): the account, its language and the family's time zone.
 */
export function weeklyLearningEmailFamilies(db: DbOrTx) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      locale: users.locale,
      timeZone: parentProfiles.timeZone,
    })
    .from(parentProfiles)
    .innerJoin(users, eq(users.id, parentProfiles.userId))
    .where(
      and(
        eq(parentProfiles.weeklyLearningEmail, true),
        eq(users.emailVerified, true),
        isNull(users.suspendedAt),
      ),
    );
}

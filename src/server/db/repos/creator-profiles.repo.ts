// The creator-profiles aggregate (decision 030-r): every feature that needs "the user's creator profile" asks here,
// so the lookup by account, the find-or-create of a first submission and the admin lists are written once.
import { and, asc, desc, eq, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/db/client';
import { creatorProfiles } from '#server/db/schema/users';
import type { CreatorSummary } from '#shared/moderation.schema';
import { mergePreferences, type PreferenceFlags } from './profile-preferences';

export type CreatorProfileRow = typeof creatorProfiles.$inferSelect;
type CreatorProfileValues = Partial<typeof creatorProfiles.$inferInsert>;

const ofUser = (userId: string): SQL => eq(creatorProfiles.userId, userId);

/** The account's creator profile, whole (undefined when the account never became a creator). */
export async function creatorProfileOfUser(
  db: DbOrTx,
  userId: string,
): Promise<CreatorProfileRow | undefined> {
  const [row] = await db.select().from(creatorProfiles).where(ofUser(userId)).limit(1);
  return row;
}

/** The id of the account's creator profile: what "this creator's own items" are filtered by. */
export async function creatorProfileIdOfUser(db: DbOrTx, userId: string): Promise<string | undefined> {
  return (await creatorProfileOfUser(db, userId))?.id;
}

/** The submitter's creator profile, created on first submit and named from the account or 'Creator'. */
export async function findOrCreateCreatorProfile(
  db: DbOrTx,
  user: { id: string; name: string; email: string },
): Promise<{ id: string; created: boolean }> {
  const existing = await creatorProfileIdOfUser(db, user.id);
  if (existing) return { id: existing, created: false };
  const [row] = await db
    .insert(creatorProfiles)
    .values({ userId: user.id, fullName: user.name.trim() || 'Creator', email: user.email })
    .onConflictDoNothing({ target: creatorProfiles.userId })
    .returning({ id: creatorProfiles.id });
  if (row) return { id: row.id, created: true };
  // Another request created it a moment ago.
  const again = await creatorProfileIdOfUser(db, user.id);
  if (!again) throw new Error('creator profile vanished');
  return { id: again, created: false };
}

/** Inserts the profile unless the account has one already; returns the account's profile either way. */
export async function insertCreatorProfile(
  db: DbOrTx,
  values: typeof creatorProfiles.$inferInsert & { userId: string },
): Promise<CreatorProfileRow | undefined> {
  const [row] = await db.insert(creatorProfiles).values(values).onConflictDoNothing().returning();
  return row ?? (await creatorProfileOfUser(db, values.userId));
}

function setValues(values: CreatorProfileValues, flags?: PreferenceFlags) {
  return {
    ...values,
    ...(flags
      ? { notificationPreferences: mergePreferences(creatorProfiles.notificationPreferences, flags) }
      : {}),
    updatedAt: values.updatedAt ?? new Date(),
  };
}

export async function updateCreatorProfile(
  db: DbOrTx,
  profileId: string,
  values: CreatorProfileValues,
  flags?: PreferenceFlags,
): Promise<void> {
  await db.update(creatorProfiles).set(setValues(values, flags)).where(eq(creatorProfiles.id, profileId));
}

/** The same change, addressed by the account (a no-op when the account has no creator profile). */
export async function updateCreatorProfileOfUser(
  db: DbOrTx,
  userId: string,
  values: CreatorProfileValues,
  flags?: PreferenceFlags,
): Promise<void> {
  await db.update(creatorProfiles).set(setValues(values, flags)).where(ofUser(userId));
}

export async function creatorProfileById(db: DbOrTx, id: string): Promise<CreatorProfileRow | undefined> {
  const [row] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.id, id));
  return row;
}

/** Whether another creator already has this YouTube channel. */
export async function channelLinkedElsewhere(
  db: DbOrTx,
  channelId: string,
  creatorId: string,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(and(eq(creatorProfiles.youtubeChannelId, channelId), ne(creatorProfiles.id, creatorId)));
  return Boolean(taken);
}

/** Every creator with a linked YouTube channel. */
export function creatorsWithChannel(db: DbOrTx) {
  return db
    .select({
      id: creatorProfiles.id,
      fullName: creatorProfiles.fullName,
      channelId: creatorProfiles.youtubeChannelId,
    })
    .from(creatorProfiles)
    .where(isNotNull(creatorProfiles.youtubeChannelId));
}

export async function creatorProfileExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.id, id));
  return Boolean(row);
}

const summaryColumns = {
  id: creatorProfiles.id,
  fullName: creatorProfiles.fullName,
  email: creatorProfiles.email,
  youtubeChannelId: creatorProfiles.youtubeChannelId,
  createdAt: creatorProfiles.createdAt,
};

function toSummary(row: {
  id: string;
  fullName: string;
  email: string | null;
  youtubeChannelId: string | null;
  createdAt: Date;
}): CreatorSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function latestCreators(db: Database, limit: number): Promise<CreatorSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(creatorProfiles)
    .orderBy(desc(creatorProfiles.createdAt), desc(creatorProfiles.id))
    .limit(limit);
  return rows.map(toSummary);
}

export async function allCreatorsByName(db: Database): Promise<CreatorSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(creatorProfiles)
    .orderBy(asc(creatorProfiles.fullName), asc(creatorProfiles.id))
    .limit(5000);
  return rows.map(toSummary);
}

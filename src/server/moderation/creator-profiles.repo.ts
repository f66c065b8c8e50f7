// Creator-profile queries of the content pipeline: found or created for a submitter, listed for admins.
import { asc, desc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/db/client';
import { creatorProfiles } from '#server/db/schema/users';
import type { CreatorSummary } from '#shared/moderation.schema';

/** The submitter's creator profile, created on first submit and named from the account or 'Creator'. */
export async function findOrCreateCreatorProfile(
  db: DbOrTx,
  user: { id: string; name: string; email: string },
): Promise<{ id: string; created: boolean }> {
  const [existing] = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, user.id));
  if (existing) return { id: existing.id, created: false };
  const [row] = await db
    .insert(creatorProfiles)
    .values({ userId: user.id, fullName: user.name.trim() || 'Creator', email: user.email })
    .onConflictDoNothing({ target: creatorProfiles.userId })
    .returning({ id: creatorProfiles.id });
  if (row) return { id: row.id, created: true };
  // Another request created it a moment ago.
  const [again] = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, user.id));
  if (!again) throw new Error('creator profile vanished');
  return { id: again.id, created: false };
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

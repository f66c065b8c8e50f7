// Drizzle queries of parent voting (voting.service.ts): the pending queue, the vote itself, and the tally of the
// yes votes that count.
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { feedColumns } from '#server/catalog';
import type { DbOrTx } from '#server/db/client';
import { children } from '#server/db/schema/children';
import { content, contentVotes } from '#server/db/schema/content';
import { creatorProfiles, users } from '#server/db/schema/users';

/**
 * Yes votes on an item that count, judged at counting time: only from voters whose address is verified and who
 * have at least one child profile. Written with explicit aliases because drizzle leaves columns unqualified in a
 * single-table select, where a bare "id" would bind to content_votes instead of the outer content row.
 */
const yesVotes = sql<number>`(select count(*)::int from ${contentVotes} as v
  where v.content_id = ${content}.id and v.vote
    and exists (select 1 from ${users} as u where u.id = v.parent_id and u.email_verified)
    and exists (select 1 from ${children} as ch where ch.parent_id = v.parent_id))`;

export async function hasChildProfile(db: DbOrTx, parentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: children.id })
    .from(children)
    .where(eq(children.parentId, parentId))
    .limit(1);
  return Boolean(row);
}

/** The oldest pending items this parent has not voted on, with the feed's columns and the counted yes votes. */
export async function pendingNotVotedBy(db: DbOrTx, parentId: string, limit: number) {
  return db
    .select({
      ...feedColumns,
      description: content.description,
      contentRating: content.contentRating,
      youtubeUrl: content.youtubeUrl,
      yesVotes,
    })
    .from(content)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(
      and(
        eq(content.status, 'pending'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(contentVotes)
            .where(and(eq(contentVotes.contentId, content.id), eq(contentVotes.parentId, parentId))),
        ),
      ),
    )
    .orderBy(asc(content.createdAt), asc(content.id))
    .limit(limit);
}

/** The item's status, its row locked until the transaction ends: every vote on an item counts in turn. */
export async function lockContentStatus(tx: DbOrTx, contentId: string) {
  const [item] = await tx
    .select({ status: content.status })
    .from(content)
    .where(eq(content.id, contentId))
    .for('update');
  return item?.status;
}

/** Stores the vote; false when this parent has already voted on the item (the unique key). */
export async function insertVote(tx: DbOrTx, contentId: string, parentId: string, vote: boolean) {
  const inserted = await tx
    .insert(contentVotes)
    .values({ contentId, parentId, vote })
    .onConflictDoNothing({ target: [contentVotes.contentId, contentVotes.parentId] })
    .returning({ id: contentVotes.id });
  return inserted.length > 0;
}

export async function countedYesVotes(tx: DbOrTx, contentId: string): Promise<number> {
  const [tally] = await tx.select({ yes: yesVotes }).from(content).where(eq(content.id, contentId));
  return tally?.yes ?? 0;
}

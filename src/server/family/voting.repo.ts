// Drizzle queries of parent voting (voting.service.ts): the pending queue, the vote itself, the tally of the
// yes votes that count, and parents' factual answers on the values axes.
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { feedColumns } from '#server/catalog';
import type { DbOrTx } from '#server/db/client';
import { children } from '#server/db/schema/children';
import { content, contentValueVotes, contentVotes } from '#server/db/schema/content';
import { creatorProfiles, users } from '#server/db/schema/users';
import type { ValueAxis } from '#shared/content-values';

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

/**
 * Stores a parent's answers on the values axes, one row per parent, item and axis: a second answer replaces the
 * first (the primary key makes parallel answers from one parent land on one row).
 */
export async function upsertValueAnswers(
  tx: DbOrTx,
  contentId: string,
  parentId: string,
  answers: readonly { axis: ValueAxis; level: string }[],
) {
  if (answers.length === 0) return;
  const now = new Date();
  await tx
    .insert(contentValueVotes)
    .values(answers.map(({ axis, level }) => ({ contentId, parentId, axis, level, updatedAt: now })))
    .onConflictDoUpdate({
      target: [contentValueVotes.contentId, contentValueVotes.parentId, contentValueVotes.axis],
      set: { level: sql`excluded.level`, updatedAt: now },
    });
}

/** One parent's own answers on these items. */
export async function valueAnswersOf(db: DbOrTx, parentId: string, contentIds: readonly string[]) {
  if (contentIds.length === 0) return [];
  return db
    .select({
      contentId: contentValueVotes.contentId,
      axis: contentValueVotes.axis,
      level: contentValueVotes.level,
    })
    .from(contentValueVotes)
    .where(
      and(eq(contentValueVotes.parentId, parentId), inArray(contentValueVotes.contentId, [...contentIds])),
    );
}

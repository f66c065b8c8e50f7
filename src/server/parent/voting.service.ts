// Parent voting on pending content: up to 20 items the parent has not voted on; one vote per parent per item
// (a unique key in the database); at 10 yes votes the item becomes 'approved' exactly once, because every
// vote on an item takes that item's row lock before counting.
import { and, asc, count, eq, notExists, sql } from 'drizzle-orm';
import { CHILD_MODE_MESSAGES, type PendingItem, type VoteResult } from '../../shared/child-mode';
import { LIMITS } from '../../shared/domain';
import { isUuid } from '../../shared/ids';
import type { Database } from '../db/client';
import { content, contentVotes } from '../db/schema/content';
import { creatorProfiles } from '../db/schema/users';
import { type FeedRow, feedColumns } from '../feed/feed.repo';
import { toFeedItem } from '../feed/feed.service';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/session';

const yesVotes = sql<number>`(select count(*)::int from ${contentVotes} where ${contentVotes.contentId} = ${content.id} and ${contentVotes.vote})`;

export async function pendingForParent(db: Database, parent: SessionUser): Promise<PendingItem[]> {
  const rows = await db
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
            .where(and(eq(contentVotes.contentId, content.id), eq(contentVotes.parentId, parent.id))),
        ),
      ),
    )
    .orderBy(asc(content.createdAt), asc(content.id))
    .limit(LIMITS.votingListSize);
  return rows.map((row) => {
    const item = toFeedItem(row as FeedRow);
    return {
      id: item.id,
      title: item.title,
      description: row.description,
      thumbnailUrl: row.thumbnailUrl ? item.thumbnailUrl : null,
      category: item.category,
      ageRange: item.ageRange,
      contentRating: row.contentRating,
      sourceType: item.sourceType,
      youtubeUrl: row.youtubeUrl,
      creatorName: item.creator.name,
      yesVotes: row.yesVotes,
      createdAt: item.createdAt,
    };
  });
}

export async function castVote(
  db: Database,
  parent: SessionUser,
  contentId: string,
  vote: boolean,
): Promise<VoteResult> {
  if (!isUuid(contentId)) throw new AppError('NOT_FOUND', CHILD_MODE_MESSAGES.pendingNotFound);
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ status: content.status })
      .from(content)
      .where(eq(content.id, contentId))
      .for('update');
    if (item?.status !== 'pending') {
      throw new AppError('NOT_FOUND', CHILD_MODE_MESSAGES.pendingNotFound);
    }
    const inserted = await tx
      .insert(contentVotes)
      .values({ contentId, parentId: parent.id, vote })
      .onConflictDoNothing({ target: [contentVotes.contentId, contentVotes.parentId] })
      .returning({ id: contentVotes.id });
    if (inserted.length === 0) throw new AppError('CONFLICT', CHILD_MODE_MESSAGES.alreadyVoted);
    const [tally] = await tx
      .select({ yes: count() })
      .from(contentVotes)
      .where(and(eq(contentVotes.contentId, contentId), eq(contentVotes.vote, true)));
    const yes = tally?.yes ?? 0;
    let approved = false;
    if (yes >= LIMITS.approvalYesVotes) {
      const changed = await tx
        .update(content)
        .set({ status: 'approved', updatedAt: new Date() })
        .where(and(eq(content.id, contentId), eq(content.status, 'pending')))
        .returning({ id: content.id });
      approved = changed.length === 1;
    }
    return { vote, yesVotes: yes, approved };
  });
}

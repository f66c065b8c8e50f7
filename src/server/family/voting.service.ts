// Parent voting on pending content: up to 20 items the parent has not voted on; one vote per parent per item
// (a unique key in the database); at 10 qualifying yes votes the item becomes 'approved' exactly once, because
// every vote on an item takes that item's row lock before counting. Reading the queue needs a verified e-mail;
// voting also needs a child profile, and only votes of verified parents with a child are counted (decision 010),
// so a batch of fresh accounts cannot approve anything.
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../shared/accounts.schema';
import { CHILD_MODE_MESSAGES, type PendingItem, type VoteResult } from '../../shared/child-mode';
import { LIMITS } from '../../shared/domain';
import { isUuid } from '../../shared/ids';
import type { Database } from '../db/client';
import { children } from '../db/schema/children';
import { content, contentVotes } from '../db/schema/content';
import { creatorProfiles, users } from '../db/schema/users';
import { type FeedRow, feedColumns } from '../feed/feed.repo';
import { toFeedItem } from '../feed/feed.service';
import { AppError } from '../http/app-error';
import { requireVerifiedEmail, type SessionUser } from '../http/session';

/**
 * Yes votes on an item that count, judged at counting time: only from voters whose address is verified and who
 * have at least one child profile. Written with explicit aliases because drizzle leaves columns unqualified in a
 * single-table select, where a bare "id" would bind to content_votes instead of the outer content row.
 */
const yesVotes = sql<number>`(select count(*)::int from ${contentVotes} as v
  where v.content_id = ${content}.id and v.vote
    and exists (select 1 from ${users} as u where u.id = v.parent_id and u.email_verified)
    and exists (select 1 from ${children} as ch where ch.parent_id = v.parent_id))`;

async function hasChildProfile(db: Database, parentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: children.id })
    .from(children)
    .where(eq(children.parentId, parentId))
    .limit(1);
  return Boolean(row);
}

export async function pendingForParent(db: Database, parent: SessionUser): Promise<PendingItem[]> {
  await requireVerifiedEmail(db, parent.id);
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
  await requireVerifiedEmail(db, parent.id);
  if (!(await hasChildProfile(db, parent.id))) {
    throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.voteNeedsChild);
  }
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
    const [tally] = await tx.select({ yes: yesVotes }).from(content).where(eq(content.id, contentId));
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

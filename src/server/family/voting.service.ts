// Parent voting on pending content: up to 20 items the parent has not voted on; one vote per parent per item
// (a unique key in the database); at 10 qualifying yes votes the item becomes 'approved' exactly once, because
// every vote on an item takes that item's row lock before counting. Reading the queue needs a verified e-mail;
// voting also needs a child profile, and only votes of verified parents with a child are counted (decision 010),
// so a batch of fresh accounts cannot approve anything.

import { requireVerifiedEmail, type SessionUser } from '#server/access';
import { toFeedItem } from '#server/catalog';
import type { Database } from '#server/db/client';
import { changeStatus } from '#server/db/repos/content.repo';
import { AppError } from '#server/http/app-error';
import { ACCOUNT_MESSAGES } from '#shared/accounts.schema';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import { LIMITS } from '#shared/domain';
import { isUuid } from '#shared/ids';
import type { PendingItem, VoteResult } from '#shared/voting.schema';
import {
  countedYesVotes,
  hasChildProfile,
  insertVote,
  lockContentStatus,
  pendingNotVotedBy,
} from './voting.repo';

export async function pendingForParent(db: Database, parent: SessionUser): Promise<PendingItem[]> {
  await requireVerifiedEmail(db, parent.id);
  const rows = await pendingNotVotedBy(db, parent.id, LIMITS.votingListSize);
  return rows.map((row) => {
    const item = toFeedItem(row);
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
    if ((await lockContentStatus(tx, contentId)) !== 'pending') {
      throw new AppError('NOT_FOUND', CHILD_MODE_MESSAGES.pendingNotFound);
    }
    if (!(await insertVote(tx, contentId, parent.id, vote))) {
      throw new AppError('CONFLICT', CHILD_MODE_MESSAGES.alreadyVoted);
    }
    const yes = await countedYesVotes(tx, contentId);
    const approved =
      yes >= LIMITS.approvalYesVotes && (await changeStatus(tx, contentId, 'pending', 'approved'));
    return { vote, yesVotes: yes, approved };
  });
}

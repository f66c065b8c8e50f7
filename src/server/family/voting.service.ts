// Parent voting on pending content: up to 20 items the parent has not voted on; one vote per parent per item
// (a unique key in the database); at 10 qualifying yes votes the item becomes 'approved' exactly once, because
// every vote on an item takes that item's row lock before counting. Reading the queue needs a verified e-mail;
// voting also needs a child profile, and only votes of verified parents with a child are counted (decision 010),
// so a batch of fresh accounts cannot approve anything.

import { requireVerifiedEmail, type SessionUser } from '#server/access';
import { toFeedItem } from '#server/catalog';
import type { Database } from '#server/db/client';
import { changeStatus } from '#server/db/repos/content.repo';
import { valueAnswerCounts } from '#server/db/repos/content-values.repo';
import { AppError } from '#server/http/app-error';
import { ACCOUNT_MESSAGES } from '#shared/accounts.schema';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import { VALUE_AXES } from '#shared/content-values';
import { LIMITS } from '#shared/domain';
import { isUuid } from '#shared/ids';
import { tallyOf, type ValueAnswers, type ValueAnswersResult } from '#shared/value-answers';
import type { PendingItem, VoteResult } from '#shared/voting.schema';
import {
  countedYesVotes,
  hasChildProfile,
  insertVote,
  lockContentStatus,
  pendingNotVotedBy,
  upsertValueAnswers,
  valueAnswersOf,
} from './voting.repo';

export async function pendingForParent(db: Database, parent: SessionUser): Promise<PendingItem[]> {
  await requireVerifiedEmail(db, parent.id);
  const rows = await pendingNotVotedBy(db, parent.id, LIMITS.votingListSize);
  const ids = rows.map((row) => row.id);
  const [counts, mine] = await Promise.all([valueAnswerCounts(db, ids), valueAnswersOf(db, parent.id, ids)]);
  return rows.map((row) => {
    const valueAnswers = answersFrom(mine.filter((answer) => answer.contentId === row.id));
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
      valueAnswers,
      valueTally:
        Object.keys(valueAnswers).length > 0
          ? tallyOf(counts.filter((count) => count.contentId === row.id))
          : null,
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

function answersFrom(rows: readonly { axis: string; level: string }[]): ValueAnswers {
  const answers: Record<string, string> = {};
  for (const row of rows) answers[row.axis] = row.level;
  return answers as ValueAnswers;
}

/**
 * A parent's factual answers on the values axes of a pending item (the same voters as the yes/no vote: a verified
 * parent with a child profile). Each answer replaces the parent's earlier one on that axis; the published values
 * are not touched (a moderator decides them), so the item's revision and its yes votes stay as they are.
 */
export async function answerValues(
  db: Database,
  parent: SessionUser,
  contentId: string,
  answers: ValueAnswers,
): Promise<ValueAnswersResult> {
  if (!isUuid(contentId)) throw new AppError('NOT_FOUND', CHILD_MODE_MESSAGES.pendingNotFound);
  await requireVerifiedEmail(db, parent.id);
  if (!(await hasChildProfile(db, parent.id))) {
    throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.voteNeedsChild);
  }
  await db.transaction(async (tx) => {
    // The row lock orders the answers with the votes and with a moderator's decision on the same item.
    if ((await lockContentStatus(tx, contentId)) !== 'pending') {
      throw new AppError('NOT_FOUND', CHILD_MODE_MESSAGES.pendingNotFound);
    }
    await upsertValueAnswers(
      tx,
      contentId,
      parent.id,
      VALUE_AXES.flatMap((axis) => {
        const level = answers[axis];
        return level === undefined ? [] : [{ axis, level }];
      }),
    );
  });
  const [counts, mine] = await Promise.all([
    valueAnswerCounts(db, [contentId]),
    valueAnswersOf(db, parent.id, [contentId]),
  ]);
  return { answers: answersFrom(mine), tally: tallyOf(counts) };
}

// A parent's per-child lists: approvals (videos, creators, their own collections) for the child's "approved content
// only" mode, and blocks (videos, creators) that hide an item from every child surface. The catalog's child policy
// reads these tables in SQL; here they are only written and listed. Limits are checked with the child (or the
// collection) locked, so parallel adds cannot pass them.
import type { SessionUser } from '#server/access';
import { toFeedItem } from '#server/catalog';
import { findOwnChild } from '#server/children';
import type { Database, DbOrTx } from '#server/db/client';
import { isForeignKeyViolation, isUniqueViolation } from '#server/db/errors';
import { AppError } from '#server/http/app-error';
import {
  type ApprovalInput,
  type ApprovalKind,
  type BlockInput,
  type BlockKind,
  type ChildContentRules,
  CONTENT_RULE_LIMITS,
  CONTENT_RULE_MESSAGES,
  type Collection,
  type CollectionDetail,
  type ContentRule,
  type VideoRuleState,
} from '#shared/child-content-rules';
import { CHILD_MESSAGES } from '#shared/children.schema';
import { isUuid } from '#shared/ids';
import {
  type ApprovalRow,
  type BlockRow,
  collectionVideos,
  countApprovals,
  countBlocks,
  countCollectionItems,
  countCollectionsOf,
  creatorProfileExists,
  deleteApproval,
  deleteBlock,
  deleteCollection,
  deleteCollectionItem,
  findApproval,
  findApprovedOnly,
  findBlock,
  findCollectionOf,
  findPublishedVideo,
  insertApproval,
  insertBlock,
  insertCollection,
  insertCollectionItem,
  isInCollection,
  listApprovals,
  listBlocks,
  listCollectionsOf,
  lockChildOf,
  lockCollectionsOf,
  renameCollection,
  ruleStatesOf,
} from './content-rules.repo';

const targetNotFound = () => new AppError('NOT_FOUND', CONTENT_RULE_MESSAGES.targetNotFound);
const collectionNotFound = () => new AppError('NOT_FOUND', CONTENT_RULE_MESSAGES.collectionNotFound);

function targetIdOf(row: ApprovalRow | BlockRow): string {
  return row.contentId ?? row.creatorProfileId ?? ('collectionId' in row ? row.collectionId : null) ?? '';
}

function toRule<Kind extends string>(row: ApprovalRow | BlockRow, label: string | null): ContentRule<Kind> {
  return {
    id: row.id,
    kind: row.kind as Kind,
    targetId: targetIdOf(row),
    label,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function childRules(
  db: Database,
  parent: SessionUser,
  childId: string,
): Promise<ChildContentRules> {
  await findOwnChild(db, parent, childId);
  const [approvedOnly, approvals, blocks] = await Promise.all([
    findApprovedOnly(db, childId),
    listApprovals(db, childId),
    listBlocks(db, childId),
  ]);
  return {
    childId,
    approvedOnly,
    approvals: approvals.map(({ row, videoTitle, creatorName, collectionName }) =>
      toRule<ApprovalKind>(row, videoTitle ?? creatorName ?? collectionName),
    ),
    blocks: blocks.map(({ row, videoTitle, creatorName }) =>
      toRule<BlockKind>(row, videoTitle ?? creatorName),
    ),
    limits: { approvals: CONTENT_RULE_LIMITS.approvalsPerChild, blocks: CONTENT_RULE_LIMITS.blocksPerChild },
  };
}

/** The parent's child locked for this transaction, or 404 exactly like someone else's. */
async function lockOwnChild(tx: DbOrTx, parent: SessionUser, childId: string) {
  if (!isUuid(childId) || !(await lockChildOf(tx, parent.id, childId))) {
    throw new AppError('NOT_FOUND', CHILD_MESSAGES.childNotFound);
  }
}

/** A published video, an existing creator, or one of the parent's own collections; 404 otherwise. */
async function requireTarget(tx: DbOrTx, parent: SessionUser, kind: ApprovalKind, targetId: string) {
  const found =
    kind === 'video'
      ? (await findPublishedVideo(tx, targetId)) !== undefined
      : kind === 'creator'
        ? await creatorProfileExists(tx, targetId)
        : (await findCollectionOf(tx, parent.id, targetId)) !== undefined;
  if (!found) throw kind === 'collection' ? collectionNotFound() : targetNotFound();
}

/** The target deleted between our check and the insert (by its creator, a moderator, or the parent): 404 too. */
async function targetStillThere<T>(kind: ApprovalKind, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw kind === 'collection' ? collectionNotFound() : targetNotFound();
    throw error;
  }
}

/** Approves the target for the child (idempotent: approving it again answers the same rule, `created` false). */
export async function approve(
  db: Database,
  parent: SessionUser,
  childId: string,
  input: ApprovalInput,
): Promise<{ rule: ContentRule<ApprovalKind>; created: boolean }> {
  return targetStillThere(input.kind, () => approveInTransaction(db, parent, childId, input));
}

function approveInTransaction(db: Database, parent: SessionUser, childId: string, input: ApprovalInput) {
  return db.transaction(async (tx) => {
    await lockOwnChild(tx, parent, childId);
    await requireTarget(tx, parent, input.kind, input.targetId);
    const existing = await findApproval(tx, childId, input.kind, input.targetId);
    if (existing) return { rule: toRule<ApprovalKind>(existing, null), created: false };
    const limit = CONTENT_RULE_LIMITS.approvalsPerChild;
    if ((await countApprovals(tx, childId)) >= limit) {
      throw new AppError('CONFLICT', CONTENT_RULE_MESSAGES.approvalLimit, { params: { limit } });
    }
    const row = await insertApproval(tx, childId, input.kind, input.targetId);
    if (!row) throw new AppError('CONFLICT', CONTENT_RULE_MESSAGES.approvalLimit, { params: { limit } });
    return { rule: toRule<ApprovalKind>(row, null), created: true };
  });
}

/** Removes the approval if there is one (idempotent). */
export async function unapprove(db: Database, parent: SessionUser, childId: string, input: ApprovalInput) {
  await findOwnChild(db, parent, childId);
  await deleteApproval(db, childId, input.kind, input.targetId);
}

export async function block(
  db: Database,
  parent: SessionUser,
  childId: string,
  input: BlockInput,
): Promise<{ rule: ContentRule<BlockKind>; created: boolean }> {
  return targetStillThere(input.kind, () => blockInTransaction(db, parent, childId, input));
}

function blockInTransaction(db: Database, parent: SessionUser, childId: string, input: BlockInput) {
  return db.transaction(async (tx) => {
    await lockOwnChild(tx, parent, childId);
    await requireTarget(tx, parent, input.kind, input.targetId);
    const existing = await findBlock(tx, childId, input.kind, input.targetId);
    if (existing) return { rule: toRule<BlockKind>(existing, null), created: false };
    const limit = CONTENT_RULE_LIMITS.blocksPerChild;
    if ((await countBlocks(tx, childId)) >= limit) {
      throw new AppError('CONFLICT', CONTENT_RULE_MESSAGES.blockLimit, { params: { limit } });
    }
    const row = await insertBlock(tx, childId, input.kind, input.targetId);
    if (!row) throw new AppError('CONFLICT', CONTENT_RULE_MESSAGES.blockLimit, { params: { limit } });
    return { rule: toRule<BlockKind>(row, null), created: true };
  });
}

export async function unblock(db: Database, parent: SessionUser, childId: string, input: BlockInput) {
  await findOwnChild(db, parent, childId);
  await deleteBlock(db, childId, input.kind, input.targetId);
}

/** The approve and block menus of a video page: one entry per child of the parent. */
export async function videoRuleStates(
  db: Database,
  parent: SessionUser,
  contentId: string,
): Promise<{ creatorId: string | null; children: VideoRuleState[] }> {
  if (!isUuid(contentId)) throw new AppError('NOT_FOUND', 'videoNotFound');
  const video = await findPublishedVideo(db, contentId);
  if (!video) throw new AppError('NOT_FOUND', 'videoNotFound');
  const states = await ruleStatesOf(db, parent.id, contentId, video.creatorProfileId);
  return { creatorId: video.creatorProfileId, children: states };
}

// Collections.

function toCollection(entry: Awaited<ReturnType<typeof listCollectionsOf>>[number]): Collection {
  return {
    id: entry.row.id,
    name: entry.row.name,
    videoCount: entry.videoCount,
    approvedFor: entry.approvedFor,
    createdAt: entry.row.createdAt.toISOString(),
  };
}

export async function collectionsOf(db: Database, parent: SessionUser): Promise<Collection[]> {
  return (await listCollectionsOf(db, parent.id)).map(toCollection);
}

async function ownCollection(db: DbOrTx, parent: SessionUser, id: string, lock?: 'update') {
  if (!isUuid(id)) throw collectionNotFound();
  const row = await findCollectionOf(db, parent.id, id, { lock });
  if (!row) throw collectionNotFound();
  return row;
}

export async function collectionDetail(
  db: Database,
  parent: SessionUser,
  id: string,
): Promise<CollectionDetail> {
  await ownCollection(db, parent, id);
  const [[entry], videos] = await Promise.all([
    listCollectionsOf(db, parent.id, [id]),
    collectionVideos(db, id),
  ]);
  if (!entry) throw collectionNotFound();
  return { ...toCollection(entry), videos: videos.map(toFeedItem) };
}

const nameTaken = () => new AppError('CONFLICT', CONTENT_RULE_MESSAGES.collectionNameTaken);

export async function createCollection(db: Database, parent: SessionUser, name: string): Promise<Collection> {
  try {
    return await db.transaction(async (tx) => {
      // One lock per parent's collections: parallel creates cannot pass the limit together.
      await lockCollectionsOf(tx, parent.id);
      const limit = CONTENT_RULE_LIMITS.collectionsPerParent;
      if ((await countCollectionsOf(tx, parent.id)) >= limit) {
        throw new AppError('CONFLICT', CONTENT_RULE_MESSAGES.collectionLimit, { params: { limit } });
      }
      const row = await insertCollection(tx, parent.id, name);
      if (!row) throw new AppError('INTERNAL', 'somethingWentWrongTryAgain');
      return {
        id: row.id,
        name: row.name,
        videoCount: 0,
        approvedFor: [],
        createdAt: row.createdAt.toISOString(),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function renameOwnCollection(
  db: Database,
  parent: SessionUser,
  id: string,
  name: string,
  now: Date = new Date(),
): Promise<void> {
  await ownCollection(db, parent, id);
  try {
    await renameCollection(db, id, name, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Deletes the collection; its approvals go with it (so its videos leave approved-only children's lists). */
export async function deleteOwnCollection(db: Database, parent: SessionUser, id: string): Promise<void> {
  await ownCollection(db, parent, id);
  await deleteCollection(db, id);
}

export async function addToCollection(
  db: Database,
  parent: SessionUser,
  id: string,
  contentId: string,
): Promise<{ created: boolean }> {
  return targetStillThere('video', () => addInTransaction(db, parent, id, contentId));
}

function addInTransaction(db: Database, parent: SessionUser, id: string, contentId: string) {
  return db.transaction(async (tx) => {
    await ownCollection(tx, parent, id, 'update');
    if (!(await findPublishedVideo(tx, contentId))) throw targetNotFound();
    const limit = CONTENT_RULE_LIMITS.videosPerCollection;
    if ((await countCollectionItems(tx, id)) >= limit && !(await isInCollection(tx, id, contentId))) {
      throw new AppError('CONFLICT', CONTENT_RULE_MESSAGES.collectionFull, { params: { limit } });
    }
    return { created: (await insertCollectionItem(tx, id, contentId)) !== undefined };
  });
}

export async function removeFromCollection(db: Database, parent: SessionUser, id: string, contentId: string) {
  await ownCollection(db, parent, id);
  await deleteCollectionItem(db, id, contentId);
}

// Drizzle queries for a parent's per-child lists (approvals, blocks) and their collections. Children and
// collections are always read together with their owner, so another family's are simply not found.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type FeedRow, feedColumns } from '#server/catalog';
import type { DbOrTx } from '#server/db/client';
import {
  childApprovals,
  childBlocks,
  contentCollectionItems,
  contentCollections,
} from '#server/db/schema/child-content-rules';
import { children } from '#server/db/schema/children';
import { content } from '#server/db/schema/content';
import { creatorProfiles } from '#server/db/schema/users';
import type { ApprovalKind, BlockKind } from '#shared/child-content-rules';

export type ApprovalRow = typeof childApprovals.$inferSelect;
export type BlockRow = typeof childBlocks.$inferSelect;
type CollectionRow = typeof contentCollections.$inferSelect;

/** The parent's child, locked for the rest of the transaction (so two adds cannot both pass a limit). */
export async function lockChildOf(tx: DbOrTx, parentId: string, childId: string) {
  const [row] = await tx
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.id, childId), eq(children.parentId, parentId)))
    .for('update');
  return row;
}

export async function findApprovedOnly(db: DbOrTx, childId: string): Promise<boolean> {
  const [row] = await db
    .select({ approvedOnly: children.approvedOnly })
    .from(children)
    .where(eq(children.id, childId));
  return row?.approvedOnly ?? false;
}

export async function countApprovals(db: DbOrTx, childId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(childApprovals)
    .where(eq(childApprovals.childId, childId));
  return row?.n ?? 0;
}

export async function countBlocks(db: DbOrTx, childId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(childBlocks).where(eq(childBlocks.childId, childId));
  return row?.n ?? 0;
}

/** The column an approval or block of this kind names its target in. */
function approvalTarget(kind: ApprovalKind) {
  if (kind === 'video') return childApprovals.contentId;
  if (kind === 'creator') return childApprovals.creatorProfileId;
  return childApprovals.collectionId;
}
function blockTarget(kind: BlockKind) {
  return kind === 'video' ? childBlocks.contentId : childBlocks.creatorProfileId;
}
const targetValues = (kind: ApprovalKind, targetId: string) => ({
  contentId: kind === 'video' ? targetId : null,
  creatorProfileId: kind === 'creator' ? targetId : null,
  collectionId: kind === 'collection' ? targetId : null,
});

export async function findApproval(db: DbOrTx, childId: string, kind: ApprovalKind, targetId: string) {
  const [row] = await db
    .select()
    .from(childApprovals)
    .where(and(eq(childApprovals.childId, childId), eq(approvalTarget(kind), targetId)));
  return row;
}

/** Inserts the approval; undefined when the child already has it (one row per target). */
export async function insertApproval(db: DbOrTx, childId: string, kind: ApprovalKind, targetId: string) {
  const [row] = await db
    .insert(childApprovals)
    .values({ childId, kind, ...targetValues(kind, targetId) })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteApproval(db: DbOrTx, childId: string, kind: ApprovalKind, targetId: string) {
  await db
    .delete(childApprovals)
    .where(and(eq(childApprovals.childId, childId), eq(approvalTarget(kind), targetId)));
}

export async function findBlock(db: DbOrTx, childId: string, kind: BlockKind, targetId: string) {
  const [row] = await db
    .select()
    .from(childBlocks)
    .where(and(eq(childBlocks.childId, childId), eq(blockTarget(kind), targetId)));
  return row;
}

export async function insertBlock(db: DbOrTx, childId: string, kind: BlockKind, targetId: string) {
  const [row] = await db
    .insert(childBlocks)
    .values({
      childId,
      kind,
      contentId: kind === 'video' ? targetId : null,
      creatorProfileId: kind === 'creator' ? targetId : null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteBlock(db: DbOrTx, childId: string, kind: BlockKind, targetId: string) {
  await db.delete(childBlocks).where(and(eq(childBlocks.childId, childId), eq(blockTarget(kind), targetId)));
}

/** The labels of what the rows name: video titles, creator names, collection names. */
const labelColumns = {
  videoTitle: content.title,
  creatorName: creatorProfiles.fullName,
};

export async function listApprovals(db: DbOrTx, childId: string) {
  return db
    .select({ row: childApprovals, ...labelColumns, collectionName: contentCollections.name })
    .from(childApprovals)
    .leftJoin(content, eq(content.id, childApprovals.contentId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, childApprovals.creatorProfileId))
    .leftJoin(contentCollections, eq(contentCollections.id, childApprovals.collectionId))
    .where(eq(childApprovals.childId, childId))
    .orderBy(desc(childApprovals.createdAt), desc(childApprovals.id));
}

export async function listBlocks(db: DbOrTx, childId: string) {
  return db
    .select({ row: childBlocks, ...labelColumns })
    .from(childBlocks)
    .leftJoin(content, eq(content.id, childBlocks.contentId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, childBlocks.creatorProfileId))
    .where(eq(childBlocks.childId, childId))
    .orderBy(desc(childBlocks.createdAt), desc(childBlocks.id));
}

/** A published item and its creator profile (what approving or blocking a video, or its creator, names). */
export async function findPublishedVideo(db: DbOrTx, contentId: string) {
  const [row] = await db
    .select({ id: content.id, creatorProfileId: content.creatorProfileId })
    .from(content)
    .where(and(eq(content.id, contentId), eq(content.status, 'published')));
  return row;
}

export async function creatorProfileExists(db: DbOrTx, creatorProfileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.id, creatorProfileId));
  return row !== undefined;
}

/** For each of the parent's children: whether this video, or its creator, is approved or blocked for them. */
export async function ruleStatesOf(
  db: DbOrTx,
  parentId: string,
  contentId: string,
  creatorId: string | null,
) {
  const creator = creatorId ?? '00000000-0000-0000-0000-000000000000';
  // Spelled out: inside a subquery Drizzle's column would print unqualified, and "id" would be the subquery's own.
  const child = sql.raw('"children"."id"');
  return db
    .select({
      childId: children.id,
      videoApproved: sql<boolean>`exists (select 1 from child_approvals a where a.child_id = ${child} and a.content_id = ${contentId})`,
      creatorApproved: sql<boolean>`exists (select 1 from child_approvals a where a.child_id = ${child} and a.creator_profile_id = ${creator})`,
      videoBlocked: sql<boolean>`exists (select 1 from child_blocks b where b.child_id = ${child} and b.content_id = ${contentId})`,
      creatorBlocked: sql<boolean>`exists (select 1 from child_blocks b where b.child_id = ${child} and b.creator_profile_id = ${creator})`,
    })
    .from(children)
    .where(eq(children.parentId, parentId))
    .orderBy(asc(children.createdAt));
}

// Collections.

/** Serialises changes to one parent's set of collections for the rest of the transaction. */
export async function lockCollectionsOf(tx: DbOrTx, parentId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`content_collections:${parentId}`}, 0))`,
  );
}

export async function countCollectionsOf(db: DbOrTx, parentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentCollections)
    .where(eq(contentCollections.parentId, parentId));
  return row?.n ?? 0;
}

/** The parent's collections with their published video counts and the children each is approved for. */
export async function listCollectionsOf(db: DbOrTx, parentId: string, ids?: readonly string[]) {
  const conditions = [eq(contentCollections.parentId, parentId)];
  if (ids) conditions.push(inArray(contentCollections.id, [...ids]));
  // Spelled out: inside a subquery Drizzle's column would print unqualified, and "id" would be the subquery's own.
  const collection = sql.raw('"content_collections"."id"');
  return db
    .select({
      row: contentCollections,
      videoCount: sql<number>`(select count(*)::int from content_collection_items i
        join content c on c.id = i.content_id and c.status = 'published'
        where i.collection_id = ${collection})`,
      approvedFor: sql<string[]>`array(select a.child_id::text from child_approvals a
        where a.collection_id = ${collection} order by a.created_at)`,
    })
    .from(contentCollections)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${contentCollections.name})`), asc(contentCollections.id));
}

export async function findCollectionOf(
  db: DbOrTx,
  parentId: string,
  collectionId: string,
  options: { lock?: 'update' } = {},
): Promise<CollectionRow | undefined> {
  const query = db
    .select()
    .from(contentCollections)
    .where(and(eq(contentCollections.id, collectionId), eq(contentCollections.parentId, parentId)));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  return row;
}

export async function insertCollection(db: DbOrTx, parentId: string, name: string) {
  const [row] = await db.insert(contentCollections).values({ parentId, name }).returning();
  return row;
}

export async function renameCollection(db: DbOrTx, collectionId: string, name: string, now: Date) {
  await db
    .update(contentCollections)
    .set({ name, updatedAt: now })
    .where(eq(contentCollections.id, collectionId));
}

export async function deleteCollection(db: DbOrTx, collectionId: string) {
  await db.delete(contentCollections).where(eq(contentCollections.id, collectionId));
}

export async function countCollectionItems(db: DbOrTx, collectionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentCollectionItems)
    .where(eq(contentCollectionItems.collectionId, collectionId));
  return row?.n ?? 0;
}

export async function isInCollection(db: DbOrTx, collectionId: string, contentId: string) {
  const [row] = await db
    .select({ id: contentCollectionItems.contentId })
    .from(contentCollectionItems)
    .where(
      and(
        eq(contentCollectionItems.collectionId, collectionId),
        eq(contentCollectionItems.contentId, contentId),
      ),
    );
  return row !== undefined;
}

export async function insertCollectionItem(db: DbOrTx, collectionId: string, contentId: string) {
  const [row] = await db
    .insert(contentCollectionItems)
    .values({ collectionId, contentId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteCollectionItem(db: DbOrTx, collectionId: string, contentId: string) {
  await db
    .delete(contentCollectionItems)
    .where(
      and(
        eq(contentCollectionItems.collectionId, collectionId),
        eq(contentCollectionItems.contentId, contentId),
      ),
    );
}

/** The collection's published videos, most recently added first. */
export async function collectionVideos(db: DbOrTx, collectionId: string): Promise<FeedRow[]> {
  return (await db
    .select(feedColumns)
    .from(contentCollectionItems)
    .innerJoin(
      content,
      and(eq(content.id, contentCollectionItems.contentId), eq(content.status, 'published')),
    )
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(eq(contentCollectionItems.collectionId, collectionId))
    .orderBy(desc(contentCollectionItems.addedAt), desc(contentCollectionItems.contentId))) as FeedRow[];
}

// Content queries of the moderation queue: items with creator, yes-votes and screening for the admin lists, the
// editable columns locked for a decision, status changes, and what a creator's moderation mail needs.
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { content, contentVotes } from '#server/db/schema/content';
import { contentMessages } from '#server/db/schema/creator-studio';
import { contentScreenings } from '#server/db/schema/moderation';
import { creatorProfiles } from '#server/db/schema/users';
import type { ValueSources } from '#shared/content-values';
import type { ContentStatus } from '#shared/domain';

const yesVotes = sql<number>`(select count(*)::int from ${contentVotes} where ${contentVotes.contentId} = ${content.id} and ${contentVotes.vote})`;

const itemColumns = {
  id: content.id,
  title: content.title,
  description: content.description,
  status: content.status,
  rejectionReason: content.rejectionReason,
  category: content.category,
  tags: content.tags,
  contentRating: content.contentRating,
  language: content.language,
  // Every query here leaves drafts out (the only rows that may lack an age band): see notADraft.
  ageRange: sql<number>`${content.ageRange}`,
  hasMusic: content.hasMusic,
  music: content.music,
  faces: content.faces,
  magic: content.magic,
  imagery: content.imagery,
  dancing: content.dancing,
  valueSources: content.valueSources,
  declaredValues: content.declaredValues,
  sourceType: content.sourceType,
  youtubeUrl: content.youtubeUrl,
  videoUrl: content.videoUrl,
  instagramUsername: content.instagramUsername,
  instagramStoryId: content.instagramStoryId,
  instagramReelId: content.instagramReelId,
  tiktokUsername: content.tiktokUsername,
  tiktokVideoId: content.tiktokVideoId,
  creatorId: creatorProfiles.id,
  creatorName: creatorProfiles.fullName,
  yesVotes,
  revision: content.revision,
  screeningCompliant: contentScreenings.compliant,
  screeningConfidence: contentScreenings.confidence,
  screeningReasons: contentScreenings.reasons,
  createdAt: content.createdAt,
  updatedAt: content.updatedAt,
};

function selectItems(db: DbOrTx) {
  return (
    db
      .select(itemColumns)
      .from(content)
      .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
      // Only the screening of the revision shown: an older revision's result would vouch for text it never read.
      .leftJoin(
        contentScreenings,
        and(eq(contentScreenings.contentId, content.id), eq(contentScreenings.revision, content.revision)),
      )
  );
}

export type QueueItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** A draft is its creator's own until submitted: moderators neither see nor change it (it is "not found" to them). */
const notADraft = ne(content.status, 'draft');

export async function queueItemRow(db: DbOrTx, id: string): Promise<QueueItemRow | undefined> {
  const [row] = await selectItems(db).where(and(eq(content.id, id), notADraft));
  return row;
}

/** Which items a list shows: all, one status, or the dashboard's waiting ones (pending and parent-approved). */
export type QueueFilter = { status: 'all' | ContentStatus } | { waiting: true };

function whereOf(filter: QueueFilter): SQL | undefined {
  if ('waiting' in filter) return inArray(content.status, ['pending', 'approved']);
  // Drafts are the creator's own until submitted: never in a moderation list.
  return filter.status === 'all' ? notADraft : and(eq(content.status, filter.status), notADraft);
}

/** One page of the list, newest first, and the total it pages through. */
export async function queueItemPage(
  db: DbOrTx,
  filter: QueueFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: QueueItemRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(desc(content.createdAt), desc(content.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(content).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The columns a moderator edits (and the audit log compares before and after). */
export const EDITABLE = [
  'title',
  'description',
  'status',
  'rejectionReason',
  'category',
  'tags',
  'contentRating',
  'language',
  'ageRange',
  'hasMusic',
  'music',
  'faces',
  'magic',
  'imagery',
  'dancing',
  'scheduledPublishAt',
] as const;
export type Editable = (typeof EDITABLE)[number];

export type LockedItem = Record<Editable, unknown> & {
  revision: number;
  youtubeVideoId: string | null;
  sourceType: string;
  videoUrl: string | null;
  valueSources: ValueSources;
};

/**
 * The item's editable columns and revision, its row locked until the transaction ends (so "before" is the truth,
 * and no edit can slip in between the revision check and the decision).
 */
export async function lockEditableColumns(db: DbOrTx, id: string): Promise<LockedItem | undefined> {
  const [row] = await db
    .select({
      ...(Object.fromEntries(EDITABLE.map((key) => [key, content[key]])) as Record<
        Editable,
        (typeof content)[Editable]
      >),
      revision: content.revision,
      youtubeVideoId: content.youtubeVideoId,
      sourceType: content.sourceType,
      videoUrl: content.videoUrl,
      valueSources: content.valueSources,
    })
    .from(content)
    .where(and(eq(content.id, id), notADraft))
    .for('update');
  return row as LockedItem | undefined;
}

/** The item's YouTube id (for screening its public metadata), or undefined when there is no such item. */
export async function youtubeIdOf(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ youtubeVideoId: content.youtubeVideoId })
    .from(content)
    .where(eq(content.id, id));
  return row;
}

export async function statusOf(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ status: content.status, rejectionReason: content.rejectionReason })
    .from(content)
    .where(eq(content.id, id));
  return row;
}

/** The creator profile's id as stored, or undefined when there is no such profile. */
export async function storedCreatorProfileId(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.id, id));
  return row?.id;
}

/** A rejection's reason also lands in the item's message thread with its creator. */
export async function insertRejectionMessage(
  db: DbOrTx,
  contentId: string,
  authorId: string,
  reason: string,
) {
  await db
    .insert(contentMessages)
    .values({ contentId, authorId, authorRole: 'moderator', kind: 'rejection', body: reason });
}

export async function statusAndSchedule(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ status: content.status, scheduledPublishAt: content.scheduledPublishAt })
    .from(content)
    .where(eq(content.id, id));
  return row;
}

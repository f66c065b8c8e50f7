// The admin moderation queue: content lists, edits, publishing and single uploads. Every change is written with its
// audit entry in one transaction; the creator hears of a publication or rejection once it is committed.

import type { z } from 'zod';
import { assertUuid, recordAudit, type SessionUser } from '#server/access';
import type { Database, DbOrTx, Transaction } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import {
  type ContentValues as ContentChange,
  contentById,
  insertContent,
  updateContent as updateContentRow,
} from '#server/db/repos/content.repo';
import { itemValues, valueAnswerCounts } from '#server/db/repos/content-values.repo';
import { AppError, notFound } from '#server/http/app-error';
import { type ContentValues, UNKNOWN_LEVEL, VALUE_AXES, type ValueSources } from '#shared/content-values';
import { type ContentStatus, LIMITS } from '#shared/domain';
import {
  type AdminContentItem,
  type AdminContentPage,
  type contentUpdateSchema,
  UPLOAD_CATEGORIES,
  type uploadSchema,
} from '#shared/moderation.schema';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import type { ScreeningResult } from '#shared/screening';
import {
  defaultPublishedValues,
  type ItemValuesReview,
  sourcesOfDecision,
  tallyOf,
} from '#shared/value-answers';
import { parseYouTubeVideoId, youTubeWatchUrl } from '#shared/youtube-url';
import {
  EDITABLE,
  insertRejectionMessage,
  type LockedItem,
  lockEditableColumns,
  type QueueItemRow,
  queueItemPage,
  queueItemRow,
  statusOf,
  storedCreatorProfileId,
  youtubeIdOf,
} from './content-queue.repo';
import { type NotifyDeps, notifyCreator } from './creator-notifications';
import { enqueueScheduledPublish } from './scheduled-publish';
import { carryScreeningForward, saveScreening } from './screening.repo';
import { screenSubmission } from './screening.service';

/** The public page of the video at its source, for the "view source" link. */
function sourceUrl(row: QueueItemRow): string | null {
  if (row.youtubeUrl) return row.youtubeUrl;
  if (row.sourceType === 'instagram' && row.instagramUsername && row.instagramStoryId)
    return `https://www.instagram.com/stories/${encodeURIComponent(row.instagramUsername)}/${encodeURIComponent(row.instagramStoryId)}/`;
  if (row.sourceType === 'instagram_reel' && row.instagramReelId)
    return `https://www.instagram.com/reel/${encodeURIComponent(row.instagramReelId)}/`;
  if (row.sourceType === 'tiktok' && row.tiktokUsername && row.tiktokVideoId)
    return `https://www.tiktok.com/@${encodeURIComponent(row.tiktokUsername)}/video/${encodeURIComponent(row.tiktokVideoId)}`;
  return row.videoUrl;
}

type AnswerCount = { contentId: string; axis: string; level: string; count: number };

/** The values review of an item: published now, declared, the parents' tally and the moderator's starting point. */
function valuesReview(row: QueueItemRow, counts: readonly AnswerCount[]): ItemValuesReview {
  const current = {
    music: row.music,
    faces: row.faces,
    magic: row.magic,
    imagery: row.imagery,
    dancing: row.dancing,
  } as ContentValues;
  const declared = row.declaredValues ?? null;
  const tally = tallyOf(counts.filter((count) => count.contentId === row.id));
  return {
    current,
    sources: row.valueSources,
    declared,
    tally,
    suggested: defaultPublishedValues(current, declared, tally),
  };
}

/** The items' rows as the admin lists show them, with the parents' answers counted in one query. */
async function toItems(db: DbOrTx, rows: readonly QueueItemRow[]): Promise<AdminContentItem[]> {
  const counts = await valueAnswerCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toItem(row, counts));
}

function toItem(row: QueueItemRow, counts: readonly AnswerCount[]): AdminContentItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    rejectionReason: row.rejectionReason,
    category: row.category,
    tags: row.tags,
    contentRating: row.contentRating,
    language: row.language,
    ageRange: row.ageRange,
    hasMusic: row.hasMusic,
    values: {
      music: row.music as ContentValues['music'],
      faces: row.faces as ContentValues['faces'],
      magic: row.magic as ContentValues['magic'],
      imagery: row.imagery as ContentValues['imagery'],
      dancing: row.dancing as ContentValues['dancing'],
    },
    valueSources: row.valueSources,
    sourceType: row.sourceType,
    sourceUrl: sourceUrl(row),
    creator: row.creatorId ? { id: row.creatorId, fullName: row.creatorName ?? 'Creator' } : null,
    yesVotes: Number(row.yesVotes),
    revision: row.revision,
    screening:
      row.screeningCompliant === null || row.screeningConfidence === null
        ? null
        : {
            compliant: row.screeningCompliant,
            confidence: row.screeningConfidence,
            reasons: row.screeningReasons ?? [],
          },
    valuesReview: valuesReview(row, counts),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findItem(db: Database, id: string): Promise<AdminContentItem> {
  assertUuid(id, PIPELINE_MESSAGES.contentNotFound);
  const row = await queueItemRow(db, id);
  if (!row) throw notFound(PIPELINE_MESSAGES.contentNotFound);
  const [item] = await toItems(db, [row]);
  return item as AdminContentItem;
}

export async function listContent(
  db: Database,
  query: { status: 'all' | ContentStatus; page: number },
): Promise<AdminContentPage> {
  const pageSize = LIMITS.contentListPageSize;
  const { rows, total } = await queueItemPage(
    db,
    { status: query.status },
    { limit: pageSize, offset: (query.page - 1) * pageSize },
  );
  return { items: await toItems(db, rows), total, page: query.page, pageSize };
}

/** The dashboard's pending table: items waiting for a moderator (parent-approved ones included, marked). */
export async function pendingContent(db: Database): Promise<{ items: AdminContentItem[]; total: number }> {
  const { rows, total } = await queueItemPage(
    db,
    { waiting: true },
    { limit: LIMITS.adminPendingRows, offset: 0 },
  );
  return { items: await toItems(db, rows), total };
}

type ContentUpdate = z.output<typeof contentUpdateSchema>;

/**
 * A moderator's decision about the revision they saw. The row is locked while we decide, so two moderators cannot
 * both publish, "before" is the truth, and an edit (which bumps the revision) either lands before the check, which
 * then refuses with 409 and changes nothing, or waits until the decision is committed.
 */
async function changeContent(
  deps: NotifyDeps,
  actor: SessionUser,
  id: string,
  action: string,
  seenRevision: number,
  change: (before: LockedItem) => ContentChange,
  screening?: ScreeningResult,
  decideValues?: (tx: Transaction) => Promise<ValuesDecision>,
): Promise<AdminContentItem> {
  assertUuid(id, PIPELINE_MESSAGES.contentNotFound);
  const { db } = deps;
  let becameStatus: string | undefined;
  await db.transaction(async (tx) => {
    const before = await lockEditableColumns(tx, id);
    if (!before) throw notFound(PIPELINE_MESSAGES.contentNotFound);
    if (before.revision !== seenRevision) throw new AppError('CONFLICT', PIPELINE_MESSAGES.staleRevision);
    // A publication keeps the times it replaces, so it can be undone exactly (publish-undo.service.ts).
    const times = action === 'content.publish' ? await contentById(tx, id) : undefined;
    const values = change(before);
    // An uploaded file gets its video address only once transcoded: until then (or when the file was refused while
    // decoding) there is nothing a family could play, so it cannot go live or be scheduled to.
    if (
      values.status === 'published' &&
      before.status !== 'published' &&
      before.sourceType === 'upload' &&
      !before.videoUrl
    )
      throw new AppError('CONFLICT', PIPELINE_MESSAGES.uploadNotPlayable);
    const now = new Date();
    // An approval before the creator's chosen time waits as 'scheduled'; a job publishes it then.
    const scheduledAt = before.scheduledPublishAt instanceof Date ? before.scheduledPublishAt : null;
    if (values.status === 'published' && before.status !== 'published' && scheduledAt && scheduledAt > now)
      values.status = 'scheduled';
    await updateContentRow(
      tx,
      id,
      {
        ...values,
        updatedAt: now,
        ...(values.status === 'published' && before.status !== 'published' ? { publishedAt: now } : {}),
      },
      { touch: false },
    );
    // A moderator's edit is a new revision too: its screening is stored with it, for the next person who looks.
    if (screening) await saveScreening(tx, id, screening);
    // The values are written after the status: the revision trigger clears an unpublished item's yes votes when a
    // reviewed field changes, and the votes that approved the item stay with it (for an undo, and the record).
    const decided = decideValues ? await decideValues(tx) : undefined;
    if (decided?.changed) {
      await updateContentRow(tx, id, { ...decided.values, valueSources: decided.sources }, { touch: false });
      // The screened text did not change with the axes: its screening still describes the new revision.
      await carryScreeningForward(tx, id);
    } else if (decided) {
      await updateContentRow(tx, id, { valueSources: decided.sources }, { touch: false });
    }
    const status = (await statusOf(tx, id))?.status;
    if (status && status !== before.status) becameStatus = status;
    if (becameStatus === 'rejected' && values.rejectionReason)
      await insertRejectionMessage(tx, id, actor.id, values.rejectionReason);
    // The status as stored: a change of reviewed fields sends a parent-approved item back to pending (the trigger).
    const after = { ...before, ...values, ...(status ? { status } : {}) } as Record<string, unknown>;
    const changedKeys = EDITABLE.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
    await recordAudit(tx, {
      actorId: actor.id,
      action,
      targetType: 'content',
      targetId: id,
      before: {
        ...Object.fromEntries(changedKeys.map((key) => [key, before[key]])),
        ...(decided ? { values: decided.before, valueSources: decided.sourcesBefore } : {}),
        ...(times
          ? {
              publishedAt: times.publishedAt?.toISOString() ?? null,
              updatedAt: times.updatedAt.toISOString(),
            }
          : {}),
      },
      after: {
        ...Object.fromEntries(changedKeys.map((key) => [key, after[key]])),
        ...(times ? { publishedAt: now.toISOString(), updatedAt: now.toISOString() } : {}),
        // The values decided, with who set each axis (the audit log is where a moderator's choice is answerable).
        ...(decided ? { values: decided.values, valueSources: decided.sources } : {}),
      },
    });
  });
  if (becameStatus === 'published' || becameStatus === 'rejected')
    await notifyCreator(deps, id, becameStatus);
  if (becameStatus === 'scheduled') await enqueueScheduledPublish(deps, id);
  return findItem(db, id);
}

/**
 * The values axes a moderator's edit writes, and who set them: an axis the moderator changed is theirs (the
 * moderator decides the published values), one set back to unknown has nobody, one left as it was keeps its source.
 * An edit that turns only has_music writes the music it implies (none, or unknown music for an item that had none),
 * so the source follows the music actually stored.
 */
function moderatedValues(before: LockedItem, input: ContentUpdate): Partial<ContentChange> {
  const music =
    input.music ??
    (input.hasMusic === before.hasMusic
      ? (before.music as ContentValues['music'])
      : input.hasMusic
        ? before.music === 'none'
          ? 'unknown'
          : (before.music as ContentValues['music'])
        : 'none');
  const next: ContentValues = {
    music,
    faces: input.faces ?? (before.faces as ContentValues['faces']),
    magic: input.magic ?? (before.magic as ContentValues['magic']),
    imagery: input.imagery ?? (before.imagery as ContentValues['imagery']),
    dancing: input.dancing ?? (before.dancing as ContentValues['dancing']),
  };
  const valueSources: ValueSources = { ...before.valueSources };
  for (const axis of VALUE_AXES) {
    if (next[axis] === before[axis]) continue;
    if (next[axis] === UNKNOWN_LEVEL) delete valueSources[axis];
    else valueSources[axis] = 'moderator';
  }
  return { ...next, valueSources };
}

export async function updateContent(deps: NotifyDeps, actor: SessionUser, id: string, input: ContentUpdate) {
  assertUuid(id, PIPELINE_MESSAGES.contentNotFound);
  const item = await youtubeIdOf(deps.db, id);
  if (!item) throw notFound(PIPELINE_MESSAGES.contentNotFound);
  // Screened and stored whatever the score: a moderator wrote it, and the findings stay visible next to it.
  const screening = await screenSubmission(
    deps,
    { title: input.title, description: input.description, tags: input.tags, hasMusic: input.hasMusic },
    item.youtubeVideoId,
  );
  return changeContent(
    deps,
    actor,
    id,
    'content.update',
    input.revision,
    (before) => ({
      title: input.title,
      description: input.description,
      status: input.status,
      rejectionReason: input.status === 'rejected' ? input.rejectionReason : null,
      category: input.category,
      tags: input.tags,
      contentRating: input.contentRating,
      language: input.language,
      ageRange: input.ageRange,
      hasMusic: input.hasMusic,
      ...moderatedValues(before, input),
    }),
    screening,
  );
}

type ValuesDecision = {
  values: ContentValues;
  sources: ValueSources;
  before: ContentValues;
  sourcesBefore: ValueSources;
  changed: boolean;
};

/**
 * Publish of the revision the moderator reviewed (409 when the item changed since), with the values they chose per
 * axis, or each axis's default (the parents' tally, else the declaration) when they chose none. Who set each axis
 * follows from what they kept (value-answers.ts's sourcesOfDecision).
 */
export function publishContent(
  deps: NotifyDeps,
  actor: SessionUser,
  id: string,
  seenRevision: number,
  chosen?: ContentValues,
) {
  return changeContent(
    deps,
    actor,
    id,
    'content.publish',
    seenRevision,
    (before) => {
      if (before.status !== 'pending' && before.status !== 'approved')
        throw new AppError('CONFLICT', 'onlyPendingCanBePublished');
      return { status: 'published', rejectionReason: null };
    },
    undefined,
    async (tx) => {
      const stored = await itemValues(tx, id);
      if (!stored) throw notFound(PIPELINE_MESSAGES.contentNotFound);
      const tally = tallyOf(await valueAnswerCounts(tx, [id]));
      const values = chosen ?? defaultPublishedValues(stored.current, stored.declared, tally);
      return {
        values,
        sources: sourcesOfDecision(values, stored.declared, tally),
        before: stored.current,
        sourcesBefore: stored.sources,
        changed: VALUE_AXES.some((axis) => values[axis] !== stored.current[axis]),
      };
    },
  );
}

export async function uploadSingle(
  db: Database,
  actor: SessionUser,
  input: z.output<typeof uploadSchema>,
): Promise<{ id: string }> {
  const creatorId = await storedCreatorProfileId(db, input.creatorProfileId);
  if (!creatorId) throw notFound(PIPELINE_MESSAGES.selectedCreatorNotFound);
  const videoId = parseYouTubeVideoId(input.youtubeUrl) as string;
  const tags =
    input.category && !input.tags.includes(input.category) ? [input.category, ...input.tags] : input.tags;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await insertContent(tx, {
        title: input.title,
        description: input.description,
        status: 'pending',
        category: input.category ? UPLOAD_CATEGORIES[input.category] : 'Other',
        tags,
        sourceType: 'youtube',
        youtubeUrl: youTubeWatchUrl(videoId),
        youtubeVideoId: videoId,
        creatorProfileId: creatorId,
        language: input.language,
        ageRange: input.ageRange,
        contentRating: input.contentRating,
        hasMusic: input.hasMusic,
      });
      if (!row) throw new Error('insert returned nothing');
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'content.upload',
        targetType: 'content',
        targetId: row.id,
        after: {
          title: input.title,
          status: 'pending',
          creatorProfileId: creatorId,
          youtubeVideoId: videoId,
          language: input.language,
          ageRange: input.ageRange,
          contentRating: input.contentRating,
          hasMusic: input.hasMusic,
        },
      });
      return { id: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', PIPELINE_MESSAGES.alreadyOnPlatform);
    throw error;
  }
}

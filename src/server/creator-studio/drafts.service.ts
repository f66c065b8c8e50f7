import { recordAudit, type SessionUser } from '#server/access';
import {
  insertContent,
  itemsMadeInLastHour,
  moveDraftToPending,
  sourceOnPlatform,
  updateContent,
} from '#server/db/repos/content.repo';
import { findOrCreateCreatorProfile } from '#server/db/repos/creator-profiles.repo';
import type { AppDeps } from '#server/http/app-env';
import { AppError, parseOrThrow } from '#server/http/app-error';
import { enforceCountedLimit, RATE_LIMITS } from '#server/http/rate-limit';
import { screenOrRefuse as screenUploadOrRefuse } from '#server/moderation';
import {
  duplicateSourceAsConflict,
  recordScreening,
  screenOrRefuse,
  sourceColumns,
  submittedColumns,
} from '#server/submissions';
import { CREATOR_STUDIO_MESSAGES, type Draft, type DraftDetail } from '#shared/creator-studio.schema';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import type { ScreeningResult } from '#shared/screening';
import { type Submission, submissionSchema } from '#shared/submission.schema';
import { uploadDraftSubmissionSchema } from '#shared/uploads';
import { declarationOf, declaredColumns, draftValuesOf } from '#shared/value-answers';
import { clearScreening } from './drafts.repo';
import { requireOwnItem } from './studio-owner';

/** A draft's columns: what was filled in, the rest at the form's defaults (checked only on submission). */
function draftColumns(input: Draft) {
  const sourceType = input.sourceType ?? 'youtube';
  return {
    title: input.title,
    description: input.description ?? '',
    category: input.category ?? 'Other',
    tags: input.tags,
    language: input.language ?? 'English',
    // Not chosen yet stays unchosen (null): the form asks again when the draft is continued, and submitting
    // requires one (so does the database for every other status).
    ageRange: input.ageRange ?? null,
    duration: input.duration === undefined ? 0 : Math.round(input.duration * 10) / 10,
    // What the creator answered of the values questions so far, kept for when the draft is continued.
    declaredValues: input.values ?? null,
    hasMusic: input.values?.music ? input.values.music !== 'none' : input.hasMusic,
    shariahAnalysis: input.shariahScore ?? 100,
    sourceType,
    // A draft keeps what was typed; the id columns are parsed and made unique only when it is submitted.
    youtubeUrl: sourceType === 'youtube' ? (input.youtubeUrl ?? null) : null,
    youtubeVideoId: null,
    instagramUsername: input.instagramUsername ?? null,
    instagramStoryId: input.instagramStoryId ?? null,
    instagramReelUsername: input.instagramReelUsername ?? null,
    instagramReelId: input.instagramReelId ?? null,
    tiktokUsername: input.tiktokUsername ?? null,
    tiktokVideoId: input.tiktokVideoId ?? null,
    scheduledPublishAt: input.publishAt ? new Date(input.publishAt) : null,
  };
}

export async function createDraft(deps: AppDeps, user: SessionUser, input: Draft): Promise<{ id: string }> {
  enforceCountedLimit(RATE_LIMITS.submission, await itemsMadeInLastHour(deps.db, user.id));
  return deps.db.transaction(async (tx) => {
    const creator = await findOrCreateCreatorProfile(tx, user);
    const [row] = await insertContent(tx, {
      ...draftColumns(input),
      status: 'draft',
      creatorProfileId: creator.id,
    });
    if (!row) throw new Error('draft insert returned nothing');
    await recordAudit(tx, {
      actorId: user.id,
      action: 'content.draft',
      targetType: 'content',
      targetId: row.id,
      after: { status: 'draft', title: input.title },
    });
    return { id: row.id };
  });
}

/**
 * A draft made from an uploaded file keeps its file: only the item's own fields change (its source, and the duration
 * the transcode measured, are the file's; link fields sent to it are ignored).
 */
function uploadDraftColumns(input: Draft) {
  const {
    title,
    description,
    category,
    tags,
    language,
    ageRange,
    hasMusic,
    declaredValues,
    scheduledPublishAt,
  } = draftColumns(input);
  return {
    title,
    description,
    category,
    tags,
    language,
    ageRange,
    hasMusic,
    declaredValues,
    scheduledPublishAt,
  };
}

export async function updateDraft(deps: AppDeps, user: SessionUser, id: string, input: Draft): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { item } = await requireOwnItem(tx, user.id, id, true);
    if (item.status !== 'draft') throw new AppError('CONFLICT', CREATOR_STUDIO_MESSAGES.draftOnly);
    await updateContent(
      tx,
      id,
      item.sourceType === 'upload' ? uploadDraftColumns(input) : draftColumns(input),
    );
  });
}

export async function draftDetail(deps: AppDeps, user: SessionUser, id: string): Promise<DraftDetail> {
  const { item } = await requireOwnItem(deps.db, user.id, id);
  if (item.status !== 'draft') throw new AppError('CONFLICT', CREATOR_STUDIO_MESSAGES.draftOnly);
  return {
    id: item.id,
    title: item.title,
    sourceType: item.sourceType,
    youtubeUrl: item.youtubeUrl,
    instagramUsername: item.instagramUsername,
    instagramStoryId: item.instagramStoryId,
    instagramReelUsername: item.instagramReelUsername,
    instagramReelId: item.instagramReelId,
    tiktokUsername: item.tiktokUsername,
    tiktokVideoId: item.tiktokVideoId,
    category: item.category,
    language: item.language,
    ageRange: item.ageRange,
    duration: item.duration,
    description: item.description,
    tags: item.tags,
    hasMusic: item.hasMusic,
    values: draftValuesOf(item.declaredValues),
    shariahScore: item.shariahAnalysis,
    publishAt: item.scheduledPublishAt?.toISOString() ?? null,
    updatedAt: item.updatedAt.toISOString(),
  };
}

type SubmittedDraft = { id: string; status: 'pending'; screening: ScreeningResult };

/**
 * A complete draft goes to moderation: the same checks and screening as a new submission, then 'pending', as a
 * revision of its own. The body is the form of the draft's kind: a link draft sends the submission form, a draft
 * made from an uploaded file the file form (its video is the file already attached).
 */
export async function submitDraft(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  body: unknown,
): Promise<SubmittedDraft> {
  const { item } = await requireOwnItem(deps.db, user.id, id);
  if (item.status !== 'draft') throw new AppError('CONFLICT', CREATOR_STUDIO_MESSAGES.draftOnly);
  if (item.sourceType === 'upload') return submitUploadDraft(deps, user, id, body);
  const input: Submission = parseOrThrow(submissionSchema, body);
  const source = sourceColumns(input);
  if (await sourceOnPlatform(deps.db, source, id))
    throw new AppError('CONFLICT', PIPELINE_MESSAGES.alreadyOnPlatform);
  const screening = await screenOrRefuse(deps, input);
  try {
    return await moveToPending(deps, user, id, submittedColumns(input), screening);
  } catch (error) {
    throw duplicateSourceAsConflict(error);
  }
}

/** An upload-made draft submitted: the file form's fields screened as a new upload's are, then pending. */
async function submitUploadDraft(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  body: unknown,
): Promise<SubmittedDraft> {
  const input = parseOrThrow(uploadDraftSubmissionSchema, body);
  const declared = declarationOf(input);
  const screening = await screenUploadOrRefuse(
    deps,
    {
      title: input.title,
      description: input.description,
      tags: input.tags,
      hasMusic: declared.music !== 'none',
    },
    null,
  );
  return moveToPending(
    deps,
    user,
    id,
    {
      title: input.title,
      description: input.description,
      category: input.category,
      tags: input.tags,
      language: input.language,
      ageRange: input.ageRange,
      ...declaredColumns(declared),
      contentRating: 'G',
      scheduledPublishAt: input.publishAt ? new Date(input.publishAt) : null,
    },
    screening,
  );
}

async function moveToPending(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  values: Parameters<typeof moveDraftToPending>[2],
  screening: ScreeningResult,
): Promise<SubmittedDraft> {
  return deps.db.transaction(async (tx) => {
    const moved = await moveDraftToPending(tx, id, values);
    if (!moved) throw new AppError('CONFLICT', CREATOR_STUDIO_MESSAGES.draftOnly);
    await clearScreening(tx, id);
    await recordScreening(tx, id, screening);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'content.submit',
      targetType: 'content',
      targetId: id,
      before: { status: 'draft' },
      after: { status: 'pending', title: values.title, confidence: screening.confidence },
    });
    return { id, status: 'pending' as const, screening };
  });
}

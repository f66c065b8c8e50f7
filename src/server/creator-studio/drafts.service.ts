import type { AppDeps } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import { enforceCountedLimit, RATE_LIMITS } from '#server/http/rate-limit';
import type { SessionUser } from '#server/http/session';
import { findOrCreateCreatorProfile, insertContent, recordAudit } from '#server/moderation';
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
import type { Submission } from '#shared/submission.schema';
import {
  clearScreening,
  itemsInLastHour,
  sourceTakenByOther,
  submitDraftRow,
  updateItem,
} from './creator-studio.repo';
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
    ageRange: input.ageRange ?? 4,
    duration: input.duration === undefined ? 0 : Math.round(input.duration * 10) / 10,
    hasMusic: input.hasMusic,
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
  enforceCountedLimit(RATE_LIMITS.submission, await itemsInLastHour(deps.db, user.id));
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

export async function updateDraft(deps: AppDeps, user: SessionUser, id: string, input: Draft): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { item } = await requireOwnItem(tx, user.id, id, true);
    if (item.status !== 'draft') throw new AppError('CONFLICT', CREATOR_STUDIO_MESSAGES.draftOnly);
    await updateItem(tx, id, draftColumns(input));
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
    shariahScore: item.shariahAnalysis,
    publishAt: item.scheduledPublishAt?.toISOString() ?? null,
    updatedAt: item.updatedAt.toISOString(),
  };
}

/** A complete draft goes to moderation: the same checks and screening as a new submission, then 'pending'. */
export async function submitDraft(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  input: Submission,
): Promise<{ id: string; status: 'pending'; screening: ScreeningResult }> {
  const { item } = await requireOwnItem(deps.db, user.id, id);
  if (item.status !== 'draft') throw new AppError('CONFLICT', CREATOR_STUDIO_MESSAGES.draftOnly);
  const source = sourceColumns(input);
  if (await sourceTakenByOther(deps.db, id, source))
    throw new AppError('CONFLICT', PIPELINE_MESSAGES.alreadyOnPlatform);
  const screening = await screenOrRefuse(deps, input);
  try {
    return await deps.db.transaction(async (tx) => {
      const moved = await submitDraftRow(tx, id, submittedColumns(input));
      if (!moved) throw new AppError('CONFLICT', CREATOR_STUDIO_MESSAGES.draftOnly);
      await clearScreening(tx, id);
      await recordScreening(tx, id, screening);
      await recordAudit(tx, {
        actorId: user.id,
        action: 'content.submit',
        targetType: 'content',
        targetId: id,
        before: { status: 'draft' },
        after: { status: 'pending', title: input.title, confidence: screening.confidence },
      });
      return { id, status: 'pending' as const, screening };
    });
  } catch (error) {
    throw duplicateSourceAsConflict(error);
  }
}

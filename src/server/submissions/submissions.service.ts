// Creator submissions: validated with the shared schema, refused when already on the platform or when the
// screening finds policy problems, otherwise stored as `pending` for human moderation.

import { recordAudit, type SessionUser } from '#server/access';
import type { Database, DbOrTx } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import {
  insertContent,
  itemsMadeInLastHour,
  latestOfCreator,
  rejectedOfCreator,
  sourceOnPlatform,
} from '#server/db/repos/content.repo';
import { creatorProfileIdOfUser, findOrCreateCreatorProfile } from '#server/db/repos/creator-profiles.repo';
import type { AppDeps } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import { enforceCountedLimit, RATE_LIMITS } from '#server/http/rate-limit';
import { saveScreening, screenOrRefuse as screenFieldsOrRefuse } from '#server/moderation';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import type { ScreeningResult } from '#shared/screening';
import type { CreatorContentOverview, Submission } from '#shared/submission.schema';
import { declarationOf, declaredColumns } from '#shared/value-answers';
import { parseYouTubeVideoId, youTubeWatchUrl } from '#shared/youtube-url';

/** The content columns of a submission's source (also used when a creator-studio draft is submitted). */
export function sourceColumns(input: Submission) {
  const youtubeVideoId = input.sourceType === 'youtube' ? parseYouTubeVideoId(input.youtubeUrl ?? '') : null;
  return {
    youtubeVideoId,
    youtubeUrl: youtubeVideoId ? youTubeWatchUrl(youtubeVideoId) : null,
    instagramUsername: input.sourceType === 'instagram' ? (input.instagramUsername ?? null) : null,
    instagramStoryId: input.sourceType === 'instagram' ? (input.instagramStoryId ?? null) : null,
    instagramReelUsername:
      input.sourceType === 'instagram_reel' ? (input.instagramReelUsername ?? null) : null,
    instagramReelId: input.sourceType === 'instagram_reel' ? (input.instagramReelId ?? null) : null,
    tiktokUsername: input.sourceType === 'tiktok' ? (input.tiktokUsername ?? null) : null,
    tiktokVideoId: input.sourceType === 'tiktok' ? (input.tiktokVideoId ?? null) : null,
  };
}

export async function submitContent(
  deps: AppDeps,
  user: SessionUser,
  input: Submission,
): Promise<{ id: string; status: 'pending'; screening: ScreeningResult }> {
  const source = sourceColumns(input);
  enforceCountedLimit(RATE_LIMITS.submission, await itemsMadeInLastHour(deps.db, user.id));
  if (await sourceOnPlatform(deps.db, source))
    throw new AppError('CONFLICT', PIPELINE_MESSAGES.alreadyOnPlatform);

  const screening = await screenOrRefuse(deps, input);

  try {
    return await deps.db.transaction(async (tx) => {
      const creator = await findOrCreateCreatorProfile(tx, user);
      const [row] = await insertContent(tx, {
        ...submittedColumns(input),
        status: 'pending',
        creatorProfileId: creator.id,
      });
      if (!row) throw new Error('content insert returned nothing');
      await recordScreening(tx, row.id, screening);
      await recordAudit(tx, {
        actorId: user.id,
        action: 'content.submit',
        targetType: 'content',
        targetId: row.id,
        after: { status: 'pending', title: input.title, confidence: screening.confidence },
      });
      return { id: row.id, status: 'pending' as const, screening };
    });
  } catch (error) {
    throw duplicateSourceAsConflict(error);
  }
}

/**
 * The automatic screening of a submission (a new one, or a draft being submitted); a non-compliant one is refused
 * with its findings, before anything is written.
 */
export function screenOrRefuse(deps: AppDeps, input: Submission): Promise<ScreeningResult> {
  return screenFieldsOrRefuse(
    deps,
    {
      title: input.title,
      description: input.description,
      tags: input.tags,
      hasMusic: declarationOf(input).music !== 'none',
    },
    sourceColumns(input).youtubeVideoId,
  );
}

/**
 * The content columns a complete submission sets (a new row, or a draft moving to pending): the creator's values
 * declaration is kept as said and is also the item's first published values, until a moderator decides.
 */
export function submittedColumns(input: Submission) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    tags: input.tags,
    language: input.language,
    ageRange: input.ageRange,
    duration: Math.round(input.duration * 10) / 10,
    ...declaredColumns(declarationOf(input)),
    contentRating: input.contentRating,
    shariahAnalysis: input.shariahScore,
    sourceType: input.sourceType,
    ...sourceColumns(input),
  };
}

/** The screening of the item's current revision (a new row, or a draft that just became a submission). */
export function recordScreening(tx: DbOrTx, contentId: string, screening: ScreeningResult) {
  return saveScreening(tx, contentId, screening);
}

/** Another item took the same source between the check and the insert: the spec's 'already on the platform'. */
export function duplicateSourceAsConflict(error: unknown): unknown {
  return isUniqueViolation(error) ? new AppError('CONFLICT', PIPELINE_MESSAGES.alreadyOnPlatform) : error;
}

/** The creator dashboard's Content Manager (3 latest) and moderation messages (rejections with reasons). */
export async function creatorContentOverview(db: Database, userId: string): Promise<CreatorContentOverview> {
  const profileId = await creatorProfileIdOfUser(db, userId);
  if (!profileId) return { latest: [], messages: [] };
  const [latest, rejected] = await Promise.all([
    latestOfCreator(db, profileId, 3),
    rejectedOfCreator(db, profileId, 10),
  ]);
  return {
    latest: latest.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    messages: rejected.map((row) => ({
      contentId: row.id,
      title: row.title,
      reason: row.rejectionReason ?? '',
      at: row.updatedAt.toISOString(),
    })),
  };
}

// Creator submissions: validated with the shared schema, refused when already on the platform or when the
// screening finds policy problems, otherwise stored as `pending` for human moderation.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  type CreatorContentOverview,
  PIPELINE_MESSAGES,
  type Submission,
} from '../../shared/content-pipeline.schema';
import { COMPLIANCE_FAILED_MESSAGE, describeFindings, type ScreeningResult } from '../../shared/screening';
import { parseYouTubeVideoId, youTubeWatchUrl } from '../../shared/youtube-url';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { content } from '../db/schema/content';
import { contentScreenings } from '../db/schema/moderation';
import { creatorProfiles } from '../db/schema/users';
import type { AppDeps } from '../http/app-env';
import { AppError } from '../http/app-error';
import { enforceCountedLimit, RATE_LIMITS } from '../http/rate-limit';
import type { SessionUser } from '../http/session';
import { recordAudit } from '../moderation/audit';
import { findOrCreateCreatorProfile } from '../moderation/creator-profiles';
import { screenSubmission } from '../moderation/screening.service';

function sourceColumns(input: Submission) {
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

async function alreadyOnPlatform(db: Database, source: ReturnType<typeof sourceColumns>): Promise<boolean> {
  const condition = source.youtubeVideoId
    ? eq(content.youtubeVideoId, source.youtubeVideoId)
    : source.instagramStoryId
      ? and(eq(content.sourceType, 'instagram'), eq(content.instagramStoryId, source.instagramStoryId))
      : source.instagramReelId
        ? and(eq(content.sourceType, 'instagram_reel'), eq(content.instagramReelId, source.instagramReelId))
        : and(eq(content.sourceType, 'tiktok'), eq(content.tiktokVideoId, source.tiktokVideoId ?? ''));
  const [row] = await db.select({ id: content.id }).from(content).where(condition).limit(1);
  return Boolean(row);
}

async function submissionsInLastHour(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(content)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(and(eq(creatorProfiles.userId, userId), gt(content.createdAt, sql`now() - interval '1 hour'`)));
  return row?.n ?? 0;
}

export async function submitContent(
  deps: AppDeps,
  user: SessionUser,
  input: Submission,
): Promise<{ id: string; status: 'pending'; screening: ScreeningResult }> {
  const source = sourceColumns(input);
  enforceCountedLimit(RATE_LIMITS.submission, await submissionsInLastHour(deps.db, user.id));
  if (await alreadyOnPlatform(deps.db, source))
    throw new AppError('CONFLICT', PIPELINE_MESSAGES.alreadyOnPlatform);

  const screening = await screenSubmission(
    deps,
    { title: input.title, description: input.description, tags: input.tags, hasMusic: input.hasMusic },
    source.youtubeVideoId,
  );
  if (!screening.compliant) {
    throw new AppError(
      'VALIDATION_FAILED',
      COMPLIANCE_FAILED_MESSAGE,
      describeFindings(screening.reasons).map((message) => ({ path: 'screening', message })),
    );
  }

  try {
    return await deps.db.transaction(async (tx) => {
      const creator = await findOrCreateCreatorProfile(tx, user);
      const [row] = await tx
        .insert(content)
        .values({
          title: input.title,
          description: input.description,
          status: 'pending',
          category: input.category,
          tags: input.tags,
          language: input.language,
          ageRange: input.ageRange,
          duration: Math.round(input.duration * 10) / 10,
          hasMusic: input.hasMusic,
          contentRating: input.contentRating,
          shariahAnalysis: input.shariahScore,
          sourceType: input.sourceType,
          ...source,
          creatorProfileId: creator.id,
        })
        .returning({ id: content.id });
      if (!row) throw new Error('content insert returned nothing');
      await tx.insert(contentScreenings).values({
        contentId: row.id,
        compliant: screening.compliant,
        confidence: screening.confidence,
        reasons: screening.reasons,
        metadataChecked: screening.metadataChecked,
      });
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
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', PIPELINE_MESSAGES.alreadyOnPlatform);
    throw error;
  }
}

/** The creator dashboard's Content Manager (3 latest) and moderation messages (rejections with reasons). */
export async function creatorContentOverview(db: Database, userId: string): Promise<CreatorContentOverview> {
  const [profile] = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, userId));
  if (!profile) return { latest: [], messages: [] };
  const columns = {
    id: content.id,
    title: content.title,
    status: content.status,
    rejectionReason: content.rejectionReason,
    createdAt: content.createdAt,
    updatedAt: content.updatedAt,
  };
  const [latest, rejected] = await Promise.all([
    db
      .select(columns)
      .from(content)
      .where(eq(content.creatorProfileId, profile.id))
      .orderBy(desc(content.createdAt), desc(content.id))
      .limit(3),
    db
      .select(columns)
      .from(content)
      .where(and(eq(content.creatorProfileId, profile.id), eq(content.status, 'rejected')))
      .orderBy(desc(content.updatedAt))
      .limit(10),
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

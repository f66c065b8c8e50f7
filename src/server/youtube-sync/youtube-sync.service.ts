// YouTube channels: link a channel to a creator, sync one channel or all (new videos become `pending` items,
// deduplicated by video id), and the auto-sync switch backed by a persisted pg-boss schedule.

import { assertUuid, recordAudit } from '#server/access';
import { type Database, isDatabaseUnavailable } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { insertContent } from '#server/db/repos/content.repo';
import {
  channelLinkedElsewhere,
  creatorProfileById,
  creatorsWithChannel,
  updateCreatorProfile,
} from '#server/db/repos/creator-profiles.repo';
import type { AppDeps } from '#server/http/app-env';
import { AppError, englishMessage, notFound } from '#server/http/app-error';
import { insertContentScreenings, loadScreeningRules } from '#server/moderation';
import { LIMITS } from '#shared/domain';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { screenContent } from '#shared/screening';
import { type AutoSyncState, cronForInterval } from '#shared/youtube-sync.schema';
import { youTubeWatchUrl } from '#shared/youtube-url';
import { fetchChannelVideos, youtubeSourceKind } from './youtube-source';
import { autoSyncSettingsRow, saveAutoSyncRun, saveAutoSyncSwitch } from './youtube-sync.repo';

export const AUTO_SYNC_JOB = 'youtube-auto-sync';

type SyncDeps = Pick<AppDeps, 'db' | 'env' | 'logger'>;

export async function linkChannel(
  db: Database,
  actorId: string,
  creatorId: string,
  channelId: string,
): Promise<{ message: string; creator: { id: string; fullName: string; youtubeChannelId: string } }> {
  assertUuid(creatorId, PIPELINE_MESSAGES.creatorNotFound);
  try {
    return await db.transaction(async (tx) => {
      const before = await creatorProfileById(tx, creatorId);
      if (!before) throw notFound(PIPELINE_MESSAGES.creatorNotFound);
      if (await channelLinkedElsewhere(tx, channelId, creatorId))
        throw new AppError('CONFLICT', PIPELINE_MESSAGES.channelTaken);
      await updateCreatorProfile(tx, creatorId, { youtubeChannelId: channelId });
      await recordAudit(tx, {
        actorId,
        action: 'channel.link',
        targetType: 'creator',
        targetId: creatorId,
        before: { youtubeChannelId: before.youtubeChannelId },
        after: { youtubeChannelId: channelId },
      });
      return {
        message: englishMessage(PIPELINE_MESSAGES.channelUpdated),
        creator: { id: before.id, fullName: before.fullName, youtubeChannelId: channelId },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', PIPELINE_MESSAGES.channelTaken);
    throw error;
  }
}

/** Fetches a channel and stores its new videos as pending items of the creator; returns how many were new. */
async function syncLinkedChannel(
  deps: SyncDeps,
  creatorId: string,
  channelId: string,
  maxPages: number,
): Promise<number> {
  const videos = await fetchChannelVideos(deps.env, channelId, maxPages);
  if (videos.length === 0) return 0;
  const rules = await loadScreeningRules(deps.db);
  return deps.db.transaction(async (tx) => {
    const rows = await insertContent(
      tx,
      videos.map((video) => ({
        title: video.title.slice(0, 200),
        description: video.description.slice(0, 5000),
        status: 'pending' as const,
        category: 'Other' as const,
        // Nobody has said who a channel's video is for: the strictest band (13+, in no child's feed) until the
        // moderator who reviews it chooses one.
        ageRange: 4,
        sourceType: 'youtube' as const,
        youtubeUrl: youTubeWatchUrl(video.videoId),
        youtubeVideoId: video.videoId,
        thumbnailUrl: video.thumbnailUrl,
        creatorProfileId: creatorId,
        socialMediaMetadata: { youtube: { channelId, publishedAt: video.publishedAt } },
      })),
      { skipExistingVideos: true },
    );
    const byId = new Map(videos.map((video) => [video.videoId, video]));
    if (rows.length > 0) {
      await insertContentScreenings(
        tx,
        rows.map((row) => {
          const video = byId.get(row.youtubeVideoId ?? '');
          const result = screenContent(
            { title: video?.title ?? '', description: video?.description ?? '', tags: [], hasMusic: false },
            rules,
            LIMITS.complianceMinConfidence,
          );
          return {
            contentId: row.id,
            compliant: result.compliant,
            confidence: result.confidence,
            reasons: result.reasons,
            metadataChecked: true,
          };
        }),
      );
    }
    return rows.length;
  });
}

export async function syncChannel(
  deps: SyncDeps,
  actorId: string | null,
  request: { creatorId: string; channelId: string; maxPages: number },
): Promise<{ inserted: number }> {
  assertUuid(request.creatorId, PIPELINE_MESSAGES.creatorNotFound);
  const creator = await creatorProfileById(deps.db, request.creatorId);
  if (!creator) throw notFound(PIPELINE_MESSAGES.creatorNotFound);
  if (creator.youtubeChannelId !== request.channelId)
    throw new AppError('VALIDATION_FAILED', PIPELINE_MESSAGES.channelMismatch);
  const inserted = await syncLinkedChannel(deps, creator.id, request.channelId, request.maxPages);
  await recordAudit(deps.db, {
    actorId,
    action: 'youtube.sync',
    targetType: 'creator',
    targetId: creator.id,
    after: { channelId: request.channelId, inserted },
  });
  return { inserted };
}

/**
 * A short reason for an error that is not one of ours (logged in full): the database being unreachable, or the
 * error's own first line. Shown to admins only.
 */
function unexpectedReason(error: unknown): string {
  if (isDatabaseUnavailable(error)) return 'the database is unavailable';
  // The root cause: a query wrapper's own message is the SQL text, the database's error says what went wrong.
  let root: unknown = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  const message = root instanceof Error ? root.message.split('\n')[0]?.trim() : undefined;
  return message ? message.slice(0, 200) : 'an unexpected error (see the server log)';
}

export type SyncAllResult = {
  totalInserted: number;
  channels: { creatorId: string; fullName: string; inserted: number; error?: string }[];
};

export async function syncAll(
  deps: SyncDeps,
  actorId: string | null,
  maxPages: number,
): Promise<SyncAllResult> {
  const linked = await creatorsWithChannel(deps.db);
  const result: SyncAllResult = { totalInserted: 0, channels: [] };
  for (const creator of linked) {
    try {
      const inserted = await syncLinkedChannel(deps, creator.id, creator.channelId as string, maxPages);
      result.totalInserted += inserted;
      result.channels.push({ creatorId: creator.id, fullName: creator.fullName, inserted });
    } catch (error) {
      const message =
        error instanceof AppError
          ? error.message
          : englishMessage(PIPELINE_MESSAGES.syncFailedBecause, { reason: unexpectedReason(error) });
      if (!(error instanceof AppError))
        deps.logger.error({ err: error, creatorId: creator.id }, 'channel sync failed');
      result.channels.push({
        creatorId: creator.id,
        fullName: creator.fullName,
        inserted: 0,
        error: message,
      });
    }
  }
  await recordAudit(deps.db, {
    actorId,
    action: 'youtube.sync_all',
    targetType: 'youtube_sync',
    after: { totalInserted: result.totalInserted, channels: result.channels.length },
  });
  return result;
}

// ---- Auto-sync ----

async function readSettings(db: Database) {
  const row = await autoSyncSettingsRow(db);
  return (
    row ?? {
      autoSyncEnabled: false,
      intervalMinutes: LIMITS.autoSyncIntervalMinutes,
      lastRunAt: null,
      lastResult: null,
    }
  );
}

export async function autoSyncState(deps: Pick<AppDeps, 'db' | 'env' | 'jobs'>): Promise<AutoSyncState> {
  const row = await readSettings(deps.db);
  return {
    enabled: row.autoSyncEnabled,
    intervalMinutes: row.intervalMinutes,
    lastRunAt: row.lastRunAt ? row.lastRunAt.toISOString() : null,
    lastResult: row.lastResult ?? null,
    source: youtubeSourceKind(deps.env),
    queueAvailable: Boolean(deps.jobs),
  };
}

/** Switches auto-sync on (runs a sync at once, then on the schedule) or off; the schedule lives in pg-boss. */
export async function setAutoSync(
  deps: Pick<AppDeps, 'db' | 'env' | 'jobs'>,
  actorId: string,
  input: { enabled: boolean; intervalMinutes?: number | undefined },
): Promise<AutoSyncState> {
  const { jobs } = deps;
  if (!jobs) throw new AppError('UNAVAILABLE', 'autoSyncNeedsJobQueue');
  const before = await readSettings(deps.db);
  const intervalMinutes = input.intervalMinutes ?? before.intervalMinutes;
  await deps.db.transaction(async (tx) => {
    await saveAutoSyncSwitch(tx, { autoSyncEnabled: input.enabled, intervalMinutes, updatedBy: actorId });
    await recordAudit(tx, {
      actorId,
      action: 'youtube.auto_sync',
      targetType: 'youtube_sync',
      before: { enabled: before.autoSyncEnabled, intervalMinutes: before.intervalMinutes },
      after: { enabled: input.enabled, intervalMinutes },
    });
  });
  if (input.enabled) {
    await jobs.boss.schedule(AUTO_SYNC_JOB, cronForInterval(intervalMinutes), {}, { tz: 'UTC' });
    await jobs.send(AUTO_SYNC_JOB, { trigger: 'switched-on' });
  } else {
    await jobs.boss.unschedule(AUTO_SYNC_JOB);
  }
  return autoSyncState(deps);
}

/** The job: one page per channel, only while the switch is on; the queue's 'stately' policy keeps runs apart. */
export async function runAutoSync(deps: SyncDeps): Promise<void> {
  const settings = await readSettings(deps.db);
  if (!settings.autoSyncEnabled) return;
  let lastResult: { totalInserted?: number; error?: string };
  try {
    const result = await syncAll(deps, null, LIMITS.autoSyncPagesPerRun);
    const failures = result.channels.filter((channel) => channel.error);
    lastResult = {
      totalInserted: result.totalInserted,
      ...(failures.length > 0
        ? { error: `${failures.length} channel(s) failed: ${failures[0]?.error}` }
        : {}),
    };
  } catch (error) {
    deps.logger.error({ err: error }, 'auto-sync failed');
    lastResult = {
      error:
        error instanceof AppError
          ? error.message
          : englishMessage(PIPELINE_MESSAGES.syncFailedBecause, { reason: unexpectedReason(error) }),
    };
  }
  await saveAutoSyncRun(deps.db, lastResult);
}

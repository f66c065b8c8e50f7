// Uploaded videos, from the first byte to a playable HLS ladder (decision 021-c): who may upload (creators
// and admins), quota and hourly limit, validation by content when the last byte has arrived, the content item an
// accepted file becomes (pending, like every new item), the transcoding job, and deleting an item's files.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { recordAudit, type SessionUser } from '#server/access';
import type { Database, DbOrTx } from '#server/db/client';
import { insertContent, updateContent } from '#server/db/repos/content.repo';
import { creatorProfileExists, findOrCreateCreatorProfile } from '#server/db/repos/creator-profiles.repo';
import type { Env } from '#server/env';
import type { AppDeps } from '#server/http/app-env';
import { AppError, englishMessage, isMessageKey, keyedIssue, notFound } from '#server/http/app-error';
import { enforceCountedLimit, RATE_LIMITS } from '#server/http/rate-limit';
import { saveScreening, screenOrRefuse, screenSubmission } from '#server/moderation';
import type { MessageKey } from '#shared/message-key';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { SOUNDTRACK_MESSAGES, type UploadKind } from '#shared/soundtracks';
import {
  UPLOAD_CATEGORY_DEFAULT,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  type UploadContent,
  type UploadDraft,
  type UploadPreview,
  type UploadState,
} from '#shared/uploads';
import { declarationOf, declaredColumns } from '#shared/value-answers';
import {
  type FfmpegTools,
  ffmpegAvailable,
  ladderFor,
  probeVideo,
  TranscodeRefused,
  TranscodeTimedOut,
  transcodeToHls,
  writePoster,
} from './ffmpeg';
import { SoundtrackRefused, transcodeSoundtrack, validateSoundtrackFile } from './soundtracks.service';
import { diskStaging, s3Staging, type UploadStaging } from './staging';
import {
  diskStorage,
  type MediaStorage,
  mediaContentType,
  putDirectory,
  type S3Settings,
  s3Storage,
} from './storage';
import {
  attachContent,
  bytesUsedBy,
  deleteUploadRows,
  findUpload,
  findUploadByContent,
  insertUpload,
  lockUserUploads,
  markCancelled,
  previewRow,
  recordProgress,
  releaseTranscode,
  sweepableUploads,
  transcodesInProgress,
  type UploadRow,
  updateUpload,
  uploadIdsOfContent,
  uploadIdsOfUser,
  uploadsSince,
} from './uploads.repo';
import { decodedRefusal, validateVideoFile } from './validation';
import {
  endOrphanedFfmpeg,
  isTranscodeWorkDir,
  thisWorker,
  WORK_DIR_PREFIX,
  workerGone,
} from './worker-processes';

export const TRANSCODE_JOB = 'uploads.transcode';
export const TRANSCODE_RETRY_LIMIT = 2;

export type UploadsRuntime = {
  storage: MediaStorage;
  tools: FfmpegTools;
  /** Where tus keeps uploads in progress: this machine's disk, or the S3 bucket that every node shares. */
  staging: UploadStaging;
  /** The disk staging folder (used when no bucket is configured). */
  stagingDir: string;
  quotaBytes: number;
  nice: number;
  /** Wall-clock cap of one transcode. */
  transcodeTimeoutMs: number;
  threads: number;
  available: () => Promise<boolean>;
};

/** The runtime of one process: storage client, tools, and a cached "is ffmpeg installed" answer (made at start-up). */
export function createUploadsRuntime(env: Env): UploadsRuntime {
  const tools = { ffmpeg: env.FFMPEG_PATH, ffprobe: env.FFPROBE_PATH };
  let availability: Promise<boolean> | undefined;
  const s3: S3Settings | undefined = env.MEDIA_S3_BUCKET
    ? {
        endpoint: env.MEDIA_S3_ENDPOINT,
        region: env.MEDIA_S3_REGION,
        bucket: env.MEDIA_S3_BUCKET,
        accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
        secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
      }
    : undefined;
  const stagingDir = path.join(env.dataDir, 'uploads');
  const runtime: UploadsRuntime = {
    storage: s3 ? s3Storage(s3) : diskStorage(path.join(env.dataDir, 'media')),
    tools,
    // Uploads in progress go where the finished media goes: with a bucket, any node continues any upload.
    staging: s3 ? s3Staging(s3) : diskStaging(stagingDir),
    stagingDir,
    quotaBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024,
    nice: env.TRANSCODE_NICE,
    transcodeTimeoutMs: env.TRANSCODE_MAX_MINUTES * 60_000,
    threads: env.TRANSCODE_THREADS,
    available: () => {
      availability ??= ffmpegAvailable(tools);
      return availability;
    },
  };
  return runtime;
}

declare module '#server/http/app-env' {
  interface AppDeps {
    /** Where uploads are staged and media is stored, and the ffmpeg tools that process them. */
    uploads: UploadsRuntime;
  }
}

/** Where a disk-staged upload's bytes are (tests and crash recovery look at it). */
export function stagedFile(runtime: UploadsRuntime, uploadId: string): string {
  return path.join(runtime.stagingDir, uploadId);
}

export const mediaPrefix = (uploadId: string) => `videos/${uploadId}`;

function isUploader(user: SessionUser): boolean {
  return user.role === 'creator' || user.role === 'admin';
}

/**
 * Before tus creates an upload: role, ffmpeg, the declared length (refused at once), then the hourly limit and the
 * quota, counted and the upload's row inserted under one lock per user — requests sent together are counted one
 * after the other, so 20 an hour and the quota hold however many arrive at once. Answers the reserved id, which tus
 * names the upload with; `releaseReservation` gives it back if tus does not create it.
 */
export async function reserveUpload(
  deps: Pick<AppDeps, 'db' | 'env' | 'uploads'>,
  user: SessionUser,
  declaredLength: number | null,
  fileName: string,
  kind: UploadKind = 'video',
): Promise<string> {
  if (!isUploader(user)) throw new AppError('FORBIDDEN', 'onlyCreatorsAdminsUploadVideos');
  const runtime = deps.uploads;
  if (!(await runtime.available())) throw new AppError('UNAVAILABLE', UPLOAD_MESSAGES.unavailable);
  if (declaredLength === null || !Number.isSafeInteger(declaredLength) || declaredLength < 0)
    throw new AppError('VALIDATION_FAILED', 'uploadLengthRequired');
  if (declaredLength === 0) throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.empty);
  if (declaredLength > UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    await lockUserUploads(tx, user.id);
    const rule = RATE_LIMITS.upload;
    enforceCountedLimit(rule, await uploadsSince(tx, user.id, new Date(Date.now() - rule.windowMs)));
    if (user.role !== 'admin' && (await bytesUsedBy(tx, user.id)) + declaredLength > runtime.quotaBytes)
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.quota);
    await insertUpload(tx, {
      id,
      userId: user.id,
      sizeBytes: declaredLength,
      fileName: fileName.slice(0, 255),
      kind,
    });
  });
  return id;
}

/** tus refused to create the reserved upload: its row goes, so it counts against nothing. */
export async function releaseReservation(db: Database, id: string): Promise<void> {
  await deleteUploadRows(db, [id]);
}

/** The uploader cancelled (tus DELETE removed the file): the bytes are free at once, the hourly count keeps it. */
export async function cancelUpload(deps: Pick<AppDeps, 'db' | 'env' | 'uploads'>, id: string): Promise<void> {
  await removeStaged(deps.uploads, id);
  await markCancelled(deps.db, id);
}

/** The upload, if it is this user's (admins: anyone's); the same 404 otherwise. */
export async function ownUpload(db: Database, user: SessionUser, id: string): Promise<UploadRow> {
  const row = await findUpload(db, id);
  if (!row || (row.userId !== user.id && user.role !== 'admin')) throw notFound(UPLOAD_MESSAGES.notFound);
  return row;
}

/** Validation by content once the last byte is in; a refused file is deleted at once. Answers the refusal. */
export async function finishUpload(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'uploads'>,
  id: string,
): Promise<{ ok: true } | { ok: false; message: MessageKey }> {
  const runtime = deps.uploads;
  // From shared staging the file is read through a copy on this machine, deleted whatever the verdict.
  const copyDir =
    runtime.staging.kind === 's3' ? await mkdtemp(path.join(os.tmpdir(), 'qk-check-')) : undefined;
  const row = await findUpload(deps.db, id);
  if (row?.kind === 'vocals') return finishSoundtrack(deps, row, copyDir);
  const verdict = await runtime.staging
    .localFile(id, copyDir ?? runtime.stagingDir)
    .then((file) => validateVideoFile(runtime.tools, file))
    .catch((error: unknown) => {
      deps.logger.warn({ err: error, uploadId: id }, 'upload validation failed to run');
      return { ok: false as const, message: UPLOAD_MESSAGES.unreadable };
    })
    .finally(() => (copyDir ? rm(copyDir, { recursive: true, force: true }) : undefined));
  if (!verdict.ok) {
    await removeStaged(runtime, id);
    await updateUpload(deps.db, id, { status: 'invalid', error: verdict.message });
    return verdict;
  }
  await updateUpload(deps.db, id, {
    status: 'uploaded',
    error: null,
    container: verdict.container,
    durationSeconds: verdict.probe.durationSeconds,
    width: verdict.probe.width,
    height: verdict.probe.height,
  });
  return { ok: true };
}

/** A soundtrack's validation (sound, not picture): its length is held against the video when it is attached. */
async function finishSoundtrack(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'uploads'>,
  row: UploadRow,
  copyDir: string | undefined,
): Promise<{ ok: true } | { ok: false; message: MessageKey }> {
  const runtime = deps.uploads;
  const verdict = await runtime.staging
    .localFile(row.id, copyDir ?? runtime.stagingDir)
    .then(async (file) => validateSoundtrackFile(runtime, file, (await stat(file)).size))
    .catch((error: unknown) => {
      deps.logger.warn({ err: error, uploadId: row.id }, 'soundtrack validation failed to run');
      return { ok: false as const, message: SOUNDTRACK_MESSAGES.noAudio };
    })
    .finally(() => (copyDir ? rm(copyDir, { recursive: true, force: true }) : undefined));
  if (!verdict.ok) {
    await removeStaged(runtime, row.id);
    await updateUpload(deps.db, row.id, { status: 'invalid', error: verdict.message });
    return verdict;
  }
  await updateUpload(deps.db, row.id, {
    status: 'uploaded',
    error: null,
    container: verdict.container,
    durationSeconds: verdict.durationSeconds,
  });
  return { ok: true };
}

function removeStaged(runtime: UploadsRuntime, id: string): Promise<void> {
  return runtime.staging.remove(id);
}

export function toUploadState(row: UploadRow): UploadState {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    // A refusal is stored by its message key; other failures as the job wrote them.
    error: row.error !== null && isMessageKey(row.error) ? englishMessage(row.error) : row.error,
    ...(row.error !== null && isMessageKey(row.error) ? { errorKey: row.error } : {}),
    contentId: row.contentId,
    durationSeconds: row.durationSeconds,
    width: row.width,
    height: row.height,
    attempts: row.attempts,
  };
}

/** The caller's accepted upload that no item has yet (409 otherwise: refused, unfinished or already used). */
async function claimableUpload(db: Database, user: SessionUser, uploadId: string): Promise<UploadRow> {
  const upload = await ownUpload(db, user, uploadId);
  // A soundtrack goes beside a video (POST /:id/soundtrack); it never becomes an item of its own.
  if (upload.kind !== 'video') throw new AppError('CONFLICT', SOUNDTRACK_MESSAGES.soundtrackNotVideo);
  if (upload.contentId) throw new AppError('CONFLICT', UPLOAD_MESSAGES.alreadyUsed);
  if (upload.status !== 'uploaded') throw new AppError('CONFLICT', UPLOAD_MESSAGES.notReady);
  return upload;
}

/** Minutes, to a tenth, of what the file's header says (the transcode replaces it with the decoded length). */
const headerMinutes = (upload: UploadRow) => Math.round(((upload.durationSeconds ?? 0) / 60) * 10) / 10;

/**
 * "Save as draft" on the file form (creators): the accepted upload becomes the creator's draft, their own until they
 * submit it (not screened, in no moderation list, seen by nobody else), and is transcoded as any upload is, so that
 * the video is ready when they continue. Only the title is needed; an age range not chosen stays null. Submitting it
 * is the studio's draft submission (creator-studio), which screens it and makes it pending.
 */
export async function createDraftFromUpload(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'logger' | 'env'>,
  user: SessionUser,
  uploadId: string,
  input: UploadDraft,
): Promise<{ id: string }> {
  const upload = await claimableUpload(deps.db, user, uploadId);
  const id = await deps.db.transaction(async (tx) => {
    const creator = await findOrCreateCreatorProfile(tx, user);
    const [row] = await insertContent(tx, {
      title: input.title,
      description: input.description ?? '',
      status: 'draft',
      category: input.category ?? UPLOAD_CATEGORY_DEFAULT,
      tags: input.tags,
      language: input.language ?? 'English',
      ageRange: input.ageRange ?? null,
      // The values questions answered so far, kept for when the draft is continued.
      declaredValues: input.values ?? null,
      hasMusic: input.values?.music ? input.values.music !== 'none' : input.hasMusic,
      duration: headerMinutes(upload),
      sourceType: 'upload',
      creatorProfileId: creator.id,
      scheduledPublishAt: input.publishAt ? new Date(input.publishAt) : null,
    });
    if (!row) throw new Error('draft insert returned nothing');
    if (!(await attachContent(tx, uploadId, row.id)))
      throw new AppError('CONFLICT', UPLOAD_MESSAGES.alreadyUsed);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'content.draft',
      targetType: 'content',
      targetId: row.id,
      after: { status: 'draft', title: input.title, uploadId },
    });
    return row.id;
  });
  await queueTranscode(deps, uploadId);
  return { id };
}

/**
 * An accepted upload becomes a pending content item (source "upload"), in one transaction with the claim on the
 * upload and, for admins, an audit entry; then the transcoding job is queued (idempotent: a second call conflicts).
 */
export async function createContentFromUpload(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'logger' | 'env'>,
  user: SessionUser,
  uploadId: string,
  input: UploadContent,
): Promise<{ id: string }> {
  const upload = await claimableUpload(deps.db, user, uploadId);
  let creatorProfileId: string;
  if (user.role === 'admin' && input.creatorProfileId) {
    if (!(await creatorProfileExists(deps.db, input.creatorProfileId)))
      throw notFound(PIPELINE_MESSAGES.selectedCreatorNotFound);
    creatorProfileId = input.creatorProfileId;
  } else if (user.role === 'admin') {
    throw new AppError('VALIDATION_FAILED', PIPELINE_MESSAGES.selectCreatorProfile, {
      issues: [keyedIssue('creatorProfileId', PIPELINE_MESSAGES.selectCreatorProfile)],
    });
  } else {
    creatorProfileId = (await findOrCreateCreatorProfile(deps.db, user)).id;
  }
  // The item's first revision is screened like any submission: a creator's non-compliant text is refused; an
  // admin's is stored with its findings for the moderators (as YouTube sync does).
  const declared = declarationOf(input);
  const text = {
    title: input.title,
    description: input.description,
    tags: input.tags,
    hasMusic: declared.music !== 'none',
  };
  const screening =
    user.role === 'admin' ? await screenSubmission(deps, text, null) : await screenOrRefuse(deps, text, null);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await insertContent(tx, {
      title: input.title,
      description: input.description,
      status: 'pending',
      category: input.category,
      tags: input.tags,
      language: input.language,
      ageRange: input.ageRange,
      contentRating: input.contentRating,
      // The values the uploader declared are the item's first published values, until a moderator decides.
      ...declaredColumns(declared),
      duration: headerMinutes(upload),
      sourceType: 'upload',
      creatorProfileId,
      scheduledPublishAt: input.publishAt ? new Date(input.publishAt) : null,
    });
    if (!row) throw new Error('insert returned nothing');
    if (!(await attachContent(tx, uploadId, row.id)))
      throw new AppError('CONFLICT', UPLOAD_MESSAGES.alreadyUsed);
    await saveScreening(tx, row.id, screening);
    if (user.role === 'admin')
      await recordAudit(tx, {
        actorId: user.id,
        action: 'content.upload',
        targetType: 'content',
        targetId: row.id,
        after: { title: input.title, status: 'pending', creatorProfileId, uploadId },
      });
    return row.id;
  });
  await queueTranscode(deps, uploadId);
  return { id };
}

export async function queueTranscode(
  deps: Pick<AppDeps, 'jobs' | 'logger' | 'env'>,
  uploadId: string,
): Promise<void> {
  if (!deps.jobs) {
    deps.logger.warn({ uploadId }, 'no job queue: the upload waits for processing');
    return;
  }
  await deps.jobs.send(
    TRANSCODE_JOB,
    { uploadId },
    { singletonKey: uploadId, expireInSeconds: transcodeJobExpirySeconds(deps.env) },
  );
}

/**
 * pg-boss takes a job that outlives this for lost and runs it again (its default, 15 minutes, is shorter than a long
 * transcode): past the wall-clock cap, with a margin for the poster and the copy to storage.
 */
export function transcodeJobExpirySeconds(env: Env): number {
  return env.TRANSCODE_MAX_MINUTES * 60 + 15 * 60;
}

export const mediaUrls = (contentId: string) => ({
  videoUrl: `/api/uploads/media/${contentId}/master.m3u8`,
  thumbnailUrl: `/api/uploads/media/${contentId}/poster.jpg`,
});

/**
 * The job: ffmpeg (niced) writes the ladder and a poster into a temporary folder, which is copied to storage;
 * progress goes to the row as it runs. A failure is retried by the queue (status 'queued' with the reason); the
 * last attempt marks the upload failed. The content item stays pending throughout.
 */
export async function runTranscode(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'uploads'>,
  uploadId: string,
  jobId: string | null = null,
): Promise<void> {
  const runtime = deps.uploads;
  const upload = await findUpload(deps.db, uploadId);
  const contentId = upload?.contentId ?? upload?.soundtrackOf;
  if (!upload || !contentId || ['ready', 'invalid', 'cancelled'].includes(upload.status)) return;
  const attempts = upload.attempts + 1;
  const work = await mkdtemp(path.join(os.tmpdir(), WORK_DIR_PREFIX));
  // Who has this transcode, recorded before ffmpeg starts (and its process group once it has): a start-up after a
  // crash finds what to end, delete and retry (recoverInterruptedTranscodes).
  await updateUpload(deps.db, uploadId, {
    status: 'processing',
    progress: 0,
    attempts,
    error: null,
    worker: thisWorker(),
    workDir: work,
    jobId,
    ffmpegPid: null,
  });
  const log = deps.logger.child({ uploadId });
  let recording: Promise<void> = Promise.resolve();
  try {
    // From shared staging the input is downloaded into this job's folder (named by the upload, as crash recovery
    // expects of an ffmpeg command line); the ladder is written beside it and only the ladder is stored.
    const input = await runtime.staging.localFile(uploadId, work);
    if (upload.kind === 'vocals') {
      await transcodeSoundtrack(deps, upload, input, work, (pid) => {
        recording = updateUpload(deps.db, uploadId, { ffmpegPid: pid }).catch(() => undefined);
      });
      await removeStaged(runtime, uploadId);
      log.info('soundtrack transcoded');
      return;
    }
    const out = path.join(work, 'hls');
    const renditions = ladderFor({ width: upload.width ?? 640, height: upload.height ?? 360 });
    for (const r of renditions) await mkdir(path.join(out, r.name), { recursive: true });
    let lastWrite = 0;
    let pending: Promise<void> = Promise.resolve();
    const decoded = await transcodeToHls(runtime.tools, {
      input,
      outDir: out,
      renditions,
      hasAudio: await hasAudio(runtime, input),
      durationSeconds: upload.durationSeconds ?? 0,
      nice: runtime.nice,
      threads: runtime.threads,
      check: decodedRefusal,
      timeoutMs: runtime.transcodeTimeoutMs,
      onStart: (pid) => {
        recording = updateUpload(deps.db, uploadId, { ffmpegPid: pid }).catch(() => undefined);
      },
      onProgress: (percent) => {
        const now = Date.now();
        if (now - lastWrite < 1000) return;
        lastWrite = now;
        pending = pending.then(() => recordProgress(deps.db, uploadId, percent)).catch(() => undefined);
      },
    });
    // The length the decoder found, not the header's (which may say 5 s for 40 minutes).
    const durationSeconds = decoded.seconds;
    await writePoster(runtime.tools, input, path.join(out, 'poster.jpg'), durationSeconds);
    await pending;
    await runtime.storage.deletePrefix(mediaPrefix(uploadId));
    await putDirectory(runtime.storage, out, mediaPrefix(uploadId), mediaContentType);
    await deps.db.transaction(async (tx) => {
      await updateUpload(tx, uploadId, {
        status: 'ready',
        progress: 100,
        error: null,
        renditions: renditions.map((r) => Number.parseInt(r.name, 10)),
        durationSeconds,
      });
      const { videoUrl, thumbnailUrl } = mediaUrls(contentId);
      await updateContent(tx, contentId, {
        videoUrl,
        thumbnailUrl,
        duration: Math.round((durationSeconds / 60) * 10) / 10,
      });
    });
    await removeStaged(runtime, uploadId);
    log.info({ renditions: renditions.map((r) => r.name) }, 'upload transcoded');
  } catch (error) {
    if (error instanceof SoundtrackRefused) {
      log.warn({ refusal: error.refusal }, 'soundtrack refused while transcoding');
      await removeStaged(runtime, uploadId);
      await updateUpload(deps.db, uploadId, { status: 'invalid', progress: 0, error: error.refusal });
      return;
    }
    if (error instanceof TranscodeRefused) {
      // Refused like a file that failed validation: the spec's message, the file deleted, nothing to retry.
      log.warn({ refusal: error.refusal }, 'upload refused while transcoding');
      await removeStaged(runtime, uploadId);
      await updateUpload(deps.db, uploadId, { status: 'invalid', progress: 0, error: error.refusal });
      return;
    }
    if (error instanceof TranscodeTimedOut) {
      // Another attempt would hold a worker as long again: failed for good.
      log.error({ err: error }, 'transcoding took too long');
      await updateUpload(deps.db, uploadId, { status: 'failed', error: 'Processing took too long' });
      return;
    }
    const last = attempts > TRANSCODE_RETRY_LIMIT;
    log.error(
      { err: error, attempts },
      last ? 'transcoding failed for good' : 'transcoding failed; will retry',
    );
    await updateUpload(deps.db, uploadId, {
      status: last ? 'failed' : 'queued',
      error: last ? 'Processing failed' : 'Processing failed; retrying',
    });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
    await recording;
    await updateUpload(deps.db, uploadId, { worker: null, ffmpegPid: null, workDir: null, jobId: null });
  }
}

/**
 * At start-up: transcodes whose worker died with this host's previous process (a crash, a kill) are taken back at
 * once rather than when pg-boss's expiry notices: the orphaned ffmpeg (still running under init) is ended, its
 * temporary folder deleted, and the job failed so that pg-boss retries it now (or, past the retry limit, the upload
 * is marked failed). Workers of other hosts are left to the job's expiry. Answers how many were taken back.
 */
export async function recoverInterruptedTranscodes(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'jobs'>,
): Promise<number> {
  let recovered = 0;
  for (const row of await transcodesInProgress(deps.db)) {
    const { worker } = row;
    if (!worker || !workerGone(worker)) continue;
    const last = row.attempts > TRANSCODE_RETRY_LIMIT;
    const taken = await releaseTranscode(deps.db, row.id, worker, {
      status: last ? 'failed' : 'queued',
      error: last ? 'Processing failed' : 'Processing failed; retrying',
    });
    if (!taken) continue;
    const ended = row.ffmpegPid !== null && endOrphanedFfmpeg(row.ffmpegPid, row.id);
    if (row.workDir && isTranscodeWorkDir(row.workDir))
      await rm(row.workDir, { recursive: true, force: true });
    if (row.jobId && deps.jobs) {
      const job = await deps.jobs.boss.getJobById(TRANSCODE_JOB, row.jobId);
      if (job?.state === 'active')
        await deps.jobs.boss.fail(TRANSCODE_JOB, row.jobId, { reason: 'the worker stopped (crash or kill)' });
    }
    deps.logger.warn(
      { uploadId: row.id, worker, ffmpegEnded: ended, retry: !last },
      'interrupted transcode taken back',
    );
    recovered += 1;
  }
  return recovered;
}

async function hasAudio(runtime: UploadsRuntime, input: string): Promise<boolean> {
  return (await probeVideo(runtime.tools, input))?.hasAudio ?? false;
}

/**
 * The uploads of these items, read before the items are deleted (the rows' content_id becomes null then); their
 * files go with deleteUploads once the deletion is committed.
 */
export function contentUploadIds(db: DbOrTx, contentIds: string[]): Promise<string[]> {
  return uploadIdsOfContent(db, contentIds);
}

/**
 * Every upload of a user whose account is being deleted, read inside the deletion's transaction (the rows go with
 * the account); their files go with deleteUploads once the deletion is committed.
 */
export function userUploadIds(db: DbOrTx, userId: string): Promise<string[]> {
  return uploadIdsOfUser(db, userId);
}

/** Storage prefixes, staged files and rows of these uploads (a failure is left to the daily sweep). */
export async function deleteUploads(
  deps: Pick<AppDeps, 'db' | 'env' | 'uploads'>,
  ids: string[],
): Promise<void> {
  const runtime = deps.uploads;
  for (const id of ids) {
    await runtime.storage.deletePrefix(mediaPrefix(id));
    await removeStaged(runtime, id);
  }
  await deleteUploadRows(deps.db, ids);
}

/**
 * The item for its creator or an admin, whatever its status (a draft: its creator only, it is theirs until
 * submitted), with its upload's progress (404 for anyone else).
 */
export async function previewContent(
  db: Database,
  user: SessionUser,
  contentId: string,
): Promise<UploadPreview> {
  const row = await previewRow(db, contentId);
  const mayPreview =
    row !== undefined && (row.creatorUserId === user.id || (user.role === 'admin' && row.status !== 'draft'));
  if (!row || !mayPreview) throw notFound('videoNotFound');
  const upload = await findUploadByContent(db, contentId);
  const { creatorUserId: _owner, ...item } = row;
  return { ...item, upload: upload ? toUploadState(upload) : null };
}

/** The daily sweep: files of deleted items and of abandoned uploads (a day old), rows of long-refused ones. */
export async function sweepUploads(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'uploads'>,
  now = new Date(),
): Promise<number> {
  const ids = await sweepableUploads(
    deps.db,
    new Date(now.getTime() - 24 * 3600_000),
    new Date(now.getTime() - 30 * 24 * 3600_000),
  );
  await deleteUploads(deps, ids);
  if (ids.length > 0) deps.logger.info({ count: ids.length }, 'uploads swept');
  return ids.length;
}

/**
 * A video file made on this server (the demo library) takes the same road as an uploaded one: staged, validated
 * by its content, attached to its content item and transcoded to HLS with a poster, in the caller's job. The
 * item's status is the caller's; an earlier attempt that did not finish is thrown away and started again.
 */
export async function importLocalVideo(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'uploads'>,
  input: { filePath: string; userId: string; contentId: string },
): Promise<void> {
  const runtime = deps.uploads;
  const earlier = await findUploadByContent(deps.db, input.contentId);
  if (earlier?.status === 'ready') return;
  if (earlier) await deleteUploads(deps, [earlier.id]);
  const id = randomUUID();
  await runtime.staging.stage(id, input.filePath);
  const { size } = await stat(input.filePath);
  await insertUpload(deps.db, {
    id,
    userId: input.userId,
    sizeBytes: size,
    fileName: path.basename(input.filePath),
  });
  const verdict = await finishUpload(deps, id);
  if (!verdict.ok) throw new Error(`the file was refused: ${verdict.message}`);
  if (!(await attachContent(deps.db, id, input.contentId)))
    throw new Error('the upload could not be attached');
  await runTranscode(deps, id);
}

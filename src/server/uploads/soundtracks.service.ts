// Vocals-only soundtracks (decision 034-s): a creator's audio or video file beside their uploaded video, checked for
// sound and for length against the video, made into an alternate HLS audio rendition by the transcoding job, and
// heard by children only once a moderator has listened to it and accepted it. One soundtrack per item: a new one
// replaces the old in one transaction with the item locked, so requests sent together leave exactly one.
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { recordAudit, type SessionUser } from '#server/access';
import type { Database, DbOrTx } from '#server/db/client';
import { updateContent } from '#server/db/repos/content.repo';
import type { AppDeps } from '#server/http/app-env';
import { AppError, englishMessage, isMessageKey, notFound } from '#server/http/app-error';
import type { MessageKey } from '#shared/message-key';
import {
  SOUNDTRACK_MESSAGES,
  SOUNDTRACK_TOLERANCE_SECONDS,
  type SoundtrackReview,
  type SoundtrackState,
} from '#shared/soundtracks';
import { HLS_LADDER, UPLOAD_MAX_BYTES, UPLOAD_MAX_SECONDS, UPLOAD_MESSAGES } from '#shared/uploads';
import { probeAudio, sniffSoundtrackContainer, splitRendition, transcodeAudioToHls } from './ffmpeg';
import {
  claimSoundtrack,
  markSoundtrackReady,
  soundtrackItem,
  soundtrackOfItem,
  soundtracksAwaitingReview,
} from './soundtracks.repo';
import { mediaContentType, putDirectory } from './storage';
import {
  deleteUploadRows,
  findUpload,
  findUploadByContent,
  type UploadRow,
  updateUpload,
} from './uploads.repo';

type Deps = Pick<AppDeps, 'db' | 'env' | 'logger' | 'uploads'>;
type UploadsRuntime = AppDeps['uploads'];

const storagePrefix = (uploadId: string) => `videos/${uploadId}`;

/** The soundtrack is not as long as the video (within the tolerance): refused, like a file that failed validation. */
export class SoundtrackRefused extends Error {
  constructor(readonly refusal: MessageKey) {
    super(`soundtrack refused: ${refusal}`);
  }
}

export type SoundtrackVerdict =
  | { ok: true; container: string; durationSeconds: number }
  | { ok: false; message: MessageKey };

/** Validation by content of a soundtrack file: size, container by its first bytes, a readable sound, its length. */
export async function validateSoundtrackFile(
  runtime: UploadsRuntime,
  filePath: string,
  sizeBytes: number,
): Promise<SoundtrackVerdict> {
  if (sizeBytes === 0) return { ok: false, message: UPLOAD_MESSAGES.empty };
  if (sizeBytes > UPLOAD_MAX_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge };
  const container = await sniffSoundtrackContainer(filePath);
  if (!container) return { ok: false, message: SOUNDTRACK_MESSAGES.invalidType };
  const probe = await probeAudio(runtime.tools, filePath);
  if (!probe) return { ok: false, message: SOUNDTRACK_MESSAGES.noAudio };
  if (probe.durationSeconds > UPLOAD_MAX_SECONDS) return { ok: false, message: UPLOAD_MESSAGES.tooLong };
  return { ok: true, container, durationSeconds: probe.durationSeconds };
}

export function withinTolerance(soundtrackSeconds: number, videoSeconds: number): boolean {
  return Math.abs(soundtrackSeconds - videoSeconds) <= SOUNDTRACK_TOLERANCE_SECONDS;
}

/** The item, if this user may change its soundtrack (its creator; an admin any submitted item), else 404. */
async function ownItem(db: DbOrTx, user: SessionUser, contentId: string, lock = false) {
  const item = await soundtrackItem(db, contentId, { lock });
  const mine = item && (item.creatorUserId === user.id || (user.role === 'admin' && item.status !== 'draft'));
  if (!item || !mine) throw notFound('videoNotFound');
  return item;
}

export function toSoundtrackState(row: UploadRow): SoundtrackState {
  const keyed = row.error !== null && isMessageKey(row.error);
  const status = row.status;
  return {
    uploadId: row.id,
    fileName: row.fileName,
    status:
      status === 'ready' || status === 'failed' || status === 'invalid' || status === 'processing'
        ? status
        : 'queued',
    progress: row.progress,
    error: keyed ? englishMessage(row.error as MessageKey) : row.error,
    ...(keyed ? { errorKey: row.error as string } : {}),
    durationSeconds: row.durationSeconds,
    accepted: row.acceptedAt !== null,
  };
}

/** An item's soundtrack for its creator or a moderator (null: none). */
export async function soundtrackStateOf(
  db: Database,
  user: SessionUser,
  contentId: string,
): Promise<SoundtrackState | null> {
  await ownItem(db, user, contentId);
  const row = await soundtrackOfItem(db, contentId);
  return row ? toSoundtrackState(row) : null;
}

/**
 * Puts an accepted soundtrack upload beside an item's processed video, replacing any soundtrack it had (the item
 * stops counting as having one until the new one is processed and accepted). Refused: a link item, a video still
 * processing, a length that is not the video's. The job is queued by the caller once this has committed.
 */
export async function attachSoundtrack(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  uploadId: string,
  contentId: string,
): Promise<{ replaced: string[] }> {
  const { db } = deps;
  const upload = await findUploadRow(db, user, uploadId);
  if (upload.kind !== 'vocals') throw new AppError('CONFLICT', SOUNDTRACK_MESSAGES.notSoundtrack);
  if (upload.soundtrackOf) throw new AppError('CONFLICT', UPLOAD_MESSAGES.alreadyUsed);
  if (upload.status !== 'uploaded') throw new AppError('CONFLICT', UPLOAD_MESSAGES.notReady);
  const item = await ownItem(db, user, contentId);
  if (item.sourceType !== 'upload') throw new AppError('VALIDATION_FAILED', SOUNDTRACK_MESSAGES.uploadsOnly);
  const video = await findUploadByContent(db, contentId);
  if (video?.status !== 'ready' || video.durationSeconds === null)
    throw new AppError('CONFLICT', SOUNDTRACK_MESSAGES.videoNotReady);
  if (!withinTolerance(upload.durationSeconds ?? 0, video.durationSeconds))
    throw new AppError('VALIDATION_FAILED', SOUNDTRACK_MESSAGES.length);
  return db.transaction(async (tx) => {
    // One change of an item's soundtrack at a time: requests sent together replace one another in turn.
    await ownItem(tx, user, contentId, true);
    const earlier = await soundtrackOfItem(tx, contentId);
    const replaced = earlier ? [earlier.id] : [];
    if (earlier) await deleteUploadRows(tx, replaced);
    if (!(await claimSoundtrack(tx, uploadId, contentId)))
      throw new AppError('CONFLICT', UPLOAD_MESSAGES.alreadyUsed);
    // The new soundtrack is heard once processed and accepted; until then the item has none.
    if (earlier) await updateContent(tx, contentId, { vocalsMix: false });
    if (user.role === 'admin' || earlier)
      await recordAudit(tx, {
        actorId: user.id,
        action: earlier ? 'content.soundtrack.replace' : 'content.soundtrack.add',
        targetType: 'content',
        targetId: contentId,
        before: earlier ? { uploadId: earlier.id, accepted: earlier.acceptedAt !== null } : null,
        after: { uploadId, accepted: false },
      });
    return { replaced };
  });
}

async function findUploadRow(db: Database, user: SessionUser, uploadId: string): Promise<UploadRow> {
  const row = await findUpload(db, uploadId);
  if (!row || (row.userId !== user.id && user.role !== 'admin')) throw notFound(UPLOAD_MESSAGES.notFound);
  return row;
}

/** Takes an item's soundtrack away (its creator or a moderator); answers the upload whose files go. */
export async function removeSoundtrack(db: Database, user: SessionUser, contentId: string): Promise<string> {
  await ownItem(db, user, contentId);
  return db.transaction(async (tx) => {
    await ownItem(tx, user, contentId, true);
    const row = await soundtrackOfItem(tx, contentId);
    if (!row) throw notFound(SOUNDTRACK_MESSAGES.notFound);
    await deleteUploadRows(tx, [row.id]);
    await updateContent(tx, contentId, { vocalsMix: false });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'content.soundtrack.remove',
      targetType: 'content',
      targetId: contentId,
      before: { uploadId: row.id, accepted: row.acceptedAt !== null },
    });
    return row.id;
  });
}

/**
 * A moderator's answer after listening: accepted, the item counts as having a vocals-only mix (`vocals_mix`);
 * rejected, the soundtrack goes (its files with it) and the creator sees it gone. Audited either way.
 */
export async function reviewSoundtrack(
  db: Database,
  admin: SessionUser,
  contentId: string,
  review: SoundtrackReview,
): Promise<{ removed: string | null }> {
  return db.transaction(async (tx) => {
    const item = await soundtrackItem(tx, contentId, { lock: true });
    // A draft is its creator's alone until submitted: no moderator sees it, nor its soundtrack.
    if (!item || item.status === 'draft') throw notFound('videoNotFound');
    const row = await soundtrackOfItem(tx, contentId);
    if (!row) throw notFound(SOUNDTRACK_MESSAGES.notFound);
    if (row.status !== 'ready') throw new AppError('CONFLICT', SOUNDTRACK_MESSAGES.notReady);
    const audit = {
      actorId: admin.id,
      targetType: 'content' as const,
      targetId: contentId,
      before: { uploadId: row.id, accepted: row.acceptedAt !== null },
    };
    if (review.decision === 'reject') {
      await deleteUploadRows(tx, [row.id]);
      await updateContent(tx, contentId, { vocalsMix: false });
      await recordAudit(tx, { ...audit, action: 'content.soundtrack.reject', after: null });
      return { removed: row.id };
    }
    await updateUpload(tx, row.id, { acceptedAt: row.acceptedAt ?? new Date() });
    await updateContent(tx, contentId, { vocalsMix: true });
    await recordAudit(tx, {
      ...audit,
      action: 'content.soundtrack.accept',
      after: { uploadId: row.id, accepted: true },
    });
    return { removed: null };
  });
}

export function awaitingReview(db: Database) {
  return soundtracksAwaitingReview(db);
}

/** The ladder's best sound (the tallest rung's), which the split sound comes from. */
const tallest = (renditions: number[]) => Math.max(...renditions, HLS_LADDER[0].height);

/**
 * The item's video, once: each stored rendition split into its picture (`<rung>-video/`) and the tallest one's sound
 * (`audio/`), without re-encoding, read from storage into `work`. The muxed ladder stays as it is.
 */
async function splitVideo(deps: Deps, video: UploadRow, work: string): Promise<void> {
  const runtime = deps.uploads;
  const source = path.join(work, 'source');
  const out = path.join(work, 'split');
  const hasAudio = (await probeAudioOfRendition(deps, video, source)) !== null;
  for (const height of video.renditions) {
    const rung = `${height}p`;
    const playlist = await downloadRendition(runtime, video.id, rung, path.join(source, rung));
    const videoDir = path.join(out, `${rung}-video`);
    await mkdir(videoDir, { recursive: true });
    const audioDir = hasAudio && height === tallest(video.renditions) ? path.join(out, 'audio') : undefined;
    if (audioDir) await mkdir(audioDir, { recursive: true });
    await splitRendition(runtime.tools, {
      playlist,
      videoDir,
      ...(audioDir ? { audioDir } : {}),
      nice: runtime.nice,
      timeoutMs: runtime.transcodeTimeoutMs,
    });
  }
  await putDirectory(runtime.storage, out, storagePrefix(video.id), mediaContentType);
  await updateUpload(deps.db, video.id, { videoOnly: true, mainAudio: hasAudio });
}

async function probeAudioOfRendition(deps: Deps, video: UploadRow, source: string) {
  const rung = `${tallest(video.renditions)}p`;
  const playlist = await downloadRendition(deps.uploads, video.id, rung, path.join(source, rung));
  return probeAudio(deps.uploads.tools, playlist);
}

/** A stored rendition's playlist and segments copied into `dir`; answers the playlist's path. */
async function downloadRendition(
  runtime: UploadsRuntime,
  uploadId: string,
  rung: string,
  dir: string,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const fetchTo = async (name: string) => {
    const target = path.join(dir, name);
    const object = await runtime.storage.get(`${storagePrefix(uploadId)}/${rung}/${name}`);
    if (!object) throw new Error(`stored rendition ${rung}/${name} is missing`);
    await pipeline(Readable.fromWeb(object.body as never), createWriteStream(target));
    return target;
  };
  const playlist = await fetchTo('index.m3u8');
  const names = (await readFile(playlist, 'utf8'))
    .split('\n')
    .filter((line) => /^seg_\d{3,5}\.ts$/.test(line.trim()));
  for (const name of names) await fetchTo(name.trim());
  return playlist;
}

/**
 * The soundtrack's part of the transcoding job (the job's row is the soundtrack's upload): the item's video is split
 * the first time, the soundtrack becomes `vocals/` under its own upload's prefix, its decoded length is held against
 * the video's. A soundtrack replaced while it was processed is thrown away. Throws SoundtrackRefused for the length.
 */
export async function transcodeSoundtrack(
  deps: Deps,
  upload: UploadRow,
  input: string,
  work: string,
  onStart: (pid: number) => void,
): Promise<void> {
  const runtime = deps.uploads;
  const contentId = upload.soundtrackOf;
  if (!contentId) return;
  const video = await findUploadByContent(deps.db, contentId);
  if (video?.status !== 'ready' || video.durationSeconds === null)
    throw new SoundtrackRefused(SOUNDTRACK_MESSAGES.videoNotReady);
  const out = path.join(work, 'soundtrack');
  const vocalsDir = path.join(out, 'vocals');
  await mkdir(vocalsDir, { recursive: true });
  const decoded = await transcodeAudioToHls(runtime.tools, {
    input,
    outDir: vocalsDir,
    audioKbps: 128,
    nice: runtime.nice,
    threads: runtime.threads,
    timeoutMs: runtime.transcodeTimeoutMs,
    onStart,
  });
  // The length the decoder reached, not the header's.
  if (!withinTolerance(decoded.seconds, video.durationSeconds))
    throw new SoundtrackRefused(SOUNDTRACK_MESSAGES.length);
  if (!video.videoOnly) await splitVideo(deps, video, work);
  await runtime.storage.deletePrefix(storagePrefix(upload.id));
  await putDirectory(runtime.storage, out, storagePrefix(upload.id), mediaContentType);
  const kept = await deps.db.transaction((tx) =>
    markSoundtrackReady(tx, upload.id, contentId, decoded.seconds),
  );
  if (!kept) {
    // Replaced or removed while it was processed: its files go now.
    await runtime.storage.deletePrefix(storagePrefix(upload.id));
    await rm(out, { recursive: true, force: true });
  }
}

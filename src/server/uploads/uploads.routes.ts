// /api/uploads/*: the tus endpoint (creators and admins), an upload's state, the content item an accepted upload
// becomes, whether uploads are available here, and the processed media (HLS playlists, segments, poster) with the
// item's visibility rules, byte ranges and long cache lifetimes for the immutable files.

import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  access,
  childSessionFrom,
  requireUserFrom,
  requireVerifiedEmail,
  type SessionUser,
} from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { AppError, notFound, parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { imageCacheControl, requireContentImageAccess } from '#server/media';
import { requireVideosOpen } from '#server/tutor';
import { isUuid } from '#shared/ids';
import { soundtrackAttachSchema, soundtrackReviewSchema } from '#shared/soundtracks';
import { UPLOAD_MESSAGES, uploadContentSchema, uploadDraftSchema } from '#shared/uploads';
import { ladderFor } from './ffmpeg';
import { masterPlaylist } from './hls-master';
import { mayPlayRendition, playbackMaxHeight, renditionForEveryone, soundtrackPlan } from './playback';
import {
  attachSoundtrack,
  awaitingReview,
  removeSoundtrack,
  reviewSoundtrack,
  soundtrackStateOf,
} from './soundtracks.service';
import { mediaContentType } from './storage';
import { tusUploadIdOf } from './tus';
import { mediaSubject } from './uploads.repo';
import {
  cancelUpload,
  createContentFromUpload,
  createDraftFromUpload,
  deleteUploads,
  mediaPrefix,
  ownUpload,
  previewContent,
  queueTranscode,
  releaseReservation,
  reserveUpload,
  toUploadState,
} from './uploads.service';

const VIDEO_NOT_FOUND = 'videoNotFound';
const UPLOADERS_ONLY = 'onlyCreatorsAdminsUploadVideos';

async function requireUploader(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await requireUserFrom(c);
  if (user.role !== 'creator' && user.role !== 'admin') throw new AppError('FORBIDDEN', UPLOADERS_ONLY);
  return user;
}

async function tus(c: Context<AppEnv>) {
  const deps = c.get('deps');
  const user = await requireUploader(c);
  const request = c.req.raw;
  const creating = request.method === 'POST';
  let id: string;
  if (creating) {
    // Creating content starts here: the verified-e-mail rule of every content-creating path (decision 010).
    await requireVerifiedEmail(deps.db, user.id);
    // Everything that can be refused before a byte is sent is refused here, with the spec's message; the upload's
    // row is reserved (hourly limit and quota counted) and tus names the upload with its id.
    const length = c.req.header('upload-length');
    const metadata = c.req.header('upload-metadata');
    const fileName = readTusMetadata(metadata, 'filename') ?? '';
    // A vocals-only soundtrack says so as it starts: it is validated for its sound, not its picture.
    const kind = readTusMetadata(metadata, 'kind') === 'vocals' ? 'vocals' : 'video';
    id = await reserveUpload(deps, user, length === undefined ? null : Number(length), fileName, kind);
  } else {
    // tus would also answer GET with the file itself: uploads are not served back from staging.
    if (request.method === 'GET') throw notFound(UPLOAD_MESSAGES.notFound);
    // The id tus will act on, read exactly as tus reads it (not Hono's parameter): checked for every method.
    const resolved = tusUploadIdOf(request.url);
    if (!resolved) throw notFound(UPLOAD_MESSAGES.notFound);
    const row = await ownUpload(deps.db, user, resolved);
    // An upload that became a video keeps its file until processed: cancelling is for unfinished ones.
    if (request.method === 'DELETE' && row.contentId)
      throw new AppError('CONFLICT', UPLOAD_MESSAGES.alreadyUsed);
    id = row.id;
  }
  let response: Response;
  try {
    response = await deps.tus.handle(request, id, deps);
  } catch (error) {
    if (creating) await releaseReservation(deps.db, id);
    throw error;
  }
  if (creating && response.status !== 201) await releaseReservation(deps.db, id);
  if (request.method === 'DELETE' && response.status === 204) await cancelUpload(deps, id);
  return response;
}

function readTusMetadata(header: string | undefined, key: string): string | undefined {
  for (const pair of header?.split(',') ?? []) {
    const [name, value] = pair.trim().split(' ');
    if (name === key && value) {
      try {
        return Buffer.from(value, 'base64').toString('utf8');
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const IMMUTABLE = 'max-age=31536000, immutable';

/** The item's media, if this request may see the item (creator, admins, a child whose policy allows it, …). */
async function mediaAccess(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? '';
  const subject = isUuid(id) ? await mediaSubject(c.get('deps').db, id) : undefined;
  // The visibility rule first (a private feed answers anonymous visitors 401, as for any unknown item), then 404.
  const { shareable } = await requireContentImageAccess(c, subject);
  if (!subject?.uploadId || subject.uploadStatus !== 'ready') throw notFound(VIDEO_NOT_FOUND);
  return { subject: { ...subject, uploadId: subject.uploadId }, shareable };
}

/** A device in child mode plays videos only once "learn first" (the Tutor) is done for today: 403 LEARN_FIRST. */
async function requirePlaybackOpen(c: Context<AppEnv>): Promise<void> {
  const child = await childSessionFrom(c);
  if (!child) return;
  const deps = c.get('deps');
  await requireVideosOpen(deps.db, child, deps.clock());
}

async function serveObject(c: Context<AppEnv>, key: string, cacheControl: string) {
  const { storage } = c.get('deps').uploads;
  const rangeHeader = c.req.header('range');
  let range: { start: number; end?: number } | undefined;
  if (rangeHeader) {
    const match = /^bytes=(\d*)-(\d*)$/.exec(rangeHeader.trim());
    const total = await storage.size(key);
    if (total === null) throw notFound(VIDEO_NOT_FOUND);
    if (match && (match[1] || match[2])) {
      let start = match[1] ? Number(match[1]) : Math.max(0, total - Number(match[2]));
      let end = match[1] && match[2] ? Number(match[2]) : total - 1;
      end = Math.min(end, total - 1);
      if (start > end || start >= total) {
        return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${total}` } });
      }
      start = Math.max(0, start);
      range = { start, end };
    }
  }
  const object = await storage.get(key, range);
  if (!object) throw notFound(VIDEO_NOT_FOUND);
  const headers: Record<string, string> = {
    'Content-Type': mediaContentType(key),
    'Content-Length': String(object.length),
    'Accept-Ranges': 'bytes',
    'Cache-Control': cacheControl,
  };
  if (range) headers['Content-Range'] = `bytes ${object.start}-${object.end}/${object.total}`;
  return new Response(object.body, { status: range ? 206 : 200, headers });
}

const cacheFor = (shareable: boolean) => (shareable ? `public, ${IMMUTABLE}` : `private, ${IMMUTABLE}`);

export const uploadsRoutes = new Hono<AppEnv>()
  .get('/availability', access({ audience: 'signedIn' }), async (c) => {
    await requireUserFrom(c);
    return c.json({ available: await c.get('deps').uploads.available() });
  })
  .post('/tus', access({ audience: 'uploader', forbiddenMessage: UPLOADERS_ONLY, verified: true }), tus)
  // HEAD (where to resume): Hono answers HEAD through the GET route, and tus sees the request's own method.
  .get('/tus/:id', access({ audience: 'uploader', forbiddenMessage: UPLOADERS_ONLY }), tus)
  .patch('/tus/:id', access({ audience: 'uploader', forbiddenMessage: UPLOADERS_ONLY }), tus)
  .delete('/tus/:id', access({ audience: 'uploader', forbiddenMessage: UPLOADERS_ONLY }), tus)
  .get('/preview/:id', access({ audience: 'uploader', forbiddenMessage: UPLOADERS_ONLY }), async (c) => {
    const user = await requireUploader(c);
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound(VIDEO_NOT_FOUND);
    c.header('Cache-Control', 'no-store');
    return c.json(await previewContent(c.get('deps').db, user, id));
  })
  .get('/:id', access({ audience: 'uploader', forbiddenMessage: UPLOADERS_ONLY }), async (c) => {
    const user = await requireUploader(c);
    return c.json(toUploadState(await ownUpload(c.get('deps').db, user, c.req.param('id'))));
  })
  .post(
    '/:id/content',
    access({ audience: 'uploader', forbiddenMessage: UPLOADERS_ONLY, verified: true }),
    async (c) => {
      const user = await requireUploader(c);
      const input = parseOrThrow(uploadContentSchema, await readJson(c));
      return c.json(await createContentFromUpload(c.get('deps'), user, c.req.param('id'), input), 201);
    },
  )
  // A draft is a creator's own (admins add items for a creator profile, never as drafts).
  .post('/:id/draft', access({ audience: 'creator', verified: true }), async (c) => {
    const user = await requireUserFrom(c);
    const input = parseOrThrow(uploadDraftSchema, await readJson(c));
    return c.json(await createDraftFromUpload(c.get('deps'), user, c.req.param('id'), input), 201);
  })
  // A vocals-only soundtrack beside an item's video (decision 034-s): its creator (or an admin) adds, replaces and
  // removes it; a moderator listens and accepts or rejects it.
  .post(
    '/:id/soundtrack',
    access({ audience: 'uploader', forbiddenMessage: UPLOADERS_ONLY, verified: true }),
    async (c) => {
      const user = await requireUploader(c);
      const { contentId } = parseOrThrow(soundtrackAttachSchema, await readJson(c));
      const deps = c.get('deps');
      const uploadId = c.req.param('id');
      const { replaced } = await attachSoundtrack(deps, user, uploadId, contentId);
      await deleteUploads(deps, replaced);
      await queueTranscode(deps, uploadId);
      return c.json({ soundtrack: await soundtrackStateOf(deps.db, user, contentId) }, 201);
    },
  )
  .get('/soundtracks/awaiting-review', access({ audience: 'admin' }), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await awaitingReview(c.get('deps').db) });
  })
  .get(
    '/soundtracks/:contentId',
    access({ audience: 'uploader', forbiddenMessage: UPLOADERS_ONLY }),
    async (c) => {
      const user = await requireUploader(c);
      const contentId = c.req.param('contentId');
      if (!isUuid(contentId)) throw notFound(VIDEO_NOT_FOUND);
      c.header('Cache-Control', 'no-store');
      return c.json({ soundtrack: await soundtrackStateOf(c.get('deps').db, user, contentId) });
    },
  )
  .delete(
    '/soundtracks/:contentId',
    access({ audience: 'uploader', forbiddenMessage: UPLOADERS_ONLY }),
    async (c) => {
      const user = await requireUploader(c);
      const contentId = c.req.param('contentId');
      if (!isUuid(contentId)) throw notFound(VIDEO_NOT_FOUND);
      const deps = c.get('deps');
      await deleteUploads(deps, [await removeSoundtrack(deps.db, user, contentId)]);
      return c.json({ soundtrack: null });
    },
  )
  .post('/soundtracks/:contentId/review', access({ audience: 'admin' }), async (c) => {
    const admin = await requireUserFrom(c);
    const contentId = c.req.param('contentId');
    if (!isUuid(contentId)) throw notFound(VIDEO_NOT_FOUND);
    const review = parseOrThrow(soundtrackReviewSchema, await readJson(c));
    const deps = c.get('deps');
    const { removed } = await reviewSoundtrack(deps.db, admin, contentId, review);
    if (removed) await deleteUploads(deps, [removed]);
    return c.json({ soundtrack: removed ? null : await soundtrackStateOf(deps.db, admin, contentId) });
  })
  .get('/media/:id/master.m3u8', access({ audience: 'catalogMedia' }), async (c) => {
    await requirePlaybackOpen(c);
    const { subject } = await mediaAccess(c);
    const maxHeight = await playbackMaxHeight(c);
    const ladder = ladderFor({ width: subject.width ?? 640, height: subject.height ?? 360 });
    const written = new Set(subject.renditions);
    const rungs = ladder.filter((r) => written.has(Number.parseInt(r.name, 10)));
    const allowed = rungs.filter((r) => mayPlayRendition(Number.parseInt(r.name, 10), maxHeight));
    const plan = await soundtrackPlan(c, subject);
    const audio =
      plan.soundtrackId === null
        ? null
        : { main: Boolean(subject.mainAudio) && !plan.vocalsOnly, vocals: true };
    // The list depends on the viewer's plan and, for a child, the family's values: never shared, re-asked each time.
    return c.body(masterPlaylist(allowed, audio), 200, {
      'Content-Type': 'application/vnd.apple.mpegurl',
      'Cache-Control': 'private, no-cache',
    });
  })
  .get('/media/:id/poster.jpg', access({ audience: 'catalogMedia' }), async (c) => {
    const { subject, shareable } = await mediaAccess(c);
    return serveObject(
      c,
      `${mediaPrefix(subject.uploadId)}/poster.jpg`,
      imageCacheControl(shareable, 86_400),
    );
  })
  .get('/media/:id/:rendition/:file', access({ audience: 'catalogMedia' }), async (c) => {
    await requirePlaybackOpen(c);
    const { subject, shareable } = await mediaAccess(c);
    const rendition = c.req.param('rendition');
    const file = c.req.param('file');
    const picture = /^(360|720|1080)p(-video)?$/.exec(rendition);
    const sound = rendition === 'audio' || rendition === 'vocals';
    if ((!picture && !sound) || !/^(index\.m3u8|seg_\d{3,5}\.ts)$/.test(file))
      throw notFound(VIDEO_NOT_FOUND);
    // A child who may not hear instruments is given the vocals-only mix and nothing that carries the main one: not
    // the muxed ladder, not `audio/` (a URL typed by hand is no way past the family's choice).
    const plan = await soundtrackPlan(c, subject);
    const mainMix = rendition === 'audio' || (picture !== null && picture[2] === undefined);
    if (plan.vocalsOnly && mainMix) throw notFound(VIDEO_NOT_FOUND);
    if (rendition === 'vocals') {
      if (plan.soundtrackId === null) throw notFound(VIDEO_NOT_FOUND);
      // Shared caches keep only an accepted mix (one still being reviewed is for its creator and moderators).
      const key = `${mediaPrefix(plan.soundtrackId)}/vocals/${file}`;
      return serveObject(c, key, cacheFor(shareable && plan.accepted));
    }
    // The main mix of an item with a soundtrack is never kept by a shared cache, which would hand it to a child
    // whom the server refuses it.
    const everyone = shareable && !(plan.soundtrackId !== null && mainMix);
    if (rendition === 'audio') {
      return serveObject(c, `${mediaPrefix(subject.uploadId)}/audio/${file}`, cacheFor(everyone));
    }
    // The plan's cap holds for every variant playlist and segment, not only for the list the master shows.
    const height = Number.parseInt(rendition, 10);
    if (!mayPlayRendition(height, await playbackMaxHeight(c))) throw notFound(VIDEO_NOT_FOUND);
    const key = `${mediaPrefix(subject.uploadId)}/${rendition}/${file}`;
    return serveObject(c, key, cacheFor(everyone && renditionForEveryone(height)));
  });

// Vocals-only soundtracks (decision 034-s), with real ffmpeg: a soundtrack upload validated for its sound, held against
// the video's length, transcoded into an alternate HLS audio rendition beside the video's picture-only ladder; the
// master playlist per viewer (the muxed ladder until a moderator accepts the mix, both mixes for the family, the
// vocals-only mix alone for a child who may not hear instruments, who gets nothing that carries the main mix); the
// view's mix in the parent's history; replacing, removing and the one-soundtrack-per-item rule under parallel requests.

import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children } from '#server/db/schema/children';
import { content, contentViews } from '#server/db/schema/content';
import { moderationAuditLog } from '#server/db/schema/moderation';
import { videoUploads } from '#server/db/schema/uploads';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app';
import { tusPatch } from '#server/test/tus-requests';
import { makeClip } from '#server/test/video-clips';
import type { ActivityPage } from '#shared/activity.schema';
import type { ApiErrorBody } from '#shared/api-error';
import { presetFilter } from '#shared/content-values';
import type { SoundtrackState } from '#shared/soundtracks';
import type { UploadState } from '#shared/uploads';
import { runTranscode } from './index';

const run = promisify(execFile);
const TUS = { 'Tus-Resumable': '1.0.0' };

let t: TestApp;
let creator: Caller;
let otherCreator: Caller;
let parent: Caller;
let admin: Caller;
let clips: string;
let contentId: string;
let videoUploadId: string;

/** A soundtrack file: a tone of `seconds`, as WAV or M4A (AAC), or a silent video (no sound at all). */
async function soundFile(kind: 'wav' | 'm4a' | 'silent-video', seconds: number): Promise<string> {
  const file = path.join(clips, `${kind}-${seconds}-${randomUUID()}.${kind === 'wav' ? 'wav' : 'mp4'}`);
  const input =
    kind === 'silent-video'
      ? ['-f', 'lavfi', '-i', `testsrc=size=160x120:rate=10:duration=${seconds}`, '-c:v', 'libx264']
      : [
          '-f',
          'lavfi',
          '-i',
          `sine=frequency=660:duration=${seconds}`,
          ...(kind === 'm4a' ? ['-c:a', 'aac'] : []),
        ];
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...input, file]);
  return file;
}

/** A whole file through tus; `kind vocals` says it is a soundtrack. Answers the upload id and the last answer. */
async function upload(caller: Caller, file: string, kind: 'video' | 'vocals') {
  const bytes = await readFile(file);
  const metadata = [`filename ${Buffer.from(path.basename(file)).toString('base64')}`];
  if (kind === 'vocals') metadata.push(`kind ${Buffer.from('vocals').toString('base64')}`);
  const created = await caller.request('/api/uploads/tus', {
    method: 'POST',
    headers: { ...TUS, 'Upload-Length': String(bytes.length), 'Upload-Metadata': metadata.join(',') },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const location = created.headers.get('location') as string;
  const last = await tusPatch(t.app, caller, location, 0, bytes);
  return { id: location.split('/').pop() as string, last };
}

async function soundtrackUpload(caller: Caller, seconds = 3, kind: 'wav' | 'm4a' = 'wav') {
  const { id, last } = await upload(caller, await soundFile(kind, seconds), 'vocals');
  expect(last.status, await last.clone().text()).toBe(204);
  return id;
}

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

const attach = (caller: Caller, uploadId: string, item = contentId) =>
  caller.request(`/api/uploads/${uploadId}/soundtrack`, { json: { contentId: item } });

async function childCookieFor(family: Caller, filter: ReturnType<typeof presetFilter>) {
  const [kid] = await t.db
    .insert(children)
    .values({ parentId: family.userId, name: 'Yusuf', dateOfBirth: '2018-03-01', valuesFilter: filter })
    .returning({ id: children.id });
  const started = await family.request('/api/child-sessions', {
    json: { childId: kid?.id },
    headers: { 'X-Device-Id': randomUUID() },
  });
  expect(started.status, await started.clone().text()).toBe(201);
  const cookie = started.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .filter((value) => value.startsWith('qk_child='))
    .join('; ');
  return { childId: kid?.id as string, cookie };
}

const childGet = (cookie: string, url: string, init: RequestInit = {}) =>
  t.app.request(url, { ...init, headers: { Cookie: cookie, Origin: TEST_ORIGIN, ...init.headers } });

const media = (file: string) => `/api/uploads/media/${contentId}/${file}`;

/** The NAMEs of the audio renditions a master playlist lists, with DEFAULT=YES marked by a star. */
function audioOf(master: string): string[] {
  return [...master.matchAll(/#EXT-X-MEDIA:TYPE=AUDIO,[^\n]*NAME="([^"]+)",DEFAULT=(YES|NO)/g)].map(
    (m) => `${m[1]}${m[2] === 'YES' ? '*' : ''}`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  clips = await mkdtemp(path.join(os.tmpdir(), 'qk-soundtracks-'));
  [creator, otherCreator, parent, admin] = await Promise.all([
    signUpAs(t.app, t.db, 'creator'),
    signUpAs(t.app, t.db, 'creator'),
    signUpAs(t.app, t.db, 'parent'),
    signUpAs(t.app, t.db, 'admin'),
  ]);
  // A published upload of 3 s with its own sound (a tone), transcoded as every upload is.
  const video = await upload(creator, await makeClip(clips, 'good', 3), 'video');
  expect(video.last.status).toBe(204);
  videoUploadId = video.id;
  const made = await creator.request(`/api/uploads/${video.id}/content`, {
    json: {
      title: 'Wudu nasheed',
      description: 'A nasheed about wudu',
      category: 'Islamic Stories & Manners',
      language: 'English',
      ageRange: 2,
      hasMusic: true,
      tags: ['Wudu'],
    },
  });
  expect(made.status, await made.clone().text()).toBe(201);
  contentId = ((await made.json()) as { id: string }).id;
  await runTranscode(t, video.id);
  expect(
    (await admin.request(`/api/admin/content/${contentId}/publish`, { json: { revision: 1 } })).status,
  ).toBe(200);
  // Described as a song with instruments and nothing else a strict family avoids.
  await t.db
    .update(content)
    .set({ music: 'instruments', faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' })
    .where(eq(content.id, contentId));
}, 120_000);

afterAll(async () => {
  await rm(clips, { recursive: true, force: true });
  await t?.close();
});

describe('a soundtrack upload', () => {
  it('is validated for its sound, with clear messages for a file that is no soundtrack', async () => {
    const text = path.join(clips, 'notes.wav');
    await writeFile(text, 'These are my lesson notes, not a soundtrack.\n'.repeat(40));
    const refusedType = await upload(creator, text, 'vocals');
    expect(refusedType.last.status).toBe(422);
    expect((await errorOf(refusedType.last)).message).toBe(
      'Invalid file type. Allowed types: audio (MP3, M4A, WAV, Ogg, FLAC) or video (MP4, MOV, AVI, WebM)',
    );
    const silent = await upload(creator, await soundFile('silent-video', 3), 'vocals');
    expect(silent.last.status).toBe(422);
    expect((await errorOf(silent.last)).message).toBe(
      'This file has no sound we can play. Choose an audio file, or a video file with its sound track.',
    );
    // An audio-only M4A is taken (a video upload would refuse it: no picture).
    const m4a = await soundtrackUpload(creator, 3, 'm4a');
    const state = (await (await creator.request(`/api/uploads/${m4a}`)).json()) as UploadState;
    expect(state.status).toBe('uploaded');
    expect(state.durationSeconds).toBeCloseTo(3, 0);
    // A soundtrack never becomes an item of its own.
    const asItem = await creator.request(`/api/uploads/${m4a}/content`, {
      json: {
        title: 'Only a sound',
        description: 'Not a video',
        language: 'English',
        ageRange: 2,
        tags: [],
        values: { music: 'voice', faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' },
      },
    });
    expect(asItem.status).toBe(409);
    expect((await errorOf(asItem)).message).toBe(
      'This upload is a soundtrack: add it beside a video instead',
    );
  }, 60_000);
});

describe('adding a soundtrack beside a video', () => {
  it('refuses the signed out, parents, another creator, bad input, a link item and a length that is not the video', async () => {
    const id = await soundtrackUpload(creator);
    const anonymous = await jsonRequest(t.app, `/api/uploads/${id}/soundtrack`, {
      method: 'POST',
      json: { contentId },
    });
    expect(anonymous.status).toBe(401);
    expect((await attach(parent, id)).status).toBe(403);
    // Another creator: not their upload, and not their item with an upload of their own.
    expect((await attach(otherCreator, id)).status).toBe(404);
    const theirs = await soundtrackUpload(otherCreator);
    expect((await attach(otherCreator, theirs)).status).toBe(404);
    const bad = await creator.request(`/api/uploads/${id}/soundtrack`, { json: { contentId: 'not-an-id' } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Choose the video this soundtrack belongs to');
    // A video upload is not a soundtrack.
    expect((await attach(creator, videoUploadId)).status).toBe(409);
    // A YouTube item of the same creator.
    const [profile] = await t.db
      .select({ creatorProfileId: content.creatorProfileId })
      .from(content)
      .where(eq(content.id, contentId));
    const link = await insertContent(t.db, {
      sourceType: 'youtube',
      creatorProfileId: profile?.creatorProfileId ?? null,
    });
    const onLink = await attach(creator, id, link.id);
    expect(onLink.status).toBe(400);
    expect((await errorOf(onLink)).message).toBe('Only uploaded videos can have a vocals-only soundtrack');
    // 8 s beside a 3 s video.
    const long = await soundtrackUpload(creator, 8);
    const tooLong = await attach(creator, long);
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).message).toBe(
      'The vocals-only soundtrack must be as long as the video (within 2 seconds)',
    );
    // Nothing changed.
    const rows = await t.db.select().from(videoUploads).where(eq(videoUploads.soundtrackOf, contentId));
    expect(rows).toEqual([]);
  }, 60_000);

  it('becomes an alternate audio rendition that children hear only once a moderator accepts it', async () => {
    const id = await soundtrackUpload(creator, 3);
    const added = await attach(creator, id);
    expect(added.status, await added.clone().text()).toBe(201);
    expect(((await added.json()) as { soundtrack: SoundtrackState }).soundtrack).toMatchObject({
      uploadId: id,
      status: 'queued',
      accepted: false,
    });
    await runTranscode(t, id);
    const [video] = await t.db.select().from(videoUploads).where(eq(videoUploads.id, videoUploadId));
    expect(video).toMatchObject({ videoOnly: true, mainAudio: true });
    const state = (await (await creator.request(`/api/uploads/soundtracks/${contentId}`)).json()) as {
      soundtrack: SoundtrackState;
    };
    expect(state.soundtrack).toMatchObject({ status: 'ready', accepted: false });
    const [item] = await t.db.select().from(content).where(eq(content.id, contentId));
    expect(item?.vocalsMix).toBe(false);

    // Before a moderator listened: the family gets the muxed ladder; its creator and moderators both mixes.
    const before = await (await jsonRequest(t.app, media('master.m3u8'))).text();
    expect(audioOf(before)).toEqual([]);
    expect(before).toContain('360p/index.m3u8');
    expect((await jsonRequest(t.app, media('vocals/index.m3u8'))).status).toBe(404);
    const creatorsView = await (await creator.request(media('master.m3u8'))).text();
    expect(audioOf(creatorsView)).toEqual(['Main mix*', 'Vocals only']);
    expect(creatorsView).toContain('AUDIO="sound"');
    expect(creatorsView).toContain('360p-video/index.m3u8');
    expect(creatorsView).not.toMatch(/^360p\/index\.m3u8$/m);
    const awaiting = (await (await admin.request('/api/uploads/soundtracks/awaiting-review')).json()) as {
      items: { contentId: string }[];
    };
    expect(awaiting.items.map((row) => row.contentId)).toContain(contentId);

    // The review: moderators only, a clear message for a missing answer.
    const review = (caller: Caller, json: unknown) =>
      caller.request(`/api/uploads/soundtracks/${contentId}/review`, { json });
    expect((await review(creator, { decision: 'accept' })).status).toBe(403);
    expect((await review(parent, { decision: 'accept' })).status).toBe(403);
    const anonymous = await jsonRequest(t.app, `/api/uploads/soundtracks/${contentId}/review`, {
      method: 'POST',
      json: { decision: 'accept' },
    });
    expect(anonymous.status).toBe(401);
    const bad = await review(admin, { decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Please accept or reject the soundtrack');
    expect((await review(admin, { decision: 'accept' })).status).toBe(200);
    const [accepted] = await t.db.select().from(content).where(eq(content.id, contentId));
    expect(accepted?.vocalsMix).toBe(true);
    const audit = await t.db
      .select()
      .from(moderationAuditLog)
      .where(
        and(
          eq(moderationAuditLog.targetId, contentId),
          eq(moderationAuditLog.action, 'content.soundtrack.accept'),
        ),
      );
    expect(audit).toHaveLength(1);

    // A visitor: both mixes, the main one first; the picture-only ladder and the main mix play.
    const visitors = await (await jsonRequest(t.app, media('master.m3u8'))).text();
    expect(audioOf(visitors)).toEqual(['Main mix*', 'Vocals only']);
    for (const file of ['audio/index.m3u8', 'vocals/index.m3u8', '360p-video/index.m3u8'])
      expect((await jsonRequest(t.app, media(file))).status, file).toBe(200);
    const vocals = await (await jsonRequest(t.app, media('vocals/index.m3u8'))).text();
    const segment = /seg_\d+\.ts/.exec(vocals)?.[0] as string;
    const bytes = await jsonRequest(t.app, media(`vocals/${segment}`));
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('video/mp2t');
    // The main mix of an item with a soundtrack is never for a shared cache.
    expect((await jsonRequest(t.app, media('audio/index.m3u8'))).headers.get('cache-control')).toContain(
      'private',
    );
  }, 120_000);

  it("gives a child who may not hear instruments the vocals-only mix alone, and records it in the parent's history", async () => {
    const strict = await childCookieFor(parent, presetFilter('strict'));
    const master = await (await childGet(strict.cookie, media('master.m3u8'))).text();
    expect(audioOf(master)).toEqual(['Vocals only*']);
    expect(master).toContain('360p-video/index.m3u8');
    // Nothing that carries the main mix, even asked for by hand.
    for (const file of ['audio/index.m3u8', '360p/index.m3u8', '360p/seg_000.ts', 'audio/seg_000.ts'])
      expect((await childGet(strict.cookie, media(file))).status, file).toBe(404);
    for (const file of ['vocals/index.m3u8', '360p-video/index.m3u8'])
      expect((await childGet(strict.cookie, media(file))).status, file).toBe(200);
    // The child's page is told the mix it plays.
    const page = (await (await childGet(strict.cookie, `/api/child/content/${contentId}`)).json()) as {
      soundtrack: string | null;
    };
    expect(page.soundtrack).toBe('vocals');

    const viewed = await childGet(strict.cookie, '/api/child/views', {
      method: 'POST',
      body: JSON.stringify({ contentId }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(viewed.status, await viewed.clone().text()).toBe(200);
    const [view] = await t.db.select().from(contentViews).where(eq(contentViews.childId, strict.childId));
    expect(view?.audioMix).toBe('vocals');
    const history = (await (
      await parent.request(`/api/children/${strict.childId}/activity?days=7`)
    ).json()) as ActivityPage;
    expect(history.items.map((item) => item.audioMix)).toEqual(['vocals']);

    // A child whose family allows instruments: both mixes, the main one first; a view of the main mix.
    // Another family (a Free plan has one device in child mode at a time).
    const otherParent = await signUpAs(t.app, t.db, 'parent');
    const open = await childCookieFor(otherParent, presetFilter('open'));
    expect(audioOf(await (await childGet(open.cookie, media('master.m3u8'))).text())).toEqual([
      'Main mix*',
      'Vocals only',
    ]);
    const openPage = (await (await childGet(open.cookie, `/api/child/content/${contentId}`)).json()) as {
      soundtrack: string | null;
    };
    expect(openPage.soundtrack).toBe('main');
    await childGet(open.cookie, '/api/child/views', {
      method: 'POST',
      body: JSON.stringify({ contentId }),
      headers: { 'Content-Type': 'application/json' },
    });
    const [openView] = await t.db.select().from(contentViews).where(eq(contentViews.childId, open.childId));
    expect(openView?.audioMix).toBe('main');
  }, 60_000);
});

describe('one soundtrack per item', () => {
  it('keeps exactly one when several are added at once, and deletes the files of those replaced', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map(() => soundtrackUpload(creator, 3)));
    const answers = await fireTogether(ids.length, (index) => attach(creator, ids[index] as string));
    expect(statusCounts(answers)[500]).toBeUndefined();
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    const rows = await t.db.select().from(videoUploads).where(eq(videoUploads.soundtrackOf, contentId));
    expect(rows).toHaveLength(1);
    // The item waits for the new one to be processed and accepted.
    const [item] = await t.db.select().from(content).where(eq(content.id, contentId));
    expect(item?.vocalsMix).toBe(false);
    expect(audioOf(await (await jsonRequest(t.app, media('master.m3u8'))).text())).toEqual([]);
  }, 60_000);

  it('lets one soundtrack upload go beside one item only, whatever arrives together', async () => {
    const other = await soundtrackUpload(creator, 3);
    const answers = await fireTogether(3, () => attach(creator, other));
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 2 });
  }, 60_000);

  it('is removed by its creator, not by another creator or the signed out', async () => {
    const url = `/api/uploads/soundtracks/${contentId}`;
    expect((await otherCreator.request(url, { method: 'DELETE' })).status).toBe(404);
    expect((await jsonRequest(t.app, url, { method: 'DELETE' })).status).toBe(401);
    expect((await parent.request(url, { method: 'DELETE' })).status).toBe(403);
    const [row] = await t.db.select().from(videoUploads).where(eq(videoUploads.soundtrackOf, contentId));
    const removed = await creator.request(url, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(((await (await creator.request(url)).json()) as { soundtrack: unknown }).soundtrack).toBeNull();
    expect(
      await t.db
        .select()
        .from(videoUploads)
        .where(eq(videoUploads.id, row?.id as string)),
    ).toEqual([]);
    expect((await creator.request(url, { method: 'DELETE' })).status).toBe(404);
    // The item plays as before: the muxed ladder, one mix.
    expect(audioOf(await (await jsonRequest(t.app, media('master.m3u8'))).text())).toEqual([]);
  }, 60_000);
});

// Limits checked on what the decoder gives, not on the header: a file whose header hides 31 minutes or 4K frames
// passes ffprobe but is refused while transcoding with the spec's message; the stored duration is the decoded one;
// a transcode has a wall-clock cap and leaves no ffmpeg behind.

import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '#server/db/schema/content';
import { videoUploads } from '#server/db/schema/uploads';
import { englishMessage } from '#server/http/app-error';
import { type Caller, signUpAs } from '#server/test/auth-helpers';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { tusPatch } from '#server/test/tus-requests';
import { makeClip } from '#server/test/video-clips';
import { UPLOAD_MESSAGES } from '#shared/uploads';
import { ladderFor, probeVideo, TranscodeTimedOut, transcodeToHls } from './ffmpeg';
import { runTranscode } from './uploads.service';

let t: TestApp;
let creator: Caller;
let admin: Caller;
let clips: string;
const TUS = { 'Tus-Resumable': '1.0.0' };

const itemFields = {
  title: 'Wudu step by step',
  description: 'How to make wudu, for young children',
  category: 'Islamic Stories & Manners',
  language: 'Arabic',
  ageRange: 1,
  hasMusic: false,
  tags: [],
};

/** Uploads a file whole, makes it an item and runs its transcode; answers the upload's row and the item. */
async function uploadAndTranscode(file: string) {
  const bytes = await readFile(file);
  const created = await creator.request('/api/uploads/tus', {
    method: 'POST',
    headers: { ...TUS, 'Upload-Length': String(bytes.length) },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('location') as string;
  const id = location.split('/').pop() as string;
  const last = await tusPatch(t.app, creator, location, 0, bytes);
  // The header passes validation: this is what only decoding can catch.
  expect(last.status, await last.clone().text()).toBe(204);
  const made = await creator.request(`/api/uploads/${id}/content`, { json: itemFields });
  expect(made.status).toBe(201);
  const { id: contentId } = (await made.json()) as { id: string };
  await runTranscode(t, id);
  const [row] = await t.db.select().from(videoUploads).where(eq(videoUploads.id, id));
  const [item] = await t.db.select().from(content).where(eq(content.id, contentId));
  return { id, row, item };
}

beforeAll(async () => {
  t = await createTestApp();
  clips = await mkdtemp(path.join(os.tmpdir(), 'qk-lying-clips-'));
  creator = await signUpAs(t.app, t.db, 'creator');
  admin = await signUpAs(t.app, t.db, 'admin');
}, 60_000);

/** A moderator's one-click Publish of the item's current revision. */
async function publish(contentId: string) {
  const [item] = await t.db
    .select({ revision: content.revision })
    .from(content)
    .where(eq(content.id, contentId));
  return admin.request(`/api/admin/content/${contentId}/publish`, { json: { revision: item?.revision } });
}

afterAll(async () => {
  await rm(clips, { recursive: true, force: true });
  await t?.close();
});

describe('limits measured while decoding', () => {
  it("refuses 31 minutes whose header says 5 s with 'Video duration exceeds 30 minutes'", async () => {
    const file = await makeClip(clips, 'long-lying');
    expect((await probeVideo(t.uploads.tools, file))?.durationSeconds).toBe(5);
    const { id, row, item } = await uploadAndTranscode(file);
    // Stored by key; the API answers its English.
    expect(row).toMatchObject({ status: 'invalid', error: UPLOAD_MESSAGES.tooLong });
    expect(englishMessage(UPLOAD_MESSAGES.tooLong)).toBe('Video duration exceeds 30 minutes');
    expect(item?.videoUrl).toBeNull();
    expect(await t.uploads.storage.size(`videos/${id}/poster.jpg`)).toBeNull();
  }, 120_000);

  it("refuses 4K frames declared 320×240 with 'Video resolution exceeds 1080p'", async () => {
    const file = await makeClip(clips, 'huge-lying');
    expect(await probeVideo(t.uploads.tools, file)).toMatchObject({ width: 320, height: 240 });
    const { row, item } = await uploadAndTranscode(file);
    expect(row).toMatchObject({ status: 'invalid', error: UPLOAD_MESSAGES.resolution });
    expect(englishMessage(UPLOAD_MESSAGES.resolution)).toBe('Video resolution exceeds 1080p');
    expect(item?.videoUrl).toBeNull();
    // Nothing a family could play: a moderator cannot publish it.
    const refused = await publish(item?.id as string);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'This video is not ready to publish: its file is still being processed or was refused.',
    );
    const [after] = await t.db
      .select({ status: content.status })
      .from(content)
      .where(eq(content.id, item?.id as string));
    expect(after?.status).toBe('pending');
  }, 120_000);

  it('stores the length the decoder found, not the header’s', async () => {
    const file = await makeClip(clips, 'good-lying', 4);
    expect((await probeVideo(t.uploads.tools, file))?.durationSeconds).toBe(120);
    const { row, item } = await uploadAndTranscode(file);
    expect(row?.status).toBe('ready');
    expect(row?.durationSeconds).toBeGreaterThan(3);
    expect(row?.durationSeconds).toBeLessThan(5);
    expect(item?.duration).toBeCloseTo(0.1, 1);
    expect((await publish(item?.id as string)).status).toBe(200);
  }, 120_000);
});

describe('the wall-clock cap', () => {
  it('ends ffmpeg when a transcode runs past it, and leaves no process behind', async () => {
    const file = await makeClip(clips, 'good', 60);
    const probe = await probeVideo(t.uploads.tools, file);
    if (!probe) throw new Error('the clip does not probe');
    const out = await mkdtemp(path.join(os.tmpdir(), 'qk-capped-'));
    const renditions = ladderFor(probe);
    for (const r of renditions) await mkdir(path.join(out, r.name), { recursive: true });
    let pid = 0;
    const started = Date.now();
    await expect(
      transcodeToHls(t.uploads.tools, {
        input: file,
        outDir: out,
        renditions,
        hasAudio: probe.hasAudio,
        durationSeconds: probe.durationSeconds,
        nice: 0,
        threads: 1,
        onProgress: () => {},
        timeoutMs: 300,
        onStart: (id) => {
          pid = id;
        },
      }),
    ).rejects.toBeInstanceOf(TranscodeTimedOut);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(pid).toBeGreaterThan(0);
    expect(() => process.kill(pid, 0)).toThrow();
    await rm(out, { recursive: true, force: true });
  }, 60_000);
});

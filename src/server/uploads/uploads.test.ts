// Video uploads: tus creation refusals, validation by content with the spec's exact messages, resuming
// after a dropped connection, turning an accepted upload into a pending item, transcoding to HLS, and serving the
// media with the item's visibility rules and byte ranges.

import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '#server/db/schema/content';
import { videoUploads } from '#server/db/schema/uploads';
import { englishMessage } from '#server/http/app-error';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertCreator } from '#server/test/factories';
import { createTestApp, serveOverHttp, TEST_ORIGIN, type TestApp } from '#server/test/test-app';
import { tusPatch } from '#server/test/tus-requests';
import { makeClip } from '#server/test/video-clips';
import type { ApiErrorBody } from '#shared/api-error';
import { UPLOAD_MESSAGES, type UploadState } from '#shared/uploads';
import { runTranscode, sweepUploads } from './index';

let t: TestApp;
let creator: Caller;
let otherCreator: Caller;
let parent: Caller;
let admin: Caller;
let clips: string;

const TUS = { 'Tus-Resumable': '1.0.0' };

async function create(caller: Caller, length: number, name = 'clip.mp4') {
  return caller.request('/api/uploads/tus', {
    method: 'POST',
    headers: {
      ...TUS,
      'Upload-Length': String(length),
      'Upload-Metadata': `filename ${Buffer.from(name).toString('base64')}`,
    },
  });
}

function patch(caller: Caller, location: string, offset: number, bytes: Uint8Array) {
  return tusPatch(t.app, caller, location, offset, bytes);
}

/** Uploads a whole file in two chunks; answers the upload id and the final PATCH's response. */
async function upload(caller: Caller, file: string) {
  const bytes = await readFile(file);
  const created = await create(caller, bytes.length, path.basename(file));
  expect(created.status, await created.clone().text()).toBe(201);
  const location = created.headers.get('location') as string;
  const half = Math.floor(bytes.length / 2);
  const first = await patch(caller, location, 0, bytes.subarray(0, half));
  expect(first.status).toBe(204);
  const last = await patch(caller, location, half, bytes.subarray(half));
  return { id: location.split('/').pop() as string, location, last, bytes };
}

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

const itemFields = {
  title: 'Wudu step by step',
  description: 'How to make wudu, for young children',
  category: 'Islamic Stories & Manners',
  language: 'Arabic',
  ageRange: 1,
  hasMusic: false,
  tags: ['Wudu'],
};

beforeAll(async () => {
  t = await createTestApp();
  clips = await mkdtemp(path.join(os.tmpdir(), 'qk-clips-'));
  [creator, otherCreator, parent, admin] = await Promise.all([
    signUpAs(t.app, t.db, 'creator'),
    signUpAs(t.app, t.db, 'creator'),
    signUpAs(t.app, t.db, 'parent'),
    signUpAs(t.app, t.db, 'admin'),
  ]);
}, 60_000);

afterAll(async () => {
  await rm(clips, { recursive: true, force: true });
  await t?.close();
});

describe('creating an upload', () => {
  it('refuses a declared length over 100 MB at once, and an empty file, with the spec messages', async () => {
    const big = await create(creator, 100 * 1024 * 1024 + 1);
    expect(big.status).toBe(413);
    expect((await errorOf(big)).message).toBe('File size exceeds 100MB limit');
    const empty = await create(creator, 0);
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe('File is empty');
  });

  it('is for creators and admins only, signed in, from our own origin', async () => {
    expect((await create(parent, 1000)).status).toBe(403);
    const anonymous = await jsonRequest(t.app, '/api/uploads/tus', {
      method: 'POST',
      headers: { ...TUS, 'Upload-Length': '1000' },
    });
    expect(anonymous.status).toBe(401);
    const foreign = await t.app.request('/api/uploads/tus', {
      method: 'POST',
      headers: { ...TUS, 'Upload-Length': '1000', Origin: 'https://evil.example', Cookie: creator.cookie },
    });
    expect(foreign.status).toBe(403);
    expect((await create(admin, 1000)).status).toBe(201);
  });

  it("does not let another creator read, resume or delete someone's upload", async () => {
    const created = await create(creator, 1000);
    const location = created.headers.get('location') as string;
    const id = location.split('/').pop() as string;
    expect((await patch(otherCreator, location, 0, new Uint8Array(10))).status).toBe(404);
    expect((await otherCreator.request(`/api/uploads/${id}`)).status).toBe(404);
    expect((await otherCreator.request(location, { method: 'DELETE', headers: TUS })).status).toBe(404);
    const own = (await (await creator.request(`/api/uploads/${id}`)).json()) as UploadState;
    expect(own.status).toBe('uploading');
  });
});

describe('validation by content', () => {
  const cases = [
    ['text', englishMessage(UPLOAD_MESSAGES.invalidType)],
    ['long', 'Video duration exceeds 30 minutes'],
    ['huge', 'Video resolution exceeds 1080p'],
    ['audio', 'Failed to validate video file'],
  ] as const;
  for (const [kind, message] of cases) {
    it(`refuses a ${kind} file with '${message}' and deletes it`, async () => {
      const file = await makeClip(clips, kind);
      const { id, last } = await upload(creator, file);
      expect(last.status).toBe(422);
      expect((await errorOf(last)).message).toBe(message);
      const state = (await (await creator.request(`/api/uploads/${id}`)).json()) as UploadState;
      expect(state).toMatchObject({ status: 'invalid', error: message });
      await expect(stat(path.join(t.uploads.stagingDir, id))).rejects.toThrow();
    }, 60_000);
  }

  it('names the allowed types in the invalid type message', () => {
    expect(englishMessage(UPLOAD_MESSAGES.invalidType)).toBe(
      'Invalid file type. Allowed types: video/mp4, video/quicktime, video/x-msvideo, video/webm',
    );
  });

  it('accepts a webm file (EBML header)', async () => {
    const { id, last } = await upload(creator, await makeClip(clips, 'webm'));
    expect(last.status).toBe(204);
    const state = (await (await creator.request(`/api/uploads/${id}`)).json()) as UploadState;
    expect(state).toMatchObject({ status: 'uploaded', width: 160, height: 120 });
  });
});

describe('resuming', () => {
  it('resumes after a dropped connection and ends with the same bytes', async () => {
    const file = await makeClip(clips, 'good', 3);
    const bytes = await readFile(file);
    const created = await create(creator, bytes.length);
    const location = created.headers.get('location') as string;
    const id = location.split('/').pop() as string;
    const server = await serveOverHttp(t);
    try {
      // Half the file, then the connection is dropped mid-request, once the server has stored some of it (a fixed
      // delay would drop it before the first byte arrives on a busy machine).
      const abort = new AbortController();
      const half = Math.floor(bytes.length / 2);
      let sent = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (!sent) {
            sent = true;
            controller.enqueue(bytes.subarray(0, half));
          }
        },
      });
      const dropped = fetch(`${server.url}${location}`, {
        method: 'PATCH',
        headers: {
          ...TUS,
          Origin: TEST_ORIGIN,
          Cookie: creator.cookie,
          'Content-Type': 'application/offset+octet-stream',
          'Upload-Offset': '0',
        },
        body,
        signal: abort.signal,
        duplex: 'half',
      } as RequestInit).catch(() => undefined);
      // The client asks where to resume (HEAD), then sends the rest from there.
      let offset = -1;
      for (let i = 0; i < 200 && offset < 0; i++) {
        const head = await t.app.request(location, {
          method: 'HEAD',
          headers: { ...TUS, Cookie: creator.cookie },
        });
        expect(head.status).toBe(200);
        const value = Number(head.headers.get('upload-offset'));
        if (value > 0) offset = value;
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      abort.abort();
      await dropped;
      // What the server kept once the connection is gone: where the rest starts.
      const head = await t.app.request(location, {
        method: 'HEAD',
        headers: { ...TUS, Cookie: creator.cookie },
      });
      offset = Number(head.headers.get('upload-offset'));
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(half);
      const rest = await patch(creator, location, offset, bytes.subarray(offset));
      expect(rest.status).toBe(204);
      const stored = await readFile(path.join(t.uploads.stagingDir, id));
      const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
      expect(sha(stored)).toBe(sha(bytes));
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('from upload to a playable pending item', () => {
  it('creates a pending item, transcodes it to HLS and serves it only to those who may see it', async () => {
    const { id, last } = await upload(creator, await makeClip(clips, 'good', 3));
    expect(last.status).toBe(204);

    // Bad input and someone else's upload.
    const bad = await creator.request(`/api/uploads/${id}/content`, { json: { ...itemFields, title: '' } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Title is required');
    expect((await otherCreator.request(`/api/uploads/${id}/content`, { json: itemFields })).status).toBe(404);
    expect((await parent.request(`/api/uploads/${id}/content`, { json: itemFields })).status).toBe(403);

    const made = await creator.request(`/api/uploads/${id}/content`, { json: itemFields });
    expect(made.status).toBe(201);
    const { id: contentId } = (await made.json()) as { id: string };
    const again = await creator.request(`/api/uploads/${id}/content`, { json: itemFields });
    expect(again.status).toBe(409);

    const [item] = await t.db.select().from(content).where(eq(content.id, contentId));
    expect(item).toMatchObject({ status: 'pending', sourceType: 'upload', language: 'Arabic', ageRange: 1 });

    await runTranscode(t, id);
    const [row] = await t.db.select().from(videoUploads).where(eq(videoUploads.id, id));
    expect(row).toMatchObject({ status: 'ready', progress: 100, renditions: [360], contentId });
    const [after] = await t.db.select().from(content).where(eq(content.id, contentId));
    expect(after?.videoUrl).toBe(`/api/uploads/media/${contentId}/master.m3u8`);
    expect(after?.status).toBe('pending');
    expect(after?.duration).toBeCloseTo(0.1, 1);

    const master = await creator.request(`/api/uploads/media/${contentId}/master.m3u8`);
    expect(master.status).toBe(200);
    const playlist = await master.text();
    expect(playlist).toContain('#EXT-X-STREAM-INF:');
    expect(playlist).toContain('360p/index.m3u8');
    const variant = await (await creator.request(`/api/uploads/media/${contentId}/360p/index.m3u8`)).text();
    const segment = /seg_\d+\.ts/.exec(variant)?.[0] as string;
    const ranged = await creator.request(`/api/uploads/media/${contentId}/360p/${segment}`, {
      headers: { Range: 'bytes=0-187' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toMatch(/^bytes 0-187\/\d+$/);
    expect(ranged.headers.get('cache-control')).toContain('immutable');
    expect((await ranged.arrayBuffer()).byteLength).toBe(188);
    const poster = await admin.request(`/api/uploads/media/${contentId}/poster.jpg`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');

    // Pending: not for another creator or anonymous visitors.
    expect((await otherCreator.request(`/api/uploads/media/${contentId}/master.m3u8`)).status).toBe(404);
    expect((await jsonRequest(t.app, `/api/uploads/media/${contentId}/poster.jpg`)).status).toBe(404);

    // Published: everyone (the feed is public by default).
    const published = await admin.request(`/api/admin/content/${contentId}/publish`, {
      json: { revision: 1 },
    });
    expect(published.status).toBe(200);
    expect((await jsonRequest(t.app, `/api/uploads/media/${contentId}/master.m3u8`)).status).toBe(200);

    // The plan decides the tallest rendition listed: Free (and visitors) up to 480p, Premium HD, staff
    // and creators the whole ladder. (The row says a 1080p source was transcoded to three renditions.)
    await t.db
      .update(videoUploads)
      .set({ width: 1920, height: 1080, renditions: [360, 720, 1080] })
      .where(eq(videoUploads.id, id));
    const listed = async (who: { request: (url: string) => Promise<Response> } | null) => {
      const url = `/api/uploads/media/${contentId}/master.m3u8`;
      const text = await (who ? await who.request(url) : await jsonRequest(t.app, url)).text();
      return [...text.matchAll(/NAME="(\d+p)"/g)].map((m) => m[1]);
    };
    expect(await listed(null)).toEqual(['360p']);
    expect(await listed(parent)).toEqual(['360p']);
    expect(await listed(creator)).toEqual(['360p', '720p', '1080p']);
    await t.db.execute(
      sql`update parent_profiles set subscription_tier = 'Premium' where user_id = ${parent.userId}`,
    );
    expect(await listed(parent)).toEqual(['360p', '720p', '1080p']);

    // Deleting the item deletes its files (the daily sweep finds the upload its item left behind).
    const { storage } = t.uploads;
    expect(await storage.size(`videos/${id}/poster.jpg`)).toBeGreaterThan(0);
    await t.db.delete(content).where(eq(content.id, contentId));
    expect(await sweepUploads(t)).toBeGreaterThanOrEqual(1);
    expect(await storage.size(`videos/${id}/poster.jpg`)).toBeNull();
    expect(await storage.size(`videos/${id}/360p/index.m3u8`)).toBeNull();
    expect(await t.db.select().from(videoUploads).where(eq(videoUploads.id, id))).toEqual([]);
  }, 120_000);

  it('lets an admin make an item for a creator profile, with age range, language, rating and music', async () => {
    const profile = await insertCreator(t.db, { fullName: 'Ustadha Maryam' });
    const { id } = await upload(admin, await makeClip(clips, 'good', 1));
    const missing = await admin.request(`/api/uploads/${id}/content`, { json: itemFields });
    expect(missing.status).toBe(400);
    const made = await admin.request(`/api/uploads/${id}/content`, {
      json: { ...itemFields, creatorProfileId: profile.id, contentRating: 'PG', hasMusic: true, ageRange: 3 },
    });
    expect(made.status).toBe(201);
    const { id: contentId } = (await made.json()) as { id: string };
    const [item] = await t.db.select().from(content).where(eq(content.id, contentId));
    expect(item).toMatchObject({
      creatorProfileId: profile.id,
      contentRating: 'PG',
      hasMusic: true,
      ageRange: 3,
    });
  }, 60_000);
});

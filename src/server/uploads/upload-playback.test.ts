// The plan's cap on uploaded videos holds for every request, not only for the master playlist's list: a Free family,
// a visitor and a child of a Free family get 404 for the HD variant playlists and segments; Premium plays them.
// HD files are never marked for shared caches.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children } from '#server/db/schema/children';
import { videoUploads } from '#server/db/schema/uploads';
import { parentProfiles } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertCreator } from '#server/test/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app';
import { putDirectory } from './storage';

let t: TestApp;
let work: string;
let contentId: string;
let freeParent: Caller;
let premiumParent: Caller;
let childCookie: string;

const SEGMENT = Buffer.alloc(376, 0x47);

beforeAll(async () => {
  t = await createTestApp();
  work = await mkdtemp(path.join(os.tmpdir(), 'qk-ladder-'));
  // A published item whose upload was transcoded to the whole ladder.
  const profile = await insertCreator(t.db);
  const item = await insertContent(t.db, { sourceType: 'upload', creatorProfileId: profile.id, ageRange: 2 });
  contentId = item.id;
  const uploadId = randomUUID();
  await t.db.insert(videoUploads).values({
    id: uploadId,
    userId: profile.userId as string,
    sizeBytes: 1000,
    status: 'ready',
    width: 1920,
    height: 1080,
    renditions: [360, 720, 1080],
    contentId,
  });
  for (const rung of ['360p', '720p', '1080p']) {
    await mkdir(path.join(work, rung), { recursive: true });
    await writeFile(path.join(work, rung, 'index.m3u8'), '#EXTM3U\n#EXTINF:4,\nseg_000.ts\n#EXT-X-ENDLIST\n');
    await writeFile(path.join(work, rung, 'seg_000.ts'), SEGMENT);
  }
  await putDirectory(t.uploads.storage, work, `videos/${uploadId}`, () => 'video/mp2t');

  [freeParent, premiumParent] = await Promise.all([
    signUpAs(t.app, t.db, 'parent'),
    signUpAs(t.app, t.db, 'parent'),
  ]);
  await t.db
    .update(parentProfiles)
    .set({ subscriptionTier: 'Premium' })
    .where(eq(parentProfiles.userId, premiumParent.userId));
  const [kid] = await t.db
    .insert(children)
    .values({ parentId: freeParent.userId, name: 'Amina', dateOfBirth: '2019-05-01' })
    .returning({ id: children.id });
  const started = await freeParent.request('/api/child-sessions', {
    json: { childId: kid?.id },
    headers: { 'X-Device-Id': randomUUID() },
  });
  expect(started.status, await started.clone().text()).toBe(201);
  childCookie = started.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .filter((value) => value.startsWith('qk_child='))
    .join('; ');
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await t?.close();
});

type Viewer = 'visitor' | 'free' | 'premium' | 'child';

function get(viewer: Viewer, file: string) {
  const url = `/api/uploads/media/${contentId}/${file}`;
  if (viewer === 'visitor') return jsonRequest(t.app, url);
  if (viewer === 'child')
    return t.app.request(url, { headers: { Cookie: childCookie, Origin: TEST_ORIGIN } });
  return (viewer === 'free' ? freeParent : premiumParent).request(url);
}

describe("the plan's cap on every variant and segment", () => {
  const labels = { visitor: 'a visitor', free: 'a Free family', child: "a Free family's child" } as const;
  for (const viewer of ['visitor', 'free', 'child'] as const) {
    it(`gives ${labels[viewer]} the SD rendition only`, async () => {
      for (const file of ['720p/index.m3u8', '720p/seg_000.ts', '1080p/index.m3u8', '1080p/seg_000.ts'])
        expect((await get(viewer, file)).status, file).toBe(404);
      const sd = await get(viewer, '360p/seg_000.ts');
      expect(sd.status).toBe(200);
      expect((await get(viewer, '360p/index.m3u8')).status).toBe(200);
    });
  }

  it('gives a Premium family the whole ladder, never cached for others', async () => {
    const hd = await get('premium', '1080p/seg_000.ts');
    expect(hd.status).toBe(200);
    expect(hd.headers.get('cache-control')).toContain('private');
    expect((await get('premium', '720p/index.m3u8')).status).toBe(200);
    const sd = await get('visitor', '360p/seg_000.ts');
    expect(sd.headers.get('cache-control')).toContain('public');
  });
});

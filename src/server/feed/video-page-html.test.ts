// A /video/:id page's HTML carries its item exactly as GET /api/content/:id answers the same request, and our own
// HLS video's player (html-preloads.ts withBootContent, withBootPlayer): only where that answer is a 200 — never an
// unpublished item, an anonymous visitor of a private feed or a device in child mode — and never for a shared cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertCreator, setFeedPublic } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { yearsAgo } from '#server/test/test-values';
import { makeWebRoot } from '#server/test/web-root';
import type { Child } from '#shared/children.schema';

const { webRoot, remove: removeWebRoot } = makeWebRoot('qk-video-page-');

let t: TestApp;
let parent: Caller;
let childCookie = '';
const ids = { upload: '', youtube: '', tiktok: '', pending: '' };

/** The item in the page's data block, or null without one. */
function bootContent(html: string): Record<string, unknown> | null {
  const block = /<script type="application\/json" id="boot-content">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block === undefined ? null : (JSON.parse(block) as Record<string, unknown>);
}

beforeAll(async () => {
  t = await createTestApp({}, { webRoot });
  const creator = await insertCreator(t.db, { fullName: 'Aisha Rahman' });
  const upload = await insertContent(t.db, {
    creatorProfileId: creator.id,
    title: 'Wudu </script><script>alert("x")</script> & "steps"',
    sourceType: 'upload',
    youtubeUrl: null,
    youtubeVideoId: null,
    ageRange: 1,
  });
  ids.upload = upload.id;
  const { content } = await import('#server/db/schema/content');
  const { eq } = await import('drizzle-orm');
  await t.db
    .update(content)
    .set({ videoUrl: `/api/uploads/media/${upload.id}/master.m3u8` })
    .where(eq(content.id, upload.id));
  ids.youtube = (await insertContent(t.db, { creatorProfileId: creator.id, title: 'Tala al Badru' })).id;
  ids.tiktok = (
    await insertContent(t.db, {
      creatorProfileId: creator.id,
      title: 'Quick craft',
      sourceType: 'tiktok',
      youtubeUrl: null,
      youtubeVideoId: null,
      tiktokVideoId: '7212345678901234567',
      tiktokUsername: 'crafts',
    })
  ).id;
  ids.pending = (
    await insertContent(t.db, { creatorProfileId: creator.id, title: 'Secret pending', status: 'pending' })
  ).id;
  parent = await signUpAs(t.app, t.db, 'parent');
  const created = await parent.request('/api/children', {
    json: { name: 'Amina', dateOfBirth: yearsAgo(5) },
  });
  const child = (await created.json()) as Child;
  const started = await parent.request('/api/child-sessions', {
    json: { childId: child.id, deviceInfo: { platform: 'Linux' }, timeZone: 'Europe/London' },
    headers: { 'x-device-id': 'device-video-page-01' },
  });
  childCookie =
    started.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('qk_child=')) ?? '';
  expect(childCookie).not.toBe('');
});

afterAll(async () => {
  await t.close();
  removeWebRoot();
});

describe('a video page carries its item', () => {
  it('our own video: the API answer itself and the player, private to this visitor, the scripts after the video', async () => {
    await setFeedPublic(t.deps, true);
    const page = await jsonRequest(t.app, `/video/${ids.upload}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-cache');
    const html = await page.text();
    const api = await jsonRequest(t.app, `/api/content/${ids.upload}`);
    expect(api.status).toBe(200);
    expect(bootContent(html)).toEqual(await api.json());
    // The title's markup stays text: no script is closed or opened by it.
    expect(html.match(/<script/g)?.length).toBe(html.match(/<\/script>/g)?.length);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      `<source src="/api/uploads/media/${ids.upload}/master.m3u8" type="application/vnd.apple.mpegurl">`,
    );
    expect(html).toContain('aria-label="Wudu &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)');
    // The player follows #root (the app takes the element), and the app's scripts wait for it (boot.js).
    expect(html).toMatch(/<!--\/shell--><\/div><div id="boot-player"/);
    expect(html).toContain('<script src="/boot.js" data-entry="/assets/index-1.js"');
  });

  it("a YouTube item: the answer and its picture in the page's language, the scripts after the paint", async () => {
    const page = await jsonRequest(t.app, `/video/${ids.youtube}`, { headers: { 'Accept-Language': 'ar' } });
    const html = await page.text();
    const item = bootContent(html);
    expect(item?.id).toBe(ids.youtube);
    expect(html).toContain(`<img src="${item?.thumbnailUrl}?lang=ar" alt="" width="640" height="360"`);
    expect(html).not.toContain('<video');
    expect(html).toContain('<script src="/boot.js" data-entry="/assets/index-1.js"');
  });

  it('a TikTok: the answer only (its embed is drawn by the app), the scripts with the HTML', async () => {
    const html = await (await jsonRequest(t.app, `/video/${ids.tiktok}`)).text();
    expect(bootContent(html)?.id).toBe(ids.tiktok);
    expect(html).not.toContain('boot-player');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
  });

  it('nothing where the API answers an error: unpublished, unknown, malformed; the page itself still loads', async () => {
    for (const id of [ids.pending, '00000000-0000-4000-8000-000000000000', 'not-a-video']) {
      const page = await jsonRequest(t.app, `/video/${id}`);
      expect(page.status, id).toBe(200);
      expect(page.headers.get('Cache-Control')).toBe('no-cache');
      const html = await page.text();
      expect(bootContent(html), id).toBeNull();
      expect(html).not.toContain('Secret pending');
      expect(html).not.toContain('boot-player');
    }
  });

  it('a private feed: nothing for an anonymous visitor, the item for a signed-in one', async () => {
    await setFeedPublic(t.deps, false);
    try {
      expect((await jsonRequest(t.app, `/api/content/${ids.upload}`)).status).toBe(401);
      expect(bootContent(await (await jsonRequest(t.app, `/video/${ids.upload}`)).text())).toBeNull();
      const signedIn = await parent.request(`/video/${ids.upload}`);
      expect(bootContent(await signedIn.text())?.id).toBe(ids.upload);
    } finally {
      await setFeedPublic(t.deps, true);
    }
  });

  it('a device in child mode: nothing (it reads the catalog only through the child area)', async () => {
    expect((await jsonRequest(t.app, `/api/content/${ids.upload}`, { cookie: childCookie })).status).toBe(
      403,
    );
    const html = await (await jsonRequest(t.app, `/video/${ids.upload}`, { cookie: childCookie })).text();
    expect(bootContent(html)).toBeNull();
    expect(html).not.toContain('boot-player');
  });
});

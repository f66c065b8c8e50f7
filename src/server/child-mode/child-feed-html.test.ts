// /child/feed's HTML carries the child's session and first feed page exactly as GET /api/child/session and
// GET /api/child/feed answer the same device (static-files.ts, html-preloads.ts withBootChildFeed, decision 026),
// with the first tile's picture preloaded: only for an active child session and the page as it opens — never for
// a parent, a signed-out visitor, an ended or timed-out session, a search or a later page; never for a shared cache.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childSessions } from '#server/db/schema/children';
import { childScreenTime } from '#server/db/schema/screen-time';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertCreator } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { yearsAgo } from '#server/test/test-values';
import { makeWebRoot } from '#server/test/web-root';
import type { ChildSessionInfo } from '#shared/child-mode';
import type { Child } from '#shared/children.schema';
import type { FeedPage } from '#shared/feed.schema';
import { localDay } from '#shared/screen-time';

const { webRoot, remove: removeWebRoot } = makeWebRoot('qk-child-feed-page-');

let t: TestApp;
let parent: Caller;
let child: Child;

/** The page's data block, or null without one. */
function bootBlock(html: string): { session: ChildSessionInfo; feed: FeedPage } | null {
  const block = /<script type="application\/json" id="boot-child-feed">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block === undefined ? null : (JSON.parse(block) as { session: ChildSessionInfo; feed: FeedPage });
}

/** Starts child mode for the child on a new device (the Free plan's one session: earlier ones end first). */
async function startChildMode(device: string): Promise<{ cookie: string; sessionId: string }> {
  await t.db.update(childSessions).set({ sessionStatus: 'ended', endedAt: new Date() });
  const started = await parent.request('/api/child-sessions', {
    json: { childId: child.id, deviceInfo: { platform: 'Linux' }, timeZone: 'Europe/London' },
    headers: { 'x-device-id': device },
  });
  expect(started.status).toBe(201);
  const cookie =
    started.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('qk_child=')) ?? '';
  expect(cookie).not.toBe('');
  return { cookie, sessionId: ((await started.json()) as ChildSessionInfo).sessionId };
}

beforeAll(async () => {
  t = await createTestApp({}, { webRoot });
  const creator = await insertCreator(t.db, { fullName: 'Aisha Rahman' });
  await insertContent(t.db, { creatorProfileId: creator.id, title: 'Counting stars', ageRange: 1 });
  await insertContent(t.db, {
    creatorProfileId: creator.id,
    title: 'Wudu </script><script>alert("x")</script>',
    ageRange: 1,
  });
  await insertContent(t.db, { creatorProfileId: creator.id, title: 'For teenagers', ageRange: 4 });
  parent = await signUpAs(t.app, t.db, 'parent');
  const created = await parent.request('/api/children', {
    json: { name: 'Amina', dateOfBirth: yearsAgo(5) },
  });
  child = (await created.json()) as Child;
});

afterAll(async () => {
  await t.close();
  removeWebRoot();
});

describe("the child feed's HTML", () => {
  it("carries the API's own answers for this device, private to it, and preloads the first tile's picture", async () => {
    const device = await startChildMode('device-child-feed-01');
    const page = await jsonRequest(t.app, '/child/feed', { cookie: device.cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-cache');
    const html = await page.text();
    const boot = bootBlock(html);
    const feed = await jsonRequest(t.app, '/api/child/feed', { cookie: device.cookie });
    const session = await jsonRequest(t.app, '/api/child/session', { cookie: device.cookie });
    expect(boot?.feed).toEqual(await feed.json());
    const sessionAnswer = (await session.json()) as ChildSessionInfo;
    // The screen time is the same day's figure, read a moment apart.
    expect(boot?.session).toEqual({ ...sessionAnswer, screenTime: boot?.session.screenTime });
    expect(boot?.session.screenTime.limitMinutes).toBe(sessionAnswer.screenTime.limitMinutes);
    // The child's policy applies: a 5-year-old's feed has no 13+ item.
    expect(boot?.feed.items.map((item) => item.title).sort()).toEqual([
      'Counting stars',
      'Wudu </script><script>alert("x")</script>',
    ]);
    // A title's markup stays text inside the block.
    expect(html.match(/<script/g)?.length).toBe(html.match(/<\/script>/g)?.length);
    expect(html).not.toContain('<script>alert');
    const first = boot?.feed.items[0]?.thumbnailUrl;
    expect(first).toMatch(/^\/api\/media\/thumbnails\//);
    expect(html).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high">`);
  });

  it("asks for the picture in the child's own language when the parent chose one", async () => {
    const updated = await parent.request(`/api/children/${child.id}`, {
      method: 'PATCH',
      json: { interfaceLanguage: 'ar' },
    });
    expect(updated.status).toBe(200);
    try {
      const device = await startChildMode('device-child-feed-02');
      const html = await (await jsonRequest(t.app, '/child/feed', { cookie: device.cookie })).text();
      const first = bootBlock(html)?.feed.items[0]?.thumbnailUrl;
      expect(html).toContain(`<link rel="preload" as="image" href="${first}?lang=ar" fetchpriority="high">`);
    } finally {
      await parent.request(`/api/children/${child.id}`, {
        method: 'PATCH',
        json: { interfaceLanguage: null },
      });
    }
  });

  it('carries nothing for a search or a later page, a parent, a signed-out visitor, an ended or timed-out session', async () => {
    const device = await startChildMode('device-child-feed-03');
    const noBlock = async (url: string, cookie?: string) => {
      const page = await jsonRequest(t.app, url, cookie ? { cookie } : {});
      expect(page.status, url).toBe(200);
      expect(page.headers.get('Cache-Control'), url).toBe('no-cache');
      const html = await page.text();
      expect(bootBlock(html), url).toBeNull();
      expect(html, url).not.toContain('Counting stars');
      expect(html, url).not.toContain('rel="preload" as="image"');
    };
    await noBlock('/child/feed?q=stars', device.cookie);
    await noBlock('/child/feed?page=2', device.cookie);
    await noBlock('/child/feed');
    expect(bootBlock(await (await parent.request('/child/feed')).text())).toBeNull();

    // The day's screen time used up: the API answers TIME_UP, the page carries nothing.
    await t.db
      .insert(childScreenTime)
      .values({ childId: child.id, day: localDay(new Date(), 'Europe/London'), seconds: 24 * 60 * 60 })
      .onConflictDoUpdate({
        target: [childScreenTime.childId, childScreenTime.day],
        set: { seconds: 24 * 60 * 60 },
      });
    try {
      expect((await jsonRequest(t.app, '/api/child/feed', { cookie: device.cookie })).status).toBe(403);
      await noBlock('/child/feed', device.cookie);
    } finally {
      await t.db.delete(childScreenTime).where(eq(childScreenTime.childId, child.id));
    }

    // Ended (idle for over 30 minutes).
    await t.db
      .update(childSessions)
      .set({ lastActiveAt: new Date(Date.now() - 31 * 60_000), sessionStatus: 'active', endedAt: null })
      .where(eq(childSessions.id, device.sessionId));
    await noBlock('/child/feed', device.cookie);
    expect((await jsonRequest(t.app, '/api/child/session', { cookie: device.cookie })).status).toBe(401);
  });
});

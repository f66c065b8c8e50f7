// The catalog's public reads through the route cache: a visitor's repeated page comes from memory until the
// catalog changes (here or on another node), random draws are never kept, the answers say how a CDN may keep them —
// and a signed-in parent or a child device is never answered from a visitor's entry, also when they ask together.
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { content } from '#server/db/schema/content';
import { ADMIN_WRITES_CHANNEL, ROUTE_GROUPS, RouteCache } from '#server/http/route-cache';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent, setFeedPublic } from '#server/test/factories';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { yearsAgo } from '#server/test/test-values';
import type { FeedPage } from '#shared/feed.schema';
import type { FeaturedVideo, PublicTestimonial } from '#shared/site.schema';

let t: TestApp;
let parent: Caller;
let admin: Caller;
let childCookie: string;
let firstId: string;

const feed = async (query = '', headers: Record<string, string> = {}) =>
  (await (await t.app.request(`/api/feed${query}`, { headers })).json()) as FeedPage;

beforeAll(async () => {
  t = await createTestApp({ FEED_CACHE_MS: '60000' });
  for (let i = 0; i < 20; i += 1) {
    await insertContent(t.db, { title: `Older story ${i}`, createdAt: new Date(Date.UTC(2025, 0, i + 1)) });
  }
  firstId = (await insertContent(t.db, { title: 'Cached story', viewCount: 1 })).id;
  parent = await signUpAs(t.app, t.db, 'parent');
  admin = await signUpAs(t.app, t.db, 'admin');
  const child = (await (
    await parent.request('/api/children', { json: { name: 'Maryam', dateOfBirth: yearsAgo(6) } })
  ).json()) as { id: string };
  const started = await parent.request('/api/child-sessions', {
    json: { childId: child.id, deviceInfo: { platform: 'Linux' }, timeZone: 'Europe/London' },
    headers: { 'x-device-id': 'device-cache-0001' },
  });
  if (started.status !== 201) throw new Error(`child mode did not start: ${started.status}`);
  const token = started.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((value) => value.startsWith('qk_child='));
  if (!token) throw new Error('no child credential');
  childCookie = token;
});

afterAll(async () => {
  await t.close();
});

/** Makes the cached story's view count differ from what a visitor's kept page says (no notification is sent). */
async function setViews(n: number) {
  await t.db.update(content).set({ viewCount: n }).where(eq(content.id, firstId));
}

describe('the feed through the route cache', () => {
  it('serves a repeated page from memory (a view count change alone does not refresh it)', async () => {
    await setViews(1);
    t.routeCache.clear();
    expect((await feed()).items[0]?.viewCount).toBe(1);
    await setViews(99);
    expect((await feed()).items[0]?.viewCount).toBe(1);
    // Another query is its own entry and reads the database.
    expect((await feed('?language=English')).items[0]?.viewCount).toBe(99);
  });

  it('drops kept pages as soon as the catalog changes', async () => {
    await insertContent(t.db, { title: 'Brand new story', createdAt: new Date(Date.now() + 60_000) });
    await expect.poll(async () => (await feed()).items[0]?.title, { timeout: 3_000 }).toBe('Brand new story');
    expect((await feed()).items.find((item) => item.id === firstId)?.viewCount).toBe(99);
  });

  it('never keeps a random draw', async () => {
    const draws = new Set<string>();
    for (let i = 0; i < 5; i += 1)
      draws.add(JSON.stringify((await feed('?sort=random')).items.map((item) => item.id)));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('tells a CDN it may keep a visitor’s page briefly, and a signed-in caller’s not at all', async () => {
    const visitor = await t.app.request('/api/feed?page=2');
    expect(visitor.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
    );
    expect(visitor.headers.get('vary')).toBe('Accept-Encoding, Authorization, Cookie');
    const item = await t.app.request(`/api/content/${firstId}`);
    expect(item.headers.get('cache-control')).toContain('s-maxage=');
    const signedIn = await parent.request('/api/feed?page=2');
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    const random = await t.app.request('/api/feed?sort=random');
    expect(random.headers.get('cache-control')).toBe('no-store');
    const bad = await t.app.request('/api/feed?page=0');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control') ?? '').not.toContain('public');
  });

  it('sends a kept page gzipped to clients that take gzip, and plain JSON to the rest', async () => {
    await feed();
    const zipped = await t.app.request('/api/feed', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const page = JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()) as FeedPage;
    expect(page.items.length).toBeGreaterThan(0);
    const plain = await t.app.request('/api/feed', { headers: { 'Accept-Encoding': 'gzip;q=0, identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as FeedPage).items.length).toBe(page.items.length);
  });

  it('never answers a parent or a child from a visitor’s entry, when they all ask together', async () => {
    await setFeedPublic(t.deps, true);
    await setViews(5);
    t.routeCache.clear();
    expect((await feed()).items.find((item) => item.id === firstId)?.viewCount).toBe(5);
    expect(((await (await t.app.request('/api/site/featured')).json()) as FeaturedVideo).item).not.toBeNull();
    // The database moves on without a notification: only a kept page can still say 5.
    await setViews(6);
    const callers = ['visitor', 'parent', 'child'] as const;
    const answers = await fireTogether(30, async (index) => {
      const who = callers[index % 3] as (typeof callers)[number];
      const cookie = who === 'parent' ? parent.cookie : who === 'child' ? childCookie : undefined;
      const path = index % 2 === 0 ? '/api/feed' : '/api/site/featured';
      const response = await jsonRequest(t.app, path, cookie ? { cookie } : {});
      return { who, path, status: response.status, body: (await response.json()) as unknown };
    });
    for (const answer of answers) {
      if (answer.path === '/api/feed') {
        const views = (answer.body as FeedPage).items?.find((item) => item.id === firstId)?.viewCount;
        if (answer.who === 'visitor') expect(views).toBe(5);
        if (answer.who === 'parent') expect(views).toBe(6);
        // A device in child mode is refused the grown-ups' feed, never given a visitor's page.
        if (answer.who === 'child') expect(answer.status).toBe(403);
      } else {
        const featured = (answer.body as FeaturedVideo).item;
        if (answer.who === 'child') expect(featured).toBeNull();
        else expect(featured).not.toBeNull();
      }
    }
    expect(statusCounts(answers.filter((answer) => answer.who !== 'child'))).toEqual({ 200: 20 });
  });

  it('refuses a visitor a kept page once the feed is private, and keeps the parent reading', async () => {
    await setFeedPublic(t.deps, true);
    await feed('?page=3');
    await setFeedPublic(t.deps, false);
    try {
      expect((await t.app.request('/api/feed?page=3')).status).toBe(401);
      expect((await parent.request('/api/feed?page=3')).status).toBe(200);
    } finally {
      await setFeedPublic(t.deps, true);
    }
  });
});

describe('across nodes', () => {
  it("drops this node's landing answers when another node's administrator edits them", async () => {
    // A second node over the same database: its own route cache, everything else shared.
    const otherCache = new RouteCache({
      db: t.db,
      ttlMs: 60_000,
      channels: { [ADMIN_WRITES_CHANNEL]: Object.values(ROUTE_GROUPS) },
    });
    const other = createApp({ ...t.deps, routeCache: otherCache });
    try {
      const testimonials = async () =>
        ((await (await other.request('/api/site/testimonials')).json()) as { items: PublicTestimonial[] })
          .items;
      const stats = async () => (await other.request('/api/site/stats')).json();
      const before = await testimonials();
      const figures = await stats();
      await otherCache.ensureListening();
      expect(await testimonials()).toEqual(before);
      // An administrator's write on this node (t.app) is announced; the other node drops what it kept.
      const created = await admin.request('/api/admin/site/testimonials', {
        json: { quote: 'Told on every node.', authorLabel: 'Mother, Leeds', rating: 5 },
      });
      expect(created.status).toBe(201);
      await expect
        .poll(async () => (await testimonials()).map((item) => item.quote), { timeout: 5_000 })
        .toContain('Told on every node.');
      expect(await stats()).toEqual(figures);
    } finally {
      await otherCache.close();
    }
  });

  it("drops this node's feed pages when another node changes the catalog", async () => {
    const otherCache = new RouteCache({
      db: t.db,
      ttlMs: 60_000,
      channels: { catalog_changed: [ROUTE_GROUPS.catalog] },
    });
    const other = createApp({ ...t.deps, routeCache: otherCache });
    try {
      const first = async () =>
        ((await (await other.request('/api/feed')).json()) as FeedPage).items[0]?.title;
      await otherCache.ensureListening();
      const before = await first();
      expect(await first()).toBe(before);
      // The change is written through this node's connection; the content triggers announce it to every node.
      await insertContent(t.db, { title: 'Newest on every node', createdAt: new Date(Date.now() + 120_000) });
      await expect.poll(first, { timeout: 5_000 }).toBe('Newest on every node');
    } finally {
      await otherCache.close();
    }
  });
});

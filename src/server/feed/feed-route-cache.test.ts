import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '#server/db/schema/content';
import { insertContent } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { FeedPage } from '#shared/feed.schema';
import { acceptsGzip } from './feed-cache';

let t: TestApp;
let firstId: string;

const feed = async (query = '') => (await (await t.app.request(`/api/feed${query}`)).json()) as FeedPage;

beforeAll(async () => {
  t = await createTestApp({ FEED_CACHE_MS: '60000' });
  for (let i = 0; i < 20; i += 1) {
    await insertContent(t.db, { title: `Older story ${i}`, createdAt: new Date(Date.UTC(2025, 0, i + 1)) });
  }
  firstId = (await insertContent(t.db, { title: 'Cached story', viewCount: 1 })).id;
});

afterAll(async () => {
  await t.close();
});

describe('feed response cache', () => {
  it('serves a repeated page from memory (a view count change alone does not refresh it)', async () => {
    expect((await feed()).items[0]?.viewCount).toBe(1);
    // Give the LISTEN connection a moment to be up, then read again so the page is cached.
    await expect.poll(async () => (await feed()).items[0]?.viewCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await feed();
    await t.db.update(content).set({ viewCount: 99 }).where(eq(content.id, firstId));
    expect((await feed()).items[0]?.viewCount).toBe(1);
    // Another query is its own entry and reads the database.
    expect((await feed('?language=English')).items[0]?.viewCount).toBe(99);
  });

  it('drops cached pages as soon as the catalog changes', async () => {
    await insertContent(t.db, { title: 'Brand new story', createdAt: new Date(Date.now() + 60_000) });
    await expect.poll(async () => (await feed()).items[0]?.title, { timeout: 3_000 }).toBe('Brand new story');
    expect((await feed()).items.find((item) => item.id === firstId)?.viewCount).toBe(99);
  });

  it('never caches a random draw', async () => {
    const draws = new Set<string>();
    for (let i = 0; i < 5; i += 1)
      draws.add(JSON.stringify((await feed('?sort=random')).items.map((item) => item.id)));
    expect(draws.size).toBeGreaterThan(1);
  });
});

describe('compressed pages', () => {
  it('sends a gzipped page to clients that take gzip, and plain JSON to the rest', async () => {
    const zipped = await t.app.request('/api/feed', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const page = JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()) as FeedPage;
    expect(page.items.length).toBeGreaterThan(0);
    const plain = await t.app.request('/api/feed', { headers: { 'Accept-Encoding': 'gzip;q=0, identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as FeedPage).items.length).toBe(page.items.length);
  });

  it.each([
    ['gzip', true],
    ['deflate, gzip;q=0.5', true],
    ['*', true],
    ['gzip;q=0', false],
    ['br', false],
    [undefined, false],
  ])('Accept-Encoding %s → gzip %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

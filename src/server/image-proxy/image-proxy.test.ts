import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env';
import { insertContent } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import { IMAGE_MAX_BYTES } from './image-proxy.service';

// A tiny JPEG-looking body: the proxy checks the upstream's content type and size, not the pixels.
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);
let upstream: http.Server;
let upstreamBase: string;
const hits: string[] = [];
let t: TestApp;
let offline: TestApp;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const url = req.url ?? '';
    if (url.startsWith('/vi/ok/')) {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      res.end(JPEG);
    } else if (url.startsWith('/api/')) {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.end(JPEG);
    } else if (url.startsWith('/vi/big-')) {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      res.end(Buffer.alloc(20 * 1024, 7));
    } else if (url.startsWith('/vi/huge/')) {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      res.end(Buffer.alloc(IMAGE_MAX_BYTES + 10));
    } else if (url.startsWith('/vi/html/')) {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<script>alert(1)</script>');
    } else if (url.startsWith('/vi/svg/')) {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    } else if (url.startsWith('/vi/evil-redirect/')) {
      res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' });
      res.end();
    } else if (url.startsWith('/vi/good-redirect/')) {
      res.writeHead(302, { Location: 'https://img.youtube.com/vi/ok/hqdefault.jpg' });
      res.end();
    } else if (url.startsWith('/vi/slow/')) {
      // Never answers: the proxy must give up on its own.
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamBase = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  t = await createTestApp({
    IMAGE_PROXY_TEST_HOSTS: `i.ytimg.com=${upstreamBase},img.youtube.com=${upstreamBase},ui-avatars.com=${upstreamBase}`,
  });
  // No stand-in: the allowlisted hosts resolve nowhere on this machine, exactly like production offline.
  offline = await createTestApp({
    IMAGE_PROXY_TEST_HOSTS: 'i.ytimg.com=http://127.0.0.1:9,ui-avatars.com=http://127.0.0.1:9',
  });
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  await t.close();
  await offline.close();
});

const proxy = (app: TestApp, type: string, url: string) =>
  app.app.request(`/api/image-proxy?type=${type}&url=${encodeURIComponent(url)}`);

describe('GET /api/image-proxy', () => {
  it('fetches an allowlisted thumbnail, caches it on disk and serves it with cache headers', async () => {
    const url = 'https://i.ytimg.com/vi/ok/hqdefault.jpg';
    const first = await proxy(t, 'youtube-thumbnail', url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(first.headers.get('x-image-source')).toBe('upstream');
    expect(Buffer.from(await first.arrayBuffer())).toEqual(JPEG);
    const before = hits.length;
    const second = await proxy(t, 'youtube-thumbnail', url);
    expect(second.headers.get('x-image-source')).toBe('cache');
    expect(Buffer.from(await second.arrayBuffer())).toEqual(JPEG);
    expect(hits.length).toBe(before);
    expect(fs.readdirSync(path.join(t.env.dataDir, 'image-cache')).length).toBeGreaterThan(0);
  });

  it('proxies ui-avatars images', async () => {
    const response = await proxy(t, 'ui-avatar', 'https://ui-avatars.com/api/?name=Aisha+Rahman');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('follows a redirect only to another allowlisted host', async () => {
    const good = await proxy(t, 'youtube-thumbnail', 'https://i.ytimg.com/vi/good-redirect/0.jpg');
    expect(good.headers.get('x-image-source')).toBe('upstream');
    const evil = await proxy(t, 'youtube-thumbnail', 'https://i.ytimg.com/vi/evil-redirect/0.jpg');
    expect(evil.headers.get('x-image-source')).toBe('fallback');
    expect(evil.headers.get('content-type')).toContain('image/svg+xml');
  });

  it.each([
    ['too large', 'https://i.ytimg.com/vi/huge/0.jpg'],
    ['not an image', 'https://i.ytimg.com/vi/html/0.jpg'],
    ['an SVG (scripts)', 'https://i.ytimg.com/vi/svg/0.jpg'],
    ['missing', 'https://i.ytimg.com/vi/missing/0.jpg'],
  ])(
    'draws the fallback when the upstream answer is %s, and does not cache it for long',
    async (_label, url) => {
      const response = await proxy(t, 'youtube-thumbnail', url);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-image-source')).toBe('fallback');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await response.text()).toMatch(/^<svg/);
    },
  );

  it('gives up on an upstream that never answers', { timeout: 10_000 }, async () => {
    const started = Date.now();
    const response = await proxy(t, 'youtube-thumbnail', 'https://i.ytimg.com/vi/slow/0.jpg');
    expect(response.headers.get('x-image-source')).toBe('fallback');
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  it('draws the video’s own thumbnail or the person’s initials when the upstream is unreachable', async () => {
    await insertContent(offline.db, {
      title: 'Story of the Elephant',
      youtubeUrl: 'https://www.youtube.com/watch?v=Elephant123',
      youtubeVideoId: 'Elephant123',
    });
    const thumb = await proxy(
      offline,
      'youtube-thumbnail',
      'https://i.ytimg.com/vi/Elephant123/hqdefault.jpg',
    );
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('x-image-source')).toBe('fallback');
    expect(await thumb.text()).toContain('Story of the');
    const avatar = await proxy(offline, 'ui-avatar', 'https://ui-avatars.com/api/?name=Aisha%20Rahman');
    expect(await avatar.text()).toContain('>AR<');
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'youtube-thumbnail'],
    ['https://evil.example.com/vi/ok/0.jpg', 'youtube-thumbnail'],
    ['https://i.ytimg.com.evil.example/vi/ok/0.jpg', 'youtube-thumbnail'],
    ['https://user:pw@i.ytimg.com/vi/ok/0.jpg', 'youtube-thumbnail'],
    ['https://i.ytimg.com:8443/vi/ok/0.jpg', 'youtube-thumbnail'],
    ['http://i.ytimg.com/vi/ok/0.jpg', 'youtube-thumbnail'],
    ['https://ui-avatars.com/api/?name=A', 'youtube-thumbnail'],
    ['https://i.ytimg.com/vi/ok/0.jpg', 'ui-avatar'],
    ['file:///etc/passwd', 'ui-avatar'],
    ['not a url', 'ui-avatar'],
  ])('refuses %s as a %s with a 400', async (url, type) => {
    const response = await proxy(t, type, url);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiErrorBody).error.message).toBe('Image host not allowed');
  });

  it.each([
    ['type=other&url=https%3A%2F%2Fi.ytimg.com%2Fvi%2Fok%2F0.jpg', 'Invalid image type'],
    ['url=https%3A%2F%2Fi.ytimg.com%2Fvi%2Fok%2F0.jpg', 'Invalid image type'],
    ['type=ui-avatar', 'Image URL is required'],
    ['type=ui-avatar&url=', 'Image URL is required'],
  ])('rejects %s with a 400', async (query, message) => {
    const response = await t.app.request(`/api/image-proxy?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiErrorBody).error.message).toBe(message);
  });
});

describe('the allowlist in production', () => {
  it('never lets production point the allowlist at other hosts', () => {
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(40),
        IMAGE_PROXY_TEST_HOSTS: 'i.ytimg.com=http://127.0.0.1:1',
      }),
    ).toThrow(/IMAGE_PROXY_TEST_HOSTS: not allowed in production/);
  });
});

describe('the disk cache', () => {
  /** Bytes of the cache's files on disk. */
  function cacheBytes(app: TestApp): number {
    const root = path.join(app.env.dataDir, 'image-cache');
    if (!fs.existsSync(root)) return 0;
    let total = 0;
    for (const shard of fs.readdirSync(root))
      for (const name of fs.readdirSync(path.join(root, shard)))
        total += fs.statSync(path.join(root, shard, name)).size;
    return total;
  }

  it('stays under its cap however many different images are asked for, the least recently used evicted', async () => {
    const cap = 64 * 1024;
    const capped = await createTestApp({
      IMAGE_PROXY_TEST_HOSTS: `i.ytimg.com=${upstreamBase}`,
      IMAGE_CACHE_MAX_BYTES: String(cap),
    });
    try {
      const image = (n: number) => `https://i.ytimg.com/vi/big-${n}/hqdefault.jpg`;
      const source = async (n: number) =>
        (await proxy(capped, 'youtube-thumbnail', image(n))).headers.get('x-image-source');
      expect(await source(0)).toBe('upstream');
      // Anonymous requests for 40 different 20 KB images: 800 KB without a cap.
      for (let n = 1; n <= 40; n += 1) {
        expect(await source(n)).toBe('upstream');
        // Image 0 is used all along: it stays while older, unused ones go.
        expect(await source(0)).toBe('cache');
        await expect.poll(() => cacheBytes(capped)).toBeLessThanOrEqual(cap);
      }
      expect(cacheBytes(capped)).toBeGreaterThan(0);
      expect(await source(40)).toBe('cache');
      expect(await source(1)).toBe('upstream');
    } finally {
      await capped.close();
    }
  });
});

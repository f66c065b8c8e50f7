// The built app's files: hashed assets cached for a year and sent as the build's brotli or gzip copy when the browser
// accepts one; a missing asset is a 404; pages get index.html, never cached.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { ContentDetail } from '#shared/feed.schema';
import type { AppDeps, AppEnv } from './app-env';
import { mountStaticFiles } from './static-files';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-static-'));
fs.mkdirSync(path.join(webRoot, 'assets'));
fs.writeFileSync(path.join(webRoot, 'index.html'), '<html lang="en"><head></head><body></body></html>');
fs.writeFileSync(path.join(webRoot, 'assets', 'app-1.js'), 'console.log("plain")');
fs.writeFileSync(path.join(webRoot, 'assets', 'app-1.js.br'), 'brotli bytes');
fs.writeFileSync(path.join(webRoot, 'assets', 'app-1.js.gz'), 'gzip bytes');
fs.writeFileSync(path.join(webRoot, 'assets', 'small-1.js'), 'x');
fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const app = new Hono<AppEnv>();
mountStaticFiles(app, webRoot);

afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

describe('static files', () => {
  it('sends the brotli copy of a hashed script to a browser that accepts it, cached for a year', async () => {
    const response = await app.request('/assets/app-1.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('brotli bytes');
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzip = await app.request('/assets/app-1.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('gzip bytes');
    const plain = await app.request('/assets/app-1.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("plain")');
    // A file without copies (too small to gain anything) is sent as it is.
    const small = await app.request('/assets/small-1.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.text()).toBe('x');
  });

  it('caches the other public files for an hour', async () => {
    const icon = await app.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });

  it('answers 404 for a missing asset and index.html, not cached, for a page', async () => {
    const missing = await app.request('/assets/gone-1.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe('no-store');
    const page = await app.request('/feed');
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
    expect(await page.text()).toContain('<html lang="en" dir="ltr">');
  });
});

describe("a video page's HTML", () => {
  const warnings: unknown[] = [];
  const video = new Hono<AppEnv>();
  video.use('*', async (c, next) => {
    const logger = { warn: (...args: unknown[]) => warnings.push(args) };
    c.set('deps', { logger: { child: () => logger } } as unknown as AppDeps);
    await next();
  });
  mountStaticFiles(video, webRoot, {
    videoPageContent: async (_c, id) => {
      if (id === 'broken') throw new Error('the database is unreachable');
      return id === 'known' ? ({ id: 'known', sourceType: 'tiktok' } as ContentDetail) : null;
    },
  });

  it('carries the item the feed feature gives for this request, kept from shared caches', async () => {
    const page = await video.request('/video/known');
    expect(page.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(await page.text()).toContain(
      '<script type="application/json" id="boot-content">{"id":"known","sourceType":"tiktok"}</script>',
    );
  });

  it('is the page as any other without an item, or when reading it fails (a warning, never a 500)', async () => {
    for (const id of ['unknown', 'broken']) {
      const page = await video.request(`/video/${id}`);
      expect(page.status, id).toBe(200);
      expect(page.headers.get('Cache-Control'), id).toBe('no-cache');
      expect(await page.text(), id).not.toContain('boot-content');
    }
    expect(warnings).toHaveLength(1);
  });
});

// The built app's files: hashed assets cached for a year and sent as the build's brotli or gzip copy when the browser
// accepts one; a missing asset is a 404; a page is not a file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { mountStaticFiles } from './static-files';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-static-'));
fs.mkdirSync(path.join(webRoot, 'assets'));
fs.writeFileSync(path.join(webRoot, 'assets', 'app-1.js'), 'console.log("plain")');
fs.writeFileSync(path.join(webRoot, 'assets', 'app-1.js.br'), 'brotli bytes');
fs.writeFileSync(path.join(webRoot, 'assets', 'app-1.js.gz'), 'gzip bytes');
fs.writeFileSync(path.join(webRoot, 'assets', 'small-1.js'), 'x');
fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const app = new Hono<AppEnv>();
mountStaticFiles(app, webRoot);
app.get('*', (c) => c.text('the page'));

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

  it('answers 404 for a missing asset, and leaves a page to the next handler (the pages, web-pages.ts)', async () => {
    const missing = await app.request('/assets/gone-1.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe('no-store');
    const page = await app.request('/feed');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('the page');
  });
});

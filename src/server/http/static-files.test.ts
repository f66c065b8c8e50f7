// The built app's files: hashed assets cached for a year and sent as the build's brotli or gzip copy when the browser
// accepts one; a missing asset is a 404; pages get index.html, never cached.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ChildFeedBoot } from '#shared/child-mode';
import type { ContentDetail } from '#shared/feed.schema';
import type { HomeBoot } from '#shared/site.schema';
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

describe("the child feed's HTML", () => {
  // A build's layout: dist/web (the app) beside dist/ssr (the render module the server loads for the child feed).
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-child-'));
  const web = path.join(dist, 'web');
  fs.mkdirSync(path.join(dist, 'ssr'), { recursive: true });
  fs.mkdirSync(web);
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<html lang="en"><head><title>Qamar Kids</title>\n<script type="module" crossorigin src="/assets/index-1.js"></script>\n</head><body><div id="root"><!--shell--><header>logo</header><!--/shell--></div></body></html>',
  );
  // The module renders what it is given, in the language it is asked for, and fails for one child.
  fs.writeFileSync(
    path.join(dist, 'ssr', 'prerender.js'),
    `export async function renderChildFeed(locale, boot) {
      if (boot.session.child.name === 'Broken') throw new Error('render failed');
      return '<title>Videos</title><main lang="' + locale + '">' + boot.feed.items.map((item) => '<h2>' + item.title + '</h2>').join('') + '</main>';
    }`,
  );
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const warnings: unknown[] = [];
  const boot = (name: string) =>
    ({
      session: { sessionId: 's1', status: 'active', child: { name, interfaceLanguage: null } },
      feed: { items: [{ id: 'v1', title: 'Wudu song', thumbnailUrl: '/thumbnails/v1.svg' }], page: 1 },
    }) as unknown as ChildFeedBoot;
  const mount = (root: string) => {
    const child = new Hono<AppEnv>();
    child.use('*', async (c, next) => {
      const logger = { warn: (...args: unknown[]) => warnings.push(args) };
      c.set('deps', { logger: { child: () => logger } } as unknown as AppDeps);
      await next();
    });
    mountStaticFiles(child, root, {
      childFeedBoot: async (c) => boot(c.req.header('x-child') ?? 'Amina'),
    });
    return child;
  };
  const built = mount(web);

  it('arrives drawn in the language the app starts in, marked for hydration, its scripts after the first paint', async () => {
    const page = await built.request('/child/feed', { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-cache');
    const html = await page.text();
    expect(html).toContain(
      '<div id="root" data-prerendered="true"><main lang="fr"><h2>Wudu song</h2></main></div>',
    );
    expect(html).toContain('<title>Videos</title>');
    expect(html).not.toContain('<title>Qamar Kids</title>');
    expect(html).toMatch(
      /<script src="\/boot.js" data-entry="\/assets\/index-1.js"[^>]* data-wait="contentful" defer>/,
    );
    expect(html).not.toContain('<script type="module"');
    // The data block stays: the app's first render reads the same session and page (seedChildFeed).
    expect(html).toContain('id="boot-child-feed"');
  });

  it('is sent as before when the render fails (a warning, never a 500), for a search, and without a render module', async () => {
    const failed = await built.request('/child/feed', { headers: { 'x-child': 'Broken' } });
    expect(failed.status).toBe(200);
    const failedHtml = await failed.text();
    expect(failedHtml).not.toContain('data-prerendered');
    expect(failedHtml).toContain('id="boot-child-feed"');
    expect(failedHtml).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(warnings).toHaveLength(1);

    const search = await (await built.request('/child/feed?q=wudu')).text();
    expect(search).not.toContain('data-prerendered');
    expect(search).not.toContain('boot-child-feed');

    // webRoot (above) has no ssr/ beside it: the data block, no rendering.
    const unbuilt = await (await mount(webRoot).request('/child/feed')).text();
    expect(unbuilt).toContain('id="boot-child-feed"');
    expect(unbuilt).not.toContain('data-prerendered');
  });
});

describe("the landing page's HTML", () => {
  // As the child feed's: a build with its render module, which draws what it is given and fails for one site name.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-home-'));
  const web = path.join(dist, 'web');
  fs.mkdirSync(path.join(dist, 'ssr'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'prerendered', 'en'), { recursive: true });
  fs.mkdirSync(web);
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<html lang="en"><head><title>Qamar Kids</title>\n<script type="module" crossorigin src="/assets/index-1.js"></script>\n</head><body><div id="root"><!--shell--><header>logo</header><!--/shell--></div></body></html>',
  );
  // The build's own drawing of "/" (no data), which a signed-in visitor gets.
  fs.writeFileSync(path.join(dist, 'prerendered', 'en', 'home.ask.html'), '<main>built home</main>');
  fs.writeFileSync(
    path.join(dist, 'ssr', 'prerender.js'),
    `
    export async function renderHome(locale, variant, boot) {
      if (boot.site.siteName === 'Broken') throw new Error('render failed');
      globalThis.homeRenders = (globalThis.homeRenders ?? 0) + 1;
      return '<title>Home</title><main lang="' + locale + '" data-variant="' + variant + '">' + boot.stats.videos + ' videos, render ' + globalThis.homeRenders + '</main>';
    }`,
  );
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const warnings: unknown[] = [];
  const asked: string[] = [];
  const boot = (siteName: string, videos: number) =>
    ({
      site: { siteName, supportEmail: 'help@example.test', registration: 'open', googleSignIn: false },
      footer: { supportEmail: 'help@example.test', social: [] },
      stats: { videos, watchHours: null, children: null, subscribers: null, rating: null },
      featured: { item: null },
      testimonials: {
        items: [{ id: 't1', quote: '</script><b>kind</b>', authorLabel: 'A mother', rating: 5 }],
      },
    }) as unknown as HomeBoot;
  const home = new Hono<AppEnv>();
  home.use('*', async (c, next) => {
    const logger = { warn: (...args: unknown[]) => warnings.push(args) };
    c.set('deps', { logger: { child: () => logger } } as unknown as AppDeps);
    await next();
  });
  mountStaticFiles(home, web, {
    homeBoot: async (c) => {
      asked.push(c.req.path);
      return boot(c.req.header('x-site') ?? 'Qamar Kids', Number(c.req.header('x-videos') ?? 1000));
    },
  });

  it("arrives drawn with this request's data and carries it, its scripts waiting for the visitor", async () => {
    const page = await home.request('/', { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toMatch(
      /<div id="root" data-prerendered="true"><main lang="fr" data-variant="ask">1000 videos, render \d+<\/main><\/div>/,
    );
    expect(html).toContain('<title>Home</title>');
    expect(html).toMatch(
      /<script src="\/boot.js" data-entry="\/assets\/index-1.js"[^>]* data-wait="interaction" defer>/,
    );
    expect(html).not.toContain('<script type="module"');
    // The data block, for the app's first render (seedHome); a quote cannot close it.
    const block = /<script type="application\/json" id="boot-home">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect((JSON.parse(block) as HomeBoot).testimonials.items[0]?.quote).toBe('</script><b>kind</b>');
    expect(html).not.toContain('</script><b>kind</b>');
    // A device that chose gets the page without the banner.
    const chosen = await (await home.request('/', { headers: { Cookie: 'qk_consent=1' } })).text();
    expect(chosen).toContain('data-variant="chosen"');
  });

  it('is drawn once for the same language, banner and data in a minute, again when the data or the minute changes', async () => {
    const render = async (videos: number) =>
      /render (\d+)/.exec(
        await (await home.request('/', { headers: { 'x-videos': String(videos) } })).text(),
      )?.[1];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-24T10:00:05Z'));
      const first = await render(2000);
      vi.setSystemTime(new Date('2026-11-24T10:00:55Z'));
      expect(await render(2000)).toBe(first);
      expect(await render(5000)).not.toBe(first);
      // Its relative times ("2 minutes ago") are of the minute it was drawn in.
      vi.setSystemTime(new Date('2026-11-24T10:01:05Z'));
      expect(await render(2000)).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is the build's page, its scripts after the first paint, for a signed-in visitor and a device in child mode", async () => {
    const before = asked.length;
    const signedIn = await (
      await home.request('/', { headers: { Cookie: 'better-auth.session_token=abc.def' } })
    ).text();
    expect(signedIn).toContain('<main>built home</main>');
    expect(signedIn).toContain('data-wait="contentful"');
    expect(signedIn).not.toContain('boot-home');
    const secure = await (
      await home.request('/', { headers: { Cookie: 'x=1; __Secure-better-auth.session_token=abc' } })
    ).text();
    expect(secure).toContain('<main>built home</main>');
    expect(asked.length).toBe(before);
    // Child mode: no drawing (its first render is a redirect into the child area), and no data read for one.
    const child = await (await home.request('/', { headers: { Cookie: 'qk_child=abc' } })).text();
    expect(child).not.toContain('data-prerendered');
    expect(child).not.toContain('boot-home');
    expect(asked.length).toBe(before);
  });

  it("is the build's page when the drawing fails (a warning, never a 500)", async () => {
    const failed = await home.request('/', { headers: { 'x-site': 'Broken' } });
    expect(failed.status).toBe(200);
    const html = await failed.text();
    expect(html).toContain('<main>built home</main>');
    expect(html).toContain('data-wait="contentful"');
    expect(html).not.toContain('boot-home');
    expect(warnings).toHaveLength(1);
  });
});

// Public feed pages answered by the HTTP front from the page cache, without entering the app, to visitors and
// signed-in users alike — and every case that must still go through the app: a child credential, an authorization
// header, random draws, a changed catalog, a private feed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAs } from '#server/test/auth-helpers';
import { insertContent, setFeedPublic } from '#server/test/factories';
import { createTestApp, serveOverHttp, type TestApp } from '#server/test/test-app';
import type { FeedPage } from '#shared/feed.schema';

let t: TestApp;
let server: Awaited<ReturnType<typeof serveOverHttp>>;
/** Requests that reached the app (the rest were answered by the front). */
let appRequests = 0;

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'identity', ...headers } });

/** Reads a page until it has been cached under its URL (the LISTEN connection comes up asynchronously). */
async function warm(path: string) {
  await expect
    .poll(async () => {
      const before = appRequests;
      await (await get(path)).arrayBuffer();
      return appRequests - before;
    })
    .toBe(0);
}

beforeAll(async () => {
  t = await createTestApp({ FEED_CACHE_MS: '60000' });
  for (let i = 0; i < 14; i += 1) {
    await insertContent(t.db, { title: `Front story ${i}`, createdAt: new Date(Date.UTC(2025, 1, i + 1)) });
  }
  const cache = t.feedCache;
  const counted = {
    fetch: (request: Request, env: unknown) => {
      appRequests += 1;
      return t.app.fetch(request, env as never);
    },
  };
  server = await serveOverHttp(
    { ...t, app: counted as unknown as TestApp['app'] },
    { answerEarly: (request) => cache.answerForEveryone(request) },
  );
});

beforeEach(async () => {
  await setFeedPublic(t.deps, true);
});

afterAll(async () => {
  await server.close();
  await t.close();
});

describe('public feed pages answered by the HTTP front', () => {
  it('answers a repeated anonymous page without the app, with the same bytes and every header', async () => {
    const first = await get('/api/feed?page=2');
    const firstBody = await first.text();
    await warm('/api/feed?page=2');
    const before = appRequests;
    const again = await get('/api/feed?page=2');
    expect(await again.text()).toBe(firstBody);
    expect(appRequests).toBe(before);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((JSON.parse(firstBody) as FeedPage).page).toBe(2);
  });

  it("never keeps a page under the URL of a request that asked for it in-process (a web page's loader)", async () => {
    await warm('/api/feed?page=4');
    const pageRequest = { method: 'GET', url: '/feed?page=4', headers: {} };
    const inProcess = await t.app.request('/api/feed?page=4', {}, { incoming: pageRequest });
    expect(inProcess.status).toBe(200);
    const before = appRequests;
    await (await get('/feed?page=4')).arrayBuffer();
    expect(appRequests).toBe(before + 1);
  });

  it('gives every early answer its own request id and the same headers, with the length of the bytes sent', async () => {
    await warm('/api/feed?page=3');
    const before = appRequests;
    const answers = await Promise.all([1, 2, 3].map(() => get('/api/feed?page=3')));
    const bodies = await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    expect(appRequests).toBe(before);
    const ids = answers.map((answer) => answer.headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(3);
    for (const [index, answer] of answers.entries()) {
      expect(answer.headers.get('content-length')).toBe(String(bodies[index]?.byteLength));
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('content-encoding')).toBeNull();
    }
  });

  it('sends the gzipped variant to clients that take gzip', async () => {
    await warm('/api/feed?page=1');
    const before = appRequests;
    const zipped = await fetch(`${server.url}/api/feed?page=1`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    // fetch undoes the gzip itself: a body it can parse proves the bytes were a valid gzip stream.
    const page = (await zipped.json()) as FeedPage;
    expect(page.items).toHaveLength(12);
    expect(appRequests).toBe(before);
  });

  it('answers a signed-in parent too, but sends a child credential or an authorization header to the app', async () => {
    await warm('/api/feed?page=2');
    const before = appRequests;
    const parent = await get('/api/feed?page=2', {
      Cookie: 'better-auth.session_token=abc.def; qk_locale=ar',
    });
    expect(parent.status).toBe(200);
    expect(((await parent.json()) as FeedPage).page).toBe(2);
    expect(appRequests).toBe(before);
    // A device in child mode is refused the feed by the app (it reads /api/child/*): the app must see its credential.
    await (
      await get('/api/feed?page=2', { Cookie: 'better-auth.session_token=abc.def; qk_child=token' })
    ).arrayBuffer();
    await (await get('/api/feed?page=2', { Authorization: 'Bearer x' })).arrayBuffer();
    expect(appRequests).toBe(before + 2);
    // The credential anywhere among the cookies; a cookie that merely ends in the name is not one.
    await (await get('/api/feed?page=2', { Cookie: 'qk_locale=ar;qk_child=token' })).arrayBuffer();
    expect(appRequests).toBe(before + 3);
    await (await get('/api/feed?page=2', { Cookie: 'not_qk_child=1' })).arrayBuffer();
    expect(appRequests).toBe(before + 3);
  });

  it('remembers a page read by a signed-in parent for everyone only while the feed is public', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const path = '/api/feed?page=1&category=Shows';
    await setFeedPublic(t.deps, false);
    const private_ = await get(path, { Cookie: parent.cookie });
    expect(private_.status).toBe(200);
    await private_.arrayBuffer();
    await setFeedPublic(t.deps, true);
    const before = appRequests;
    await (await get(path)).arrayBuffer();
    expect(appRequests).toBe(before + 1);
  });

  it('never answers a random draw or another method itself', async () => {
    const before = appRequests;
    for (let i = 0; i < 3; i += 1) await (await get('/api/feed?sort=random')).arrayBuffer();
    await (await fetch(`${server.url}/api/feed?page=2`, { method: 'HEAD' })).arrayBuffer();
    expect(appRequests).toBe(before + 4);
  });

  it('goes back to the app as soon as the catalog changes', async () => {
    await warm('/api/feed');
    await insertContent(t.db, { title: 'Published just now', createdAt: new Date(Date.now() + 60_000) });
    await expect
      .poll(async () => ((await (await get('/api/feed')).json()) as FeedPage).items[0]?.title, {
        timeout: 3_000,
      })
      .toBe('Published just now');
  });

  it('stops answering anonymous visitors the moment the feed becomes private', async () => {
    await warm('/api/feed?page=2');
    await setFeedPublic(t.deps, false);
    const response = await get('/api/feed?page=2');
    expect(response.status).toBe(401);
    await setFeedPublic(t.deps, true);
    expect((await get('/api/feed?page=2')).status).toBe(200);
  });

  it('is not used while the setting has not been read recently', async () => {
    await warm('/api/feed?page=2');
    t.feedVisibility.forget();
    const before = appRequests;
    await (await get('/api/feed?page=2')).arrayBuffer();
    expect(appRequests).toBe(before + 1);
  });
});

// The route cache on its own: hits, misses, expiry, group invalidation, the NOTIFY of another connection, what is
// never kept (errors, a caller with a credential, a read overtaken by a change), and concurrent misses sharing one
// read. A small app over a real database stands in for the routes that use it.
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireTogether } from '#server/test/parallel';
import { createTestDatabase, type TestDatabase } from '#server/test/test-app';
import type { AppDeps, AppEnv } from './app-env';
import { cacheRoute, isVisitorRequest, RouteCache } from './route-cache';

let database: TestDatabase;
let cache: RouteCache;
let app: Hono<AppEnv>;
/** How many times each path's handler ran. */
const reads: Record<string, number> = {};
/** What the handlers answer; a test changes it behind the cache's back. */
let version = 1;
let release: (() => void) | undefined;

/** Lets the handler of /slow that is waiting answer. */
function releaseSlow() {
  const open = release;
  release = undefined;
  open?.();
}

const count = (path: string) => {
  reads[path] = (reads[path] ?? 0) + 1;
};

beforeAll(async () => {
  database = await createTestDatabase();
  cache = new RouteCache({
    db: database.db,
    ttlMs: 60_000,
    channels: { test_catalog: ['catalog'], test_site: ['site'] },
  });
  const deps = { routeCache: cache } as unknown as AppDeps;
  app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  const catalog = cacheRoute({ groups: ['catalog'], sMaxAge: 10, staleWhileRevalidate: 30 });
  app.get('/list', catalog, (c) => {
    count('/list');
    return c.json({ version, who: c.req.header('cookie') ?? 'visitor' });
  });
  app.get(
    '/pages',
    cacheRoute({ groups: ['catalog'], sMaxAge: 10, staleWhileRevalidate: 30, signedInShare: true }),
    (c) => {
      count('/pages');
      return c.json({ version, who: c.req.header('cookie') ?? 'visitor' });
    },
  );
  app.get('/big', catalog, (c) => {
    count('/big');
    return c.json({ version, filler: 'x'.repeat(4_000) });
  });
  app.get('/slow', catalog, async (c) => {
    count('/slow');
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return c.json({ version });
  });
  app.get('/missing', catalog, (c) => {
    count('/missing');
    return c.json({ version }, 404);
  });
  app.get(
    '/random',
    cacheRoute({ ...catalogOptions(), fresh: (url) => url.searchParams.has('random') }),
    (c) => {
      count('/random');
      return c.json({ version });
    },
  );
  app.get(
    '/short',
    cacheRoute({ groups: ['site'], ttlMs: 100, sMaxAge: 1, staleWhileRevalidate: 1, sameForEveryone: true }),
    (c) => {
      count('/short');
      return c.json({ version });
    },
  );
  app.get(
    '/figures',
    cacheRoute({
      groups: ['site'],
      sMaxAge: 60,
      staleWhileRevalidate: 300,
      maxAge: 60,
      sameForEveryone: true,
    }),
    (c) => {
      count('/figures');
      return c.json({ version });
    },
  );
});

function catalogOptions() {
  return { groups: ['catalog'], sMaxAge: 10, staleWhileRevalidate: 30 } as const;
}

afterAll(async () => {
  await cache.close();
  await database.drop();
});

beforeEach(() => {
  cache.clear();
  for (const path of Object.keys(reads)) delete reads[path];
  version += 1;
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await app.request(path, { headers });
  return { response, body: (await response.json()) as { version: number; who?: string } };
};

describe('the route cache', () => {
  it('reads once and answers repeats from memory, whatever the order of the query', async () => {
    const first = await get('/list?b=2&a=1');
    version += 1;
    const again = await get('/list?a=1&b=2');
    expect(again.body).toEqual(first.body);
    expect(reads['/list']).toBe(1);
    // Another query is its own entry.
    expect((await get('/list?a=1')).body.version).toBe(version);
    expect(reads['/list']).toBe(2);
  });

  it('reads again once an answer has expired', async () => {
    const first = await get('/short');
    expect((await get('/short')).body).toEqual(first.body);
    version += 1;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await get('/short')).body.version).toBe(version);
    expect(reads['/short']).toBe(2);
  });

  it("drops a group's answers only, and on a NOTIFY sent by another connection", async () => {
    await get('/list');
    await get('/figures');
    version += 1;
    cache.invalidate('site');
    expect((await get('/figures')).body.version).toBe(version);
    expect((await get('/list')).body.version).toBe(version - 1);

    // Another node's change, as PostgreSQL delivers it.
    version += 1;
    await database.db.$client.query(`select pg_notify('test_catalog', '')`);
    await expect.poll(async () => (await get('/list')).body.version, { timeout: 5_000 }).toBe(version);
    expect((await get('/figures')).body.version).toBe(version - 1);
  });

  it('keeps nothing read while a change was announced', async () => {
    const pending = get('/slow');
    await expect.poll(() => release).toBeDefined();
    cache.invalidate('catalog');
    releaseSlow();
    await pending;
    version += 1;
    const next = get('/slow');
    await expect.poll(() => release).toBeDefined();
    releaseSlow();
    expect((await next).body.version).toBe(version);
    expect(reads['/slow']).toBe(2);
  });

  it('lets concurrent misses of one key share a single read', async () => {
    const answers = fireTogether(12, () => get('/slow?together=1'));
    await expect.poll(() => release).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseSlow();
    const bodies = (await answers).map((answer) => answer.body.version);
    expect(new Set(bodies)).toEqual(new Set([version]));
    expect(reads['/slow']).toBe(1);
  });

  it('never keeps an error, nor a request asking for a fresh draw', async () => {
    expect((await get('/missing')).response.status).toBe(404);
    expect((await get('/missing')).response.status).toBe(404);
    expect(reads['/missing']).toBe(2);
    await get('/random?random=1');
    await get('/random?random=1');
    expect(reads['/random']).toBe(2);
  });

  it('sends shared-cache headers for what it keeps, and gzips a large answer once for those who take it', async () => {
    const { response } = await get('/list');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
    );
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Authorization, Cookie');
    const figures = (await get('/figures')).response;
    expect(figures.headers.get('cache-control')).toBe(
      'public, max-age=60, s-maxage=60, stale-while-revalidate=300',
    );
    expect(figures.headers.get('vary')).toBe('Accept-Encoding');

    await get('/big');
    const zipped = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const page = JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString());
    expect(page.version).toBe(version);
    const plain = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { version: number }).version).toBe(version);
    expect(reads['/big']).toBe(1);
  });

  it('lets a caller with a credential past it, privately, in both directions', async () => {
    const visitor = await get('/list');
    const session = { Cookie: 'better-auth.session_token=abc' };
    const signedIn = await get('/list', session);
    expect(signedIn.body.who).toBe('better-auth.session_token=abc');
    expect(signedIn.response.headers.get('cache-control')).toBe('private, no-store');
    const child = await get('/list', { Cookie: 'qk_child=token' });
    expect(child.body.who).toBe('qk_child=token');
    const bearer = await get('/list', { Authorization: 'Bearer abc' });
    expect(bearer.response.headers.get('cache-control')).toBe('private, no-store');
    // The personal answers were never kept for visitors.
    expect((await get('/list')).body).toEqual(visitor.body);
    expect(reads['/list']).toBe(4);
    // The device's own choices keep a visitor a visitor.
    expect((await get('/list', { Cookie: 'qamar_locale=ar; qk_consent=1' })).body).toEqual(visitor.body);
    expect(reads['/list']).toBe(4);
  });

  it("lets signed-in callers share entries of their own where a route allows it, never a visitor's", async () => {
    const visitor = await get('/pages');
    const first = await get('/pages', { Cookie: 'better-auth.session_token=a' });
    expect(first.body.who).toBe('better-auth.session_token=a');
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');
    const second = await get('/pages', { Cookie: 'better-auth.session_token=b; qamar_locale=ur' });
    expect(second.body).toEqual(first.body);
    expect(second.response.headers.get('cache-control')).toBe('private, no-store');
    // A child device and an API client never share, and visitors keep their own entry.
    expect((await get('/pages', { Cookie: 'better-auth.session_token=a; qk_child=c' })).body.who).toContain(
      'qk_child=c',
    );
    await get('/pages', { Authorization: 'Bearer x' });
    expect((await get('/pages')).body).toEqual(visitor.body);
    expect(reads['/pages']).toBe(4);
  });

  it('serves nothing from memory once its notifications have stopped', async () => {
    const closed = new RouteCache({
      db: database.db,
      ttlMs: 60_000,
      channels: { test_catalog: ['catalog'] },
    });
    await closed.ensureListening();
    expect(closed.listening).toBe(true);
    const entry = { bytes: new Uint8Array(2), contentType: 'application/json', groups: ['catalog'] };
    closed.set('/x', { ...entry, expires: Date.now() + 60_000 }, closed.currentGeneration);
    expect(closed.get('/x')).toBeDefined();
    await closed.close();
    expect(closed.get('/x')).toBeUndefined();
    closed.set('/x', { ...entry, expires: Date.now() + 60_000 }, closed.currentGeneration);
    expect(closed.get('/x')).toBeUndefined();
  });
});

describe('isVisitorRequest', () => {
  it.each([
    [{}, true],
    [{ cookie: 'qamar_locale=fr' }, true],
    [{ cookie: 'qamar_locale=fr; better-auth.session_token=x' }, false],
    [{ cookie: 'qk_child=x' }, false],
    [{ cookie: 'something=else' }, false],
    [{ authorization: 'Bearer x' }, false],
  ])('%o → %s', (headers, expected) => {
    expect(isVisitorRequest(new Headers(headers))).toBe(expected);
  });
});

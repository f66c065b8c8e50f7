// One cache for the public reads that are the same for every caller who may see them (the feed's pages, items,
// the landing page's facts): a Hono middleware, `cacheRoute({ groups, … })`, placed after a route's door. An answer is
// kept in this process for a short time and dropped early when PostgreSQL announces a change of what it shows:
// each group follows NOTIFY channels (the content triggers' `catalog_changed`, the settings writers'
// `settings_changed`, and `route_cache_changed`, sent after every successful administrator write). Every node
// LISTENs, so one node's change empties every node's copy; while the LISTEN connection is down nothing is served
// from memory, so an answer is never older than the database by more than the notification's delay.
//
// Answers that depend on who asks are never kept: unless a route declares itself the same for everyone, a request
// carrying any credential (an Authorization header, a session or child cookie, any cookie but the device's own
// choices) goes past the cache to the route and is answered `private, no-store`. A route whose door already let a
// signed-in caller in, and whose answer has no per-user field (the feed), may let signed-in callers share entries
// of their own, apart from the visitors'; the child credential always goes past. What visitors share also goes
// out with `s-maxage`/`stale-while-revalidate`, so a CDN or reverse proxy may serve it too (varying on the cookie).
import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import pg from 'pg';
import type { Database } from '#server/db/client';
import type { Logger } from '#server/logger';
import { COOKIES } from '#shared/client-storage';
import type { AppEnv } from './app-env';
import { announceAdminWrite } from './route-cache.repo';

const MAX_ENTRIES = 1_000;
const RECONNECT_DELAY_MS = 5_000;
/** Smaller answers are not worth compressing (the compression middleware's own threshold). */
const GZIP_THRESHOLD = 1024;

/** What kept answers show; each follows the channels the composition root maps to it. */
export const ROUTE_GROUPS = { catalog: 'catalog', settings: 'settings', site: 'site' } as const;

export { ADMIN_WRITES_CHANNEL } from './route-cache.repo';

/**
 * The only cookies a visitor may carry and still be everyone: choices about the device (its locale, the test
 * pseudo-locale, the cookie choice). Any other cookie (a session, the child credential, one we do not know) makes
 * the request personal.
 */
const DEVICE_CHOICE_COOKIES: ReadonlySet<string> = new Set([COOKIES.locale, COOKIES.pseudo, COOKIES.consent]);

/**
 * Who a request is, as far as a shared answer can tell: a visitor (no Authorization header, no cookie but a
 * device's choices), a browser with a session or other cookies, or a child device or API client (the child
 * credential, an Authorization header), which never shares anything.
 */
function callerKind(headers: Headers): 'visitor' | 'cookies' | 'personal' {
  if (headers.has('authorization')) return 'personal';
  const cookie = headers.get('cookie');
  if (!cookie) return 'visitor';
  let kind: 'visitor' | 'cookies' = 'visitor';
  for (const pair of cookie.split(';')) {
    const name = pair.split('=')[0]?.trim() ?? '';
    if (name === COOKIES.child) return 'personal';
    if (name !== '' && !DEVICE_CHOICE_COOKIES.has(name)) kind = 'cookies';
  }
  return kind;
}

/** True when the request carries no credential at all: no Authorization header, no cookie but a device's choices. */
export function isVisitorRequest(headers: Headers): boolean {
  return callerKind(headers) === 'visitor';
}

/** True when the client takes gzip (and did not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

type Entry = {
  bytes: Uint8Array<ArrayBuffer>;
  gzipped?: Uint8Array<ArrayBuffer>;
  contentType: string;
  expires: number;
  groups: readonly string[];
};

export type RouteCacheOptions = {
  db: Database;
  logger?: Logger;
  /** How long an answer is kept unless its route says otherwise; 0 keeps nothing. */
  ttlMs: number;
  /** Each NOTIFY channel followed and the groups a notification on it empties. */
  channels: Readonly<Record<string, readonly string[]>>;
};

/** The kept answers of one process (created at start-up, held in AppDeps, closed on shutdown). */
export class RouteCache {
  readonly ttlMs: number;
  private readonly entries = new Map<string, Entry>();
  /** Productions under way, so concurrent misses of one key wait for the first instead of all reading. */
  private readonly pending = new Map<string, Promise<void>>();
  /** Bumped on every drop: an answer read while something changed is not kept. */
  private generation = 0;
  private client: pg.Client | undefined;
  private retryAfter = 0;
  private connecting: Promise<void> | undefined;
  /** True while notifications flow: kept answers may be served. */
  listening = false;
  /** Others who keep copies of what the groups show (the kept visitor pages): told of every drop. */
  private readonly followers = new Set<() => void>();

  constructor(private readonly options: RouteCacheOptions) {
    this.ttlMs = options.ttlMs;
  }

  /** The kept answer for `key`, if fresh and notifications flow. */
  get(key: string, now = Date.now()): Entry | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps an answer read since `generation` unless something changed meanwhile. */
  set(key: string, entry: Omit<Entry, 'gzipped'>, generation: number) {
    if (!this.listening || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  get currentGeneration(): number {
    return this.generation;
  }

  /** Runs `produce` as the one production of `key`; callers arriving meanwhile wait for it (`underWay`). */
  async producing(key: string, produce: () => Promise<void>): Promise<void> {
    const done = produce().finally(() => this.pending.delete(key));
    this.pending.set(key, done);
    await done;
  }

  /** The production of `key` under way, if any (its failure is the producer's to report). */
  underWay(key: string): Promise<void> | undefined {
    return this.pending.get(key)?.catch(() => {});
  }

  /** Drops every answer of `group`. */
  invalidate(group: string) {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (entry.groups.includes(group)) this.entries.delete(key);
    this.tellFollowers();
  }

  /** Drops every answer. */
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.tellFollowers();
  }

  /**
   * `drop` is called whenever anything is dropped: a notification from any node, and whenever notifications stop or
   * start. Returns the unsubscribe.
   */
  subscribe(drop: () => void): () => void {
    this.followers.add(drop);
    return () => this.followers.delete(drop);
  }

  private tellFollowers() {
    for (const drop of this.followers) drop();
  }

  /**
   * Opens the LISTEN connection on first use (and again after a loss, once RECONNECT_DELAY_MS has passed); the
   * promise settles when notifications flow or the attempt failed, so a first reader waits for it once.
   */
  ensureListening(): Promise<void> {
    if (this.client) return this.connecting ?? Promise.resolve();
    if (Date.now() < this.retryAfter) return Promise.resolve();
    const client = new pg.Client(this.options.db.$client.options);
    this.client = client;
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      if (error) this.options.logger?.warn({ err: error }, 'route cache notifications lost; nothing is kept');
      this.listening = false;
      this.client = undefined;
      this.connecting = undefined;
      this.retryAfter = Date.now() + RECONNECT_DELAY_MS;
      this.clear();
      client.end().catch(() => {});
    };
    client.on('notification', (message) => {
      const groups = this.options.channels[message.channel] ?? [];
      for (const group of groups) this.invalidate(group);
    });
    client.on('error', (error) => lost(error));
    client.on('end', () => lost());
    this.connecting = client
      .connect()
      .then(async () => {
        for (const channel of Object.keys(this.options.channels))
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      })
      .then(() => {
        if (this.client !== client) return;
        // Whatever changed before this connection listened may be in memory: start afresh.
        this.clear();
        this.listening = true;
      })
      .catch((error: Error) => lost(error));
    return this.connecting;
  }

  /** Forgets everything and closes the LISTEN connection for good (shutdown, tests). */
  async close() {
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    this.retryAfter = Number.POSITIVE_INFINITY;
    this.clear();
    await client?.end().catch(() => {});
  }
}

export type CacheRouteOptions = {
  /** What the answer shows: notifications on these groups' channels drop it. */
  groups: readonly string[];
  /** How long it is kept in memory; the cache's own TTL (FEED_CACHE_MS) when not given. */
  ttlMs?: number;
  /** How long a shared cache (CDN, reverse proxy) may keep it, and serve it stale while fetching it again. */
  sMaxAge: number;
  staleWhileRevalidate: number;
  /** How long a browser may keep it (0: it asks again each time, and may get it from the shared cache). */
  maxAge?: number;
  /**
   * The answer is the same whoever asks, credentials included (the landing page's figures): no caller goes past
   * the cache. Otherwise only visitors without a credential share it, unless `signedInShare`.
   */
  sameForEveryone?: boolean;
  /**
   * Signed-in callers (a session cookie, no child credential) share an entry of their own, never a visitor's: for
   * answers with no per-user field that the route's door has already let them read (the feed's pages). Their
   * answer still says `private, no-store` to browsers and shared caches.
   */
  signedInShare?: boolean;
  /** Requests whose answer must be drawn anew every time (the feed's random order). */
  fresh?: (url: URL) => boolean;
};

/** The key of a request: its path and its query parameters in a fixed order. */
function keyOf(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.sort();
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** The cache middleware of one route (see the top of this file); it runs after the route's door. */
export function cacheRoute(options: CacheRouteOptions): MiddlewareHandler<AppEnv> {
  const publicControl = `public, max-age=${options.maxAge ?? 0}, s-maxage=${options.sMaxAge}, stale-while-revalidate=${options.staleWhileRevalidate}`;
  // A shared cache must not hand a visitor's copy to a caller with a credential.
  const vary = options.sameForEveryone ? 'Accept-Encoding' : 'Accept-Encoding, Authorization, Cookie';
  return async (c, next) => {
    const kind = options.sameForEveryone ? 'visitor' : callerKind(c.req.raw.headers);
    const personal = kind === 'personal' || (kind === 'cookies' && !options.signedInShare);
    const url = new URL(c.req.url);
    if (personal || (c.req.method !== 'GET' && c.req.method !== 'HEAD') || options.fresh?.(url)) {
      await next();
      c.header('Cache-Control', kind === 'visitor' ? 'no-store' : 'private, no-store');
      return;
    }
    // Signed-in callers' entries live apart from the visitors' (a key no request path can spell).
    const control = kind === 'visitor' ? publicControl : 'private, no-store';
    const cache = c.get('deps').routeCache;
    const ttlMs = options.ttlMs ?? cache.ttlMs;
    const key = kind === 'visitor' ? keyOf(url) : `signed-in ${keyOf(url)}`;
    const answer = (entry: Entry) => {
      const gzip = entry.bytes.byteLength >= GZIP_THRESHOLD && acceptsGzip(c.req.header('Accept-Encoding'));
      if (gzip) {
        entry.gzipped ??= new Uint8Array(gzipSync(entry.bytes));
        c.header('Content-Encoding', 'gzip');
      }
      c.header('Content-Type', entry.contentType);
      c.header('Cache-Control', control);
      c.header('Vary', vary);
      return c.body(gzip ? (entry.gzipped as Uint8Array<ArrayBuffer>) : entry.bytes);
    };
    if (ttlMs > 0) {
      await cache.ensureListening();
      const hit = cache.get(key);
      if (hit) return answer(hit);
      // Checked and registered without waiting in between, so that misses arriving together read once.
      const underWay = cache.underWay(key);
      if (underWay) {
        await underWay;
        const shared = cache.get(key);
        if (shared) return answer(shared);
      }
    }
    const draw = async () => {
      const generation = cache.currentGeneration;
      await next();
      const response = c.res;
      // Only a complete success is everyone's; errors and anything setting a cookie are answered as they are.
      if (response.status !== 200 || response.headers.has('Set-Cookie')) return;
      if (ttlMs > 0 && !response.headers.has('Content-Encoding')) {
        const bytes = new Uint8Array(await response.arrayBuffer());
        const contentType = response.headers.get('Content-Type') ?? 'application/json';
        c.res = new Response(bytes, response);
        cache.set(
          key,
          { bytes, contentType, expires: Date.now() + ttlMs, groups: options.groups },
          generation,
        );
      }
      c.header('Cache-Control', control);
      c.header('Vary', vary);
    };
    if (ttlMs > 0) await cache.producing(key, draw);
    else await draw();
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Mounted over /api/admin/*: after a successful write, every answer of this process is dropped at once and every
 * other node is told (ADMIN_WRITES_CHANNEL), so what an administrator edits is never served old anywhere.
 */
export const forgetRoutesAfterAdminWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (READS.has(c.req.method) || c.res.status >= 400) return;
  const { routeCache, db, logger } = c.get('deps');
  routeCache.clear();
  // The write itself has succeeded: a lost notice must not turn it into an error. Other nodes then see it when
  // their copies expire.
  await announceAdminWrite(db).catch((error: unknown) =>
    logger.warn({ err: error }, 'route cache: the notice of an administrator write was not sent'),
  );
};

declare module '#server/http/app-env' {
  interface AppDeps {
    /** The public reads kept in memory, dropped on every change announced to their groups (route-cache.ts). */
    routeCache: RouteCache;
  }
}

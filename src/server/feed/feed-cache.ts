// Identical feed pages served from memory for a few seconds, and dropped as soon as the catalog changes: the
// content triggers (migration 0007) NOTIFY 'catalog_changed', which this process LISTENs to on its own connection
// (catalog's CatalogChanges). While that connection is down nothing is served from memory, so a page is never older
// than the catalog by more than the notification delay. Pages that are the same for everyone are also remembered under the exact URL they
// were asked for, so the HTTP front can answer the next identical request without entering the app (decision 009).
import type { IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';
import { CHILD_COOKIE } from '#server/access';
import type { CatalogChanges, FeedVisibility } from '#server/catalog';
import type { Env } from '#server/env';
import type { FrontAnswer } from '#server/http/http-server';

const MAX_ENTRIES = 500;

export function feedCacheMs(env: Env): number {
  return env.FEED_CACHE_MS ?? (env.isProduction ? 10_000 : 0);
}

/**
 * A JSON body encoded to UTF-8 once, and gzipped once on first demand, so repeated pages are neither re-encoded on
 * every write to a socket nor compressed again for every browser.
 */
export class CachedPage {
  readonly bytes: Uint8Array<ArrayBuffer>;
  private gzipped: Uint8Array<ArrayBuffer> | undefined;
  constructor(
    json: string,
    readonly expires: number,
  ) {
    this.bytes = new TextEncoder().encode(json);
  }

  get gzip(): Uint8Array<ArrayBuffer> {
    this.gzipped ??= new Uint8Array(gzipSync(this.bytes));
    return this.gzipped;
  }

  private answers: { plain?: FrontAnswer; gzip?: FrontAnswer } = {};

  /** This page as the HTTP front writes it, built once per encoding (the same object, headers included, each time). */
  frontAnswer(gzip: boolean): FrontAnswer {
    const kind = gzip ? 'gzip' : 'plain';
    let answer = this.answers[kind];
    if (!answer) {
      const body = gzip ? this.gzip : this.bytes;
      const headers = Object.entries(FEED_PAGE_HEADERS).flat();
      if (gzip) headers.push('Content-Encoding', 'gzip');
      headers.push('Content-Length', String(body.byteLength));
      answer = { headers, body };
      this.answers[kind] = answer;
    }
    return answer;
  }
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

/** The headers of every feed page, from the app or from the HTTP front. */
export const FEED_PAGE_HEADERS = {
  'Content-Type': 'application/json; charset=UTF-8',
  'Cache-Control': 'no-store',
  // Said up front, so the compression middleware need not rebuild the finished response to add it.
  Vary: 'Accept-Encoding',
} as const;

/**
 * A request whose feed page is the same for everyone while the feed is public: it carries no child credential (a
 * device in child mode is refused the feed, decision 007) and no Authorization header. A parent's or creator's
 * session cookie does not change a public page, so it need not be looked up; while the feed is private the front
 * answers nothing and the app checks the session (decision 009).
 */
export function isSameForEveryoneRequest(headers: IncomingMessage['headers']): boolean {
  if (headers.authorization !== undefined) return false;
  const cookie = headers.cookie;
  // Most cookies do not even contain the name: no need to split them.
  if (cookie === undefined || !cookie.includes(`${CHILD_COOKIE}=`)) return true;
  return !cookie.split(';').some((pair) => pair.trim().startsWith(`${CHILD_COOKIE}=`));
}

export class FeedResponseCache {
  private readonly entries = new Map<string, CachedPage>();
  /** The same pages under the raw request URL (path and query) anonymous visitors used to read them. */
  private readonly anonymousUrls = new Map<string, CachedPage>();
  private readonly pending = new Map<string, Promise<CachedPage>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly ttlMs: number,
    private readonly changes: CatalogChanges,
    private readonly visibility: FeedVisibility,
  ) {
    this.unsubscribe = changes.subscribe(() => this.clear());
  }

  private get listening() {
    return this.changes.listening;
  }

  /** The cached page for `key`, or `produce()`'s; concurrent misses for one key share a single production. */
  async get(key: string, produce: () => Promise<string>): Promise<CachedPage> {
    if (this.ttlMs <= 0) return new CachedPage(await produce(), 0);
    this.changes.ensureListening();
    const now = Date.now();
    const hit = this.listening ? this.entries.get(key) : undefined;
    if (hit && hit.expires > now) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = produce()
      .then((body) => {
        const page = new CachedPage(body, Date.now() + this.ttlMs);
        // A change notified while this page was being read makes it unsafe to keep.
        if (this.listening && generation === this.generation) this.remember(key, page);
        return page;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  private generation = 0;

  private remember(key: string, page: CachedPage) {
    rememberBounded(this.entries, key, page);
  }

  /**
   * Called by the feed route after it answered a cacheable page to a request without a child credential while the
   * feed is public (so the page is the same for everyone); `url` is the raw path and query of that request.
   */
  rememberForEveryone(url: string, page: CachedPage) {
    if (this.listening && page.expires > Date.now()) rememberBounded(this.anonymousUrls, url, page);
  }

  /**
   * The finished answer for a GET without a child credential whose exact URL was answered from this cache before,
   * while that page is still fresh, catalog notifications are flowing and the feed is known to be public; otherwise
   * undefined, and the request goes through the app as usual.
   */
  answerForEveryone(request: IncomingMessage): FrontAnswer | undefined {
    if (request.method !== 'GET' || !this.listening || !isSameForEveryoneRequest(request.headers))
      return undefined;
    const page = this.anonymousUrls.get(request.url ?? '');
    if (!page || page.expires <= Date.now() || this.visibility.ifKnown() !== true) return undefined;
    return page.frontAnswer(acceptsGzip(request.headers['accept-encoding']));
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
    this.anonymousUrls.clear();
  }

  /** Forgets every page and stops following the catalog's changes (shutdown; the listener is closed by its owner). */
  close() {
    this.unsubscribe();
    this.clear();
  }
}

function rememberBounded(map: Map<string, CachedPage>, key: string, page: CachedPage) {
  if (map.size >= MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.delete(key);
  map.set(key, page);
}

/** The feed's page cache of one process (created at start-up, held in AppDeps); FEED_CACHE_MS 0 keeps nothing. */
export function createFeedCache(deps: {
  env: Env;
  catalogChanges: CatalogChanges;
  feedVisibility: FeedVisibility;
}): FeedResponseCache {
  return new FeedResponseCache(feedCacheMs(deps.env), deps.catalogChanges, deps.feedVisibility);
}

declare module '#server/http/app-env' {
  interface AppDeps {
    /** The feed's pages in memory, dropped on every catalog change; the HTTP front answers repeats from it. */
    feedCache: FeedResponseCache;
  }
}

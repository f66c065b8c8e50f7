// Identical feed pages served from memory for a few seconds, and dropped as soon as the catalog changes: the
// content triggers (migration 0007) NOTIFY 'catalog_changed', which this process LISTENs to on its own connection.
// While that connection is down nothing is served from memory, so a page is never older than the catalog by more
// than the notification delay.
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';

const MAX_ENTRIES = 500;
const RECONNECT_DELAY_MS = 5_000;

export function feedCacheMs(env: Env): number {
  return env.FEED_CACHE_MS ?? (env.isProduction ? 10_000 : 0);
}

/** A JSON body, gzipped once on first demand so repeated pages are not compressed again for every browser. */
export class CachedPage {
  private gzipped: Uint8Array<ArrayBuffer> | undefined;
  constructor(
    readonly body: string,
    readonly expires: number,
  ) {}

  get gzip(): Uint8Array<ArrayBuffer> {
    this.gzipped ??= new Uint8Array(gzipSync(this.body));
    return this.gzipped;
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

export class FeedResponseCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly pending = new Map<string, Promise<CachedPage>>();
  private listener: pg.Client | undefined;
  private listening = false;
  private retryAfter = 0;

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
    private readonly logger: Logger,
  ) {}

  /** The cached page for `key`, or `produce()`'s; concurrent misses for one key share a single production. */
  async get(key: string, produce: () => Promise<string>): Promise<CachedPage> {
    if (this.ttlMs <= 0) return new CachedPage(await produce(), 0);
    this.ensureListening();
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
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, page);
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }

  private ensureListening() {
    if (this.listener || Date.now() < this.retryAfter) return;
    const client = new pg.Client(this.db.$client.options);
    this.listener = client;
    const lost = (error?: Error) => {
      if (this.listener !== client) return;
      if (error) this.logger.warn({ err: error }, 'feed cache: catalog notifications lost; serving uncached');
      this.listening = false;
      this.listener = undefined;
      this.retryAfter = Date.now() + RECONNECT_DELAY_MS;
      this.clear();
      client.end().catch(() => {});
    };
    client.on('notification', () => this.clear());
    client.on('error', (error) => lost(error));
    client.on('end', () => lost());
    client
      .connect()
      .then(() => client.query('LISTEN catalog_changed'))
      .then(() => {
        if (this.listener === client) {
          this.clear();
          this.listening = true;
        }
      })
      .catch((error: Error) => lost(error));
  }

  /** Closes the LISTEN connection (server shutdown, tests). */
  async close() {
    const client = this.listener;
    this.listener = undefined;
    this.listening = false;
    this.retryAfter = Number.POSITIVE_INFINITY;
    this.clear();
    await client?.end().catch(() => {});
  }
}

const caches = new WeakMap<Database, FeedResponseCache>();

export function feedCacheFor(deps: { db: Database; env: Env; logger: Logger }): FeedResponseCache {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = new FeedResponseCache(deps.db, feedCacheMs(deps.env), deps.logger);
    caches.set(deps.db, cache);
  }
  return cache;
}

// The catalog's change notifications: the content triggers NOTIFY 'catalog_changed' (migrations 0007, 0016), and
// this process LISTENs on one connection of its own. One listener per process, created at start-up and held in
// AppDeps (so shutdown closes it and tests build their own). What the process keeps in memory about the catalog (the
// feed's pages, the facet counts) may be used only while `listening`, and is dropped on every change and whenever
// the connection is gained or lost: a copy is then never older than the catalog by more than the notification's
// delay (decision 005; shared by the feed cache and the catalog's facet counts, decision 021).
import pg from 'pg';
import type { Database } from '#server/db/client';
import type { Logger } from '#server/logger';

const RECONNECT_DELAY_MS = 5_000;

export class CatalogChanges {
  private client: pg.Client | undefined;
  private retryAfter = 0;
  private readonly subscribers = new Set<() => void>();
  /** True while notifications are flowing: memory copies of the catalog may be used. */
  listening = false;

  constructor(
    private readonly db: Database,
    private readonly logger?: Logger,
  ) {}

  /** `drop` is called on every change and on every gain or loss of the connection; returns an unsubscribe. */
  subscribe(drop: () => void): () => void {
    this.subscribers.add(drop);
    return () => this.subscribers.delete(drop);
  }

  private changed() {
    for (const drop of this.subscribers) drop();
  }

  /** Connects and LISTENs unless already connected (or waiting RECONNECT_DELAY_MS after a loss). */
  ensureListening() {
    if (this.client || Date.now() < this.retryAfter) return;
    const client = new pg.Client(this.db.$client.options);
    this.client = client;
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      if (error)
        this.logger?.warn({ err: error }, 'catalog notifications lost; catalog copies in memory are off');
      this.listening = false;
      this.client = undefined;
      this.retryAfter = Date.now() + RECONNECT_DELAY_MS;
      this.changed();
      client.end().catch(() => {});
    };
    client.on('notification', () => this.changed());
    client.on('error', (error) => lost(error));
    client.on('end', () => lost());
    client
      .connect()
      .then(() => client.query('LISTEN catalog_changed'))
      .then(() => {
        if (this.client === client) {
          this.changed();
          this.listening = true;
        }
      })
      .catch((error: Error) => lost(error));
  }

  /** Closes the LISTEN connection for good (server shutdown, tests). */
  async close() {
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    this.retryAfter = Number.POSITIVE_INFINITY;
    this.changed();
    await client?.end().catch(() => {});
  }
}

declare module '#server/http/app-env' {
  interface AppDeps {
    /** The catalog's change notifications: the one LISTEN connection the in-memory catalog copies follow. */
    catalogChanges: CatalogChanges;
  }
}

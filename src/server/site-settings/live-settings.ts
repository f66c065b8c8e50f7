// The live settings channel (decision 021-a2): one dedicated LISTEN connection per process (created at start-up,
// held in AppDeps, closed on shutdown), fed by the NOTIFY every settings write sends inside its own transaction, so
// a change made by any app process reaches the event streams of every process. On a notification the process reads
// the live values once and hands them to each open stream; when the connection drops it reconnects and re-reads (a
// change missed meanwhile is not lost).
import pg from 'pg';
import type { FeedVisibility } from '#server/catalog';
import type { Database } from '#server/db/client';
import type { Logger } from '#server/logger';
import type { LiveSettings } from '#shared/site-settings.schema';
import { SETTINGS_CHANNEL } from './site-settings.repo';
import { readLiveSettings } from './site-settings.service';

const RECONNECT_DELAY_MS = 1_000;

export type LiveListener = (settings: LiveSettings) => void;

export class LiveSettingsChannel {
  private client: pg.Client | undefined;
  private readonly listeners = new Set<LiveListener>();
  private reconnectTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Resolves once LISTEN is in place (tests wait for it before writing). */
  ready: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    /** Forgotten on every notification, so this process sees another's change of the feed's visibility at once. */
    private readonly feedVisibility: FeedVisibility,
  ) {}

  /** Adds a stream's listener (connecting on first use); returns its removal. */
  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    this.ensureListening();
    return () => this.listeners.delete(listener);
  }

  /** Listens from start-up, so this process's feed-visibility cache is also dropped on another's change. */
  start() {
    this.ensureListening();
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  private ensureListening() {
    if (this.client || this.closed || this.reconnectTimer) return;
    const client = new pg.Client(this.db.$client.options);
    this.client = client;
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      if (error) this.logger.warn({ reason: error.message }, 'live settings: LISTEN connection lost');
      this.client = undefined;
      client.end().catch(() => {});
      if (!this.closed) {
        this.reconnectTimer = setTimeout(() => {
          this.reconnectTimer = undefined;
          this.ensureListening();
        }, RECONNECT_DELAY_MS);
        this.reconnectTimer.unref();
      }
    };
    client.on('notification', () => void this.broadcast());
    client.on('error', (error) => lost(error));
    client.on('end', () => lost());
    this.ready = client
      .connect()
      .then(() => client.query(`LISTEN ${SETTINGS_CHANNEL}`))
      // Whatever changed while we were not listening reaches the open streams now.
      .then(() => this.broadcast())
      .catch((error: Error) => lost(error));
  }

  private async broadcast() {
    this.feedVisibility.forget();
    if (this.listeners.size === 0) return;
    try {
      const settings = await readLiveSettings(this.db);
      for (const listener of this.listeners) listener(settings);
    } catch (error) {
      this.logger.warn({ reason: (error as Error).message }, 'live settings: reading the settings failed');
    }
  }

  /** Ends every open stream's subscription and the LISTEN connection (server shutdown, tests). */
  async close() {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const closers = [...this.closers];
    this.closers.clear();
    for (const closeStream of closers) closeStream();
    this.listeners.clear();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  /** Open streams register how to end themselves, so shutdown does not wait for browsers to go away. */
  readonly closers = new Set<() => void>();
}

declare module '#server/http/app-env' {
  interface AppDeps {
    /** The live settings channel: its LISTEN connection and the open event streams. */
    liveSettings: LiveSettingsChannel;
  }
}

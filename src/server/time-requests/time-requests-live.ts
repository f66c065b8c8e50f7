// The live channel of time requests: one dedicated LISTEN connection per process (made in app-deps.ts, held in
// AppDeps, closed on shutdown), fed by the NOTIFY every ask, answer and gift sends inside its own transaction. A
// notification names the family and the child; each open stream that follows one of them re-reads its own answer,
// so a request asked on one app process reaches a parent's dashboard open on another. When the connection drops it
// reconnects and tells every stream to re-read (a change missed meanwhile is not lost).
import pg from 'pg';
import type { Database } from '#server/db/client';
import type { Logger } from '#server/logger';
import { TIME_REQUESTS_CHANNEL } from './time-requests.repo';

const RECONNECT_DELAY_MS = 1_000;

/** What a stream follows: a family (the parent's dashboard) or one child (the child's screen). */
export type Follows = { parentId: string } | { childId: string };
type Subscriber = { follows: Follows; changed: () => void };
type Change = { parentId: string; childId: string };

function isChange(value: unknown): value is Change {
  if (typeof value !== 'object' || value === null) return false;
  const { parentId, childId } = value as Record<string, unknown>;
  return typeof parentId === 'string' && typeof childId === 'string';
}

function concerns(follows: Follows, change: Change): boolean {
  return 'parentId' in follows ? follows.parentId === change.parentId : follows.childId === change.childId;
}

export class TimeRequestsChannel {
  private client: pg.Client | undefined;
  private readonly subscribers = new Set<Subscriber>();
  private reconnectTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Resolves once LISTEN is in place (tests wait for it before writing). */
  ready: Promise<void> = Promise.resolve();
  /** Open streams register how to end themselves, so shutdown does not wait for browsers to go away. */
  readonly closers = new Set<() => void>();

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /** Calls `changed` on every change that concerns `follows` (connecting on first use); returns its removal. */
  subscribe(follows: Follows, changed: () => void): () => void {
    const subscriber = { follows, changed };
    this.subscribers.add(subscriber);
    this.ensureListening();
    return () => this.subscribers.delete(subscriber);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  private ensureListening() {
    if (this.client || this.closed || this.reconnectTimer) return;
    const client = new pg.Client(this.db.$client.options);
    this.client = client;
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      if (error) this.logger.warn({ reason: error.message }, 'time requests: LISTEN connection lost');
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
    client.on('notification', (message) => this.deliver(message.payload));
    client.on('error', (error) => lost(error));
    client.on('end', () => lost());
    this.ready = client
      .connect()
      .then(() => client.query(`LISTEN ${TIME_REQUESTS_CHANNEL}`))
      // Whatever changed while nobody was listening: every open stream reads again.
      .then(() => this.deliver(undefined))
      .catch((error: Error) => lost(error));
  }

  /** One notification to the streams it concerns; an unreadable or missing payload reaches them all. */
  private deliver(payload: string | undefined) {
    let change: Change | undefined;
    try {
      const parsed: unknown = payload ? JSON.parse(payload) : undefined;
      change = isChange(parsed) ? parsed : undefined;
    } catch {
      change = undefined;
    }
    for (const subscriber of this.subscribers) {
      if (!change || concerns(subscriber.follows, change)) subscriber.changed();
    }
  }

  /** Ends every open stream and the LISTEN connection (server shutdown, tests). */
  async close() {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const closers = [...this.closers];
    this.closers.clear();
    for (const closeStream of closers) closeStream();
    this.subscribers.clear();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}

declare module '#server/http/app-env' {
  interface AppDeps {
    /** The time requests' live channel: its LISTEN connection and the open event streams. */
    timeRequestsLive: TimeRequestsChannel;
  }
}

// Live updates for the browser (decision 021-a2): a PostgreSQL NOTIFY channel followed by this process on one
// dedicated LISTEN connection, fanned out to the Server-Sent-Event streams open on it. Writers NOTIFY inside their
// own transaction, so a change made on any app process reaches the streams of every process, and only once it has
// committed. A feature makes one `LiveChannel` per process (in `app-deps.ts`, held in AppDeps, closed on shutdown)
// and answers its route with `jsonOrLiveStream`: JSON, or the stream to a client that asks for text/event-stream.
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import pg from 'pg';
import type { Database } from '#server/db/client';
import type { Logger } from '#server/logger';
import type { AppEnv } from './app-env';

/** Comment lines keep proxies and browsers from dropping a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** How soon a browser reconnects after the stream ends (server restart, network change). */
const RETRY_MS = 1_000;
const RECONNECT_DELAY_MS = 1_000;

export type LiveChannelOptions<Message> = {
  db: Database;
  logger: Logger;
  /** The NOTIFY channel the writers send on. */
  channel: string;
  /** The channel's name in log lines. */
  name: string;
  /**
   * What a notification tells the open streams, worked out once per notification while any stream is open: from
   * the notification's payload, or from `undefined` after (re)connecting, when anything may have changed while
   * nobody was listening.
   */
  message: (payload: string | undefined) => Message | Promise<Message>;
  /** Called on every notification and every (re)connect, streams or not: a copy this process keeps to drop. */
  heard?: () => void;
  /** Tests shorten them; the server keeps the defaults. */
  reconnectDelayMs?: number;
  heartbeatMs?: number;
};

type Subscriber<Message> = { receive: (message: Message) => void; end: () => void };

export class LiveChannel<Message> {
  private client: pg.Client | undefined;
  private readonly subscribers = new Set<Subscriber<Message>>();
  private reconnectTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Messages are worked out and handed on one notification at a time, so none overtakes an earlier one. */
  private delivering: Promise<void> = Promise.resolve();
  /** Resolves once LISTEN is in place (tests wait for it before writing). */
  ready: Promise<void> = Promise.resolve();

  constructor(private readonly options: LiveChannelOptions<Message>) {}

  get heartbeatMs(): number {
    return this.options.heartbeatMs ?? HEARTBEAT_MS;
  }

  get logger(): Logger {
    return this.options.logger;
  }

  get name(): string {
    return this.options.name;
  }

  /**
   * Hands every message to `receive` (connecting on first use) until the returned removal is called; `end` is
   * called if the channel closes first (server shutdown), so the stream does not keep the HTTP server open.
   */
  subscribe(receive: (message: Message) => void, end: () => void = () => {}): () => void {
    if (this.closed) {
      // Shutting down: a stream that opens now ends after its first answer.
      end();
      return () => {};
    }
    const subscriber = { receive, end };
    this.subscribers.add(subscriber);
    this.ensureListening();
    return () => {
      this.subscribers.delete(subscriber);
    };
  }

  /** Listens before any stream opens (a channel whose `heard` keeps a process-wide copy current). */
  start() {
    this.ensureListening();
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  private ensureListening() {
    if (this.client || this.closed || this.reconnectTimer) return;
    const { db, channel, name, logger } = this.options;
    const client = new pg.Client(db.$client.options);
    this.client = client;
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      if (error) logger.warn({ reason: error.message }, `${name}: LISTEN connection lost`);
      this.client = undefined;
      client.end().catch(() => {});
      if (!this.closed) {
        this.reconnectTimer = setTimeout(() => {
          this.reconnectTimer = undefined;
          this.ensureListening();
        }, this.options.reconnectDelayMs ?? RECONNECT_DELAY_MS);
        this.reconnectTimer.unref();
      }
    };
    client.on('notification', (notification) => this.notified(notification.payload));
    client.on('error', (error) => lost(error));
    client.on('end', () => lost());
    this.ready = client
      .connect()
      .then(() => client.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      // Whatever changed while nobody was listening reaches the open streams now.
      .then(() => this.notified(undefined))
      .catch((error: Error) => lost(error));
  }

  private notified(payload: string | undefined) {
    this.options.heard?.();
    this.delivering = this.delivering.then(() => this.deliver(payload));
  }

  private async deliver(payload: string | undefined) {
    if (this.subscribers.size === 0) return;
    let message: Message;
    try {
      message = await this.options.message(payload);
    } catch (error) {
      this.options.logger.warn(
        { reason: (error as Error).message },
        `${this.options.name}: reading a change failed`,
      );
      return;
    }
    for (const subscriber of this.subscribers) subscriber.receive(message);
  }

  /** Ends every open stream and the LISTEN connection, and reconnects nothing (server shutdown, tests). */
  async close() {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const subscribers = [...this.subscribers];
    this.subscribers.clear();
    for (const subscriber of subscribers) subscriber.end();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}

export type LiveStreamOptions<Message> = {
  /** The SSE event every answer is sent as. */
  event: string;
  /** The answer: all of the JSON, and the stream's first event. */
  read: () => Promise<unknown>;
  /**
   * What a message sends on this stream: the next answer, or `undefined` to send nothing (a change that does not
   * concern it). Called one message at a time, in order, so a burst of changes never sends an older answer last.
   */
  update: (message: Message) => unknown;
};

/**
 * Answers `read()` as JSON; to a client that asks for text/event-stream (what `EventSource` sends), a stream that
 * sends it first and then every update, with heartbeats, until the client goes away or the channel closes.
 */
export async function jsonOrLiveStream<Message>(
  c: Context<AppEnv>,
  channel: LiveChannel<Message>,
  options: LiveStreamOptions<Message>,
): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  if (!(c.req.header('Accept') ?? '').includes('text/event-stream')) return c.json(await options.read());

  // Subscribed before the first read, so a change that commits meanwhile is sent after it, not lost; until the
  // stream is open, messages wait in `held`.
  const held: Message[] = [];
  let receive = (message: Message) => {
    held.push(message);
  };
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  const unsubscribe = channel.subscribe(
    (message) => receive(message),
    () => end(),
  );
  let first: unknown;
  try {
    first = await options.read();
  } catch (error) {
    unsubscribe();
    throw error;
  }
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const firstSent = stream.writeSSE({ event: options.event, data: JSON.stringify(first), retry: RETRY_MS });
    let sending = firstSent;
    receive = (message) => {
      sending = sending
        .then(async () => {
          const data = await options.update(message);
          if (data !== undefined) await stream.writeSSE({ event: options.event, data: JSON.stringify(data) });
        })
        .catch((error: Error) => {
          channel.logger.warn({ reason: error.message }, `${channel.name}: a stream could not be updated`);
          end();
        });
    };
    for (const message of held.splice(0)) receive(message);
    stream.onAbort(() => end());
    const heartbeat = setInterval(() => {
      void stream.write(': heartbeat\n\n');
    }, channel.heartbeatMs);
    try {
      await firstSent;
      await ended;
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
    }
  });
}

// The live channel on its own, over a real database: a NOTIFY reaches every open stream, in order; a stream that
// is not concerned hears nothing; a closed stream is removed; quiet streams get heartbeats; the LISTEN connection
// comes back after it is killed and the streams read again; closing ends the streams and reconnects nothing; a
// change that commits while a stream reads its first answer is not lost. A small app stands in for the routes.
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#server/logger';
import { fireTogether } from '#server/test/parallel';
import { createTestDatabase, type TestDatabase } from '#server/test/test-app';
import type { AppEnv } from './app-env';
import {
  jsonOrLiveStream,
  LiveChannel,
  type LiveChannelOptions,
  type LiveStreamOptions,
} from './live-channel';

type Message = { payload: string | null };

let database: TestDatabase;
const opened: LiveChannel<Message>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  for (const channel of opened.splice(0)) await channel.close();
});

afterAll(async () => {
  await database.drop();
});

/** A channel on its own NOTIFY channel, and an app whose GET /live answers with it. */
function liveApp(
  options: Partial<LiveChannelOptions<Message>> = {},
  stream: Partial<LiveStreamOptions<Message>> = {},
) {
  const name = `live_test_${opened.length}_${Date.now()}`;
  const channel = new LiveChannel<Message>({
    db: database.db,
    logger: createLogger('silent'),
    channel: name,
    name,
    message: (payload) => ({ payload: payload ?? null }),
    reconnectDelayMs: 50,
    ...options,
  });
  opened.push(channel);
  const app = new Hono<AppEnv>().get('/live', (c) =>
    jsonOrLiveStream(c, channel, {
      event: 'news',
      read: async () => ({ first: true }),
      update: (message) => message,
      ...stream,
    }),
  );
  const open = async () => {
    const response = await app.request('/live', { headers: { Accept: 'text/event-stream' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    return new EventReader(response);
  };
  const notify = (payload: string) => database.db.$client.query('select pg_notify($1, $2)', [name, payload]);
  return { channel, app, open, notify, name };
}

type Event = { event?: string; data?: unknown; comment?: string; retry?: string };

/** Reads an event stream's blocks (events and comment lines) as they come. */
class EventReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';
  readonly seen: Event[] = [];

  constructor(response: Response) {
    this.reader = (response.body as ReadableStream<Uint8Array>).getReader();
  }

  /**
   * The events seen until one from the `from`th on matches `done` (throws after `timeoutMs`, or if the stream ends
   * first).
   */
  async until(done: (event: Event) => boolean, { from = 0, timeoutMs = 3_000 } = {}): Promise<Event[]> {
    const deadline = Date.now() + timeoutMs;
    let checked = from;
    for (;;) {
      for (; checked < this.seen.length; checked += 1) {
        if (done(this.seen[checked] as Event)) return this.seen.slice(0, checked + 1);
      }
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching event within ${timeoutMs} ms: ${JSON.stringify(this.seen)}`);
      const next = await Promise.race([
        this.reader.read(),
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left)),
      ]);
      if (next === 'timeout') continue;
      if (next.done) throw new Error(`stream ended: ${JSON.stringify(this.seen)}`);
      this.take(this.decoder.decode(next.value, { stream: true }));
    }
  }

  /** Resolves true once the stream ends (the server closed it). */
  async ended(timeoutMs = 3_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const next = await Promise.race([
        this.reader.read(),
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), deadline - Date.now())),
      ]);
      if (next === 'timeout') return false;
      if (next.done) return true;
      this.take(this.decoder.decode(next.value, { stream: true }));
    }
    return false;
  }

  cancel() {
    return this.reader.cancel();
  }

  private take(text: string) {
    this.buffer += text;
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const event: Event = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) event.comment = line.slice(1).trim();
        else if (line.startsWith('event: ')) event.event = line.slice(7);
        else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6));
        else if (line.startsWith('retry: ')) event.retry = line.slice(7);
      }
      this.seen.push(event);
      end = this.buffer.indexOf('\n\n');
    }
  }
}

const withPayload = (payload: string | null) => (event: Event) =>
  (event.data as Message | undefined)?.payload === payload;

/** The database sessions that LISTEN on `name`. */
async function listenersOn(name: string): Promise<number[]> {
  const { rows } = await database.db.$client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and query = $1',
    [`LISTEN "${name}"`],
  );
  return rows.map((row) => row.pid);
}

describe('a live channel', () => {
  it('answers JSON, not a stream, to a client that does not ask for one, and opens no connection', async () => {
    const { app, channel, name } = liveApp();
    const response = await app.request('/live');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ first: true });
    expect(channel.subscriberCount).toBe(0);
    expect(await listenersOn(name)).toEqual([]);
  });

  it('sends the first answer, then hands one NOTIFY to every open stream, in the order they were sent', async () => {
    const { channel, open, notify, name } = liveApp({
      // The first notification takes longer to work out: it is still sent first.
      message: async (payload) => {
        if (payload === 'one') await new Promise((resolve) => setTimeout(resolve, 100));
        return { payload: payload ?? null };
      },
    });
    const streams = await fireTogether(5, () => open());
    expect(channel.subscriberCount).toBe(5);
    await channel.ready;
    expect(await listenersOn(name)).toHaveLength(1);
    for (const stream of streams) {
      const [first] = await stream.until((event) => event.event === 'news');
      expect(first).toMatchObject({ event: 'news', data: { first: true }, retry: '1000' });
    }

    await notify('one');
    await notify('two');
    for (const stream of streams) {
      const events = await stream.until(withPayload('two'));
      const payloads = events.map((event) => (event.data as Partial<Message>).payload).filter(Boolean);
      expect(payloads.slice(-2)).toEqual(['one', 'two']);
    }
    for (const stream of streams) await stream.cancel();
  });

  it('sends nothing to a stream that a change does not concern', async () => {
    const { open, notify, channel } = liveApp(
      {},
      { update: (message) => (message.payload === 'mine' ? message : undefined) },
    );
    const stream = await open();
    await channel.ready;
    await notify('theirs');
    await notify('mine');
    const events = await stream.until(withPayload('mine'));
    expect(events.filter(withPayload('theirs'))).toEqual([]);
    await stream.cancel();
  });

  it('removes a stream whose client went away; the others still hear', async () => {
    const { open, notify, channel } = liveApp();
    const leaving = await open();
    const staying = await open();
    await channel.ready;
    expect(channel.subscriberCount).toBe(2);
    await leaving.cancel();
    await expect.poll(() => channel.subscriberCount).toBe(1);
    await notify('after');
    await staying.until(withPayload('after'));
    await staying.cancel();
    await expect.poll(() => channel.subscriberCount).toBe(0);
  });

  it('sends a heartbeat comment on a quiet stream', async () => {
    const { open } = liveApp({ heartbeatMs: 50 });
    const stream = await open();
    const events = await stream.until((event) => event.comment === 'heartbeat', { timeoutMs: 2_000 });
    expect(events[0]).toMatchObject({ event: 'news', data: { first: true } });
    await stream.cancel();
  });

  it('listens again after its connection is killed, and every stream reads again', async () => {
    let heard = 0;
    const { open, notify, channel, name } = liveApp({ heard: () => (heard += 1) });
    const stream = await open();
    await channel.ready;
    // Connecting told the stream that anything may have changed; that is not what this test waits for.
    await stream.until(withPayload(null));
    const mark = stream.seen.length;
    const [pid] = await listenersOn(name);
    expect(pid).toBeDefined();
    const heardBefore = heard;

    await database.db.$client.query('select pg_terminate_backend($1)', [pid]);
    // Back on a new connection, it tells the stream again.
    await expect
      .poll(
        async () => {
          const pids = await listenersOn(name);
          return pids.length === 1 && pids[0] !== pid;
        },
        { timeout: 5_000 },
      )
      .toBe(true);
    await stream.until(withPayload(null), { from: mark });
    expect(heard).toBeGreaterThan(heardBefore);
    await channel.ready;
    await notify('after');
    await stream.until(withPayload('after'));
    await stream.cancel();
  });

  it('skips a change it fails to read, and sends the next', async () => {
    const { open, notify, channel } = liveApp({
      message: (payload) => {
        if (payload === 'broken') throw new Error('read failed');
        return { payload: payload ?? null };
      },
    });
    const stream = await open();
    await channel.ready;
    await notify('broken');
    await notify('fine');
    const events = await stream.until(withPayload('fine'));
    expect(events.filter(withPayload('broken'))).toEqual([]);
    await stream.cancel();
  });

  it('sends a change that commits while the first answer is read after that answer', async () => {
    let version = 1;
    const channelRef: { notify?: (payload: string) => Promise<unknown> } = {};
    const { open, notify, channel } = liveApp(
      {},
      {
        // The change commits and its notification arrives between the subscription and the first answer.
        read: async () => {
          const answer = { version };
          version = 2;
          await channel.ready;
          await channelRef.notify?.('changed');
          await new Promise((resolve) => setTimeout(resolve, 100));
          return answer;
        },
        update: () => ({ version }),
      },
    );
    channelRef.notify = notify;
    const stream = await open();
    const events = await stream.until((event) => (event.data as { version?: number })?.version === 2);
    expect(events.filter((event) => event.event === 'news').map((event) => event.data)).toEqual([
      { version: 1 },
      { version: 2 },
    ]);
    await stream.cancel();
  });

  it('ends its open streams when closed, and connects nothing afterwards', async () => {
    const { open, channel, name } = liveApp();
    const stream = await open();
    await channel.ready;
    await stream.until((event) => event.event === 'news');
    await channel.close();
    expect(await stream.ended()).toBe(true);
    expect(channel.subscriberCount).toBe(0);
    await expect.poll(() => listenersOn(name), { timeout: 5_000 }).toEqual([]);
    channel.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await listenersOn(name)).toEqual([]);
  });
});

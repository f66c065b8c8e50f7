// One lock per upload for the whole cluster, for tus (its Locker interface). With uploads staged in the shared
// bucket any node may receive a PATCH of any upload; tus's own locker lives in one process, so two nodes could both
// write the same upload's next part (a client retrying through the load balancer while its first request is still
// being read on another node). Here the lock is a PostgreSQL session advisory lock, held on a connection of this
// locker's pool while the request writes, so it is released by the database itself if the node dies. A request that
// finds the upload locked asks the holder to let go (a notification every node listens for; the holder's tus request
// is then cancelled, as tus's own locker does), and waits until the lock is free or its time is up.
import type { Lock, Locker, RequestRelease } from '@tus/server';
import pg from 'pg';
import type { Logger } from '#server/logger';
import {
  askUploadRelease,
  listenForReleases,
  RELEASE_CHANNEL,
  tryLockUpload,
  unlockUpload,
} from './upload-locks.repo';

/** How often a waiting request tries the lock again. */
const RETRY_MS = 100;
const RECONNECT_MS = 5_000;

/** Refused with 423, which tus clients retry, rather than tus's own lock-timeout error (a 500). */
class UploadBusy extends Error {
  readonly status_code = 423;
  readonly body = 'Upload is busy: another request is writing it\n';
}

export type UploadLockerOptions = {
  /** The database's connection settings (the app pool's); the locker opens its own connections. */
  connection: pg.ClientConfig;
  logger: Logger;
  /** How long a request waits for the lock before it is refused. */
  acquireTimeoutMs?: number;
  /** At most this many uploads written at once by this node (each holds a connection while it writes). */
  maxHeld?: number;
};

export class UploadLocker implements Locker {
  private readonly pool: pg.Pool;
  /** The locks this node holds, by upload id: the request's release callback and the connection holding it. */
  private readonly held = new Map<string, { release: RequestRelease; client: pg.PoolClient }>();
  private listener: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  readonly acquireTimeoutMs: number;

  constructor(private readonly options: UploadLockerOptions) {
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
    this.pool = new pg.Pool({ ...options.connection, max: options.maxHeld ?? 20, idleTimeoutMillis: 10_000 });
    this.pool.on('error', (error) => options.logger.warn({ err: error }, 'upload lock connection failed'));
  }

  newLock(id: string): Lock {
    return new UploadLock(id, this);
  }

  /** Listens for release requests (idempotent); until it does, a holder here is not asked to let go. */
  listen(): Promise<void> {
    if (this.listener || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.options.connection);
    client.on('error', () => {});
    client.on('end', () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      if (!this.closed) setTimeout(() => void this.listen(), RECONNECT_MS).unref();
    });
    client.on('notification', (message) => {
      if (message.channel !== RELEASE_CHANNEL || !message.payload) return;
      const holder = this.held.get(message.payload);
      if (holder) void Promise.resolve(holder.release()).catch(() => {});
    });
    try {
      await client.connect();
      await listenForReleases(client);
      if (this.closed) {
        await client.end();
        return;
      }
      this.listener = client;
    } catch (error) {
      this.options.logger.warn({ err: error }, 'upload locks: listening for release requests failed');
      await client.end().catch(() => {});
      if (!this.closed) setTimeout(() => void this.listen(), RECONNECT_MS).unref();
    }
  }

  /** Takes the upload's lock, or throws UploadBusy when `signal` aborts or the wait runs out. */
  async acquire(id: string, signal: AbortSignal, release: RequestRelease): Promise<pg.PoolClient> {
    if (this.closed) throw new UploadBusy();
    void this.listen();
    const deadline = Date.now() + this.acquireTimeoutMs;
    const client = await this.pool.connect();
    // A held connection the database ends (a restart, an administrator) must not crash the node: the lock is gone
    // with it, and the write it guarded ends with its request.
    client.on('error', ignoreLostConnection);
    try {
      let asked = false;
      while (!(await tryLockUpload(client, id))) {
        if (!asked) {
          await askUploadRelease(client, id);
          asked = true;
        }
        if (signal.aborted || Date.now() >= deadline) throw new UploadBusy();
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
      this.held.set(id, { release, client });
      return client;
    } catch (error) {
      client.off('error', ignoreLostConnection);
      client.release();
      throw error;
    }
  }

  async release(id: string, client: pg.PoolClient): Promise<void> {
    if (this.held.get(id)?.client === client) this.held.delete(id);
    try {
      await unlockUpload(client, id);
      client.off('error', ignoreLostConnection);
      client.release();
    } catch (error) {
      // A connection that cannot unlock is dropped: ending it releases its lock in the database.
      client.release(error instanceof Error ? error : true);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => {});
    // Locks still held (requests cut by a drain) are let go by ending their connections.
    for (const { client } of this.held.values()) client.release(true);
    this.held.clear();
    await this.pool.end().catch(() => {});
  }
}

function ignoreLostConnection(): void {}

class UploadLock implements Lock {
  private client: pg.PoolClient | undefined;

  constructor(
    private readonly id: string,
    private readonly locker: UploadLocker,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    this.client = await this.locker.acquire(this.id, signal, requestRelease);
  }

  async unlock(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client) await this.locker.release(this.id, client);
  }
}

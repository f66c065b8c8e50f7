// The cluster-wide upload lock against a real PostgreSQL: two lockers stand for two nodes on one database.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapturingLogger } from '#server/test/capturing-logger';
import { fireTogether } from '#server/test/parallel';
import { createTestDatabase, type TestDatabase } from '#server/test/test-app';
import { UploadLocker } from './upload-locks';

let database: TestDatabase;
let nodeA: UploadLocker;
let nodeB: UploadLocker;

const never = new AbortController().signal;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  database = await createTestDatabase();
  const { logger } = createCapturingLogger();
  const connection = database.db.$client.options;
  nodeA = new UploadLocker({ connection, logger, acquireTimeoutMs: 10_000 });
  nodeB = new UploadLocker({ connection, logger, acquireTimeoutMs: 10_000 });
  await Promise.all([nodeA.listen(), nodeB.listen()]);
});

afterAll(async () => {
  await nodeA?.close();
  await nodeB?.close();
  await database?.drop();
});

describe('the cluster-wide upload lock', () => {
  it('lets one request at a time write an upload, whichever node they arrive on, when they all arrive together', async () => {
    const id = randomUUID();
    let writing = 0;
    let mostAtOnce = 0;
    const results = await fireTogether(8, async (index) => {
      const lock = (index % 2 === 0 ? nodeA : nodeB).newLock(id);
      // A holder asked to let go finishes its short write first (as a cancelled tus request ends its stream).
      await lock.lock(never, () => {});
      writing += 1;
      mostAtOnce = Math.max(mostAtOnce, writing);
      await sleep(40);
      writing -= 1;
      await lock.unlock();
      return 'written';
    });
    expect(results).toEqual(Array(8).fill('written'));
    expect(mostAtOnce).toBe(1);
  });

  it('does not make different uploads wait for each other', async () => {
    const first = nodeA.newLock(randomUUID());
    const second = nodeB.newLock(randomUUID());
    await first.lock(never, () => {});
    const started = Date.now();
    await second.lock(never, () => {});
    expect(Date.now() - started).toBeLessThan(1_000);
    await Promise.all([first.unlock(), second.unlock()]);
  });

  it('asks the holder on the other node to let go, and takes the lock once it has', async () => {
    const id = randomUUID();
    const holder = nodeA.newLock(id);
    let asked = 0;
    await holder.lock(never, () => {
      asked += 1;
      void holder.unlock();
    });
    const started = Date.now();
    const next = nodeB.newLock(id);
    await next.lock(never, () => {});
    expect(asked).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    await next.unlock();
  });

  it('refuses with 423 (which tus clients retry) when the holder keeps the lock past the wait, or the request ends', async () => {
    const id = randomUUID();
    const { logger } = createCapturingLogger();
    const impatient = new UploadLocker({
      connection: database.db.$client.options,
      logger,
      acquireTimeoutMs: 300,
    });
    const holder = nodeA.newLock(id);
    await holder.lock(never, () => {});
    try {
      await expect(impatient.newLock(id).lock(never, () => {})).rejects.toMatchObject({ status_code: 423 });
      const ended = new AbortController();
      const waiting = nodeB.newLock(id).lock(ended.signal, () => {});
      ended.abort();
      await expect(waiting).rejects.toMatchObject({ status_code: 423 });
    } finally {
      await holder.unlock();
      await impatient.close();
    }
    // Nothing was left locked by the refused requests.
    const after = nodeB.newLock(id);
    await after.lock(never, () => {});
    await after.unlock();
  });

  it("frees a dead node's lock: the database ends it with the node's connection", async () => {
    const id = randomUUID();
    const { logger } = createCapturingLogger();
    const doomed = new UploadLocker({ connection: database.db.$client.options, logger });
    await doomed.newLock(id).lock(never, () => {});
    // The node vanishes without unlocking: its connections are cut, as when its machine dies.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted and pid <> pg_backend_pid()`,
    );
    const next = nodeB.newLock(id);
    await next.lock(never, () => {});
    await next.unlock();
    await doomed.close();
  });
});

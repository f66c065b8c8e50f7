// The pool survives a transaction whose BEGIN fails (drizzle-orm 0.45 leaks the client then; db/client.ts releases it).
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test/test-app';
import { releaseClientsWhoseFirstBeginFails } from './client';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

/** A real client whose next BEGIN fails the way a connection that died right after checkout does. */
let failNextBegin = false;
class ClientWithFlakyBegin extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this forwards them all.
  override query(...args: any[]): any {
    const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
    if (failNextBegin && typeof text === 'string' && /^\s*begin/i.test(text)) {
      failNextBegin = false;
      return Promise.reject(new Error('Connection terminated unexpectedly'));
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    return (super.query as any)(...args);
  }
}

async function poolOfOne(withRelease: boolean) {
  const pool = new pg.Pool({ connectionString: database.url, max: 1, Client: ClientWithFlakyBegin });
  pool.on('error', () => {});
  // The leaked client of the second test is terminated when the test database is dropped.
  pool.on('connect', (client) => client.on('error', () => {}));
  if (withRelease) releaseClientsWhoseFirstBeginFails(pool);
  return { pool, db: drizzle(pool) };
}

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), ms))]);

describe('a transaction whose BEGIN fails', () => {
  it('gives its connection back: the next transaction on a pool of one still runs', async () => {
    const { pool, db } = await poolOfOne(true);
    failNextBegin = true;
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    const next = await within(
      5_000,
      db.transaction(async (tx) => (await tx.execute(sql`select 2 as n`)).rows[0]),
    );
    expect(next).toEqual({ n: 2 });
    expect(pool.totalCount - pool.idleCount).toBe(0);
    await pool.end();
  });

  it('would keep it forever without the release (the upstream bug this guards against)', async () => {
    const { pool, db } = await poolOfOne(false);
    failNextBegin = true;
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    expect(
      await within(
        1_000,
        db.transaction(async (tx) => tx.execute(sql`select 2`)),
      ),
    ).toBe('timed out');
    expect(pool.totalCount - pool.idleCount).toBe(1);
    // The leaked client is still checked out; end the pool without waiting for it.
    void pool.end();
  });

  it('leaves code that checks a client out itself alone (its own BEGIN later in the checkout)', async () => {
    const { pool } = await poolOfOne(true);
    const client = await pool.connect();
    await client.query('select 1');
    failNextBegin = true;
    await expect(client.query('BEGIN')).rejects.toThrow('Connection terminated unexpectedly');
    client.release(); // the owner releases once; the guard did not release it already (that would throw here)
    expect(pool.totalCount - pool.idleCount).toBe(0);
    await pool.end();
  });
});

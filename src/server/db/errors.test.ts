// isUniqueViolation recognises a real duplicate key through Drizzle's error wrapper, and nothing else; a real
// deadlock is a transient conflict that retryOnConflict runs again.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test/test-app';
import { isTransientConflict, isUniqueViolation, retryOnConflict } from './errors';
import { appMeta } from './schema/app-meta';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to fail');
}

describe('isUniqueViolation', () => {
  it('is true for a duplicate key inserted through Drizzle', async () => {
    const { db } = database;
    await db.insert(appMeta).values({ key: 'errors-test', value: {} });
    const error = await failureOf(() => db.insert(appMeta).values({ key: 'errors-test', value: {} }));
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('is false for other database errors and for non-database values', async () => {
    const { db } = database;
    const notNull = await failureOf(() =>
      db
        .insert(appMeta)
        .values({ key: 'errors-test-null', value: null as unknown as Record<string, unknown> }),
    );
    expect(isUniqueViolation(notNull)).toBe(false);
    expect(isUniqueViolation(new Error('duplicate key'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});

describe('retryOnConflict', () => {
  it('runs the transaction PostgreSQL chose as a deadlock victim again, and both finish', async () => {
    const { db } = database;
    await db.insert(appMeta).values([
      { key: 'deadlock-a', value: { n: 0 } },
      { key: 'deadlock-b', value: { n: 0 } },
    ]);
    let bothHoldOne: () => void = () => undefined;
    let holding = 0;
    const ready = new Promise<void>((resolve) => {
      bothHoldOne = resolve;
    });
    const failures: unknown[] = [];
    let attempts = 0;
    // Two transactions take the same two rows in opposite order: PostgreSQL rolls one back with 40P01.
    const crossing = (first: string, second: string) =>
      retryOnConflict(async () => {
        attempts += 1;
        try {
          return await db.transaction(async (tx) => {
            await tx
              .update(appMeta)
              .set({ value: { n: 1 } })
              .where(eq(appMeta.key, first));
            holding += 1;
            if (holding >= 2) bothHoldOne();
            await ready;
            await tx
              .update(appMeta)
              .set({ value: { n: 2 } })
              .where(eq(appMeta.key, second));
            return first;
          });
        } catch (error) {
          failures.push(error);
          throw error;
        }
      });
    const results = await Promise.all([
      crossing('deadlock-a', 'deadlock-b'),
      crossing('deadlock-b', 'deadlock-a'),
    ]);
    expect(results).toEqual(['deadlock-a', 'deadlock-b']);
    // Usually one victim. A second failure was seen once, in a loaded fresh-clone run (its code was not captured; the
    // message below now names it). Whatever the count, each failure must be a conflict that was run again.
    const codes = failures.map(
      (failure) => (failure as { cause?: { code?: string } }).cause?.code ?? String(failure),
    );
    expect(failures.length, codes.join(', ')).toBeGreaterThanOrEqual(1);
    expect(failures.length, codes.join(', ')).toBeLessThanOrEqual(2);
    for (const failure of failures) expect(isTransientConflict(failure), codes.join(', ')).toBe(true);
    expect(attempts).toBe(2 + failures.length);
  });

  it('does not retry other errors', async () => {
    let attempts = 0;
    await expect(
      retryOnConflict(async () => {
        attempts += 1;
        throw new Error('not a conflict');
      }),
    ).rejects.toThrow('not a conflict');
    expect(attempts).toBe(1);
  });
});

// isUniqueViolation recognises a real duplicate key through Drizzle's error wrapper, and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test/test-app';
import { isUniqueViolation } from './errors';
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

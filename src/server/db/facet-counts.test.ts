// content_facet_counts after a bulk load: rewritten when bloated, with the same rows; left alone when compact; and
// skipped, unchanged, when its lock is not free. The catalog's upkeep job runs the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_JOBS, CATALOG_UPKEEP_JOB } from '#server/catalog';
import type { AppDeps } from '#server/http/app-env';
import { JOB_DEFINITIONS } from '#server/job-definitions';
import { createTestDatabase, type TestDatabase } from '#server/test/test-app';
import { createDatabase } from './client';
import { compactFacetCounts } from './facet-counts';
import { insertSyntheticCatalog } from './seed/synthetic-catalog';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await insertSyntheticCatalog(t.db, { videos: 3000, creators: 5 });
});

afterAll(async () => {
  await t.drop();
});

async function pages(): Promise<number> {
  const { rows } = await t.db.$client.query<{ pages: string }>(
    "select pg_relation_size('content_facet_counts') / 8192 as pages",
  );
  return Number(rows[0]?.pages);
}

async function allCounts(): Promise<unknown[]> {
  const { rows } = await t.db.$client.query(
    `select age_range, category, language, source_type, has_music, duration_bucket, content_rating, count
       from content_facet_counts order by 1, 2, 3, 4, 5, 6, 7`,
  );
  return rows;
}

/** What a bulk load does to the table: every row updated many times in one transaction. */
async function bloat(times: number) {
  const client = await t.db.$client.connect();
  try {
    await client.query('begin');
    for (let round = 0; round < times; round++)
      await client.query('update content_facet_counts set count = count');
    await client.query('commit');
  } finally {
    client.release();
  }
}

/**
 * Runs a compaction until the rewrite has dropped the dead row versions. VACUUM FULL keeps a version some open
 * transaction might still read: while the API files run two at a time on one PostgreSQL, another file's transaction
 * can hold that horizon for a moment and the rewrite keeps every version (seen: 38 pages compact, 485 kept). The
 * upkeep job meets the same in production and does it again at its next run; here the next run is 250 ms later.
 */
async function compactUntilRewritten<T>(compact: () => Promise<T>, bloated: number): Promise<T> {
  let result = await compact();
  for (let tries = 0; tries < 40 && (await pages()) * 4 >= bloated; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    result = await compact();
  }
  return result;
}

describe('compactFacetCounts', () => {
  it('leaves the table compact after a synthetic load, and leaves a compact table alone', async () => {
    const before = await pages();
    const result = await compactFacetCounts(t.db.$client);
    expect(result).toEqual({
      compacted: false,
      pagesBefore: before,
      pagesAfter: before,
      rows: expect.any(Number),
    });
    expect(result.rows).toBeGreaterThan(500);
    expect(before).toBeLessThanOrEqual(4 * Math.ceil(result.rows / 40));
  });

  it('rewrites a bloated table to a fraction of its pages, with exactly the same counts', async () => {
    const counts = await allCounts();
    await bloat(12);
    const bloated = await pages();
    const result = await compactUntilRewritten(() => compactFacetCounts(t.db.$client), bloated);
    expect(result).toMatchObject({ compacted: true });
    expect(result.pagesAfter).toBe(await pages());
    expect(result.pagesAfter * 4).toBeLessThan(bloated);
    expect(await allCounts()).toEqual(counts);
  });

  it('waits at most 2 s for the lock, then leaves the table as it is', async () => {
    await bloat(12);
    const bloated = await pages();
    // One connection: the one the compaction used is the one asked about its lock timeout afterwards.
    const single = createDatabase(t.url, { max: 1 });
    const holder = await t.db.$client.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table content_facet_counts in access share mode');
      const started = performance.now();
      const result = await compactFacetCounts(single.$client);
      expect(performance.now() - started).toBeLessThan(5000);
      expect(result).toMatchObject({ compacted: false, pagesBefore: bloated, pagesAfter: bloated });
      expect(await pages()).toBe(bloated);
      const { rows } = await single.$client.query<{ lock_timeout: string }>('show lock_timeout');
      expect(rows[0]?.lock_timeout).toBe('0');
    } finally {
      await holder.query('rollback');
      holder.release();
      await single.$client.end();
    }
  });
});

describe('the catalog upkeep job', () => {
  it('is scheduled every 15 minutes and compacts a bloated table', async () => {
    const job = JOB_DEFINITIONS.find((definition) => definition.name === CATALOG_UPKEEP_JOB);
    expect(job).toMatchObject({ cron: '*/15 * * * *', policy: 'stately' });
    expect(CATALOG_JOBS).toContain(job);
    await bloat(12);
    const bloated = await pages();
    const logged: unknown[] = [];
    const logger = { info: (...args: unknown[]) => logged.push(args) };
    await compactUntilRewritten(async () => {
      await job?.handler({}, { db: t.db, logger } as unknown as AppDeps);
    }, bloated);
    expect((await pages()) * 4).toBeLessThan(bloated);
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged)
      expect(line).toEqual([expect.objectContaining({ compacted: true }), 'content_facet_counts compacted']);
  });
});

// Keeps content_facet_counts (and content_values_counts, kept the same way: migration 0041) compact after bulk
// loads. Every published insert updates one of its few
// thousand rows (migration 0016's trigger), and a load commits many thousands of those updates per transaction:
// autovacuum can only free the dead row versions after the commit, so the table grows to thousands of mostly empty
// pages (2,796 pages for 6,827 rows after the benchmark's million). Every feed page reads this table whole, so its
// size is paid on each request. A rewrite (VACUUM FULL) of a table this small takes milliseconds.
import type pg from 'pg';

/** Rows of content_facet_counts per 8 KB page at its fillfactor of 50 (about 45; a little less to be safe). */
const ROWS_PER_PAGE = 40;
/** A table this small is left alone whatever its layout. */
const MIN_PAGES = 32;
/** Bigger than this many times its compact size: rewritten. */
const BLOAT_FACTOR = 4;
/** The rewrite locks the table, and every feed read with it: it waits this long for the lock, then skips. */
const LOCK_TIMEOUT = '2s';

export type FacetCountsCompaction = {
  compacted: boolean;
  pagesBefore: number;
  pagesAfter: number;
  rows: number;
};

type CountsTable = 'content_facet_counts' | 'content_values_counts';

async function size(client: pg.PoolClient, table: CountsTable): Promise<{ pages: number; rows: number }> {
  const { rows } = await client.query<{ pages: string; rows: string }>(
    `SELECT pg_relation_size('${table}') / current_setting('block_size')::int AS pages,
            (SELECT count(*) FROM ${table}) AS rows`,
  );
  return { pages: Number(rows[0]?.pages ?? 0), rows: Number(rows[0]?.rows ?? 0) };
}

/**
 * Rewrites content_facet_counts when it is several times bigger than its rows need, then content_values_counts by
 * the same rule; otherwise does nothing. Call after a bulk load has committed (the CSV import, the synthetic
 * catalog). Gives up quietly (compacted: false) when a table's lock is not free within two seconds: the next load
 * tries again. Answers for content_facet_counts.
 */
export async function compactFacetCounts(pool: pg.Pool): Promise<FacetCountsCompaction> {
  const facets = await compactTable(pool, 'content_facet_counts');
  await compactTable(pool, 'content_values_counts');
  return facets;
}

async function compactTable(pool: pg.Pool, table: CountsTable): Promise<FacetCountsCompaction> {
  const client = await pool.connect();
  try {
    const before = await size(client, table);
    const compactPages = Math.ceil(before.rows / ROWS_PER_PAGE);
    if (before.pages <= MIN_PAGES || before.pages <= BLOAT_FACTOR * compactPages) {
      return { compacted: false, pagesBefore: before.pages, pagesAfter: before.pages, rows: before.rows };
    }
    await client.query(`SET lock_timeout = '${LOCK_TIMEOUT}'`);
    try {
      await client.query(`VACUUM (FULL, ANALYZE) ${table}`);
    } catch (error) {
      // 55P03: lock_not_available. Anything else is a real failure.
      if ((error as { code?: string }).code !== '55P03') throw error;
      return { compacted: false, pagesBefore: before.pages, pagesAfter: before.pages, rows: before.rows };
    } finally {
      await client.query('RESET lock_timeout');
    }
    const after = await size(client, table);
    return { compacted: true, pagesBefore: before.pages, pagesAfter: after.pages, rows: after.rows };
  } finally {
    client.release();
  }
}

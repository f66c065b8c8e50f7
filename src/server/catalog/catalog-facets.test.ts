import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '#server/db/schema/content';
import { insertContent } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { DURATION_BUCKETS } from '#shared/domain';
import type { FeedPage } from '#shared/feed.schema';
import { feedQuerySchema } from '#shared/feed.schema';
import { findRecentCatalogPage, findRecentPage, publishedFilters } from './catalog.repo';
import { readStrategy } from './catalog.service';

let t: TestApp;

const feed = async (query = '') => (await (await t.app.request(`/api/feed${query}`)).json()) as FeedPage;

beforeAll(async () => {
  t = await createTestApp();
  const day = (n: number) => new Date(Date.UTC(2026, 2, n));
  for (let i = 0; i < 30; i += 1) {
    await insertContent(t.db, {
      title: `Facet video ${i}`,
      ageRange: (i % 4) + 1,
      category: i % 3 === 0 ? 'Shows' : 'Nasheeds & Songs',
      language: i % 2 === 0 ? 'English' : 'Arabic',
      hasMusic: i % 5 === 0,
      duration: i,
      createdAt: day(i + 1),
    });
  }
});

afterAll(async () => {
  await t.close();
});

describe('exact totals from the facet counts', () => {
  it('match a real count for every filter combination tried', async () => {
    const queries = [
      '',
      '?age=1',
      '?age=1,2&language=English',
      '?category=Shows&music=no',
      '?duration=10-20&language=Arabic',
      '?duration=20%2B&age=4&category=Nasheeds%20%26%20Songs',
      '?source=tiktok',
    ];
    for (const query of queries) {
      const parsed = feedQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const [row] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(content)
        .where(publishedFilters(parsed));
      const page = await feed(query);
      expect(page.total, query).toBe(row?.n);
      expect(page.totalIsCapped).toBe(false);
    }
  });

  it('a duration filter keeps exactly the items in its range, boundaries included at the start', async () => {
    for (const bucket of DURATION_BUCKETS) {
      const inRange = sql`${content.status} = 'published' and ${content.duration} >= ${bucket.min}${
        bucket.max === null ? sql`` : sql` and ${content.duration} < ${bucket.max}`
      }`;
      const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(content).where(inRange);
      const page = await feed(`?duration=${encodeURIComponent(bucket.value)}`);
      expect(page.total, bucket.value).toBe(row?.n);
      for (const item of page.items) {
        expect(item.duration).toBeGreaterThanOrEqual(bucket.min);
        if (bucket.max !== null) expect(item.duration).toBeLessThan(bucket.max);
      }
    }
  });

  it('the duration filter is answered by the facet index (its expression matches the index)', async () => {
    const where = publishedFilters(
      feedQuerySchema.parse({ duration: '5-10', language: 'Urdu', music: 'yes' }),
    );
    let plan = '';
    // On 30 rows the planner prefers any index; which index CAN answer the conditions is asked with the other
    // published-row indexes dropped inside a transaction that is rolled back.
    await t.db
      .transaction(async (tx) => {
        const others = await tx.execute<{ indexname: string }>(
          sql`select indexname from pg_indexes where tablename = 'content' and indexname <> 'content_published_facets_gin' and indexname <> 'content_pkey' and indexdef not like '%UNIQUE%'`,
        );
        for (const { indexname } of others.rows) await tx.execute(sql.raw(`drop index ${indexname}`));
        await tx.execute(sql`set local enable_seqscan = off`);
        const query = tx.select({ id: content.id }).from(content).where(where);
        const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain (costs off) ${query}`);
        plan = result.rows.map((r) => r['QUERY PLAN']).join('\n');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(plan).toContain('Bitmap Index Scan on content_published_facets_gin');
    // PostgreSQL inlines the bucket function on both sides; the bucket is an Index Cond, never a row filter.
    expect(plan).toMatch(/Index Cond: .*END\)::smallint = '1'::smallint/);
    expect(plan).not.toMatch(/Filter: .*duration/);
  });

  it('follow publishing, unpublishing, edits and deletion', async () => {
    const before = (await feed('?category=Shows')).total;
    const item = await insertContent(t.db, { category: 'Shows', status: 'pending' });
    expect((await feed('?category=Shows')).total).toBe(before);
    await t.db.update(content).set({ status: 'published' }).where(eq(content.id, item.id));
    expect((await feed('?category=Shows')).total).toBe(before + 1);
    await t.db.update(content).set({ category: 'Other' }).where(eq(content.id, item.id));
    expect((await feed('?category=Shows')).total).toBe(before);
    expect((await feed('?category=Other')).total).toBe(1);
    await t.db.update(content).set({ viewCount: 5 }).where(eq(content.id, item.id));
    expect((await feed('?category=Other')).total).toBe(1);
    await t.db
      .update(content)
      .set({ status: 'rejected', rejectionReason: 'x' })
      .where(eq(content.id, item.id));
    expect((await feed('?category=Other')).total).toBe(0);
    await t.db.update(content).set({ status: 'published' }).where(eq(content.id, item.id));
    await t.db.delete(content).where(eq(content.id, item.id));
    expect((await feed('?category=Other')).total).toBe(0);
  });
});

describe('read strategies', () => {
  it('collects rare matches and walks the index for common ones', () => {
    expect(readStrategy(12, 0, 1_000_000)).toBe('walk');
    expect(readStrategy(12, 50, 1_000_000)).toBe('collect');
    expect(readStrategy(12, 500_000, 1_000_000)).toBe('walk');
    expect(readStrategy(6_000, 10_000, 1_000_000)).toBe('collect');
  });

  it('both strategies return the same page, newest first', async () => {
    const parsed = feedQuerySchema.parse({ language: 'English' });
    const where = publishedFilters(parsed);
    for (const offset of [0, 12]) {
      const walk = await findRecentPage(t.db, where, 12, offset, 'walk');
      const collect = await findRecentPage(t.db, where, 12, offset, 'collect');
      expect(collect.map((row) => row.id)).toEqual(walk.map((row) => row.id));
    }
  });

  it('the unfiltered catalog read by ids first gives the same pages as the walk', async () => {
    const where = publishedFilters(feedQuerySchema.parse({}));
    for (const offset of [0, 12, 24]) {
      const walk = await findRecentPage(t.db, where, 12, offset, 'walk');
      const byIds = await findRecentCatalogPage(t.db, 12, offset);
      expect(byIds.map((row) => row.id)).toEqual(walk.map((row) => row.id));
    }
  });

  it('an empty combination answers at once with no items', async () => {
    const page = await feed('?source=tiktok&age=2');
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
    expect(page.totalPages).toBe(1);
  });
});

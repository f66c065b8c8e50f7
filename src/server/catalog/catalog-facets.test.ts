import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '#server/db/schema/content';
import { insertContent } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { presetFilter } from '#shared/content-values';
import { DURATION_BUCKETS } from '#shared/domain';
import type { FeedPage } from '#shared/feed.schema';
import { feedQuerySchema } from '#shared/feed.schema';
import { policyWhere, publishedFilters } from './catalog.repo';
import { searchPage } from './catalog.service';
import { childFeedPage } from './child-policy.service';

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

describe('pages', () => {
  /** Every published match of the query's filters, newest first, straight from the table. */
  const newestFirst = async (query: string) => {
    const parsed = feedQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const rows = await t.db
      .select({ id: content.id })
      .from(content)
      .where(publishedFilters(parsed))
      .orderBy(sql`${content.createdAt} desc`, sql`${content.id} desc`);
    return rows.map((row) => row.id);
  };

  it('a filtered page is its matches newest first, at every depth', async () => {
    for (const query of ['', 'language=English', 'age=1,2&music=no', 'category=Shows&language=Arabic']) {
      const expected = await newestFirst(query);
      const seen: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const answer = await feed(`?${query}&page=${page}`);
        seen.push(...answer.items.map((item) => item.id));
      }
      expect(seen, query).toEqual(expected.slice(0, 36));
    }
  });

  it('a random draw holds only matches, each once', async () => {
    const expected = new Set(await newestFirst('language=Arabic&music=no'));
    const draw = await feed('?language=Arabic&music=no&sort=random');
    expect(draw.items.length).toBe(Math.min(12, expected.size));
    expect(new Set(draw.items.map((item) => item.id)).size).toBe(draw.items.length);
    for (const item of draw.items) expect(expected.has(item.id)).toBe(true);
    expect(draw.hasMore).toBe(false);
  });

  it('a capped search pages its ranked window, then goes on newest first: every match once, in order', async () => {
    const rows = await t.db
      .select({ id: content.id, title: content.title })
      .from(content)
      .where(eq(content.status, 'published'))
      .orderBy(sql`${content.createdAt} desc`, sql`${content.id} desc`);
    // Every title starts with the words: one rank, so the window's order is newest first too.
    const expected = rows.filter((row) => row.title.startsWith('Facet video')).map((row) => row.id);
    const cap = 5;
    const ids: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const answer = await searchPage(
        t.db,
        feedQuerySchema.parse({ q: 'VIDEO facet', page: String(page) }),
        publishedFilters({}),
        cap,
      );
      expect(answer.total).toBe(cap);
      expect(answer.totalIsCapped).toBe(true);
      ids.push(...answer.items.map((item) => item.id));
    }
    expect(ids).toEqual(expected.slice(0, 36));
  });

  it("a child's policy is counted from the facet counts, ratings included, and follows a rating change", async () => {
    const policy = {
      maxAgeRange: 2 as const,
      ratings: ['G'] as const,
      categories: ['Shows' as const],
      allowMusic: false,
      values: { ...presetFilter('open'), music: 'none' as const },
      lists: null,
    };
    const countByPolicy = async () => {
      const [row] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(content)
        .where(policyWhere(policy));
      return row?.n ?? -1;
    };
    const before = await childFeedPage(t, policy, feedQuerySchema.parse({}));
    expect(before.total).toBe(await countByPolicy());
    expect(before.total).toBeGreaterThan(0);
    const first = before.items[0];
    if (!first) throw new Error('no item');
    await t.db.update(content).set({ contentRating: 'PG' }).where(eq(content.id, first.id));
    const after = await childFeedPage(t, policy, feedQuerySchema.parse({}));
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((item) => item.id)).not.toContain(first.id);
    await t.db.update(content).set({ contentRating: 'G' }).where(eq(content.id, first.id));
    // Music asked for while the parent turned music off: nothing, without a query.
    const none = await childFeedPage(t, policy, feedQuerySchema.parse({ music: 'yes' }));
    expect(none.total).toBe(0);
  });

  it('an empty combination answers at once with no items', async () => {
    const page = await feed('?source=tiktok&age=2');
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
    expect(page.totalPages).toBe(1);
  });
});

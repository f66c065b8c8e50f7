import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '#server/db/schema/content';
import { insertContent } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { DURATION_BUCKETS } from '#shared/domain';
import type { FeedPage } from '#shared/feed.schema';
import { feedQuerySchema } from '#shared/feed.schema';
import {
  countMergedUpTo,
  countMergedWithin,
  countUpTo,
  countWalkWithin,
  findMergedPage,
  findMergedRandomDraw,
  findRecentCatalogPage,
  findRecentPage,
  policyWhere,
  publishedFilters,
  titleContains,
  titleSince,
} from './catalog.repo';
import {
  countSearch,
  readStrategy,
  type SearchWhere,
  searchPage,
  searchStrategy,
  windowedSearchPage,
} from './catalog.service';
import { childFeedPage } from './child-policy.service';
import { facetFilterOf } from './facet-filter';

let t: TestApp;

/** A search's two conditions, as getFeedPage builds them. */
const searchWhere = (parsed: ReturnType<typeof feedQuerySchema.parse>): SearchWhere => ({
  trigram: publishedFilters(parsed),
  walk: publishedFilters(parsed, 'title_lower'),
});

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

describe('read strategies', () => {
  it('merges rare combinations and walks the index for common ones, by their known costs', () => {
    const stats = (matches: number, combinations: number, mergeEntries: number, walkEntries = 1_000_000) => ({
      matches,
      catalog: 1_000_000,
      combinations,
      mergeEntries,
      walkEntries,
    });
    expect(readStrategy(stats(0, 0, 0), 12)).toBe('walk');
    expect(readStrategy(stats(880, 5, 60), 12)).toBe('merge');
    expect(readStrategy(stats(500_000, 3_000, 36_000), 12)).toBe('walk');
    // Deep pages of a middling combination: walking 600 / 1 % = 60,000 rows costs more than merging.
    expect(readStrategy(stats(10_000, 40, 10_000), 600)).toBe('merge');
    // A walk reads index entries only (migration 0025): a middling filter's deep page (3.5 %, 706 combinations)
    // walks 12,000 entries rather than descending 706 times.
    expect(readStrategy(stats(35_000, 706, 35_000), 420)).toBe('walk');
    // One language: its own recent index is walked, 5 % of the catalog.
    expect(readStrategy(stats(2_000, 40, 2_000), 120)).toBe('merge');
    expect(readStrategy(stats(2_000, 40, 2_000, 50_000), 120)).toBe('walk');
    // A random draw of a rare combination reads every match's id; of a common one it walks the random keys.
    expect(readStrategy(stats(2_000, 20, 480), 24, true)).toBe('merge');
    expect(readStrategy(stats(400_000, 2_000, 48_000), 24, true)).toBe('walk');
  });

  it('a merged page is the walked page: same items, same order, at every depth', async () => {
    for (const input of [
      { language: 'English' },
      { age: '1,2', music: 'no' },
      { category: 'Shows', duration: '20+' },
    ]) {
      const parsed = feedQuerySchema.parse(input);
      const where = publishedFilters(parsed);
      for (const offset of [0, 3, 12]) {
        const walk = await findRecentPage(t.db, where, 12, offset, 'walk');
        const merged = await findMergedPage(t.db, facetFilterOf(parsed), 12, offset);
        expect(
          merged.map((row) => row.id),
          JSON.stringify({ input, offset }),
        ).toEqual(walk.map((row) => row.id));
      }
    }
  });

  it('a title search in a narrow filter, read from the facet index, answers what the trigram index answers', async () => {
    const inputs: Record<string, string>[] = [
      { q: 'video 1', language: 'English' },
      { q: 'VIDEO 2', age: '1,3', music: 'no' },
      { q: 'video', category: 'Shows' },
      { q: '100%', language: 'Arabic' },
    ];
    for (const input of inputs) {
      const parsed = feedQuerySchema.parse(input);
      const where = publishedFilters(parsed);
      const filter = facetFilterOf(parsed);
      const title = titleContains(parsed.q ?? '');
      const label = JSON.stringify(input);
      expect(await countMergedUpTo(t.db, filter, title, 1001), label).toBe(
        await countUpTo(t.db, where, 1001),
      );
      for (const offset of [0, 3]) {
        const trigram = await findRecentPage(t.db, where, 12, offset, 'collect');
        const merged = await findMergedPage(t.db, filter, 12, offset, title);
        expect(
          merged.map((row) => row.id),
          `${label} at ${offset}`,
        ).toEqual(trigram.map((row) => row.id));
      }
      // The feed (which takes the facet path for these small filters) shows the same page and total.
      const page = await feed(`?${new URLSearchParams(input)}`);
      const trigram = await findRecentPage(t.db, where, 12, 0, 'collect');
      expect(
        page.items.map((item) => item.id),
        label,
      ).toEqual(trigram.map((row) => row.id));
      expect(page.total, label).toBe(await countUpTo(t.db, where, 1001));
    }
  });

  it('a budgeted facet count stops at its cap or its budget, and is exact when the filter fits', async () => {
    const inputs: Record<string, string>[] = [
      { q: 'video', language: 'English' },
      { q: 'video 1', age: '1,2' },
      { q: 'nothing like this', category: 'Shows' },
    ];
    for (const input of inputs) {
      const parsed = feedQuerySchema.parse(input);
      const exact = await countUpTo(t.db, publishedFilters(parsed), 1001);
      const filter = facetFilterOf(parsed);
      const title = titleContains(parsed.q ?? '');
      const label = JSON.stringify(input);
      expect(await countMergedWithin(t.db, filter, title, 1001, 1000), label).toEqual({
        matches: exact,
        scanned: 1000,
      });
      if (exact >= 3) {
        const capped = await countMergedWithin(t.db, filter, title, 3, 1000);
        expect(capped.matches, label).toBe(3);
        expect(capped.scanned, label).toBeGreaterThanOrEqual(3);
      }
      const short = await countMergedWithin(t.db, filter, title, 1001, 2);
      expect(short.matches, label).toBeLessThanOrEqual(2);
      expect(short.scanned, label).toBe(2);
    }
  });

  it('a page read within a time window, when full, is the trigram page; a narrow window comes back short', async () => {
    await t.db.execute(sql`analyze content`);
    let full = 0;
    for (const input of [
      { q: 'video', language: 'English' },
      { q: 'VIDEO', age: '1,2,3' },
      { q: 'o 1', music: 'no' },
    ]) {
      const parsed = feedQuerySchema.parse(input);
      const where = publishedFilters(parsed);
      const title = titleContains(parsed.q ?? '');
      for (const fraction of [0.01, 0.2, 0.5, 0.9]) {
        for (const offset of [0, 2]) {
          const windowed = await findMergedPage(
            t.db,
            facetFilterOf(parsed),
            3,
            offset,
            titleSince(title, fraction),
          );
          const trigram = await findRecentPage(t.db, where, 3, offset, 'collect');
          const label = JSON.stringify({ input, fraction, offset });
          if (windowed.length === 3) {
            full += 1;
            expect(
              windowed.map((row) => row.id),
              label,
            ).toEqual(trigram.map((row) => row.id));
          } else expect(windowed.length, label).toBeLessThan(trigram.length);
        }
      }
    }
    expect(full).toBeGreaterThan(4);
  });

  it('a capped search reads the same pages and totals whichever way it is read', async () => {
    await t.db.execute(sql`analyze content`);
    for (const input of [
      { q: 'video', language: 'English' },
      { q: 'video', age: '1,2,3', music: 'no' },
      { q: 'video' },
    ]) {
      for (const page of ['1', '2']) {
        const parsed = feedQuerySchema.parse({ ...input, page });
        const where = publishedFilters(parsed);
        const result = await searchPage(t, parsed, searchWhere(parsed), 5);
        const label = JSON.stringify({ input, page });
        expect(result.total, label).toBe(5);
        expect(result.totalIsCapped, label).toBe(true);
        const trigram = await findRecentPage(t.db, where, 12, (Number(page) - 1) * 12, 'collect');
        expect(
          result.items.map((item) => item.id),
          label,
        ).toEqual(trigram.map((row) => row.id));
      }
    }
  });

  it("a search counted along the recent index finds the trigram index's matches, newest first", async () => {
    await t.db.execute(sql`analyze content`);
    for (const input of [{ language: 'English' }, { age: '1,2,3', music: 'no' }, { source: 'youtube' }, {}]) {
      const parsed = feedQuerySchema.parse({ ...input, q: 'Video' });
      const filter = facetFilterOf(parsed);
      const trigram = await findRecentPage(t.db, publishedFilters(parsed), 100, 0, 'collect');
      const label = JSON.stringify(input);
      expect(trigram.length, label).toBeGreaterThan(3);
      for (const cap of [3, 1001]) {
        // The whole index (a fraction of 1 or more), then only its newest part: a prefix of the same list.
        const whole = await countWalkWithin(t.db, filter, 'Video', cap, 2);
        expect(
          whole.map((row) => row.id),
          `${label} cap ${cap}`,
        ).toEqual(trigram.slice(0, cap).map((row) => row.id));
        const newest = await countWalkWithin(t.db, filter, 'Video', cap, 0.5);
        expect(
          newest.map((row) => row.id),
          `${label} cap ${cap}, newest half`,
        ).toEqual(trigram.slice(0, newest.length).map((row) => row.id));
      }
    }
  });

  it("a small filter's search is read whole once: its count, its pages and its draws", async () => {
    for (const input of [
      { q: 'video', language: 'English' },
      { q: 'Facet video 1', category: 'Shows' },
    ]) {
      const parsed = feedQuerySchema.parse(input);
      const filter = facetFilterOf(parsed);
      const where = searchWhere(parsed);
      const matches = await findRecentPage(t.db, where.trigram, 1000, 0, 'collect');
      const label = JSON.stringify(input);
      expect(matches.length, label).toBeGreaterThan(0);
      for (const offset of [0, 3, 12, 40]) {
        const read = { offset, limit: 3, random: false };
        const counted = await countSearch(
          t,
          filter,
          where.trigram,
          titleContains(input.q),
          5,
          input.q,
          1000,
          read,
        );
        expect(counted.via, label).toBe('all');
        expect(counted.counted, label).toBe(Math.min(matches.length, 6));
        expect(
          counted.ids?.map((row) => row.id),
          `${label} offset ${offset}`,
        ).toEqual(matches.slice(offset, offset + 3).map((row) => row.id));
      }
      const draw = await countSearch(t, filter, where.trigram, titleContains(input.q), 5, input.q, 1000, {
        offset: 0,
        limit: 4,
        random: true,
      });
      const all = new Set(matches.map((row) => row.id));
      expect(draw.ids?.length, label).toBe(Math.min(4, matches.length));
      for (const row of draw.ids ?? []) expect(all.has(row.id), label).toBe(true);
    }
  });

  it("a broad filter's search is counted along the recent index, with the same pages and totals", async () => {
    await t.db.execute(sql`analyze content`);
    for (const input of [
      { q: 'video', age: '1,2,3,4' },
      { q: 'video', music: 'no' },
    ]) {
      const parsed = feedQuerySchema.parse(input);
      const filter = facetFilterOf(parsed);
      const where = searchWhere(parsed);
      // A budget of 1 entry: the walk's count is cheaper than the facet index's for a filter this broad.
      const counted = await countSearch(t, filter, where.trigram, titleContains('video'), 5, 'video', 1);
      expect(counted.via, JSON.stringify(input)).toBe('walk');
      for (const page of ['1', '2']) {
        const paged = feedQuerySchema.parse({ ...input, page });
        const result = await searchPage(t, paged, where, 5, filter, 1);
        const label = JSON.stringify({ input, page });
        expect(result.total, label).toBe(5);
        expect(result.totalIsCapped, label).toBe(true);
        const trigram = await findRecentPage(t.db, where.trigram, 12, (Number(page) - 1) * 12, 'collect');
        expect(
          result.items.map((item) => item.id),
          label,
        ).toEqual(trigram.map((row) => row.id));
      }
    }
  });

  it('a windowed search page, however wrong its estimate of the word, is the trigram page', async () => {
    await t.db.execute(sql`analyze content`);
    const parsed = feedQuerySchema.parse({ q: 'video', age: '1,2,3,4' });
    const filter = facetFilterOf(parsed);
    const where = publishedFilters(parsed);
    const [stats] = await t.db
      .execute<{ n: number }>(sql`select count(*)::int as n from content where status = 'published'`)
      .then((r) => r.rows);
    const facetStats = {
      matches: stats?.n ?? 0,
      catalog: stats?.n ?? 0,
      combinations: 1,
      mergeEntries: 0,
      walkEntries: stats?.n ?? 0,
    };
    // Share 50 makes a window far too narrow (read again wider, then per combination); 1 and 0.5 fit.
    for (const share of [50, 1, 0.5]) {
      for (const offset of [0, 12]) {
        const rows = await windowedSearchPage(
          t.db,
          filter,
          titleContains('video'),
          offset,
          facetStats,
          share,
        );
        const trigram = await findRecentPage(t.db, where, 12, offset, 'collect');
        expect(
          rows.map((row) => row.id),
          JSON.stringify({ share, offset }),
        ).toEqual(trigram.map((row) => row.id));
      }
    }
  });

  it('a capped search walks broad filters and reads a window of narrow ones, by their costs', () => {
    const stats = (matches: number, combinations: number, walkEntries = 1_000_000) => ({
      matches,
      catalog: 1_000_000,
      combinations,
      mergeEntries: 0,
      walkEntries,
    });
    // A common word in nearly the whole catalog, page 1: about 200 rows walked.
    expect(searchStrategy(stats(970_000, 3_400), 1 / 16, 12, false)).toBe('walk');
    // The same word in one language (5 %), page 48: a walk visits ~190,000 rows, a window ~14,000 entries.
    expect(searchStrategy(stats(50_000, 850), 1 / 16, 588, false)).toBe('window');
    // When the filter is one language, its own recent index holds only its 50,000 entries: ~9,400 are walked.
    expect(searchStrategy(stats(50_000, 850, 50_000), 1 / 16, 588, false)).toBe('walk');
    // Random draws: a narrow filter's matches are read (every id), a broad one walks the random keys.
    expect(searchStrategy(stats(2_000, 20), 1 / 16, 24, true)).toBe('merge');
    expect(searchStrategy(stats(500_000, 2_000), 1 / 16, 24, true)).toBe('walk');
  });

  it('a budget is shared across combinations: exactly that many entries are read, whatever the split', async () => {
    // Every title matches "video": the count of a budget smaller than the filter is the budget itself.
    for (const input of [{ language: 'English' }, { age: '1,2,3' }, { music: 'no', category: 'Shows' }]) {
      const parsed = feedQuerySchema.parse({ ...input, q: 'video' });
      const filter = facetFilterOf(parsed);
      const size = await countUpTo(t.db, publishedFilters(parsed), 1001);
      for (const budget of [1, 3, 5, 7]) {
        const counted = await countMergedWithin(t.db, filter, titleContains('video'), 1001, budget);
        expect(counted.matches, JSON.stringify({ input, budget })).toBe(Math.min(size, budget));
      }
      const capped = await countMergedWithin(t.db, filter, titleContains('video'), 4, 1000);
      expect(capped.matches).toBe(Math.min(4, size));
      if (size >= 4) expect(capped.scanned).toBeGreaterThanOrEqual(4);
      if (size >= 4) expect(capped.scanned).toBeLessThanOrEqual(size);
    }
  });

  it('a merged random draw holds only matches, each once', async () => {
    const parsed = feedQuerySchema.parse({ language: 'Arabic', music: 'no' });
    const draw = await findMergedRandomDraw(t.db, facetFilterOf(parsed), 24, 30);
    expect(draw.length).toBeGreaterThan(0);
    expect(new Set(draw.map((row) => row.id)).size).toBe(draw.length);
    for (const row of draw) {
      expect(row.language).toBe('Arabic');
      expect(row.hasMusic).toBe(false);
    }
  });

  it("a child's policy is counted from the facet counts, ratings included, and follows a rating change", async () => {
    const policy = {
      maxAgeRange: 2 as const,
      ratings: ['G'] as const,
      categories: ['Shows' as const],
      allowMusic: false,
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

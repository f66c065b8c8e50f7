import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import {
  AGE_BAND_VALUES,
  CATEGORIES,
  CONTENT_RATINGS,
  DURATION_BUCKETS,
  LANGUAGES,
  SOURCE_TYPES,
} from '#shared/domain';
import type { FeedPage } from '#shared/feed.schema';
import { type FacetFilter, facetStats, readFacetCounts } from './catalog.repo';
import type { CatalogChanges } from './catalog-changes';
import { facetStatsOf } from './facet-counts-cache';

let t: TestApp;

/** Starts the LISTEN connection if it is not up, and says whether notifications flow. */
function listening(changes: CatalogChanges): boolean {
  changes.ensureListening();
  return changes.listening;
}

const feed = async (query = '') => (await (await t.app.request(`/api/feed${query}`)).json()) as FeedPage;

/** A small generator with a fixed seed, so a failure names a filter that can be tried again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

beforeAll(async () => {
  t = await createTestApp({ FACET_COUNTS_CACHE: 'true' });
  const random = seeded(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  for (let i = 0; i < 60; i += 1) {
    await insertContent(t.db, {
      title: `Counted video ${i}`,
      ageRange: pick(AGE_BAND_VALUES),
      category: pick(CATEGORIES),
      language: pick(LANGUAGES.slice(0, 4)),
      sourceType: pick(SOURCE_TYPES),
      hasMusic: random() < 0.3,
      duration: Math.floor(random() * 40),
      contentRating: pick(CONTENT_RATINGS),
      youtubeVideoId: `counted${String(i).padStart(4, '0')}`,
    });
  }
});

afterAll(async () => {
  await t.close();
});

describe('facet statistics from memory', () => {
  it('are the database’s own figures for every filter tried', async () => {
    const rows = await readFacetCounts(t.db);
    const random = seeded(11);
    const some = <T>(items: readonly T[]) => items.filter(() => random() < 0.4);
    for (let i = 0; i < 200; i += 1) {
      const filter: FacetFilter = {};
      if (random() < 0.5) filter.age = some(AGE_BAND_VALUES);
      if (random() < 0.5) filter.category = some(CATEGORIES);
      // One language or source (the feed's), several, none, or one nothing has.
      if (random() < 0.5)
        filter.language = random() < 0.7 ? [LANGUAGES[i % LANGUAGES.length] as string] : some(LANGUAGES);
      if (random() < 0.4)
        filter.source = random() < 0.7 ? [SOURCE_TYPES[i % SOURCE_TYPES.length] as string] : [];
      if (random() < 0.3) filter.music = random() < 0.5;
      if (random() < 0.3) filter.durationBucket = i % DURATION_BUCKETS.length;
      if (random() < 0.3) filter.rating = some(CONTENT_RATINGS);
      const wanted = [0, 12, 600][i % 3] ?? 0;
      expect(facetStatsOf(rows, filter, wanted), JSON.stringify({ filter, wanted })).toEqual(
        await facetStats(t.db, filter, wanted),
      );
    }
  });

  it('are read from memory while notifications flow, and again after every change to the catalog', async () => {
    await expect.poll(() => listening(t.catalogChanges)).toBe(true);
    const before = (await feed()).total;
    expect(before).toBeGreaterThan(0);
    // A change to the counts that no content change explains (and so no notification): memory still answers.
    await t.db.execute(sql`update content_facet_counts set count = count + 1`);
    try {
      expect((await feed()).total).toBe(before);
    } finally {
      await t.db.execute(sql`update content_facet_counts set count = count - 1`);
    }
    // A published item notifies the change: the next pages count it.
    await insertContent(t.db, { title: 'Counted once more', youtubeVideoId: 'countedmore' });
    await expect.poll(async () => (await feed()).total, { timeout: 3_000 }).toBe(before + 1);
  });

  it('are read from the database while the notifications are lost', async () => {
    const changes = t.catalogChanges;
    await expect.poll(() => listening(changes)).toBe(true);
    const before = (await feed()).total;
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query = 'LISTEN catalog_changed'`,
    );
    await expect.poll(() => changes.listening, { timeout: 3_000 }).toBe(false);
    await t.db.execute(sql`update content_facet_counts set count = count + 1`);
    try {
      expect((await feed()).total).toBeGreaterThan(before);
    } finally {
      await t.db.execute(sql`update content_facet_counts set count = count - 1`);
    }
  });
});

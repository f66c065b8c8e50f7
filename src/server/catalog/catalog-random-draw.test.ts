// "Random" draws a page from every match when the filter holds few (at most DRAW_AMONG_ALL_UP_TO), and walks the
// random key from a random point when it holds more: both give only matches, each once, and a new draw each time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSyntheticCatalog } from '#server/db/seed/synthetic-catalog';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { FeedPage } from '#shared/feed.schema';
import { DRAW_AMONG_ALL_UP_TO } from './catalog.service';

let t: TestApp;
const VIDEOS = DRAW_AMONG_ALL_UP_TO + 1_000;

const feed = async (query: string) => {
  const response = await t.app.request(`/api/feed?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as FeedPage;
};

beforeAll(async () => {
  t = await createTestApp();
  await insertSyntheticCatalog(t.db, { videos: VIDEOS, creators: 5 });
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('a random page', () => {
  // No filter: more matches than the bound, so the draw walks the random key. One language: fewer, drawn from all.
  for (const [label, query] of [
    ['of more matches than the bound (the random-key walk)', ''],
    ['of fewer matches than the bound (drawn from all)', 'language=Arabic&age=2'],
  ] as const) {
    it(`${label}: only matches, each once, a different draw each time`, async () => {
      const newest = await feed(`${query}&page=1`);
      const matching = newest.total;
      if (query === '') expect(matching).toBeGreaterThan(DRAW_AMONG_ALL_UP_TO);
      else expect(matching).toBeLessThanOrEqual(DRAW_AMONG_ALL_UP_TO);
      expect(matching).toBeGreaterThan(100);
      const language = new URLSearchParams(query).get('language');
      const age = new URLSearchParams(query).get('age');
      const draws: string[][] = [];
      for (let i = 0; i < 3; i += 1) {
        const draw = await feed(`${query}&sort=random`);
        const ids = draw.items.map((item) => item.id);
        expect(ids).toHaveLength(12);
        expect(new Set(ids).size).toBe(12);
        for (const item of draw.items) {
          if (language) expect(item.language).toBe(language);
          if (age) expect(item.ageRange).toBe(Number(age));
        }
        draws.push(ids);
      }
      // Three draws of 12 from over a hundred: the same twelve twice would be a fixed page, not a draw.
      expect(new Set(draws.map((ids) => [...ids].sort().join())).size).toBe(3);
    });
  }
});

// The values axes in the database and in the child policy's SQL: trigger content_music_sync keeps has_music and
// music in step whichever a writer sets; values_bits and the policy's one condition agree with allowsValues for
// every item and every filter; content_values_counts stays a true count through every kind of change (parallel
// ones included); the feed's values filters and their totals.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '#server/db/schema/content';
import { insertContent } from '#server/test/factories';
import { fireTogether } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ChildContentPolicy } from '#shared/child-content-policy';
import {
  AXIS_LEVELS,
  allowsValues,
  type ChildValuesFilter,
  type ContentValues,
  itemLevels,
  presetFilter,
} from '#shared/content-values';
import { RATINGS_BY_RESTRICTION } from '#shared/domain';
import { type FeedPage, feedQuerySchema } from '#shared/feed.schema';
import { policyWhere, publishedFilters } from './catalog.repo';
import { childFeedPage } from './child-policy.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function musicOf(id: string) {
  const [row] = await t.db
    .select({ music: content.music, hasMusic: content.hasMusic })
    .from(content)
    .where(eq(content.id, id));
  return row;
}

describe('trigger content_music_sync', () => {
  it('on insert: has_music alone gives none or unknown, music alone sets has_music, both are kept', async () => {
    const silent = await insertContent(t.db, { hasMusic: false });
    expect(await musicOf(silent.id)).toEqual({ music: 'none', hasMusic: false });
    const withMusic = await insertContent(t.db, { hasMusic: true });
    expect(await musicOf(withMusic.id)).toEqual({ music: 'unknown', hasMusic: true });
    const voice = await insertContent(t.db, { music: 'voice' });
    expect(await musicOf(voice.id)).toEqual({ music: 'voice', hasMusic: true });
    const both = await insertContent(t.db, { music: 'percussion', hasMusic: true });
    expect(await musicOf(both.id)).toEqual({ music: 'percussion', hasMusic: true });
  });

  it('on update: has_music alone moves music to none or back to unknown, music alone sets has_music', async () => {
    const row = await insertContent(t.db, { music: 'instruments' });
    await t.db.update(content).set({ hasMusic: false }).where(eq(content.id, row.id));
    expect(await musicOf(row.id)).toEqual({ music: 'none', hasMusic: false });
    await t.db.update(content).set({ hasMusic: true }).where(eq(content.id, row.id));
    expect(await musicOf(row.id)).toEqual({ music: 'unknown', hasMusic: true });
    await t.db.update(content).set({ music: 'voice' }).where(eq(content.id, row.id));
    expect(await musicOf(row.id)).toEqual({ music: 'voice', hasMusic: true });
    // has_music true again while music has a level: the level stays.
    await t.db.update(content).set({ hasMusic: true, title: 'Renamed' }).where(eq(content.id, row.id));
    expect(await musicOf(row.id)).toEqual({ music: 'voice', hasMusic: true });
    await t.db.update(content).set({ music: 'none' }).where(eq(content.id, row.id));
    expect(await musicOf(row.id)).toEqual({ music: 'none', hasMusic: false });
  });

  it('on update of both: music wins, has_music follows it', async () => {
    const row = await insertContent(t.db, { music: 'none' });
    await t.db.update(content).set({ hasMusic: false, music: 'percussion' }).where(eq(content.id, row.id));
    expect(await musicOf(row.id)).toEqual({ music: 'percussion', hasMusic: true });
    await t.db.update(content).set({ hasMusic: true, music: 'none' }).where(eq(content.id, row.id));
    expect(await musicOf(row.id)).toEqual({ music: 'none', hasMusic: false });
  });
});

/** Every item an axis combination can describe, with and without a vocals-only mix. */
function everyItem(): Array<ContentValues & { vocalsMix: boolean }> {
  const all: Array<ContentValues & { vocalsMix: boolean }> = [];
  for (const music of itemLevels('music'))
    for (const faces of itemLevels('faces'))
      for (const magic of itemLevels('magic'))
        for (const imagery of itemLevels('imagery'))
          for (const dancing of itemLevels('dancing'))
            for (const vocalsMix of [false, true])
              all.push({ music, faces, magic, imagery, dancing, vocalsMix });
  return all;
}

/** Every filter a parent can set (a custom level per axis). */
function everyFilter(): ChildValuesFilter[] {
  const all: ChildValuesFilter[] = [];
  for (const music of AXIS_LEVELS.music)
    for (const faces of AXIS_LEVELS.faces)
      for (const magic of AXIS_LEVELS.magic)
        for (const imagery of AXIS_LEVELS.imagery)
          for (const dancing of AXIS_LEVELS.dancing)
            all.push({ preset: 'custom', music, faces, magic, imagery, dancing });
  return all;
}

const policyOf = (values: ChildValuesFilter, allowMusic = true): ChildContentPolicy => ({
  maxAgeRange: 4,
  ratings: RATINGS_BY_RESTRICTION.lenient,
  categories: null,
  allowMusic,
  values,
  lists: null,
});

describe('the values filter in SQL', () => {
  it('allows exactly the items allowsValues allows, for every item and every filter', async () => {
    const category = 'Quizzes & Trivia' as const;
    const made = new Map<string, ContentValues & { vocalsMix: boolean }>();
    const rows = await t.db
      .insert(content)
      .values(
        everyItem().map((item, index) => ({
          title: `Values grid ${index}`,
          description: 'grid',
          status: 'published' as const,
          category,
          ageRange: 1,
          sourceType: 'youtube' as const,
          youtubeUrl: `https://www.youtube.com/watch?v=grid${String(index).padStart(7, '0')}`,
          youtubeVideoId: `grid${String(index).padStart(7, '0')}`,
          hasMusic: item.music !== 'none',
          ...item,
        })),
      )
      .returning({ id: content.id, title: content.title });
    const items = everyItem();
    for (const row of rows)
      made.set(row.id, items[Number(row.title.split(' ')[2])] as (typeof items)[number]);
    let checked = 0;
    for (const filter of everyFilter()) {
      const allowed = await t.db
        .select({ id: content.id })
        .from(content)
        .where(sql`${policyWhere(policyOf(filter))} and ${content.category} = ${category}`);
      const got = new Set(allowed.map((row) => row.id));
      for (const [id, item] of made) {
        expect(got.has(id), `${JSON.stringify(filter)} ${JSON.stringify(item)}`).toBe(
          allowsValues(filter, item),
        );
        checked += 1;
      }
    }
    expect(checked).toBe(everyFilter().length * everyItem().length);
    // An open filter adds no condition at all.
    expect(
      t.db
        .select({ id: content.id })
        .from(content)
        .where(policyWhere(policyOf(presetFilter('open'))))
        .toSQL().sql,
    ).not.toContain('values_bits');
  });

  it('counts a child feed under a values filter exactly from the values counts, before and after changes', async () => {
    const policy = policyOf(presetFilter('strict'));
    const counted = async () => {
      const [row] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(content)
        .where(policyWhere(policy));
      return row?.n ?? -1;
    };
    const before = await childFeedPage(t, policy, feedQuerySchema.parse({}));
    expect(before.total).toBe(await counted());
    expect(before.total).toBeGreaterThan(0);
    const first = before.items[0];
    if (!first) throw new Error('no item');
    await t.db.update(content).set({ faces: 'shown' }).where(eq(content.id, first.id));
    const after = await childFeedPage(t, policy, feedQuerySchema.parse({}));
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((item) => item.id)).not.toContain(first.id);
    // A vocals-only mix makes an instruments item voice only for this child.
    await t.db
      .update(content)
      .set({ faces: 'none', music: 'instruments', vocalsMix: true })
      .where(eq(content.id, first.id));
    expect((await childFeedPage(t, policy, feedQuerySchema.parse({}))).total).toBe(before.total);
    // Another facet (language) is counted row by row, exactly below the cap.
    const english = await childFeedPage(t, policy, feedQuerySchema.parse({ language: 'English' }));
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(content)
      .where(sql`${policyWhere(policy)} and ${content.language} = 'English'`);
    expect(english.total).toBe(row?.n);
    expect(english.totalIsCapped).toBe(false);
  });

  it('keeps content_values_counts a true count through inserts, parallel updates, unpublishing and deletes', async () => {
    const recount = async () => {
      const counts = await t.db.execute<{ key: string; n: string }>(
        sql`select age_range || category || content_rating || values_bits as key, count::text as n
              from content_values_counts where count > 0 order by 1`,
      );
      const real = await t.db.execute<{ key: string; n: string }>(
        sql`select age_range || category || content_rating || values_bits as key, count(*)::text as n
              from content where status = 'published' group by 1 order by 1`,
      );
      expect(counts.rows).toEqual(real.rows);
    };
    const rows = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        insertContent(t.db, { ageRange: 2, music: index % 2 ? 'voice' : 'none' }),
      ),
    );
    await recount();
    // Twelve rows of one counts row changed at once: each change moves one count, none is lost.
    await fireTogether(rows.length, (index) =>
      t.db
        .update(content)
        .set(
          index % 3 === 0 ? { magic: 'shown' } : index % 3 === 1 ? { hasMusic: false } : { dancing: 'none' },
        )
        .where(eq(content.id, rows[index]?.id ?? '')),
    );
    await recount();
    await t.db
      .update(content)
      .set({ status: 'rejected', rejectionReason: 'x' })
      .where(eq(content.id, rows[0]?.id ?? ''));
    await t.db.delete(content).where(eq(content.id, rows[1]?.id ?? ''));
    await recount();
  });
});

describe("the feed's values filters", () => {
  const feed = async (query: string) => {
    const response = await t.app.request(`/api/feed${query}`);
    return {
      status: response.status,
      body: (await response.json()) as FeedPage & { error?: { message: string } },
    };
  };

  it('narrow the public feed, with exact totals matching a real count', async () => {
    for (const query of [
      '?music=voice',
      '?music=percussion&faces=none',
      '?magic=none&age=1',
      '?dancing=none&language=English',
      '?faces=shown',
    ]) {
      const parsed = feedQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const [row] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(content)
        .where(publishedFilters(parsed));
      const { status, body } = await feed(query);
      expect(status, query).toBe(200);
      expect(body.total, query).toBe(row?.n);
      expect(body.totalIsCapped).toBe(false);
    }
    const { body } = await feed('?music=voice&faces=none&magic=none&imagery=none&dancing=none');
    expect(body.items.length).toBeGreaterThan(0);
  });

  it('refuse a level that is not one of the axis’s with the catalog’s message, never a 500', async () => {
    const music = await feed('?music=loud');
    expect(music.status).toBe(400);
    expect(JSON.stringify(music.body)).toContain('Invalid music filter');
    const faces = await feed('?faces=unknown');
    expect(faces.status).toBe(400);
    expect(JSON.stringify(faces.body)).toContain('Invalid values filter');
  });
});

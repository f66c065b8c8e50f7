// The demo catalog, default settings and synthetic benchmark loader against a real database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '#server/test/factories';
import { createTestDatabase, type TestDatabase } from '#server/test/test-app';
import {
  allowsValues,
  type ContentValues,
  itemLevels,
  presetFilter,
  VALUE_AXES,
} from '#shared/content-values';
import { AGE_BAND_VALUES, CATEGORIES, DURATION_BUCKETS, LANGUAGES, SOURCE_TYPES } from '#shared/domain';
import { parseYouTubeVideoId } from '#shared/youtube-url';
import { createDatabase } from '../client';
import { projectRoot } from '../migrate';
import { appMeta } from '../schema/app-meta';
import { content } from '../schema/content';
import { systemSettings } from '../schema/settings';
import { creatorProfiles, users } from '../schema/users';
import { ensureDefaultSettings } from './default-settings';
import { DEMO_TAGS } from './demo-catalog';
import {
  buildDemoCatalog,
  DEMO_SEED_KEY,
  DEMO_VIDEO_URL,
  type DemoSeedSummary,
  seedDemoIfEmpty,
} from './demo-seed';
import { insertSyntheticCatalog, SYNTHETIC_CATALOG_KEY, type SyntheticProgress } from './synthetic-catalog';

type ContentRow = typeof content.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every row must carry exactly the columns its source type needs, in the shapes the players expect. */
function expectValidSource(row: ContentRow, catalog: 'demo' | 'synthetic' = 'demo') {
  // A demo link stands for no real video: an example; a demo upload is a real video, never one. (The benchmarks'
  // synthetic catalog is loaded only on purpose, by `npm run seed`, and plays the one public clip.)
  if (catalog === 'demo') expect(row.example, row.title).toBe(row.sourceType !== 'upload');
  if (row.sourceType === 'upload' && row.status === 'draft') {
    // Waiting for its file: no media yet, and in no feed.
    expect(row.videoUrl).toBeNull();
    expect(row.thumbnailUrl).toBeNull();
    return;
  }
  const present = {
    youtube: row.youtubeUrl !== null || row.youtubeVideoId !== null,
    upload: row.videoUrl !== null,
    instagram: row.instagramStoryId !== null || row.instagramUsername !== null,
    instagram_reel: row.instagramReelId !== null || row.instagramReelUsername !== null,
    tiktok: row.tiktokVideoId !== null || row.tiktokUsername !== null,
  };
  for (const source of SOURCE_TYPES)
    expect(present[source], `${row.title}: ${source} fields`).toBe(source === row.sourceType);
  switch (row.sourceType) {
    case 'youtube':
      expect(row.youtubeVideoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(row.youtubeUrl).toBe(`https://www.youtube.com/watch?v=${row.youtubeVideoId}`);
      expect(parseYouTubeVideoId(row.youtubeUrl ?? '')).toBe(row.youtubeVideoId);
      break;
    case 'upload':
      // The demo library's own video: made by the demo-videos job (demo-videos.test.ts).
      expect(row.videoUrl).toBe(
        catalog === 'demo' ? `/api/uploads/media/${row.id}/master.m3u8` : DEMO_VIDEO_URL,
      );
      break;
    case 'instagram':
      expect(row.instagramStoryId).toMatch(/^\d{19}$/);
      expect(row.instagramUsername).toMatch(/^[a-z0-9._]+$/);
      break;
    case 'instagram_reel':
      expect(row.instagramReelId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(row.instagramReelUsername).toMatch(/^[a-z0-9._]+$/);
      break;
    case 'tiktok':
      expect(row.tiktokVideoId).toMatch(/^\d{19}$/);
      expect(row.tiktokUsername).toMatch(/^[a-z0-9._]+$/);
      break;
  }
}

function bucketOf(minutes: number): string | undefined {
  return DURATION_BUCKETS.find(
    (bucket) => minutes >= bucket.min && (bucket.max === null || minutes < bucket.max),
  )?.value;
}

const tally = <T>(values: T[]) => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

describe('seedDemoIfEmpty', () => {
  let t: TestDatabase;
  let summary: DemoSeedSummary | null;
  let rows: ContentRow[];
  let published: ContentRow[];
  const startedAt = Date.now();

  beforeAll(async () => {
    t = await createTestDatabase();
    summary = await seedDemoIfEmpty(t.db);
    rows = await t.db.select().from(content);
    published = rows.filter((row) => row.status === 'published');
  });

  afterAll(async () => {
    await t.drop();
  });

  it('reports what it inserted', () => {
    expect(summary).toEqual({
      creators: 8,
      published: published.length,
      pending: rows.filter((row) => row.status === 'pending').length,
      rejected: rows.filter((row) => row.status === 'rejected').length,
      total: rows.length,
    });
    expect(published.length).toBeGreaterThanOrEqual(90);
  });

  it('covers every category, source type, language, age band and duration bucket', () => {
    const has = <T>(pick: (row: ContentRow) => T) => new Set(published.map(pick));
    expect([...has((row) => row.category)].sort()).toEqual([...CATEGORIES].sort());
    expect([...has((row) => row.language)].sort()).toEqual([...LANGUAGES].sort());
    expect([...has((row) => row.ageRange)].sort()).toEqual([...AGE_BAND_VALUES]);
    expect([...has((row) => bucketOf(row.duration))].sort()).toEqual(
      DURATION_BUCKETS.map((bucket) => bucket.value).sort(),
    );
    const sources = tally(published.map((row) => row.sourceType));
    // Uploads are published as the demo-videos job makes them; the seed leaves them as drafts (below).
    expect(sources.get('upload')).toBeUndefined();
    const waiting = rows.filter((row) => row.sourceType === 'upload' && row.status === 'draft');
    expect(waiting.length).toBeGreaterThanOrEqual(20);
    for (const source of SOURCE_TYPES.filter((s) => s !== 'upload'))
      expect(sources.get(source) ?? 0, source).toBeGreaterThanOrEqual(4);
    const youtube = sources.get('youtube') ?? 0;
    for (const source of SOURCE_TYPES.filter((s) => s !== 'youtube')) {
      expect(youtube).toBeGreaterThan(sources.get(source) ?? 0);
    }
  });

  it('is mostly English, Arabic and Urdu, mostly for ages 3-12, mostly rated G', () => {
    const languages = tally(published.map((row) => row.language));
    const main =
      (languages.get('English') ?? 0) + (languages.get('Arabic') ?? 0) + (languages.get('Urdu') ?? 0);
    expect(main / published.length).toBeGreaterThan(0.75);
    expect(
      published.filter((row) => row.ageRange !== null && row.ageRange <= 3).length / published.length,
    ).toBeGreaterThan(0.9);
    const ratings = tally(published.map((row) => row.contentRating));
    expect([...ratings.keys()].sort()).toEqual(['G', 'PG']);
    expect(ratings.get('G') ?? 0).toBeGreaterThan((ratings.get('PG') ?? 0) * 3);
  });

  it('keeps music to a few nasheeds, with a daf or vocals only, and has_music in step', () => {
    const withMusic = published.filter((row) => row.hasMusic);
    expect(withMusic.length).toBeGreaterThan(0);
    expect(withMusic.length / published.length).toBeLessThan(0.1);
    for (const row of withMusic) expect(row.category).toBe('Nasheeds & Songs');
    for (const row of published) expect(row.hasMusic).toBe(row.music !== 'none');
    const nasheeds = published.filter((row) => row.category === 'Nasheeds & Songs');
    expect(nasheeds.some((row) => row.music === 'voice')).toBe(true);
    expect(nasheeds.some((row) => row.music === 'percussion')).toBe(true);
    expect(published.some((row) => row.music === 'instruments' || row.music === 'unknown')).toBe(false);
  });

  it('describes every item on every values axis, so a strict child still has a full library', () => {
    for (const row of published) {
      for (const axis of VALUE_AXES) expect(row[axis]).not.toBe('unknown');
    }
    const strict = presetFilter('strict');
    const forStrict = published.filter((row) =>
      allowsValues(strict, {
        music: row.music,
        faces: row.faces,
        magic: row.magic,
        imagery: row.imagery,
        dancing: row.dancing,
        vocalsMix: row.vocalsMix,
      } as ContentValues & { vocalsMix: boolean }),
    );
    expect(forStrict.length / published.length).toBeGreaterThan(0.5);
    expect(new Set(forStrict.map((row) => row.category)).size).toBeGreaterThanOrEqual(8);
  });

  it('fills every published field with realistic, valid values', () => {
    const now = Date.now();
    for (const row of published) {
      expect(row.title.length, row.title).toBeGreaterThan(8);
      expect(row.title).not.toMatch(/prophet/i);
      expect(row.description.length, row.title).toBeGreaterThan(30);
      expect(row.description.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBeLessThanOrEqual(3);
      expect(row.shariahAnalysis).toBeGreaterThanOrEqual(85);
      expect(row.shariahAnalysis).toBeLessThanOrEqual(100);
      expect([1, 2, 3]).toContain(row.contentType);
      expect(row.tags.length).toBeGreaterThanOrEqual(1);
      for (const tag of row.tags) expect(DEMO_TAGS).toContain(tag);
      expect(row.viewCount).toBeGreaterThanOrEqual(10);
      expect(row.viewCount).toBeLessThan(100_000);
      expect(row.thumbnailUrl).toBeNull();
      expect(row.creatorProfileId).not.toBeNull();
      expect(row.createdAt.getTime()).toBeLessThan(now);
      expect(row.createdAt.getTime()).toBeGreaterThan(startedAt - 19 * 30 * DAY_MS);
      expect(row.publishedAt?.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
      expect(row.publishedAt?.getTime()).toBeLessThan(now);
      expectValidSource(row);
    }
    expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
    const views = published.map((row) => row.viewCount);
    expect(Math.min(...views)).toBeLessThan(100);
    // Thousands at most: every view is a row (demo-views.ts), so the creators' analytics add up to the counts.
    expect(Math.max(...views)).toBeGreaterThan(1_000);
    expect(Math.max(...views)).toBeLessThan(5_000);
    const ages = published.map((row) => (startedAt - row.createdAt.getTime()) / DAY_MS);
    expect(Math.min(...ages)).toBeLessThan(30);
    expect(Math.max(...ages)).toBeGreaterThan(365);
  });

  it('creates the demo creators with complete profiles', async () => {
    const creators = await t.db
      .select({ user: users, profile: creatorProfiles })
      .from(users)
      .innerJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
      .where(like(users.id, 'demo-creator-%'));
    expect(creators.length).toBeGreaterThanOrEqual(5);
    for (const { user, profile } of creators) {
      expect(user.role).toBe('creator');
      expect(user.email).toMatch(/^[a-z]+\.creator@demo\.qamarkids\.local$/);
      expect(profile.fullName).toBe(user.name);
      expect(profile.bio?.length).toBeGreaterThan(20);
      expect(profile.city).toMatch(/^\p{L}[\p{L} .'-]+$/u);
      expect(profile.country).toMatch(/^\p{L}[\p{L} .'-]+$/u);
      expect(profile.expertise.length).toBeGreaterThan(0);
      expect(profile.socialLinks.website).toMatch(/^https:\/\//);
      expect(profile.subscriptionTier).toBe('Basic');
      expect(rows.some((row) => row.creatorProfileId === profile.id)).toBe(true);
    }
  });

  it('leaves a moderation queue: pending, parent-approved, rejected with reasons, and a draft', () => {
    const byStatus = tally(rows.map((row) => row.status));
    expect(byStatus.get('pending') ?? 0).toBeGreaterThanOrEqual(4);
    expect(byStatus.get('approved') ?? 0).toBeGreaterThanOrEqual(1);
    expect(byStatus.get('rejected') ?? 0).toBeGreaterThanOrEqual(2);
    // One creator's draft, besides the demo videos waiting to be made.
    expect(rows.filter((row) => row.status === 'draft' && row.sourceType !== 'upload')).toHaveLength(1);
    for (const row of rows) {
      if (row.status === 'rejected') expect(row.rejectionReason?.length).toBeGreaterThan(20);
      else expect(row.rejectionReason).toBeNull();
      if (row.status !== 'published') expect(row.publishedAt).toBeNull();
      expectValidSource(row);
    }
    expect(rows.map((row) => row.rejectionReason)).toContain(
      'Background music with instruments does not meet our content policy.',
    );
  });

  it('gives parent-approved items their votes, counted by the approval rule', async () => {
    // The voting service's rule: yes votes from verified parents with at least one child profile.
    const tallies = await t.db.execute<{ status: string; yes: number; no: number }>(sql`
      select c.status,
        (select count(*)::int from content_votes v
          where v.content_id = c.id and v.vote
            and exists (select 1 from users u where u.id = v.parent_id and u.email_verified)
            and exists (select 1 from children ch where ch.parent_id = v.parent_id)) as yes,
        (select count(*)::int from content_votes v where v.content_id = c.id and not v.vote) as no
      from content c where c.status in ('approved', 'pending')`);
    const approved = tallies.rows.filter((row) => row.status === 'approved');
    expect(approved.length).toBeGreaterThan(0);
    for (const row of approved) expect(row.yes).toBe(10);
    for (const row of tallies.rows.filter((r) => r.status === 'pending')) expect(row.yes).toBeLessThan(10);
  });

  it('records a marker and builds the same catalog every time', async () => {
    const [marker] = await t.db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEED_KEY));
    expect(marker?.value).toMatchObject({ ...summary });
    const now = new Date('2026-06-01T12:00:00Z');
    expect(buildDemoCatalog(now)).toEqual(buildDemoCatalog(now));
    expect(
      buildDemoCatalog(now)
        .items.map((item) => item.title)
        .sort(),
    ).toEqual(rows.map((row) => row.title).sort());
  });

  it('does nothing on a second call', async () => {
    expect(await seedDemoIfEmpty(t.db)).toBeNull();
    const [after] = await t.db.select({ n: count() }).from(content);
    expect(after?.n).toBe(rows.length);
  });

  it('does not come back after an admin deletes all content', async () => {
    await t.db.delete(content);
    expect(await seedDemoIfEmpty(t.db)).toBeNull();
    const [after] = await t.db.select({ n: count() }).from(content);
    expect(after?.n).toBe(0);
  });
});

describe('seedDemoIfEmpty on other databases', () => {
  it('seeds exactly once when two processes start at the same time', async () => {
    const t = await createTestDatabase();
    const other = createDatabase(t.url, { max: 2 });
    try {
      const results = await Promise.all([seedDemoIfEmpty(t.db), seedDemoIfEmpty(other)]);
      const seeded = results.filter((result) => result !== null);
      expect(seeded).toHaveLength(1);
      const [rowCount] = await t.db.select({ n: count() }).from(content);
      expect(rowCount?.n).toBe(seeded[0]?.total);
    } finally {
      await other.$client.end();
      await t.drop();
    }
  });

  it('never seeds into a database that already has content', async () => {
    const t = await createTestDatabase();
    try {
      await insertContent(t.db, { title: 'Our own first video' });
      expect(await seedDemoIfEmpty(t.db)).toBeNull();
      const titles = await t.db.select({ title: content.title }).from(content);
      expect(titles).toEqual([{ title: 'Our own first video' }]);
      expect(await t.db.select().from(appMeta)).toEqual([]);
    } finally {
      await t.drop();
    }
  });
});

describe('ensureDefaultSettings', () => {
  it('adds the three default settings once and never overwrites an admin change', async () => {
    const t = await createTestDatabase();
    try {
      expect((await ensureDefaultSettings(t.db)).sort()).toEqual([
        'feed_visibility',
        'registration',
        'tv_mode',
      ]);
      const settings = async () =>
        Object.fromEntries(
          (await t.db.select().from(systemSettings)).map((row) => [row.key, row.value] as const),
        );
      expect(await settings()).toEqual({
        feed_visibility: { public: true },
        tv_mode: { enabled: false },
        registration: { mode: 'open' },
      });
      await t.db
        .update(systemSettings)
        .set({ value: { public: false } })
        .where(eq(systemSettings.key, 'feed_visibility'));
      expect(await ensureDefaultSettings(t.db)).toEqual([]);
      expect(await settings()).toEqual({
        feed_visibility: { public: false },
        tv_mode: { enabled: false },
        registration: { mode: 'open' },
      });
    } finally {
      await t.drop();
    }
  });
});

describe('insertSyntheticCatalog', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('inserts exactly N valid published rows in batches, with progress', async () => {
    const progress: SyntheticProgress[] = [];
    const result = await insertSyntheticCatalog(t.db, {
      videos: 500,
      creators: 5,
      batchSize: 200,
      onProgress: (step) => progress.push(step),
    });
    expect(result).toMatchObject({ inserted: 500, creators: 5, firstNumber: 1, lastNumber: 500 });
    expect(progress.map((step) => [step.inserted, step.total])).toEqual([
      [200, 500],
      [400, 500],
      [500, 500],
    ]);

    const rows = await t.db.select().from(content);
    expect(rows).toHaveLength(500);
    const now = Date.now();
    for (const row of rows) {
      expect(row.status).toBe('published');
      expect(row.title).toMatch(/^Synthetic video \d+ about \p{L}+$/u);
      expect(row.publishedAt).toEqual(row.createdAt);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now);
      expect(row.createdAt.getTime()).toBeGreaterThan(now - 541 * DAY_MS);
      expect(row.shariahAnalysis).toBeGreaterThanOrEqual(85);
      expect(row.duration).toBeGreaterThan(0);
      expect(row.viewCount).toBeGreaterThanOrEqual(10);
      expect(row.tags).toHaveLength(1);
      expect(row.hasMusic).toBe(row.music !== 'none');
      if (!['none', 'unknown'].includes(row.music)) expect(row.category).toBe('Nasheeds & Songs');
      if (row.vocalsMix) expect(['percussion', 'instruments']).toContain(row.music);
      expectValidSource(row, 'synthetic');
    }
    const distinct = <T>(pick: (row: ContentRow) => T) => new Set(rows.map(pick)).size;
    expect(distinct((row) => row.category)).toBe(CATEGORIES.length);
    expect(distinct((row) => row.language)).toBe(LANGUAGES.length);
    expect(distinct((row) => row.sourceType)).toBe(SOURCE_TYPES.length);
    expect(distinct((row) => row.ageRange)).toBe(AGE_BAND_VALUES.length);
    expect(distinct((row) => bucketOf(row.duration))).toBe(DURATION_BUCKETS.length);
    expect(distinct((row) => row.creatorProfileId)).toBe(5);
    // Every level of every values axis occurs, unknown included (the bench's children filter on them).
    for (const axis of VALUE_AXES) expect(distinct((row) => row[axis])).toBe(itemLevels(axis).length);
    expect(rows.some((row) => row.vocalsMix)).toBe(true);
    expect(rows.filter((row) => row.sourceType === 'youtube').length).toBeGreaterThan(200);
    expect(rows.filter((row) => /ramadan/i.test(row.title)).length).toBeGreaterThan(10);

    const [creators] = await t.db
      .select({ n: count() })
      .from(users)
      .where(like(users.id, 'synthetic-creator-%'));
    expect(creators?.n).toBe(5);
    const [stats] = await t.db
      .execute<{ analysed: boolean }>(
        sql`select last_analyze is not null as analysed from pg_stat_user_tables where relname = 'content'`,
      )
      .then((result) => result.rows);
    expect(stats?.analysed).toBe(true);
  });

  it('numbers a second load after the first and reuses the creators', async () => {
    const result = await insertSyntheticCatalog(t.db, { videos: 20, creators: 5 });
    expect(result).toMatchObject({ inserted: 20, firstNumber: 501, lastNumber: 520 });
    const [total] = await t.db.select({ n: count() }).from(content);
    expect(total?.n).toBe(520);
    const [marker] = await t.db.select().from(appMeta).where(eq(appMeta.key, SYNTHETIC_CATALOG_KEY));
    expect(marker?.value).toEqual({ videos: 520 });
    const [creators] = await t.db.select({ n: count() }).from(creatorProfiles);
    expect(creators?.n).toBe(5);
  });
});

describe('npm run seed', () => {
  const root = projectRoot();
  const run = (args: string[]) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/seed/seed-cli.ts', ...args], {
        cwd: root,
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
      });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      child.on('exit', (code) => resolve({ code, output }));
    });

  it('loads N videos into the database given by --database-url', async () => {
    const t = await createTestDatabase();
    try {
      const { code, output } = await run(['--videos', '30', '--creators', '3', '--database-url', t.url]);
      expect(output).toMatch(/Done: 30 videos .* inserted and content analysed in \d+\.\d s\./);
      expect(code).toBe(0);
      const [total] = await t.db.select({ n: count() }).from(content).where(eq(content.status, 'published'));
      expect(total?.n).toBe(30);
    } finally {
      await t.drop();
    }
  });

  it.each([
    [['--videos', 'lots']],
    [[]],
    [['--videos', '10', '--colour', 'blue']],
    [['--videos', '10', '--database-url', 'mysql://localhost/db']],
  ])('rejects %j with the usage line and exit code 2', async (args) => {
    const { code, output } = await run(args);
    expect(code).toBe(2);
    expect(output).toContain('Usage: npm run seed -- --videos N');
  });
});

describe('the demo clip for uploads', () => {
  it('is a small MP4 in the web public folder', () => {
    const file = path.join(projectRoot(), 'src/web/public', DEMO_VIDEO_URL);
    const bytes = fs.readFileSync(file);
    expect(bytes.length).toBeLessThan(300 * 1024);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // faststart: the index (moov) comes before the media data so playback starts at once
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    expect(bytes.indexOf('soun')).toBe(-1);
  });
});

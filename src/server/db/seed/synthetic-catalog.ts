// Bulk-loads synthetic published videos for benchmarks with set-based SQL: a million rows in well under a minute.
import { CATEGORIES, type Category, type Language, type SourceType } from '#shared/domain';
import type { Database } from '../client';
import { compactFacetCounts } from '../facet-counts';
import { DEMO_TAGS } from './demo-catalog';
import { DEMO_VIDEO_URL } from './demo-seed';

export const SYNTHETIC_CATALOG_KEY = 'synthetic_catalog';
export const SYNTHETIC_TITLE_PREFIX = 'Synthetic video ';
/** Session-level advisory lock: two loads at once would number their rows the same. */
const SYNTHETIC_LOCK = 727_100_002;

/**
 * Words mixed into titles so trigram search has something to find at every scale; the last four are Arabic and
 * Urdu (with a madda and Urdu letter forms) so searches in those scripts are measured too.
 */
export const SYNTHETIC_WORDS = [
  'wudu',
  'salah',
  'ramadan',
  'eid',
  'quran',
  'arabic',
  'kindness',
  'planets',
  'animals',
  'football',
  'dates',
  'lantern',
  'honesty',
  'alphabet',
  'counting',
  'patience',
  'القرآن',
  'رمضان',
  'نماز',
  'کہانی',
] as const;

/** Weighted lists: a value repeated k times is drawn k times as often. */
const LANGUAGE_WHEEL: Language[] = [
  ...Array<Language>(8).fill('English'),
  ...Array<Language>(4).fill('Arabic'),
  ...Array<Language>(3).fill('Urdu'),
  'Turkish',
  'Malay',
  'French',
  'Spanish',
  'Other',
];
const SOURCE_WHEEL: SourceType[] = [
  ...Array<SourceType>(12).fill('youtube'),
  ...Array<SourceType>(2).fill('upload'),
  ...Array<SourceType>(2).fill('instagram'),
  ...Array<SourceType>(2).fill('instagram_reel'),
  ...Array<SourceType>(2).fill('tiktok'),
];
const AGE_WHEEL: number[] = [1, 1, 1, 2, 2, 2, 3, 3, 3, 4];
const MUSIC_CATEGORY: Category = 'Nasheeds & Songs';
/** Categories of drawn characters, where animated faces are the rule. */
const FACES_CATEGORIES: Category[] = ['Halal Cartoons & Fun Skits', 'Islamic Stories & Manners', 'Shows'];
const sqlList = (list: readonly string[]) => list.map((entry) => `'${entry}'`).join(', ');
const SPREAD_SECONDS = 540 * 24 * 60 * 60;

export type SyntheticProgress = { inserted: number; total: number; elapsedMs: number };
export type SyntheticResult = {
  inserted: number;
  creators: number;
  firstNumber: number;
  lastNumber: number;
  elapsedMs: number;
};

const len = (list: readonly unknown[]) => String(list.length);

/**
 * One batch: rows numbered $1..$2. Every value derives from the row number through Postgres' 64-bit hash,
 * so the catalog is deterministic, well mixed across columns, and needs no round trips per row.
 * Rows go in sorted by creation time: most indexes lead with (or end in) created_at, so each batch sweeps
 * their pages in order instead of hopping at random; this halves the time of a million-row load.
 */
const INSERT_BATCH_SQL = `
WITH s AS (
  SELECT n,
    hashint8extended(n, 101) & 9223372036854775807 AS a,
    hashint8extended(n, 202) & 9223372036854775807 AS b,
    hashint8extended(n, 303) & 9223372036854775807 AS c,
    hashint8extended(n, 404) & 9223372036854775807 AS d
  FROM generate_series($1::bigint, $2::bigint) AS n
), v AS (
  SELECT n, a, b, c, d,
    ($3::text[])[1 + a % ${len(CATEGORIES)}] AS category,
    ($4::text[])[1 + (a / 64) % ${len(SOURCE_WHEEL)}] AS source,
    ($5::text[])[1 + (a / 4096) % ${len(LANGUAGE_WHEEL)}] AS language,
    ($6::int[])[1 + (a / 262144) % ${len(AGE_WHEEL)}] AS age,
    ($7::text[])[1 + b % ${len(SYNTHETIC_WORDS)}] AS word,
    ($8::text[])[1 + (b / 64) % ${len(DEMO_TAGS)}] AS tag,
    (b / 4096) % 100 AS bucket,
    ((b / 409600) % 1000) / 1000.0 AS fraction,
    $9::timestamptz - (c % ${SPREAD_SECONDS}) * interval '1 second' AS created,
    1 + n % $11 AS creator_no
  FROM s
), w AS (
  -- The values axes as a catalog has them: songs voice only, with a daf, with instruments or not yet described;
  -- a little unknown music elsewhere; animated faces in the drawn categories; magic, avoided imagery and mixed
  -- dancing rare; about one item in ten not yet described on each axis (unknown, the strongest for a filtering child).
  SELECT v.*,
    CASE WHEN category = '${MUSIC_CATEGORY}' THEN
           CASE WHEN d % 100 < 40 THEN 'voice' WHEN d % 100 < 60 THEN 'percussion'
                WHEN d % 100 < 85 THEN 'instruments' ELSE 'unknown' END
         ELSE CASE WHEN d % 100 < 92 THEN 'none' ELSE 'unknown' END END AS music,
    CASE WHEN (d / 100) % 100 < 10 THEN 'unknown'
         WHEN category IN (${sqlList(FACES_CATEGORIES)}) THEN CASE WHEN (d / 100) % 100 < 90 THEN 'shown' ELSE 'none' END
         ELSE CASE WHEN (d / 100) % 100 < 30 THEN 'shown' ELSE 'none' END END AS faces,
    CASE WHEN (d / 10000) % 100 < 10 THEN 'unknown' WHEN (d / 10000) % 100 < 15 THEN 'shown' ELSE 'none' END AS magic,
    CASE WHEN (d / 1000000) % 100 < 10 THEN 'unknown' WHEN (d / 1000000) % 100 < 13 THEN 'shown' ELSE 'none' END
      AS imagery,
    CASE WHEN (d / 100000000) % 100 < 10 THEN 'unknown' WHEN (d / 100000000) % 100 < 12 THEN 'shown' ELSE 'none' END
      AS dancing,
    -- A fifth of the songs with a daf or instruments also have a vocals-only mix.
    category = '${MUSIC_CATEGORY}' AND d % 100 >= 40 AND d % 100 < 85 AND (d / 10000000000) % 5 = 0 AS vocals_mix
  FROM v
)
INSERT INTO content (
  title, description, status, category, tags, language, age_range, content_type, duration, has_music,
  content_rating, shariah_analysis, source_type, youtube_url, youtube_video_id, video_url,
  instagram_story_id, instagram_username, instagram_reel_id, instagram_reel_username,
  tiktok_video_id, tiktok_username, creator_profile_id, view_count, published_at, created_at, updated_at,
  music, faces, magic, imagery, dancing, vocals_mix
)
SELECT
  '${SYNTHETIC_TITLE_PREFIX}' || n || ' about ' || word,
  'A synthetic benchmark video about ' || word || ' for young learners.',
  'published',
  category,
  ARRAY[tag],
  language,
  age,
  1 + (b / 409600000) % 3,
  CASE
    WHEN source IN ('instagram', 'instagram_reel', 'tiktok') THEN round(0.2 + fraction * 2.8, 1)
    WHEN bucket < 35 THEN round(1 + fraction * 3.9, 1)
    WHEN bucket < 65 THEN round(5 + fraction * 4.9, 1)
    WHEN bucket < 85 THEN round(10 + fraction * 9.9, 1)
    ELSE round(20 + fraction * 40, 1)
  END,
  music <> 'none',
  CASE WHEN age >= 3 AND (b / 1228800000) % 4 = 0 THEN 'PG' ELSE 'G' END,
  85 + (c / ${SPREAD_SECONDS * 3}) % 16,
  source,
  CASE WHEN source = 'youtube' THEN 'https://www.youtube.com/watch?v=s' || lpad(to_hex(n), 10, '0') END,
  CASE WHEN source = 'youtube' THEN 's' || lpad(to_hex(n), 10, '0') END,
  CASE WHEN source = 'upload' THEN $10 END,
  CASE WHEN source = 'instagram' THEN '4' || lpad(n::text, 18, '0') END,
  CASE WHEN source = 'instagram' THEN 'synthetic_creator_' || creator_no END,
  CASE WHEN source = 'instagram_reel' THEN 'S' || lpad(to_hex(n), 10, '0') END,
  CASE WHEN source = 'instagram_reel' THEN 'synthetic_creator_' || creator_no END,
  CASE WHEN source = 'tiktok' THEN '6' || lpad(n::text, 18, '0') END,
  CASE WHEN source = 'tiktok' THEN 'synthetic_creator_' || creator_no END,
  ($12::uuid[])[creator_no],
  10 + floor(power(((c / ${SPREAD_SECONDS * 48}) % 1000) / 1000.0, 3) * 50000)::int,
  created,
  created,
  created,
  music, faces, magic, imagery, dancing, vocals_mix
FROM w
ORDER BY created DESC`;

const UPSERT_MARKER_SQL = `
INSERT INTO app_meta (key, value) VALUES ($1, $2::jsonb)
ON CONFLICT (key) DO UPDATE SET value = excluded.value`;

/** K creators `synthetic-creator-1..K`; existing ones are reused, so repeated loads share them. */
async function ensureSyntheticCreators(client: import('pg').PoolClient, count: number): Promise<string[]> {
  await client.query(
    `INSERT INTO users (id, name, email, email_verified, role, created_at, updated_at)
     SELECT 'synthetic-creator-' || i, 'Synthetic Creator ' || i, 'creator-' || i || '@synthetic.qamarkids.local',
            true, 'creator', now() - interval '600 days', now() - interval '600 days'
     FROM generate_series(1, $1::int) AS i
     ON CONFLICT DO NOTHING`,
    [count],
  );
  await client.query(
    `INSERT INTO creator_profiles (user_id, full_name, email, bio, country, expertise, social_links,
                                   subscription_tier, created_at, updated_at)
     SELECT 'synthetic-creator-' || i, 'Synthetic Creator ' || i, 'creator-' || i || '@synthetic.qamarkids.local',
            'A synthetic creator for benchmarks.', 'United Kingdom', ARRAY['Benchmarks'],
            jsonb_build_object('website', 'https://synthetic-creator-' || i || '.example'),
            'Basic', now() - interval '600 days', now() - interval '600 days'
     FROM generate_series(1, $1::int) AS i
     ON CONFLICT (user_id) DO NOTHING`,
    [count],
  );
  const { rows } = await client.query<{ id: string }>(
    `SELECT p.id FROM generate_series(1, $1::int) AS i
     JOIN creator_profiles p ON p.user_id = 'synthetic-creator-' || i
     ORDER BY i`,
    [count],
  );
  if (rows.length !== count) throw new Error(`expected ${count} synthetic creators, found ${rows.length}`);
  return rows.map((row) => row.id);
}

/**
 * Inserts `videos` published rows in batches (each its own transaction, so progress survives an interruption)
 * and numbers them after any earlier synthetic load, then refreshes planner statistics.
 */
export async function insertSyntheticCatalog(
  db: Database,
  options: {
    videos: number;
    creators?: number;
    batchSize?: number;
    now?: Date;
    onProgress?: (progress: SyntheticProgress) => void;
  },
): Promise<SyntheticResult> {
  const { videos, creators = 20, batchSize = 100_000, now = new Date() } = options;
  if (!Number.isInteger(videos) || videos < 0) throw new Error('videos must be a whole number ≥ 0');
  if (!Number.isInteger(creators) || creators < 1) throw new Error('creators must be a whole number ≥ 1');
  const started = performance.now();
  const client = await db.$client.connect();
  try {
    const { rows: locked } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
      SYNTHETIC_LOCK,
    ]);
    if (!locked[0]?.ok) throw new Error('Another synthetic catalog load is running on this database.');
    try {
      // A benchmark loader can lose the last batch in a crash; it cannot corrupt anything.
      await client.query('SET synchronous_commit = off');
      const creatorIds = await ensureSyntheticCreators(client, creators);
      const { rows: marker } = await client.query<{ videos: string | null }>(
        "SELECT value->>'videos' AS videos FROM app_meta WHERE key = $1",
        [SYNTHETIC_CATALOG_KEY],
      );
      const previous = Number(marker[0]?.videos ?? 0);
      const firstNumber = previous + 1;
      const lastNumber = previous + videos;
      for (let from = firstNumber; from <= lastNumber; from += batchSize) {
        const to = Math.min(from + batchSize - 1, lastNumber);
        await client.query('BEGIN');
        try {
          await client.query(INSERT_BATCH_SQL, [
            from,
            to,
            CATEGORIES,
            SOURCE_WHEEL,
            LANGUAGE_WHEEL,
            AGE_WHEEL,
            SYNTHETIC_WORDS,
            DEMO_TAGS,
            now.toISOString(),
            DEMO_VIDEO_URL,
            creators,
            creatorIds,
          ]);
          await client.query(UPSERT_MARKER_SQL, [SYNTHETIC_CATALOG_KEY, JSON.stringify({ videos: to })]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
        options.onProgress?.({
          inserted: to - previous,
          total: videos,
          elapsedMs: performance.now() - started,
        });
      }
      await client.query('ANALYZE content');
      // Each batch updated the facet counts tens of thousands of times in one transaction: rewrite them compact.
      await compactFacetCounts(db.$client);
      return {
        inserted: videos,
        creators,
        firstNumber,
        lastNumber,
        elapsedMs: performance.now() - started,
      };
    } finally {
      await client.query('RESET synchronous_commit');
      await client.query('SELECT pg_advisory_unlock($1)', [SYNTHETIC_LOCK]);
    }
  } finally {
    client.release();
  }
}

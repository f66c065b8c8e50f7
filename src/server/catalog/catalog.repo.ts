// Drizzle queries for the published catalog: filters and the child policy as SQL, filtered pages, capped counts,
// random draws, single items, and the feed visibility setting.
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { content } from '#server/db/schema/content';
import { systemSettings } from '#server/db/schema/settings';
import { creatorProfiles } from '#server/db/schema/users';
import type { ChildContentPolicy } from '#shared/child-content-policy';
import { type Category, DURATION_BUCKETS, type Language, type SourceType } from '#shared/domain';
import type { FeedQuery } from '#shared/feed.schema';

/**
 * Every reader of these columns selects published (or, for the parents' vote, pending) rows, which always have an
 * age band: only a draft may lack one (content_age_range_chosen_check), and drafts are never listed.
 */
const chosenAgeRange = sql<number>`${content.ageRange}`;

export const feedColumns = {
  id: content.id,
  title: content.title,
  thumbnailUrl: content.thumbnailUrl,
  sourceType: content.sourceType,
  category: content.category,
  language: content.language,
  ageRange: chosenAgeRange,
  duration: content.duration,
  hasMusic: content.hasMusic,
  viewCount: content.viewCount,
  createdAt: content.createdAt,
  creatorId: creatorProfiles.id,
  creatorUserId: creatorProfiles.userId,
  creatorName: creatorProfiles.fullName,
  creatorAvatarUrl: creatorProfiles.avatarUrl,
};

export type FeedRow = {
  id: string;
  title: string;
  thumbnailUrl: string | null;
  sourceType: SourceType;
  category: Category;
  language: Language;
  ageRange: number;
  duration: number;
  hasMusic: boolean;
  viewCount: number;
  createdAt: Date;
  creatorId: string | null;
  creatorUserId: string | null;
  creatorName: string | null;
  creatorAvatarUrl: string | null;
};

/** Escapes LIKE wildcards so a search for "100%" means the characters, not a pattern. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * A title search is written for the index that reads it: on `title` (ILIKE) for the trigram index, or on the
 * lowered copy (`title_lower`, what ILIKE computes) for a walk, which the recent indexes answer alone (migration
 * 0025) and the trigram index cannot take over.
 */
export type TitleColumn = 'title' | 'title_lower';

export function publishedFilters(
  query: Omit<FeedQuery, 'sort' | 'page'>,
  titleOn: TitleColumn = 'title',
): SQL {
  const conditions: SQL[] = [eq(content.status, 'published')];
  if (query.age?.length) conditions.push(inArray(content.ageRange, query.age));
  if (query.category?.length) conditions.push(inArray(content.category, query.category));
  if (query.language) conditions.push(eq(content.language, query.language));
  if (query.source) conditions.push(eq(content.sourceType, query.source));
  if (query.music) conditions.push(eq(content.hasMusic, query.music === 'yes'));
  if (query.duration) {
    // The bucket column (migration 0015), as the facet index holds it: one equality instead of a range.
    const bucket = DURATION_BUCKETS.findIndex((entry) => entry.value === query.duration);
    if (bucket >= 0) conditions.push(eq(content.durationBucket, bucket));
  }
  if (query.q)
    conditions.push(
      titleOn === 'title'
        ? ilike(content.title, likeContains(query.q))
        : sql`${content.titleLower} like lower(${likeContains(query.q)})`,
    );
  return and(...conditions) as SQL;
}

/** The child's content policy as one SQL condition; every child query includes it. */
export function policyWhere(policy: ChildContentPolicy): SQL {
  const conditions: SQL[] = [
    eq(content.status, 'published'),
    lte(content.ageRange, policy.maxAgeRange),
    inArray(content.contentRating, [...policy.ratings]),
  ];
  if (policy.categories) conditions.push(inArray(content.category, [...policy.categories]));
  if (!policy.allowMusic) conditions.push(eq(content.hasMusic, false));
  return and(...conditions) as SQL;
}

/** The feed's filters within a child's policy. */
export function policyFilters(
  policy: ChildContentPolicy,
  query: Omit<FeedQuery, 'sort' | 'page'>,
  titleOn: TitleColumn = 'title',
): SQL {
  return and(publishedFilters(query, titleOn), policyWhere(policy)) as SQL;
}

/** Everything the policy allows except one item (its related videos and the next one). */
export function policyWhereOthers(policy: ChildContentPolicy, excludeId: string): SQL {
  return and(policyWhere(policy), ne(content.id, excludeId)) as SQL;
}

/** Whether the policy allows the item (any status); undefined for an unknown id. */
export async function findPolicyVerdict(
  db: Database,
  policy: ChildContentPolicy,
  id: string,
): Promise<{ allowed: boolean } | undefined> {
  const [row] = await db
    .select({ allowed: sql<boolean>`(${policyWhere(policy)})` })
    .from(content)
    .where(eq(content.id, id))
    .limit(1);
  return row;
}

/** The stored feed_visibility value; undefined when the row is missing. */
export async function findFeedVisibilityValue(db: Database): Promise<{ value: unknown } | undefined> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, 'feed_visibility'))
    .limit(1);
  return row;
}

/**
 * How a page is read. `walk`: along a date (or random-key) index, skipping non-matches (cheap when matches are
 * common). `collect`: let the planner gather every match and sort (title searches, whose matches the trigram index
 * finds). `merge`: the newest items of each matching facet combination from the facet index, merged (rare
 * combinations; see findMergedPage).
 */
export type ReadStrategy = 'walk' | 'collect' | 'merge';

/**
 * A feed condition as allowed values per facet (undefined = any): what the feed's filters and a child's policy
 * both come down to. content_facet_counts and content_published_facet_recent_idx (migration 0015) are keyed by
 * exactly these seven facets.
 */
export type FacetFilter = {
  age?: readonly number[];
  category?: readonly string[];
  language?: readonly string[];
  source?: readonly string[];
  music?: boolean;
  durationBucket?: number;
  rating?: readonly string[];
};

/**
 * The filter's conditions on the facet columns of `alias`: content_facet_counts (`f`) or content (`c`), whose
 * columns have the same names.
 */
function facetConditions(filter: FacetFilter, alias: 'f' | 'c'): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const conditions: SQL[] = [];
  if (filter.age)
    conditions.push(sql`${column('age_range')} = any(${sql.param([...filter.age])}::smallint[])`);
  if (filter.category)
    conditions.push(sql`${column('category')} = any(${sql.param([...filter.category])}::text[])`);
  // One language or one source as an equality: a walk then reads that value's recent index in date order.
  if (filter.language)
    conditions.push(
      filter.language.length === 1
        ? sql`${column('language')} = ${filter.language[0]}`
        : sql`${column('language')} = any(${sql.param([...filter.language])}::text[])`,
    );
  if (filter.source)
    conditions.push(
      filter.source.length === 1
        ? sql`${column('source_type')} = ${filter.source[0]}`
        : sql`${column('source_type')} = any(${sql.param([...filter.source])}::text[])`,
    );
  if (filter.music !== undefined) conditions.push(sql`${column('has_music')} = ${filter.music}`);
  if (filter.durationBucket !== undefined)
    conditions.push(sql`${column('duration_bucket')} = ${filter.durationBucket}::smallint`);
  if (filter.rating)
    conditions.push(sql`${column('content_rating')} = any(${sql.param([...filter.rating])}::text[])`);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

const facetCountConditions = (filter: FacetFilter) => facetConditions(filter, 'f');

export type FacetStats = {
  /** Published items matching the filter (exact). */
  matches: number;
  /** Published items in the whole catalog. */
  catalog: number;
  /** Facet combinations with at least one match. */
  combinations: number;
  /** Index entries a merged read of the first `wanted` items visits: Σ min(wanted, items of the combination). */
  mergeEntries: number;
  /**
   * Entries a walk passes over per full pass: the catalog, or the items of the filter's one language or one source
   * when it names one (their recent indexes lead with it, migration 0025), whichever is fewer.
   */
  walkEntries: number;
};

/**
 * Exact counts from content_facet_counts (kept by triggers; at most a few thousand rows) instead of counting a
 * million rows, and what a merged read of `wanted` items would cost.
 */
export async function facetStats(db: Database, filter: FacetFilter, wanted: number): Promise<FacetStats> {
  const matching = facetCountConditions(filter);
  const single = (values: readonly string[] | undefined, column: string) =>
    values?.length === 1
      ? sql`sum(f.count) filter (where ${sql.raw(`f.${column}`)} = ${values[0]})`
      : sql`null`;
  const result = await db.execute<{
    matches: string | null;
    catalog: string | null;
    combinations: string | null;
    merge_entries: string | null;
    language_entries: string | null;
    source_entries: string | null;
  }>(
    sql`select sum(f.count) filter (where ${matching}) as matches, sum(f.count) as catalog,
               count(*) filter (where ${matching} and f.count > 0) as combinations,
               sum(least(f.count, ${wanted}::bigint)) filter (where ${matching}) as merge_entries,
               ${single(filter.language, 'language')} as language_entries,
               ${single(filter.source, 'source_type')} as source_entries
          from content_facet_counts f`,
  );
  const row = result.rows[0];
  const catalog = Number(row?.catalog ?? 0);
  const narrower = [row?.language_entries, row?.source_entries].filter((value) => value != null).map(Number);
  return {
    matches: Number(row?.matches ?? 0),
    catalog,
    combinations: Number(row?.combinations ?? 0),
    mergeEntries: Number(row?.merge_entries ?? 0),
    walkEntries: Math.min(catalog, ...narrower),
  };
}

/** One row of content_facet_counts: a facet combination and its published items. */
export type FacetCountRow = {
  ageRange: number;
  category: string;
  language: string;
  sourceType: string;
  hasMusic: boolean;
  durationBucket: number;
  contentRating: string;
  count: number;
};

/** Every row of content_facet_counts (a few thousand), for the copy in memory (facet-counts-cache.ts). */
export async function readFacetCounts(db: Database): Promise<FacetCountRow[]> {
  const result = await db.execute<{
    age_range: number;
    category: string;
    language: string;
    source_type: string;
    has_music: boolean;
    duration_bucket: number;
    content_rating: string;
    count: string;
  }>(
    sql`select age_range, category, language, source_type, has_music, duration_bucket, content_rating, count
          from content_facet_counts`,
  );
  return result.rows.map((row) => ({
    ageRange: Number(row.age_range),
    category: row.category,
    language: row.language,
    sourceType: row.source_type,
    hasMusic: row.has_music,
    durationBucket: Number(row.duration_bucket),
    contentRating: row.content_rating,
    count: Number(row.count),
  }));
}

/**
 * A title search's condition on the facet index's rows (`c.`-qualified). The index carries the lowered title
 * (migration 0024): `lower(title) LIKE lower(pattern)` is what ILIKE computes, without lowering each title read.
 */
export function titleContains(text: string): SQL {
  return sql`c.title_lower like lower(${likeContains(text)})`;
}

/** A content row (`c.`) of the facet combination `f.` (content_facet_counts), as the facet index is keyed. */
const inCombination =
  () => sql`c.status = 'published' and c.age_range = f.age_range and c.category = f.category
        and c.language = f.language and c.source_type = f.source_type and c.has_music = f.has_music
        and c.duration_bucket = f.duration_bucket and c.content_rating = f.content_rating`;

/**
 * The combinations matching the filter, each with the newest `perCombination` of its items' ids (index-only), and
 * with a title search (`title`) only the items whose title matches, checked on the index's own copy of the title.
 */
function mergedCandidates(filter: FacetFilter, perCombination: number, title?: SQL) {
  const matching = title ? sql`${inCombination()} and ${title}` : inCombination();
  // The LIMIT keeps each combination's read a separate index-only range scan (without one the planner may join
  // every published row by hashing).
  return sql`select x.id, x.created_at
      from content_facet_counts f
      cross join lateral (
        select c.id, c.created_at from content c where ${matching}
         order by c.created_at desc, c.id desc limit ${perCombination}
      ) x
     where ${facetCountConditions(filter)} and f.count > 0`;
}

/**
 * A page of a rare combination: the newest offset + limit items of every matching facet combination, merged and
 * cut to the page, then only those rows read. Cost: about Σ min(offset + limit, items of the combination) index
 * entries (FacetStats.mergeEntries), whatever the catalog's size.
 */
export async function findMergedPage(
  db: Database,
  filter: FacetFilter,
  limit: number,
  offset: number,
  title?: SQL,
): Promise<FeedRow[]> {
  const page = sql`select id, created_at from (${mergedCandidates(filter, offset + limit, title)}) m
     order by created_at desc, id desc limit ${limit} offset ${offset}`;
  return readPageRows(db, page);
}

/** A random draw of `limit` among a rare combination's `matches` (every match's id is read, index-only). */
export async function findMergedRandomDraw(
  db: Database,
  filter: FacetFilter,
  limit: number,
  matches: number,
  title?: SQL,
): Promise<FeedRow[]> {
  const candidates = mergedCandidates(filter, Math.max(1, matches), title);
  return readPageRows(db, sql`select id, created_at from (${candidates}) m order by random() limit ${limit}`);
}

/**
 * Every match of a small filter in one statement (the facet index, index-only, the title checked on its copy):
 * how many there are, and the ids of `limit` of them from `offset`, newest first, or of a random draw of `limit`.
 * Costs the filter's entries (`matches` of them at most per combination) whatever the page.
 */
export async function findAllMatches(
  db: Database,
  filter: FacetFilter,
  title: SQL,
  matches: number,
  read: { offset: number; limit: number; random: boolean },
): Promise<{ ids: { id: string }[]; matches: number }> {
  const order = read.random ? sql`random()` : sql`created_at desc, id desc`;
  // count(*) over () numbers every match before the cut; the count also rides on the page's first row, so a page
  // past the end is read once more for the count alone.
  const result = await db.execute<{ id: string; n: number }>(
    sql`select id, (count(*) over ())::int as n from (${mergedCandidates(filter, Math.max(1, matches), title)}) m
         order by ${order} limit ${read.limit} offset ${read.random ? 0 : read.offset}`,
  );
  const first = result.rows[0];
  if (first) return { ids: result.rows.map((row) => ({ id: row.id })), matches: first.n };
  const counted = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${mergedCandidates(filter, Math.max(1, matches), title)}) m`,
  );
  return { ids: [], matches: counted.rows[0]?.n ?? 0 };
}

async function readPageRows(db: Database, page: SQL): Promise<FeedRow[]> {
  return readIds(db, (await db.execute<{ id: string }>(page)).rows);
}

/** The feed rows of these ids, in this order. */
export async function readIds(db: Database, ids: readonly { id: string }[]): Promise<FeedRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .select(feedColumns)
    .from(content)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(
      inArray(
        content.id,
        ids.map((row) => row.id),
      ),
    )) as FeedRow[];
  const position = new Map(ids.map((row, index) => [row.id, index]));
  return rows.sort((x, y) => (position.get(x.id) ?? 0) - (position.get(y.id) ?? 0));
}

export async function findRecentPage(
  db: Database,
  where: SQL,
  limit: number,
  offset: number,
  strategy: ReadStrategy = 'walk',
): Promise<FeedRow[]> {
  if (strategy === 'collect')
    return db
      .select(feedColumns)
      .from(content)
      .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
      .where(where)
      .orderBy(sql`${content.createdAt} + interval '0 seconds' desc`, desc(content.id))
      .limit(limit)
      .offset(offset) as Promise<FeedRow[]>;
  // A walk reads the page's ids from the recent index alone (it carries every column a filter or a title search
  // checks, migration 0025), then only those rows.
  const ids = await db
    .select({ id: content.id })
    .from(content)
    .where(where)
    .orderBy(desc(content.createdAt), desc(content.id))
    .limit(limit)
    .offset(offset);
  return readIds(db, ids);
}

/**
 * The unfiltered catalog, newest first, at any depth: the page's ids come from an index-only scan of the recent
 * index (skipping N entries is cheap when no row has to be visited), then only those 12 rows are read.
 */
export async function findRecentCatalogPage(db: Database, limit: number, offset: number): Promise<FeedRow[]> {
  const pageIds = db
    .select({ id: content.id })
    .from(content)
    .where(eq(content.status, 'published'))
    .orderBy(desc(content.createdAt), desc(content.id))
    .limit(limit)
    .offset(offset);
  return db
    .select(feedColumns)
    .from(content)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(inArray(content.id, pageIds))
    .orderBy(desc(content.createdAt), desc(content.id)) as Promise<FeedRow[]>;
}

/** Reads `limit` rows along the random-key index from a random point, wrapping around once. */
export async function findRandomDraw(
  db: Database,
  where: SQL,
  limit: number,
  strategy: ReadStrategy = 'walk',
): Promise<FeedRow[]> {
  const start = Math.random();
  const byKey = strategy === 'collect' ? sql`${content.randomKey} + 0` : asc(content.randomKey);
  // The ids from the random-key index alone (it carries every filtered column, migration 0025), then the rows.
  const draw = (extra: SQL, count: number) =>
    db.select({ id: content.id }).from(content).where(and(where, extra)).orderBy(byKey).limit(count);
  const first = await draw(gte(content.randomKey, start), limit);
  const rest = first.length >= limit ? [] : await draw(lt(content.randomKey, start), limit - first.length);
  return readIds(db, [...first, ...rest]);
}

/**
 * A title search within a facet filter counted from the facet index alone (index-only, the title checked on the
 * index's copy), stopping at `cap`: its cost is the filter's matches (known from the counts), whatever the title.
 */
export async function countMergedUpTo(
  db: Database,
  filter: FacetFilter,
  title: SQL,
  cap: number,
): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${mergedCandidates(filter, cap, title)} limit ${cap}) m`,
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * A title count within a facet filter along the recent index, among the items created since the moment that leaves
 * about `fraction` of the catalog newer than it (createdSince), stopping at `cap` matches. Index-only: the recent
 * index carries the facets and the lowered title (migration 0025). Returns the matches' ids, newest first, so a
 * page within them is a slice. The cheaper count for a broad filter, whose entries are most of the index.
 */
export async function countWalkWithin(
  db: Database,
  filter: FacetFilter,
  text: string,
  cap: number,
  fraction: number,
): Promise<{ id: string }[]> {
  const result = await db.execute<{ id: string }>(
    sql`select c.id from content c
         where c.status = 'published' and ${facetConditions(filter, 'c')}
           and c.title_lower like lower(${likeContains(text)})
           and ${fraction < 1 ? sql`c.created_at >= ${createdSince(fraction)}` : sql`true`}
         order by c.created_at desc, c.id desc
         limit ${cap}`,
  );
  return result.rows.map((row) => ({ id: row.id }));
}

/**
 * A budgeted title count within a facet filter: reads at most `budget` of the filter's index entries (index-only,
 * combination by combination in facet-index order, each newest first) and stops at `cap` matches. `scanned`:
 * entries read to find them (`budget` when it ran out), estimated within the combination where the count stopped
 * (see scannedUpTo). Exact when matches < cap and the filter has at most `budget` items.
 */
export async function countMergedWithin(
  db: Database,
  filter: FacetFilter,
  title: SQL,
  cap: number,
  budget: number,
): Promise<{ matches: number; scanned: number }> {
  // The budget is shared out by the counts table (each combination reads what the ones before it left), so no
  // entry needs numbering: a window function over every entry read cost about a third of the count
  // (decision 021). The running sum follows the order the counts are read in (no ORDER BY: sorting thousands
  // of combinations by their text keys cost more than it saved). Matches are grouped by combination: its place
  // (`before`), its entries read (`len`) and its hits.
  const result = await db.execute<{ before: number; len: number; hits: number }>(
    sql`select h.before::int as before, h.len::int as len, count(*)::int as hits from (
          select f.before, f.len from (
            select f.*, least(f.count, ${budget} - f.before) as len from (
              select f.*, sum(f.count) over (rows unbounded preceding) - f.count as before
                from content_facet_counts f
               where ${facetCountConditions(filter)} and f.count > 0
            ) f where f.before < ${budget}
          ) f
          cross join lateral (
            select c.title_lower from content c where ${inCombination()}
             order by c.created_at desc, c.id desc limit f.len
          ) c
          where ${title}
          limit ${cap}
        ) h group by h.before, h.len`,
  );
  const groups = result.rows.map((row) => ({ before: row.before, len: row.len, hits: row.hits }));
  const matches = groups.reduce((sum, group) => sum + group.hits, 0);
  return { matches, scanned: matches >= cap ? scannedUpTo(groups, matches) : budget };
}

/**
 * Entries read until a capped count's last match: every entry of the combinations before the last one with a match,
 * plus that combination's share, estimated from the word's share in the earlier ones (all of it when there are none,
 * which can only underestimate the share: a wider window, never a wrong page). At least the matches themselves.
 */
function scannedUpTo(groups: { before: number; len: number; hits: number }[], matches: number): number {
  const last = groups.reduce((a, b) => (b.before > a.before ? b : a));
  const earlier = matches - last.hits;
  const within =
    earlier > 0 && last.before > 0 ? Math.min(last.len, (last.hits * last.before) / earlier) : last.len;
  return Math.max(matches, Math.round(last.before + within));
}

/**
 * A title condition on the facet index's rows limited to items created since the moment that leaves about
 * `fraction` of the catalog newer than it, read from the statistics' histogram of created_at (no histogram: no
 * rows). A page read with it (findMergedPage) is exact whenever it comes back full: every match it did not read is
 * older than the ones it found.
 */
export function titleSince(title: SQL, fraction: number): SQL {
  return sql`${title} and c.created_at >= ${createdSince(fraction)}`;
}

/**
 * The moment that leaves about `fraction` of the catalog created after it, read from the statistics' histogram of
 * created_at (no histogram: null, which no row passes).
 */
function createdSince(fraction: number): SQL {
  return sql`(select coalesce(b.h[array_length(b.h, 1) - ceil(${fraction}::float8 * (array_length(b.h, 1) - 1))::int],
            '-infinity'::timestamptz)
       from (select histogram_bounds::text::timestamptz[] as h from pg_stats
              where schemaname = current_schema() and tablename = 'content' and attname = 'created_at') b)`;
}

/** Counts matches but stops at `cap`: exact for small results, cheap for a million-row catalog. */
export async function countUpTo(db: Database, where: SQL, cap: number): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(content).where(where).limit(cap).as('capped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return row?.count ?? 0;
}

export async function findPublishedById(db: Database, id: string) {
  const [row] = await db
    .select({
      ...feedColumns,
      description: content.description,
      status: content.status,
      contentRating: content.contentRating,
      contentType: content.contentType,
      tags: content.tags,
      youtubeUrl: content.youtubeUrl,
      youtubeVideoId: content.youtubeVideoId,
      videoUrl: content.videoUrl,
      instagramStoryId: content.instagramStoryId,
      instagramUsername: content.instagramUsername,
      instagramReelId: content.instagramReelId,
      instagramReelUsername: content.instagramReelUsername,
      tiktokVideoId: content.tiktokVideoId,
      tiktokUsername: content.tiktokUsername,
      example: content.example,
      creatorBio: creatorProfiles.bio,
    })
    .from(content)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(and(eq(content.id, id), eq(content.status, 'published')))
    .limit(1);
  return row;
}

// ——— The plain read path: one filtered statement per page, PostgreSQL's planner choosing the index. ———

/** Exact published matches of a facet filter, summed from content_facet_counts (kept exact by triggers). */
export async function countFacetMatches(db: Database, filter: FacetFilter): Promise<number> {
  const result = await db.execute<{ n: string | null }>(
    sql`select sum(f.count) as n from content_facet_counts f where ${facetConditions(filter, 'f')}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * A page newest first: the page's ids from one index walk (index-only on the covering indexes, so skipping the
 * rows before a deep page reads no table rows), then those rows with their creators.
 */
export async function findPage(db: Database, where: SQL, limit: number, offset: number): Promise<FeedRow[]> {
  if (limit <= 0) return [];
  const pageIds = db
    .select({ id: content.id })
    .from(content)
    .where(where)
    .orderBy(desc(content.createdAt), desc(content.id))
    .limit(limit)
    .offset(offset);
  return db
    .select(feedColumns)
    .from(content)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(inArray(content.id, pageIds))
    .orderBy(desc(content.createdAt), desc(content.id)) as Promise<FeedRow[]>;
}

/** Escapes the characters a POSIX regular expression gives a meaning to. */
function regexLiteral(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, (ch) => `\\${ch}`);
}

/** Words of a search, as typed (split on white space); normalised by search_normalize in SQL. */
export function searchWords(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length > 0);
}

/** Every word of the search appears in the normalised title, in any order (the trigram index answers each). */
export function titleMatches(text: string): SQL {
  const words = searchWords(text).map(
    (word) => sql`${content.titleSearch} like '%' || search_normalize(${likeEscaped(word)}) || '%'`,
  );
  return words.length ? (and(...words) as SQL) : sql`true`;
}

function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** 0: the title starts with the search; 1: every word is a whole word of the title; 2: any other match. */
function searchRank(text: string): SQL {
  const whole = searchWords(text).map(
    (word) =>
      sql`${content.titleSearch} ~ ('(^|[^[:alnum:]])' || search_normalize(${regexLiteral(word)}) || '($|[^[:alnum:]])')`,
  );
  const starts = sql`${content.titleSearch} like search_normalize(${likeEscaped(searchWords(text).join(' '))}) || '%'`;
  return sql`case when ${starts} then 0 when ${and(...whole)} then 1 else 2 end`;
}

/**
 * A title search's page among its newest `window` matches, ranked (searchRank, then newest first), and how many
 * matches the window holds (window = the cap + 1, so it also counts). The window is what the planner reads: the
 * newest matches along a covering index, or every match through the trigram index when they are few.
 */
export async function findRankedSearchPage(
  db: Database,
  where: SQL,
  text: string,
  window: number,
  limit: number,
  offset: number,
): Promise<{ rows: FeedRow[]; matches: number }> {
  const result = await db.execute<{ n: number; ids: string[] }>(
    sql`with newest as materialized (
          select ${content.id} as id, ${content.createdAt} as created_at, ${searchRank(text)} as rank
            from ${content} where ${where}
           order by ${content.createdAt} desc, ${content.id} desc limit ${window}
        )
        select (select count(*) from newest)::int as n,
               array(select id from newest order by rank, created_at desc, id desc limit ${limit} offset ${offset})::text[]
                 as ids`,
  );
  const row = result.rows[0];
  const rows = await readIds(
    db,
    (row?.ids ?? []).map((id) => ({ id })),
  );
  return { rows, matches: row?.n ?? 0 };
}

/**
 * A title search's random draw and its matches counted up to `window`, in one statement: the first `window` matches
 * the planner finds (every match when there are fewer), and of them the `limit` that follow a random point of the
 * random key, wrapping round.
 */
export async function findSearchDraw(
  db: Database,
  where: SQL,
  window: number,
  limit: number,
): Promise<{ rows: FeedRow[]; matches: number }> {
  const start = Math.random();
  const result = await db.execute<{ n: number; ids: string[] }>(
    sql`with found as materialized (
          select ${content.id} as id, ${content.randomKey} as random_key from ${content} where ${where} limit ${window}
        )
        select (select count(*) from found)::int as n,
               array(select id from found order by random_key < ${start}, random_key limit ${limit})::text[] as ids`,
  );
  const row = result.rows[0];
  return {
    rows: await readIds(
      db,
      (row?.ids ?? []).map((id) => ({ id })),
    ),
    matches: row?.n ?? 0,
  };
}

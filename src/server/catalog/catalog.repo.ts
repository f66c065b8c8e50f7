// Drizzle queries for the published catalog: filters and the child policy as SQL, exact counts from the facet
// counts, one statement per page (PostgreSQL's planner picks the index), title searches on the normalised title,
// random draws, single items, and the feed visibility setting.
import { and, asc, desc, eq, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { content } from '#server/db/schema/content';
import { systemSettings } from '#server/db/schema/settings';
import { creatorProfiles } from '#server/db/schema/users';
import type { ChildContentPolicy } from '#shared/child-content-policy';
import { type Category, DURATION_BUCKETS, type Language, type SourceType } from '#shared/domain';
import type { FeedQuery } from '#shared/feed.schema';
import { allowedValuesBits, queryValuesMask, valuesMask } from './values-mask';

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

type Filters = Omit<FeedQuery, 'sort' | 'page' | 'q'>;

/** The feed's filters other than the values axes, as conditions. */
function filterConditions(query: Filters): SQL[] {
  const conditions: SQL[] = [];
  if (query.age?.length) conditions.push(inArray(content.ageRange, query.age));
  if (query.category?.length) conditions.push(inArray(content.category, query.category));
  if (query.language) conditions.push(eq(content.language, query.language));
  if (query.source) conditions.push(eq(content.sourceType, query.source));
  if (query.music === 'yes' || query.music === 'no')
    conditions.push(eq(content.hasMusic, query.music === 'yes'));
  if (query.duration) {
    // The bucket column (migration 0015), as the facet counts and the facet index hold it.
    const bucket = DURATION_BUCKETS.findIndex((entry) => entry.value === query.duration);
    if (bucket >= 0) conditions.push(eq(content.durationBucket, bucket));
  }
  return conditions;
}

/**
 * The values condition of a mask (values-mask.ts): the item's values_bits among those the mask allows; none for 0.
 * One condition for the query's and the policy's masks together, so the planner estimates it once from the
 * column's statistics.
 */
function valuesCondition(mask: number): SQL[] {
  const allowed = allowedValuesBits(mask);
  return allowed ? [sql`${content.valuesBits} = any(${sql.param(allowed)}::smallint[])`] : [];
}

/** The feed's filters as one SQL condition on published content (a title search adds titleMatches). */
export function publishedFilters(query: Filters): SQL {
  return and(
    eq(content.status, 'published'),
    ...filterConditions(query),
    ...valuesCondition(queryValuesMask(query)),
  ) as SQL;
}

/**
 * The policy's fixed rules (published, band, ratings, categories, music, values) and the feed's filters if any,
 * without the child's own lists.
 */
function policyBaseWhere(policy: ChildContentPolicy, query: Filters = {}): SQL {
  const conditions: SQL[] = [
    eq(content.status, 'published'),
    lte(content.ageRange, policy.maxAgeRange),
    inArray(content.contentRating, [...policy.ratings]),
    ...filterConditions(query),
    ...valuesCondition(valuesMask(policy.values) | queryValuesMask(query)),
  ];
  if (policy.categories) conditions.push(inArray(content.category, [...policy.categories]));
  if (!policy.allowMusic) conditions.push(eq(content.hasMusic, false));
  return and(...conditions) as SQL;
}

/*
 * The child's lists as conditions. Each list is one `array(select …)`: PostgreSQL runs it once per statement (an
 * InitPlan) and tests each row against the array, so the feed keeps walking the same indexes with or without
 * lists, and the approved set is looked up by primary key. The arrays are small by the limits (500 blocks, 2,000
 * approvals; an approved creator or collection adds its videos).
 */
const blockedVideos = (childId: string) =>
  sql`array(select b.content_id from child_blocks b where b.child_id = ${childId} and b.content_id is not null)`;
const blockedCreators = (childId: string) =>
  sql`array(select b.creator_profile_id from child_blocks b where b.child_id = ${childId} and b.creator_profile_id is not null)`;
const approvedVideos = (childId: string) =>
  sql`array(
    select a.content_id from child_approvals a where a.child_id = ${childId} and a.content_id is not null
    union
    select i.content_id from child_approvals a
      join content_collection_items i on i.collection_id = a.collection_id
     where a.child_id = ${childId} and a.collection_id is not null
    union
    select c2.id from child_approvals a
      join content c2 on c2.creator_profile_id = a.creator_profile_id and c2.status = 'published'
     where a.child_id = ${childId} and a.creator_profile_id is not null
  )`;

/** Neither blocked itself nor by a blocked creator (blocks always win over approvals). */
function notBlocked(childId: string): SQL {
  return sql`(not (${content.id} = any(${blockedVideos(childId)}))
    and (${content.creatorProfileId} is null or not (${content.creatorProfileId} = any(${blockedCreators(childId)}))))`;
}

/** The child's content policy (and the feed's filters, if any) as one SQL condition; every child query includes it. */
export function policyWhere(policy: ChildContentPolicy, query: Filters = {}): SQL {
  const { lists } = policy;
  if (!lists) return policyBaseWhere(policy, query);
  const conditions = [policyBaseWhere(policy, query), notBlocked(lists.childId)];
  if (lists.approvedOnly) conditions.push(sql`${content.id} = any(${approvedVideos(lists.childId)})`);
  return and(...conditions) as SQL;
}

/**
 * The child's blocked videos among the published items that match the feed's filters within the policy's fixed
 * rules (the facet counts' total less these is the child's total), and whether the child has blocked creators.
 * Both read only the child's block rows and the blocked videos by primary key.
 */
export async function countBlockedMatches(
  db: Database,
  policy: ChildContentPolicy & { lists: { childId: string } },
  query: Filters,
): Promise<{ videos: number; creators: boolean }> {
  const { childId } = policy.lists;
  const result = await db.execute<{ videos: number; creators: boolean }>(
    sql`select (select count(*)::int from ${content}
                 where ${policyBaseWhere(policy, query)}
                   and ${content.id} = any(${blockedVideos(childId)})) as videos,
               exists (select 1 from child_blocks b
                        where b.child_id = ${childId} and b.creator_profile_id is not null) as creators`,
  );
  const row = result.rows[0];
  return { videos: row?.videos ?? 0, creators: row?.creators ?? false };
}

/** Matches of `where` counted up to `upTo` (an approved-only child's feed: the approved set is small). */
export async function countUpTo(db: Database, where: SQL, upTo: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${content} where ${where} limit ${upTo}) m`,
  );
  return result.rows[0]?.n ?? 0;
}

/** The feed's filters within a child's policy. */
export function policyFilters(policy: ChildContentPolicy, query: Filters): SQL {
  return policyWhere(policy, query);
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
 * A feed condition as allowed values per facet (undefined = any): what the feed's filters and a child's policy
 * both come down to. content_facet_counts (migration 0015) is keyed by exactly these
 * seven facets.
 */
export type FacetFilter = {
  age?: readonly number[];
  category?: readonly string[];
  language?: readonly string[];
  source?: readonly string[];
  music?: boolean;
  durationBucket?: number;
  rating?: readonly string[];
  /**
   * The values filters as a mask (values-mask.ts). content_facet_counts has no values columns: such a filter is
   * counted from content_values_counts when it has no other facet than age, category and rating (valuesCountable),
   * else by counting the matching rows up to a cap.
   */
  valuesMask?: number;
};

/** Whether content_values_counts (age band, category, rating, values_bits) can count this filter exactly. */
export function valuesCountable(filter: FacetFilter): boolean {
  const mask = filter.valuesMask ?? 0;
  // No music (has_music false) is implied by a mask that allows no music at all.
  const musicImplied = filter.music === undefined || (filter.music === false && (mask & 1) !== 0);
  return (
    filter.language === undefined &&
    filter.source === undefined &&
    filter.durationBucket === undefined &&
    musicImplied
  );
}

/** The filter's conditions on the facet columns of content_facet_counts (`f`). */
function facetConditions(filter: FacetFilter): SQL {
  const column = (name: string) => sql.raw(`f.${name}`);
  const conditions: SQL[] = [];
  if (filter.age)
    conditions.push(sql`${column('age_range')} = any(${sql.param([...filter.age])}::smallint[])`);
  if (filter.category)
    conditions.push(sql`${column('category')} = any(${sql.param([...filter.category])}::text[])`);
  if (filter.language)
    conditions.push(sql`${column('language')} = any(${sql.param([...filter.language])}::text[])`);
  if (filter.source)
    conditions.push(sql`${column('source_type')} = any(${sql.param([...filter.source])}::text[])`);
  if (filter.music !== undefined) conditions.push(sql`${column('has_music')} = ${filter.music}`);
  if (filter.durationBucket !== undefined)
    conditions.push(sql`${column('duration_bucket')} = ${filter.durationBucket}::smallint`);
  if (filter.rating)
    conditions.push(sql`${column('content_rating')} = any(${sql.param([...filter.rating])}::text[])`);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * Exact published matches of a facet filter, summed from content_facet_counts, or for a values filter from
 * content_values_counts (both kept exact by triggers; a values filter must be valuesCountable).
 */
export async function countFacetMatches(db: Database, filter: FacetFilter): Promise<number> {
  const allowed = allowedValuesBits(filter.valuesMask ?? 0);
  const result = await db.execute<{ n: string | null }>(
    allowed
      ? sql`select sum(f.count) as n from content_values_counts f
             where ${facetConditions({ ...filter, music: undefined })}
               and f.values_bits = any(${sql.param(allowed)}::smallint[])`
      : sql`select sum(f.count) as n from content_facet_counts f where ${facetConditions(filter)}`,
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
function searchWords(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length > 0);
}

/** `where` and every word of the search in the normalised title, in any order (the trigram index answers each). */
export function withTitleMatch(where: SQL, text: string): SQL {
  const words = searchWords(text).map(
    (word) => sql`${content.titleSearch} like '%' || search_normalize(${likeEscaped(word)}) || '%'`,
  );
  return and(where, ...words) as SQL;
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
  return { rows: await readIds(db, row?.ids ?? []), matches: row?.n ?? 0 };
}

/**
 * A title search's random draw and its matches counted up to `window`, in one statement: the first `window` matches
 * the planner finds (every match when there are fewer), and `limit` of them in random order. Only ids are read, so
 * the matches come from an index-only scan of a covering index (its included normalised title answers the search)
 * instead of a visit to every candidate row.
 */
export async function findSearchDraw(
  db: Database,
  where: SQL,
  window: number,
  limit: number,
): Promise<{ rows: FeedRow[]; matches: number }> {
  const result = await db.execute<{ n: number; ids: string[] }>(
    sql`with found as materialized (
          select ${content.id} as id from ${content} where ${where} limit ${window}
        )
        select (select count(*) from found)::int as n,
               array(select id from found order by random() limit ${limit})::text[] as ids`,
  );
  const row = result.rows[0];
  return { rows: await readIds(db, row?.ids ?? []), matches: row?.n ?? 0 };
}

/** The feed rows of these ids, in this order. */
async function readIds(db: Database, ids: readonly string[]): Promise<FeedRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .select(feedColumns)
    .from(content)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(inArray(content.id, [...ids]))) as FeedRow[];
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((x, y) => (position.get(x.id) ?? 0) - (position.get(y.id) ?? 0));
}

/**
 * `limit` rows drawn uniformly from every match, for a filter known to hold few: PostgreSQL reads the matches' ids
 * from the covering index that fits the filter (no heap visit) and keeps a random `limit` of them.
 */
export async function findDrawAmongAll(db: Database, where: SQL, limit: number): Promise<FeedRow[]> {
  const ids = await db
    .select({ id: content.id })
    .from(content)
    .where(where)
    .orderBy(sql`random()`)
    .limit(limit);
  return readIds(
    db,
    ids.map((row) => row.id),
  );
}

/** Reads `limit` rows along the random-key index from a random point, wrapping around once. */
export async function findRandomDraw(db: Database, where: SQL, limit: number): Promise<FeedRow[]> {
  const start = Math.random();
  // The ids first (the random-key index carries every filtered column and the normalised title), then the rows.
  const draw = (extra: SQL, count: number) =>
    db
      .select({ id: content.id })
      .from(content)
      .where(and(where, extra))
      .orderBy(asc(content.randomKey))
      .limit(count);
  const first = await draw(gte(content.randomKey, start), limit);
  const rest = first.length >= limit ? [] : await draw(lt(content.randomKey, start), limit - first.length);
  return readIds(
    db,
    [...first, ...rest].map((row) => row.id),
  );
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
      vocalsMix: content.vocalsMix,
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

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

export const feedColumns = {
  id: content.id,
  title: content.title,
  thumbnailUrl: content.thumbnailUrl,
  sourceType: content.sourceType,
  category: content.category,
  language: content.language,
  ageRange: content.ageRange,
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

export function publishedFilters(query: Omit<FeedQuery, 'sort' | 'page'>): SQL {
  const conditions: SQL[] = [eq(content.status, 'published')];
  if (query.age?.length) conditions.push(inArray(content.ageRange, query.age));
  if (query.category?.length) conditions.push(inArray(content.category, query.category));
  if (query.language) conditions.push(eq(content.language, query.language));
  if (query.source) conditions.push(eq(content.sourceType, query.source));
  if (query.music) conditions.push(eq(content.hasMusic, query.music === 'yes'));
  if (query.duration) {
    // The bucket, as the facet GIN index holds it (migration 0015): one equality key instead of a range. The cast
    // matters: compared with a plain integer the planner does not match the index expression.
    const bucket = DURATION_BUCKETS.findIndex((entry) => entry.value === query.duration);
    if (bucket >= 0) conditions.push(sql`content_duration_bucket(${content.duration}) = ${bucket}::smallint`);
  }
  if (query.q) conditions.push(ilike(content.title, likeContains(query.q)));
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
export function policyFilters(policy: ChildContentPolicy, query: Omit<FeedQuery, 'sort' | 'page'>): SQL {
  return and(publishedFilters(query), policyWhere(policy)) as SQL;
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
 * How a page is read. `walk`: along the created_at index, skipping non-matches (cheap when matches are common).
 * `collect`: gather every match through the facet GIN index, then sort (cheap when matches are rare). Sorting by an
 * expression stops the planner from walking the created_at index hoping to meet rare matches early.
 */
export type ReadStrategy = 'walk' | 'collect';

export async function findRecentPage(
  db: Database,
  where: SQL,
  limit: number,
  offset: number,
  strategy: ReadStrategy = 'walk',
): Promise<FeedRow[]> {
  const newestFirst =
    strategy === 'collect'
      ? [sql`${content.createdAt} + interval '0 seconds' desc`, desc(content.id)]
      : [desc(content.createdAt), desc(content.id)];
  return db
    .select(feedColumns)
    .from(content)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset) as Promise<FeedRow[]>;
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

/**
 * Exact totals from content_facet_counts (kept by triggers, migration 0007): the matches for the filters and the
 * whole published catalog, from a table of at most a few thousand rows instead of a million-row count.
 */
export async function countByFacets(
  db: Database,
  query: Omit<FeedQuery, 'sort' | 'page' | 'q'>,
): Promise<{ matches: number; catalog: number }> {
  const conditions: SQL[] = [];
  if (query.age?.length) conditions.push(sql`age_range = any(${sql.param(query.age)}::smallint[])`);
  if (query.category?.length) conditions.push(sql`category = any(${sql.param(query.category)}::text[])`);
  if (query.language) conditions.push(sql`language = ${query.language}`);
  if (query.source) conditions.push(sql`source_type = ${query.source}`);
  if (query.music) conditions.push(sql`has_music = ${query.music === 'yes'}`);
  if (query.duration) {
    const bucket = DURATION_BUCKETS.findIndex((entry) => entry.value === query.duration);
    conditions.push(sql`duration_bucket = ${bucket}`);
  }
  const matching = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const result = await db.execute<{ matches: string | null; catalog: string | null }>(
    sql`select sum(count) filter (where ${matching}) as matches, sum(count) as catalog from content_facet_counts`,
  );
  const row = result.rows[0];
  return { matches: Number(row?.matches ?? 0), catalog: Number(row?.catalog ?? 0) };
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
  const draw = (extra: SQL, count: number) =>
    db
      .select(feedColumns)
      .from(content)
      .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
      .where(and(where, extra))
      .orderBy(byKey)
      .limit(count) as Promise<FeedRow[]>;
  const first = await draw(gte(content.randomKey, start), limit);
  if (first.length >= limit) return first;
  const rest = await draw(lt(content.randomKey, start), limit - first.length);
  return [...first, ...rest];
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
      creatorBio: creatorProfiles.bio,
    })
    .from(content)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .where(and(eq(content.id, id), eq(content.status, 'published')))
    .limit(1);
  return row;
}

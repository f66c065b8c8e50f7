// The public read path: what an anonymous visitor may see of the catalog (published items only), pages counted and
// read by the cheaper strategy (decision 005), and the mapping of rows to the items every list shows.

import type { SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/app-error';
import { LIMITS } from '#shared/domain';
import { UNKNOWN_CREATOR_NAME } from '#shared/fallback-names';
import type { ContentDetail, FeedItem, FeedPage, FeedQuery } from '#shared/feed.schema';
import { isUuid } from '#shared/ids';
import { feedPager, pageOffset } from '#shared/pager';
import {
  countMergedUpTo,
  countUpTo,
  type FacetFilter,
  type FacetStats,
  type FeedRow,
  facetStats,
  findMergedPage,
  findMergedRandomDraw,
  findPublishedById,
  findRandomDraw,
  findRecentCatalogPage,
  findRecentPage,
  publishedFilters,
  type ReadStrategy,
  titleContains,
} from './catalog.repo';
import { facetFilterOf } from './facet-filter';
import { avatarUrlFor, displayImageUrl, thumbnailUrlFor } from './image-urls';

/** Pages beyond this many matches are still served, but the pager says "N+" instead of counting a huge table. */
export const FEED_TOTAL_CAP = 10_000;
/** Title searches are counted up to here ("1,000+ videos"): 84 pages of results, at a few ms per search. */
export const SEARCH_TOTAL_CAP = 1_000;

export function toFeedItem(row: FeedRow): FeedItem {
  const creatorName = row.creatorName ?? UNKNOWN_CREATOR_NAME;
  return {
    id: row.id,
    title: row.title,
    thumbnailUrl: displayImageUrl('youtube-thumbnail', row.thumbnailUrl, thumbnailUrlFor(row.id)),
    sourceType: row.sourceType,
    category: row.category,
    language: row.language,
    ageRange: row.ageRange,
    duration: row.duration,
    hasMusic: row.hasMusic,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
    creator: {
      id: row.creatorId ?? '',
      userId: row.creatorUserId,
      name: creatorName,
      avatarUrl: displayImageUrl('ui-avatar', row.creatorAvatarUrl, avatarUrlFor(creatorName)),
    },
  };
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * The cheaper way to read `wanted` items, from costs known before the query (facetStats): walking the date index
 * visits about `wanted / share` rows, each read from the table to check it; merging visits `mergeEntries` index
 * entries (index-only, about a quarter of a row visit each) plus one descent per combination. Random draws walk
 * the random-key index the same way, or read every match's id.
 */
export function readStrategy(stats: FacetStats, wanted: number, random = false): ReadStrategy {
  if (stats.matches === 0 || stats.catalog === 0) return 'walk';
  const walkCost = (wanted * stats.catalog) / stats.matches;
  const mergeCost = 0.25 * (random ? stats.matches : stats.mergeEntries) + 3 * stats.combinations;
  return mergeCost < walkCost ? 'merge' : 'walk';
}

const pagerFields = (pager: { totalPages: number; hasMore: boolean }) => ({
  totalPages: pager.totalPages,
  hasMore: pager.hasMore,
});

/**
 * Above this many facet matches a title search goes through the trigram index instead of the facet index. Reading
 * F index entries (index-only, about a quarter of a row visit each) against the trigram path's worst case, a common
 * word whose matches are mostly outside the filter: about cap · catalog / F rows visited before the count reaches
 * its cap. The two meet near √(4 · cap · catalog) — 63,000 at a million items; a fixed bound keeps the facet path's
 * cost (≤ ~16,000 row visits' worth) predictable.
 */
export const FACET_SEARCH_MAX_MATCHES = 60_000;

/**
 * A title search. Within a narrow facet filter (the feed's filters or a child's policy; its size known from the
 * counts) the facet index is read with the title checked on the index's copy; otherwise the trigram index finds the
 * title's matches. The count stops at the cap either way.
 */
export async function searchPage(
  db: Database,
  query: FeedQuery,
  where: SQL,
  cap: number,
  filter: FacetFilter | null = facetFilterOf(query),
): Promise<FeedPage> {
  const pageSize = LIMITS.feedPageSize;
  const random = query.sort === 'random';
  if (filter === null) return emptyPage(query, pageSize);
  const narrow =
    Object.keys(filter).length > 0 && (await facetStats(db, filter, 0)).matches <= FACET_SEARCH_MAX_MATCHES;
  const title = titleContains(query.q ?? '');
  const counted = narrow
    ? await countMergedUpTo(db, filter, title, cap + 1)
    : await countUpTo(db, where, cap + 1);
  const total = Math.min(counted, cap);
  const totalIsCapped = counted > cap;
  const pager = feedPager({ page: query.page, pageSize, total, totalIsCapped, random });
  // A search counted below its cap has few matches: gather them through the trigram index and sort.
  const strategy: ReadStrategy = totalIsCapped ? 'walk' : 'collect';
  let rows: FeedRow[] = [];
  if (total > 0) {
    if (random)
      rows = shuffle(
        narrow
          ? await findMergedRandomDraw(db, filter, LIMITS.feedRandomDraw, counted, title)
          : await findRandomDraw(db, where, LIMITS.feedRandomDraw, strategy),
      ).slice(0, pageSize);
    else if (pager.offset < total || totalIsCapped)
      rows = narrow
        ? await findMergedPage(db, filter, pageSize, pager.offset, title)
        : await findRecentPage(db, where, pageSize, pager.offset, strategy);
  }
  return {
    items: rows.map(toFeedItem),
    page: pager.page,
    pageSize,
    total,
    totalIsCapped,
    ...pagerFields(pager),
  };
}

function emptyPage(query: FeedQuery, pageSize: number): FeedPage {
  const pager = feedPager({
    page: query.page,
    pageSize,
    total: 0,
    totalIsCapped: false,
    random: query.sort === 'random',
  });
  return { items: [], page: pager.page, pageSize, total: 0, totalIsCapped: false, ...pagerFields(pager) };
}

/**
 * A page of the facet-filtered catalog (the feed's filters, a child's policy, or both), counted exactly from the
 * facet counts and read by the cheaper strategy. `where` is the same condition as `filter`, on content's columns;
 * a null filter matches nothing. `cap`: totals above it are shown as "cap+" (the child feed's pager).
 */
export async function facetPage(
  db: Database,
  query: FeedQuery,
  filter: FacetFilter | null,
  where: SQL,
  cap?: number,
): Promise<FeedPage> {
  const pageSize = LIMITS.feedPageSize;
  const random = query.sort === 'random';
  const wanted = random ? LIMITS.feedRandomDraw : pageOffset(query.page, pageSize) + pageSize;
  const stats = filter
    ? await facetStats(db, filter, wanted)
    : { matches: 0, catalog: 0, combinations: 0, mergeEntries: 0 };
  const total = cap === undefined ? stats.matches : Math.min(stats.matches, cap);
  const totalIsCapped = cap !== undefined && stats.matches > cap;
  const pager = feedPager({ page: query.page, pageSize, total, totalIsCapped, random });
  let rows: FeedRow[] = [];
  if (filter && stats.matches > 0) {
    const unfiltered = Object.keys(filter).length === 0;
    const strategy = readStrategy(stats, wanted, random);
    if (random) {
      const draw =
        strategy === 'merge'
          ? await findMergedRandomDraw(db, filter, LIMITS.feedRandomDraw, stats.matches)
          : await findRandomDraw(db, where, LIMITS.feedRandomDraw);
      rows = shuffle(draw).slice(0, pageSize);
    } else if (pager.offset < stats.matches) {
      if (unfiltered) rows = await findRecentCatalogPage(db, pageSize, pager.offset);
      else if (strategy === 'merge') rows = await findMergedPage(db, filter, pageSize, pager.offset);
      else rows = await findRecentPage(db, where, pageSize, pager.offset);
    }
  }
  return {
    items: rows.map(toFeedItem),
    page: pager.page,
    pageSize,
    total,
    totalIsCapped,
    ...pagerFields(pager),
  };
}

export async function getFeedPage(db: Database, query: FeedQuery): Promise<FeedPage> {
  const where = publishedFilters(query);
  if (query.q) return searchPage(db, query, where, SEARCH_TOTAL_CAP);
  return facetPage(db, query, facetFilterOf(query), where);
}

export async function getPublishedContent(db: Database, id: string): Promise<ContentDetail> {
  if (!isUuid(id)) throw notFound('Video not found');
  const row = await findPublishedById(db, id);
  if (!row) throw notFound('Video not found');
  const item = toFeedItem(row);
  return {
    ...item,
    description: row.description,
    status: row.status,
    contentRating: row.contentRating,
    contentType: row.contentType,
    tags: row.tags,
    youtubeUrl: row.youtubeUrl,
    videoUrl: row.videoUrl,
    instagramStoryId: row.instagramStoryId,
    instagramUsername: row.instagramUsername,
    instagramReelId: row.instagramReelId,
    instagramReelUsername: row.instagramReelUsername,
    tiktokVideoId: row.tiktokVideoId,
    tiktokUsername: row.tiktokUsername,
    creator: { ...item.creator, bio: row.creatorBio },
  };
}

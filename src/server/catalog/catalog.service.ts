// The public read path: what an anonymous visitor may see of the catalog (published items only), pages counted and
// read by the cheaper strategy (decision 005), and the mapping of rows to the items every list shows.

import { and, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/app-error';
import { LIMITS } from '#shared/domain';
import { UNKNOWN_CREATOR_NAME } from '#shared/fallback-names';
import type { ContentDetail, FeedItem, FeedPage, FeedQuery } from '#shared/feed.schema';
import { isUuid } from '#shared/ids';
import { feedPager, pageOffset } from '#shared/pager';
import {
  countFacetMatches,
  countMergedUpTo,
  countMergedWithin,
  countUpTo,
  countWalkWithin,
  type FacetFilter,
  type FacetStats,
  type FeedRow,
  findAllMatches,
  findMergedPage,
  findMergedRandomDraw,
  findPage,
  findPublishedById,
  findRandomDraw,
  findRankedSearchPage,
  findRecentCatalogPage,
  findRecentPage,
  findSearchDraw,
  publishedFilters,
  type ReadStrategy,
  readIds,
  titleContains,
  titleMatches,
  titleSince,
} from './catalog.repo';
import { type CatalogReadDeps, readFacetStats } from './facet-counts-cache';
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
 * Costs in row visits, calibrated on the bench's plans at a million items (the figures are in decision
 * 030-k-facet-walks-read-indexes-only). A walk reads the recent (or random-key) index alone, which carries every
 * filtered column (migration 0025): a small fraction of a row visit per entry. A merge reads the facet index's
 * entries (a larger fraction each) plus one descent per combination.
 */
const WALK_ENTRY_COST = 0.1;
const MERGE_ENTRY_COST = 0.25;

/**
 * The cheaper way to read `wanted` items, from costs known before the query (facetStats): walking the recent index
 * visits about `wanted / share` entries; merging visits `mergeEntries` facet-index entries plus one descent per
 * combination. Random draws walk the random-key index the same way, or read every match's id.
 */
export function readStrategy(stats: FacetStats, wanted: number, random = false): ReadStrategy {
  if (stats.matches === 0 || stats.catalog === 0) return 'walk';
  const walkCost = (WALK_ENTRY_COST * wanted * stats.walkEntries) / stats.matches;
  const mergeCost =
    MERGE_ENTRY_COST * (random ? stats.matches : stats.mergeEntries) + DESCENT_COST * stats.combinations;
  return mergeCost < walkCost ? 'merge' : 'walk';
}

const pagerFields = (pager: { totalPages: number; hasMore: boolean }) => ({
  totalPages: pager.totalPages,
  hasMore: pager.hasMore,
});

/**
 * How many of a filter's facet-index entries a title search's count reads before it weighs the trigram index
 * instead: enough to meet the cap for any word in more than 1 title in 30 (reading them, index-only with the
 * lowered title checked on the index's copy, costs a few milliseconds).
 */
export const FACET_SEARCH_BUDGET = 30_000;

/** How a title search was counted, and what the count says about the word. */
export type SearchCount = {
  /** Matches, up to the cap + 1. */
  counted: number;
  /**
   * `facet`: read through the facet index (the filter's entries); `walk`: along the recent index, newest first
   * (`ids` holds the matches in order); `all`: every match of a small filter read at once through the facet index
   * (`ids` holds the page, or the draw); `trigram`: through the trigram index.
   */
  via: 'facet' | 'walk' | 'all' | 'trigram';
  /** The filter's exact size and combinations (facet counts); null without a filter. */
  stats: FacetStats | null;
  /** The word's share among the filter's entries, as measured by the count (0 when unknown). */
  share: number;
  /** With `walk`: the matches' ids, newest first. With `all`: the page's (or the random draw's) ids. */
  ids?: { id: string }[];
};

/** The page a search reads once it is counted: `limit` items from `offset`, or a random draw of `limit`. */
export type SearchRead = { offset: number; limit: number; random: boolean };

/**
 * Counts a title search up to `cap` + 1. Within a facet filter the filter's newest entries are read first, up to
 * FACET_SEARCH_BUDGET of them: through the facet index, or for a broad filter along the recent index (index-only,
 * cheaper per entry when the filter is most of the catalog), for the same cost. A common word reaches the cap within
 * them, a small filter is read to its end. Only a rarer word in a large filter goes on, by whichever costs less for
 * the share the budget measured: the rest of the filter (index entries, about a quarter of a row visit each) or the
 * trigram index (about the word's matches, rows). A filter of at most `budget` items read through the facet index
 * is read whole in one statement when `read` is given: every match, counted and sorted (or drawn from) by the
 * database, which also gives the page.
 */
export async function countSearch(
  deps: CatalogReadDeps,
  filter: FacetFilter,
  where: SQL,
  title: SQL,
  cap: number,
  text: string,
  budget = FACET_SEARCH_BUDGET,
  read?: SearchRead,
): Promise<SearchCount> {
  const { db } = deps;
  if (Object.keys(filter).length === 0)
    return { counted: await countUpTo(db, where, cap + 1), via: 'trigram', stats: null, share: 0 };
  const stats = await readFacetStats(deps, filter, 0);
  if (stats.matches === 0) return { counted: 0, via: 'facet', stats, share: 0 };
  // The cost of reading one of the filter's entries each way, in row visits.
  const mergeEntry = MERGE_ENTRY_COST + (DESCENT_COST * stats.combinations) / stats.matches;
  const walkEntry = (WALK_ENTRY_COST * stats.walkEntries) / stats.matches;
  let matches: number;
  let scanned: number;
  if (walkEntry < mergeEntry && stats.matches > budget) {
    const fraction = (budget * mergeEntry) / (WALK_ENTRY_COST * stats.walkEntries);
    const ids = await countWalkWithin(db, filter, text, cap + 1, fraction);
    if (ids.length > cap) return { counted: ids.length, via: 'walk', stats, share: 0, ids };
    matches = ids.length;
    scanned = Math.min(1, fraction) * stats.matches;
  } else if (read && stats.matches <= budget) {
    const { ids, matches: all } = await findAllMatches(db, filter, title, stats.matches, read);
    return { counted: Math.min(all, cap + 1), via: 'all', stats, share: all / stats.matches, ids };
  } else {
    ({ matches, scanned } = await countMergedWithin(db, filter, title, cap + 1, budget));
  }
  const share = matches / Math.max(1, Math.min(scanned, stats.matches));
  if (matches > cap || stats.matches <= budget) return { counted: matches, via: 'facet', stats, share };
  const restOfFilter =
    0.25 * (Math.min(stats.matches, (cap + 1) / Math.max(share, 1 / stats.matches)) - scanned);
  const trigramRows = Math.min(stats.catalog * share, ((cap + 1) * stats.catalog) / stats.matches);
  if (trigramRows < restOfFilter)
    return { counted: await countUpTo(db, where, cap + 1), via: 'trigram', stats, share };
  return { counted: await countMergedUpTo(db, filter, title, cap + 1), via: 'facet', stats, share };
}

/**
 * How a capped title search (more matches than the cap) read through the facet index reads `wanted` items:
 * `walk` the date (or random-key) index checking each row (about wanted × catalog / matches rows), `window` (each
 * combination's entries since a moment that leaves about 1.5 × wanted matches newer, windowedSearchPage) or, for a
 * random draw, `merge` (every match's id). Costs in row visits; an index entry costs a quarter, a combination's descent DESCENT_COST.
 */
export function searchStrategy(stats: FacetStats, share: number, wanted: number, random: boolean) {
  const matches = Math.max(1, stats.matches * share);
  const walk = (WALK_ENTRY_COST * wanted * stats.walkEntries) / matches;
  const descents = DESCENT_COST * stats.combinations;
  const read = random
    ? MERGE_ENTRY_COST * stats.matches
    : MERGE_ENTRY_COST * (WINDOW_MARGIN * (wanted / Math.max(share, 1e-6)) + stats.combinations);
  if (walk <= read + descents) return 'walk';
  return random ? 'merge' : 'window';
}

/**
 * A combination's index descent in a lateral read, in row visits, as calibrated on the bench's plans (a window of
 * thousands of combinations spends most of its time there): more than the 3 the facet page's model assumes.
 */
const DESCENT_COST = 8;

/** How many more entries than the estimate a windowed read takes, so that one read is usually enough. */
const WINDOW_MARGIN = 1.5;

/**
 * A title search. Counted by countSearch; the page then comes from the index that counted it: through the trigram
 * index (collecting a few matches, or walking the date index for many), or from the facet index — per combination
 * for a result under the cap, otherwise by the cheaper of a date walk and a windowed merge (searchStrategy). Every
 * way gives the same items in the same order (catalog-facets.test.ts).
 */
/** A search's condition twice: for the trigram index (`trigram`) and for a walk of the recent indexes (`walk`). */
export type SearchWhere = { trigram: SQL; walk: SQL };

export async function searchPage(
  deps: CatalogReadDeps,
  query: FeedQuery,
  { trigram: where, walk: walkWhere }: SearchWhere,
  cap: number,
  filter: FacetFilter | null = facetFilterOf(query),
  budget = FACET_SEARCH_BUDGET,
): Promise<FeedPage> {
  const { db } = deps;
  const pageSize = LIMITS.feedPageSize;
  const random = query.sort === 'random';
  if (filter === null) return emptyPage(query, pageSize);
  const title = titleContains(query.q ?? '');
  // What the page will read, known before the count (a page's rows do not depend on the total).
  const read: SearchRead = random
    ? { offset: 0, limit: LIMITS.feedRandomDraw, random }
    : { offset: pageOffset(query.page, pageSize), limit: pageSize, random };
  const { counted, via, stats, share, ids } = await countSearch(
    deps,
    filter,
    where,
    title,
    cap,
    query.q ?? '',
    budget,
    read,
  );
  const total = Math.min(counted, cap);
  const totalIsCapped = counted > cap;
  const pager = feedPager({ page: query.page, pageSize, total, totalIsCapped, random });
  const wanted = random ? LIMITS.feedRandomDraw : pager.offset + pageSize;
  let rows: FeedRow[] = [];
  if (total > 0 && (random || pager.offset < total || totalIsCapped)) {
    if (via === 'all') {
      // Read with the count: the page, or the draw.
      rows = await readIds(db, ids ?? []);
    } else if (via === 'walk' && !random) {
      // Counted along the recent index: the page is a slice of the matches it found, or a walk beyond them.
      const within = ids?.slice(pager.offset, pager.offset + pageSize) ?? [];
      rows =
        within.length === pageSize || !totalIsCapped
          ? await readIds(db, within)
          : await findRecentPage(db, walkWhere, pageSize, pager.offset);
    } else if (via === 'walk') {
      rows = await findRandomDraw(db, walkWhere, LIMITS.feedRandomDraw);
    } else if (via === 'trigram' || stats === null) {
      // A search counted below its cap has few matches: gather them through the trigram index and sort.
      // Many (capped): walk the recent (or random-key) index, which carries the lowered title.
      const strategy: ReadStrategy = totalIsCapped ? 'walk' : 'collect';
      const condition = totalIsCapped ? walkWhere : where;
      rows = random
        ? await findRandomDraw(db, condition, LIMITS.feedRandomDraw, strategy)
        : await findRecentPage(db, condition, pageSize, pager.offset, strategy);
    } else if (!totalIsCapped) {
      rows = random
        ? await findMergedRandomDraw(db, filter, LIMITS.feedRandomDraw, counted, title)
        : await findMergedPage(db, filter, pageSize, pager.offset, title);
    } else {
      const strategy = searchStrategy(stats, share, wanted, random);
      if (random)
        rows =
          strategy === 'walk'
            ? await findRandomDraw(db, walkWhere, LIMITS.feedRandomDraw)
            : await findMergedRandomDraw(db, filter, LIMITS.feedRandomDraw, stats.matches, title);
      else if (strategy === 'walk') rows = await findRecentPage(db, walkWhere, pageSize, pager.offset);
      else rows = await windowedSearchPage(db, filter, title, pager.offset, stats, share);
    }
    if (random) rows = shuffle(rows).slice(0, pageSize);
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

/**
 * A capped search's page from the facet index, per combination but only among the newest items: a window holding
 * about WINDOW_MARGIN × (offset + pageSize) matches by the measured share, once more four times wider, then the
 * whole filter. A full page from a window is exact (titleSince), a short one means the window was too narrow.
 */
export async function windowedSearchPage(
  db: Database,
  filter: FacetFilter,
  title: SQL,
  offset: number,
  stats: FacetStats,
  share: number,
): Promise<FeedRow[]> {
  const pageSize = LIMITS.feedPageSize;
  const entries = (WINDOW_MARGIN * (offset + pageSize)) / Math.max(share, 1e-6);
  for (const widen of [1, 4]) {
    const fraction = (widen * entries) / stats.matches;
    if (fraction >= 1) break;
    const rows = await findMergedPage(db, filter, pageSize, offset, titleSince(title, fraction));
    if (rows.length === pageSize) return rows;
  }
  return findMergedPage(db, filter, pageSize, offset, title);
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
  deps: CatalogReadDeps,
  query: FeedQuery,
  filter: FacetFilter | null,
  where: SQL,
  cap?: number,
): Promise<FeedPage> {
  const { db } = deps;
  const pageSize = LIMITS.feedPageSize;
  const random = query.sort === 'random';
  const wanted = random ? LIMITS.feedRandomDraw : pageOffset(query.page, pageSize) + pageSize;
  const stats = filter
    ? await readFacetStats(deps, filter, wanted)
    : { matches: 0, catalog: 0, combinations: 0, mergeEntries: 0, walkEntries: 0 };
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

/** While both read paths are measured side by side: CATALOG_READ=planner selects the planner's. */
export const plannerRead = () => process.env.CATALOG_READ === 'planner';

/**
 * A page of the catalog under `where` (the feed's filters, a child's policy, or both; `filter` is the same
 * condition per facet, null when nothing can match), counted exactly from content_facet_counts, read in one
 * statement newest first or drawn from a random point of the random key. `cap`: totals above it are shown as
 * "cap+" (the child feed's pager).
 */
export async function plainFacetPage(
  db: Database,
  query: FeedQuery,
  filter: FacetFilter | null,
  where: SQL,
  cap?: number,
): Promise<FeedPage> {
  const pageSize = LIMITS.feedPageSize;
  const random = query.sort === 'random';
  const matches = filter ? await countFacetMatches(db, filter) : 0;
  const total = cap === undefined ? matches : Math.min(matches, cap);
  const totalIsCapped = cap !== undefined && matches > cap;
  const pager = feedPager({ page: query.page, pageSize, total, totalIsCapped, random });
  let rows: FeedRow[] = [];
  if (matches > 0 && random)
    rows = shuffle(await findRandomDraw(db, where, LIMITS.feedRandomDraw)).slice(0, pageSize);
  else if (matches > 0 && pager.offset < matches) rows = await findPage(db, where, pageSize, pager.offset);
  return {
    items: rows.map(toFeedItem),
    page: pager.page,
    pageSize,
    total,
    totalIsCapped,
    ...pagerFields(pager),
  };
}

/**
 * A title search under `where` (filters or policy, without the title): every word must match the normalised title.
 * Counted up to `cap` + 1; the newest cap + 1 matches are ranked (title start, whole words, the rest) and paged,
 * and pages beyond them continue newest first. A random draw is taken among the first cap + 1 matches found.
 */
export async function plainSearchPage(
  db: Database,
  query: FeedQuery,
  filtersOnly: SQL | null,
  cap: number,
): Promise<FeedPage> {
  const pageSize = LIMITS.feedPageSize;
  const random = query.sort === 'random';
  if (filtersOnly === null) return emptyPage(query, pageSize);
  const text = query.q ?? '';
  const where = and(filtersOnly, titleMatches(text)) as SQL;
  const window = cap + 1;
  const offset = random ? 0 : pageOffset(query.page, pageSize);
  let rows: FeedRow[];
  let matches: number;
  if (random) {
    ({ rows, matches } = await findSearchDraw(db, where, window, LIMITS.feedRandomDraw));
    rows = shuffle(rows).slice(0, pageSize);
  } else {
    ({ rows, matches } = await findRankedSearchPage(db, where, text, window, pageSize, offset));
    // Past the ranked window the matches continue newest first: the window is exactly the newest `window` of them.
    if (matches > cap && offset + pageSize > window) {
      const from = Math.max(offset, window);
      rows = [...rows, ...(await findPage(db, where, offset + pageSize - from, from))];
    }
  }
  const total = Math.min(matches, cap);
  const totalIsCapped = matches > cap;
  const pager = feedPager({ page: query.page, pageSize, total, totalIsCapped, random });
  return {
    items: rows.map(toFeedItem),
    page: pager.page,
    pageSize,
    total,
    totalIsCapped,
    ...pagerFields(pager),
  };
}

export async function getFeedPage(deps: CatalogReadDeps, query: FeedQuery): Promise<FeedPage> {
  if (!plannerRead()) {
    const filters = publishedFilters({ ...query, q: undefined });
    return query.q
      ? plainSearchPage(deps.db, query, filters, SEARCH_TOTAL_CAP)
      : plainFacetPage(deps.db, query, facetFilterOf(query), filters);
  }
  if (query.q)
    return searchPage(
      deps,
      query,
      { trigram: publishedFilters(query), walk: publishedFilters(query, 'title_lower') },
      SEARCH_TOTAL_CAP,
    );
  return facetPage(deps, query, facetFilterOf(query), publishedFilters(query));
}

export async function getPublishedContent(db: Database, id: string): Promise<ContentDetail> {
  if (!isUuid(id)) throw notFound('videoNotFound');
  const row = await findPublishedById(db, id);
  if (!row) throw notFound('videoNotFound');
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
    example: row.example,
    creator: { ...item.creator, bio: row.creatorBio },
  };
}

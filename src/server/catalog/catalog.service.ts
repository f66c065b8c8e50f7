// The public read path: what an anonymous visitor may see of the catalog (published items only), each page one
// statement on the catalog's indexes (decision 031-r-plain-catalog-read), and the mapping of rows to the items
// every list shows.

import type { SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/app-error';
import { LIMITS } from '#shared/domain';
import { UNKNOWN_CREATOR_NAME } from '#shared/fallback-names';
import type { ContentDetail, FeedItem, FeedPage, FeedQuery } from '#shared/feed.schema';
import { isUuid } from '#shared/ids';
import { feedPager, pageOffset } from '#shared/pager';
import {
  countFacetMatches,
  countUpTo,
  type FacetFilter,
  type FeedRow,
  findDrawAmongAll,
  findPage,
  findPublishedById,
  findRandomDraw,
  findRankedSearchPage,
  findSearchDraw,
  publishedFilters,
  valuesCountable,
  withTitleMatch,
} from './catalog.repo';
import { facetFilterOf } from './facet-filter';
import { avatarUrlFor, displayImageUrl, thumbnailUrlFor } from './image-urls';

/** What the catalog's reads need: the database (the app's deps, or `{ db }` alone in scripts). */
export type CatalogReadDeps = { db: Database };

/** Pages beyond this many matches are still served, but the pager says "N+" instead of counting a huge table. */
export const FEED_TOTAL_CAP = 10_000;
/** Title searches are counted up to here ("1,000+ videos"), and their newest this many + 1 matches are ranked. */
export const SEARCH_TOTAL_CAP = 1_000;
/**
 * A random page of at most this many matches is drawn from all of them; of more, along the random key. A walk from a
 * random point reads about draw × published ÷ matches index entries before it has found the draw; reading every
 * match reads `matches` entries. The two meet near √(24 × 1,000,000) ≈ 4,900, so at a million videos neither read
 * exceeds ~5,000 entries (below it a narrow filter's walk read 100,000 and more); on a smaller catalog both are small.
 */
export const DRAW_AMONG_ALL_UP_TO = 5_000;

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

const pagerFields = (pager: { totalPages: number; hasMore: boolean }) => ({
  totalPages: pager.totalPages,
  hasMore: pager.hasMore,
});

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
 * How many items a page's condition matches: exactly, or (`upperBound`) at most this many — then the page reads one
 * row more than it shows, so whether there is a next page stays exact, and the last page sets the total right.
 */
export type MatchCount = { matches: number; upperBound: boolean };

/**
 * A page of the catalog under `where` (the feed's filters, a child's policy, or both; `filter` is the same
 * condition per facet, null when nothing can match), counted exactly from content_facet_counts, read in one
 * statement newest first or drawn from a random point of the random key. `cap`: totals above it are shown as
 * "cap+" (the child feed's pager). `countMatches` counts instead of the facet counts where `where` holds more than
 * the facets (a child's blocks and approvals).
 */
export async function facetPage(
  db: Database,
  query: FeedQuery,
  filter: FacetFilter | null,
  where: SQL,
  cap?: number,
  countMatches?: (facetMatches: () => Promise<number>) => Promise<MatchCount>,
): Promise<FeedPage> {
  const pageSize = LIMITS.feedPageSize;
  const random = query.sort === 'random';
  const facetMatches = () => (filter ? countFacetMatches(db, filter) : Promise.resolve(0));
  // A values filter with facets the values counts do not hold is counted row by row, up to the cap + 1 (`where`
  // holds everything, the child's lists included): exact below the cap, "cap+" above it.
  const bounded = filter !== null && filter.valuesMask !== undefined && !valuesCountable(filter);
  const shownCap = bounded ? Math.min(cap ?? FEED_TOTAL_CAP, FEED_TOTAL_CAP) : cap;
  const counted: MatchCount =
    filter === null
      ? { matches: 0, upperBound: false }
      : bounded
        ? { matches: await countUpTo(db, where, (shownCap ?? FEED_TOTAL_CAP) + 1), upperBound: false }
        : countMatches
          ? await countMatches(facetMatches)
          : { matches: await facetMatches(), upperBound: false };
  let { matches } = counted;
  const offset = random ? 0 : pageOffset(query.page, pageSize);
  let rows: FeedRow[] = [];
  let endKnown = false;
  if (matches > 0 && random) {
    const draw = matches <= DRAW_AMONG_ALL_UP_TO ? findDrawAmongAll : findRandomDraw;
    rows = shuffle(await draw(db, where, LIMITS.feedRandomDraw)).slice(0, pageSize);
  } else if (matches > 0 && offset < matches) {
    rows = await findPage(db, where, counted.upperBound ? pageSize + 1 : pageSize, offset);
    if (counted.upperBound && rows.length <= pageSize) {
      // The last page: everything that matches is now known.
      matches = offset + rows.length;
      endKnown = true;
    }
    rows = rows.slice(0, pageSize);
  }
  const total = shownCap === undefined ? matches : Math.min(matches, shownCap);
  const totalIsCapped = shownCap !== undefined && matches > shownCap && !endKnown;
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

/**
 * A title search under `where` (filters or policy, without the title): every word must match the normalised title.
 * Counted up to `cap` + 1; the newest cap + 1 matches are ranked (title start, whole words, the rest) and paged,
 * and pages beyond them continue newest first. A random draw is taken among the first cap + 1 matches found.
 */
export async function searchPage(
  db: Database,
  query: FeedQuery,
  filtersOnly: SQL | null,
  cap: number,
): Promise<FeedPage> {
  const pageSize = LIMITS.feedPageSize;
  const random = query.sort === 'random';
  if (filtersOnly === null) return emptyPage(query, pageSize);
  const text = query.q ?? '';
  const where = withTitleMatch(filtersOnly, text);
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
  const filters = publishedFilters(query);
  return query.q
    ? searchPage(deps.db, query, filters, SEARCH_TOTAL_CAP)
    : facetPage(deps.db, query, facetFilterOf(query), filters);
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
    // The main mix by default; a child's route says when the child is given the vocals-only mix instead.
    soundtrack: row.vocalsMix ? 'main' : null,
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

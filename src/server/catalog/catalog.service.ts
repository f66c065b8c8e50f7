// The public read path: what an anonymous visitor may see of the catalog (published items only), pages counted and
// read by the cheaper strategy (decision 005), and the mapping of rows to the items every list shows.

import type { SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/app-error';
import { LIMITS } from '#shared/domain';
import { UNKNOWN_CREATOR_NAME } from '#shared/fallback-names';
import type { ContentDetail, FeedItem, FeedPage, FeedQuery } from '#shared/feed.schema';
import { isUuid } from '#shared/ids';
import { feedPager } from '#shared/pager';
import {
  countByFacets,
  countUpTo,
  type FeedRow,
  findPublishedById,
  findRandomDraw,
  findRecentCatalogPage,
  findRecentPage,
  publishedFilters,
  type ReadStrategy,
} from './catalog.repo';
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

function hasFacetFilter(query: FeedQuery): boolean {
  return Boolean(
    query.age?.length ||
      query.category?.length ||
      query.language ||
      query.source ||
      query.music ||
      query.duration,
  );
}

/**
 * Walking an index in sort order reads about `wanted / share` entries before it has `wanted` matches; collecting
 * every match reads `matches` rows (each dearer: heap visit and sort). Pick the cheaper of the two.
 */
export function readStrategy(wanted: number, matches: number, catalog: number): ReadStrategy {
  if (matches === 0 || catalog === 0) return 'walk';
  const walkCost = (wanted * catalog) / matches;
  const collectCost = 4 * matches;
  return collectCost < walkCost ? 'collect' : 'walk';
}

async function countMatches(db: Database, query: FeedQuery, where: SQL) {
  // Title search cannot use the facet counts: count the trigram matches, but stop at the cap.
  if (query.q) {
    const counted = await countUpTo(db, where, SEARCH_TOTAL_CAP + 1);
    return {
      total: Math.min(counted, SEARCH_TOTAL_CAP),
      totalIsCapped: counted > SEARCH_TOTAL_CAP,
      catalog: null,
    };
  }
  const { matches, catalog } = await countByFacets(db, query);
  return { total: matches, totalIsCapped: false, catalog };
}

export async function getFeedPage(db: Database, query: FeedQuery): Promise<FeedPage> {
  const where = publishedFilters(query);
  const pageSize = LIMITS.feedPageSize;
  const random = query.sort === 'random';
  const counted = await countMatches(db, query, where);
  const pager = feedPager({
    page: query.page,
    pageSize,
    total: counted.total,
    totalIsCapped: counted.totalIsCapped,
    random,
  });
  const offset = pager.offset;
  let rows: FeedRow[] = [];
  if (counted.total > 0 || counted.catalog === null) {
    const wanted = random ? LIMITS.feedRandomDraw : offset + pageSize;
    let strategy: ReadStrategy = 'walk';
    if (counted.catalog === null) {
      // A search counted below its cap has few matches: gather them through the trigram index and sort.
      strategy = counted.totalIsCapped ? 'walk' : 'collect';
    } else if (hasFacetFilter(query)) {
      strategy = readStrategy(wanted, counted.total, counted.catalog);
    }
    const unfiltered = counted.catalog !== null && !hasFacetFilter(query);
    if (random) {
      rows = shuffle(await findRandomDraw(db, where, LIMITS.feedRandomDraw, strategy)).slice(0, pageSize);
    } else if (offset < counted.total || counted.totalIsCapped) {
      rows = unfiltered
        ? await findRecentCatalogPage(db, pageSize, offset)
        : await findRecentPage(db, where, pageSize, offset, strategy);
    }
  }
  return {
    items: rows.map(toFeedItem),
    page: pager.page,
    pageSize,
    total: counted.total,
    totalIsCapped: counted.totalIsCapped,
    totalPages: pager.totalPages,
    hasMore: pager.hasMore,
  };
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

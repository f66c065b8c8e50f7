// The public read path: what an anonymous visitor may see of the catalog (published items only).
import { LIMITS } from '../../shared/domain';
import type { ContentDetail, FeedItem, FeedPage, FeedQuery } from '../../shared/feed.schema';
import { isUuid } from '../../shared/ids';
import type { Database } from '../db/client';
import { notFound } from '../http/app-error';
import { displayImageUrl } from '../image-proxy/image-proxy.service';
import { avatarUrlFor, thumbnailUrlFor } from '../media/media-urls';
import {
  countUpTo,
  type FeedRow,
  findPublishedById,
  findRandomDraw,
  findRecentPage,
  publishedFilters,
} from './feed.repo';

/** Pages beyond this many matches are still served, but the pager says "N+" instead of counting a huge table. */
export const FEED_TOTAL_CAP = 10_000;

export function toFeedItem(row: FeedRow): FeedItem {
  const creatorName = row.creatorName ?? 'Unknown creator';
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

export async function getFeedPage(db: Database, query: FeedQuery): Promise<FeedPage> {
  const where = publishedFilters(query);
  const pageSize = LIMITS.feedPageSize;
  const countPromise = countUpTo(db, where, FEED_TOTAL_CAP + 1);
  const rowsPromise =
    query.sort === 'random'
      ? findRandomDraw(db, where, LIMITS.feedRandomDraw).then((rows) => shuffle(rows).slice(0, pageSize))
      : findRecentPage(db, where, pageSize, (query.page - 1) * pageSize);
  const [counted, rows] = await Promise.all([countPromise, rowsPromise]);
  const totalIsCapped = counted > FEED_TOTAL_CAP;
  const total = Math.min(counted, FEED_TOTAL_CAP);
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const page = query.sort === 'random' ? 1 : query.page;
  return {
    items: rows.map(toFeedItem),
    page,
    pageSize,
    total,
    totalIsCapped,
    totalPages,
    hasMore: query.sort === 'random' ? false : totalIsCapped || page < totalPages,
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

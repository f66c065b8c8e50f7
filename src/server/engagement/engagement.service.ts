// Rules for likes, comments, reports, counted views, related and next videos, and creators' latest videos.

import type { SessionUser } from '#server/access';
import { avatarUrlFor, displayImageUrl, toFeedItem } from '#server/catalog';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/app-error';
import { ACCOUNT_MESSAGES } from '#shared/accounts.schema';
import { LIMITS } from '#shared/domain';
import {
  COMMENTS_PAGE_SIZE,
  type CommentsPage,
  type CommentView,
  ENGAGEMENT_LIMITS,
  ENGAGEMENT_MESSAGES,
  isBotUserAgent,
  type LikeState,
  type ViewResult,
} from '#shared/engagement';
import type { CommentInput, ReportInput } from '#shared/engagement.schema';
import type { FeedItem } from '#shared/feed.schema';
import { MESSAGES } from '#shared/messages';
import {
  deleteComment,
  deleteLike,
  findComment,
  findComments,
  findCreatorVideos,
  findPublishedSummary,
  findRandomOtherId,
  findRelated,
  insertComment,
  insertLike,
  insertReport,
  likeState,
  recordView,
  userExists,
} from './engagement.repo';
import { viewAddressHash } from './view-address';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every action needs a published video; anything else (pending, rejected, unknown, malformed) is 'Video not found'. */
export async function requirePublished(db: Database, id: string) {
  if (!UUID.test(id)) throw notFound(MESSAGES.videoNotFound);
  const summary = await findPublishedSummary(db, id);
  if (!summary) throw notFound(MESSAGES.videoNotFound);
  return summary;
}

export async function getLikes(
  db: Database,
  contentId: string,
  user: SessionUser | null,
): Promise<LikeState> {
  await requirePublished(db, contentId);
  return likeState(db, contentId, user?.id ?? null);
}

export async function setLiked(db: Database, contentId: string, user: SessionUser, liked: boolean) {
  await requirePublished(db, contentId);
  if (liked) await insertLike(db, contentId, user.id);
  else await deleteLike(db, contentId, user.id);
  return likeState(db, contentId, user.id);
}

type CommentRow = Awaited<ReturnType<typeof findComments>>[number];

function toCommentView(row: CommentRow, user: SessionUser | null): CommentView {
  const name = row.authorName.trim() || 'Member';
  return {
    id: row.id,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    author: {
      id: row.userId,
      name,
      avatarUrl: displayImageUrl('ui-avatar', row.authorImage, avatarUrlFor(name)),
    },
    canDelete: Boolean(user && (user.id === row.userId || user.role === 'admin')),
  };
}

export async function listComments(
  db: Database,
  contentId: string,
  page: number,
  user: SessionUser | null,
): Promise<CommentsPage> {
  await requirePublished(db, contentId);
  const rows = await findComments(db, contentId, COMMENTS_PAGE_SIZE + 1, (page - 1) * COMMENTS_PAGE_SIZE);
  return {
    items: rows.slice(0, COMMENTS_PAGE_SIZE).map((row) => toCommentView(row, user)),
    page,
    pageSize: COMMENTS_PAGE_SIZE,
    hasMore: rows.length > COMMENTS_PAGE_SIZE,
  };
}

export async function addComment(db: Database, contentId: string, user: SessionUser, input: CommentInput) {
  await requirePublished(db, contentId);
  return toCommentView(await insertComment(db, contentId, user.id, input.text), user);
}

/** Authors delete their own comments and admins moderate any; for everyone else the comment does not exist. */
export async function removeComment(db: Database, commentId: string, user: SessionUser) {
  if (!UUID.test(commentId)) throw notFound(ENGAGEMENT_MESSAGES.commentNotFound);
  const comment = await findComment(db, commentId);
  if (!comment || (comment.userId !== user.id && user.role !== 'admin')) {
    throw notFound(ENGAGEMENT_MESSAGES.commentNotFound);
  }
  await deleteComment(db, commentId);
}

export async function reportContent(db: Database, contentId: string, user: SessionUser, input: ReportInput) {
  await requirePublished(db, contentId);
  const row = await insertReport(db, { contentId, userId: user.id, ...input });
  return { id: row?.id ?? '' };
}

/**
 * A view counts after the spec's rules (once per device or signed-in viewer and item per 24 h, never for bots) and,
 * against device ids made up per request, at most `countedViewsPerAddress` times per client address and item in the
 * same 24 h; views beyond that are not counted (decision 008), and not stored unless a signed-in viewer made them.
 */
export async function countView(
  db: Database,
  input: {
    contentId: string;
    deviceId: string;
    user: SessionUser | null;
    userAgent: string | null;
    viewDuration: number;
    /** The client address (http/client-ip.ts); only its keyed hash is used. */
    clientAddress: string;
    addressKey: Buffer;
  },
): Promise<ViewResult> {
  await requirePublished(db, input.contentId);
  return recordView(db, {
    contentId: input.contentId,
    deviceId: input.deviceId,
    viewerId: input.user?.id ?? null,
    addressHash: viewAddressHash(input.addressKey, input.contentId, input.clientAddress),
    userAgent: input.userAgent,
    isBot: isBotUserAgent(input.userAgent),
    viewDuration: input.viewDuration,
    cooldownMs: LIMITS.viewCooldownMs,
    countedPerAddress: ENGAGEMENT_LIMITS.countedViewsPerAddress,
  });
}

/**
 * Related: published, not this one, same category, newest first. `maxAgeBand` is the child band rule (a child
 * session never sees content above its band); outside child mode it is 4, i.e. everything.
 */
export async function relatedVideos(db: Database, contentId: string, maxAgeBand = 4): Promise<FeedItem[]> {
  const summary = await requirePublished(db, contentId);
  const rows = await findRelated(db, {
    id: contentId,
    category: summary.category,
    maxAgeBand,
    limit: LIMITS.relatedVideos,
  });
  return rows.map(toFeedItem);
}

export async function nextVideoId(db: Database, contentId: string): Promise<string | null> {
  await requirePublished(db, contentId);
  return findRandomOtherId(db, contentId);
}

export async function creatorLatestVideos(db: Database, userId: string): Promise<FeedItem[]> {
  if (userId.length > 128 || !(await userExists(db, userId)))
    throw notFound(ACCOUNT_MESSAGES.profileNotFound);
  const rows = await findCreatorVideos(db, userId, LIMITS.publicProfileLatestVideos);
  return rows.map(toFeedItem);
}

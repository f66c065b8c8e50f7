// Likes, comments, reports, views and related videos: limits, the spec's messages, answers and pure rules.
// No zod here, so pages import it without loading the validation library (the schemas are engagement.schema.ts).
import { RATE_LIMITED_MESSAGE } from './api-error';
import type { FeedItem } from './feed.schema';

export const COMMENT_MAX_LENGTH = 2000;
export const REPORT_DETAILS_MAX_LENGTH = 2000;
export const COMMENTS_PAGE_SIZE = 20;

/** Abuse limits the server enforces (decision 008). */
export const ENGAGEMENT_LIMITS = {
  /** Comments one signed-in user may post per minute. */
  commentsPerMinute: 10,
  /** Reports one signed-in user may send per minute. */
  reportsPerMinute: 5,
  /** Views of one item that count per client address (IPv6: per /64) within the 24 h view cooldown. */
  countedViewsPerAddress: 3,
} as const;

export const ENGAGEMENT_MESSAGES = {
  commentRequired: 'commentTextRequired',
  commentTooLong: 'commentTooLong',
  reasonRequired: 'chooseReason',
  detailsRequired: 'describeProblem',
  detailsTooLong: 'detailsTooLong',
  deviceIdRequired: 'deviceIdRequiredHeaderXdeviceid',
  commentNotFound: 'commentNotFound',
  rateLimited: RATE_LIMITED_MESSAGE,
  authenticationRequired: 'authenticationRequired',
} as const;

export type LikeState = { count: number; liked: boolean };

export type CommentView = {
  id: string;
  text: string;
  createdAt: string;
  author: { id: string; name: string; avatarUrl: string };
  /** True when the caller may delete it (their own comment, or an admin). */
  canDelete: boolean;
};

export type CommentsPage = { items: CommentView[]; page: number; pageSize: number; hasMore: boolean };

export type ViewResult = { counted: boolean; viewCount: number };

export type RelatedVideos = { items: FeedItem[] };

export type NextVideo = { id: string | null };

export type CreatorVideos = { items: FeedItem[] };

/**
 * Crawlers, link previewers, headless browsers and HTTP libraries: recorded with is_bot and never counted.
 * A missing user agent is treated as a bot too (every real browser sends one).
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|fetch|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|headless|lighthouse|pagespeed|preview|facebookexternalhit|embedly|whatsapp|telegram|discord|monitor|uptime|phantom|puppeteer|playwright-bot/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.trim() === '') return true;
  return BOT_USER_AGENT.test(userAgent);
}

/** The two social networks the share menu offers, each carrying the video's own link. */
export function shareLinks(videoUrl: string, title: string) {
  const url = encodeURIComponent(videoUrl);
  const text = encodeURIComponent(title);
  return [
    { network: 'WhatsApp', href: `https://wa.me/?text=${text}%20${url}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
  ] as const;
}

// Likes, comments, reports, views and related videos: request schemas (form + server), answers and pure rules.
import { z } from 'zod';
import { REPORT_REASONS, type ReportReason } from './domain';
import type { FeedItem } from './feed.schema';

export const COMMENT_MAX_LENGTH = 2000;
export const REPORT_DETAILS_MAX_LENGTH = 2000;
export const COMMENTS_PAGE_SIZE = 20;

export const ENGAGEMENT_MESSAGES = {
  commentRequired: 'Comment text is required',
  commentTooLong: `Comments can be at most ${COMMENT_MAX_LENGTH} characters`,
  reasonRequired: 'Please choose a reason',
  detailsRequired: 'Please describe the problem',
  detailsTooLong: `Details can be at most ${REPORT_DETAILS_MAX_LENGTH} characters`,
  deviceIdRequired: 'A device id is required (header x-device-id)',
  commentNotFound: 'Comment not found',
  reportThanks: 'Thank you for your report',
  reportThanksDetail: "We'll review this content and take appropriate action.",
  reportSignIn: 'You must be logged in to report content.',
  likeSignIn: 'You must be logged in to like videos.',
  commentSignIn: 'You must be logged in to comment.',
  goToLogin: 'Go to Login',
  copied: 'Copied!',
  authenticationRequired: 'Authentication required',
  noVideosUploaded: 'No videos uploaded yet.',
} as const;

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  inappropriate: 'Inappropriate',
  offensive: 'Offensive',
  misinformation: 'Misinformation',
  other: 'Other',
};

/** Plain text only: the web renders it as text, never as HTML. Control characters other than newlines are dropped. */
function plainText(value: unknown) {
  return typeof value === 'string' ? value.replace(/[^\P{Cc}\n\t]/gu, '').trim() : value;
}

export const commentInputSchema = z.object({
  text: z.preprocess(
    plainText,
    z
      .string({ error: ENGAGEMENT_MESSAGES.commentRequired })
      .min(1, ENGAGEMENT_MESSAGES.commentRequired)
      .max(COMMENT_MAX_LENGTH, ENGAGEMENT_MESSAGES.commentTooLong),
  ),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const reportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: ENGAGEMENT_MESSAGES.reasonRequired }),
  details: z.preprocess(
    plainText,
    z
      .string({ error: ENGAGEMENT_MESSAGES.detailsRequired })
      .min(1, ENGAGEMENT_MESSAGES.detailsRequired)
      .max(REPORT_DETAILS_MAX_LENGTH, ENGAGEMENT_MESSAGES.detailsTooLong),
  ),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

/** Device ids are random UUIDs made by the browser; anything else is refused rather than stored. */
export const deviceIdSchema = z
  .string({ error: ENGAGEMENT_MESSAGES.deviceIdRequired })
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, ENGAGEMENT_MESSAGES.deviceIdRequired);

export const commentsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a positive whole number' })
    .int('Page must be a positive whole number')
    .min(1, 'Page must be a positive whole number')
    .max(1000, 'Page must be at most 1000')
    .default(1),
});

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

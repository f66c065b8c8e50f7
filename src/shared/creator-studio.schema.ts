// Creator studio: analytics ranges and answers, audience buckets (never under the privacy threshold),
// drafts (only a title needed), scheduling, the message threads and the creator's own video list.
import { z } from 'zod';
import { ageRange, requiredText, tagList } from './content-fields';
import { CATEGORIES, type ContentStatus, LANGUAGES } from './domain';
import { uuidSchema } from './ids';
import { PIPELINE_MESSAGES } from './pipeline-messages';
import { safeText } from './safe-text';
import { SUBMISSION_SOURCES } from './submission.schema';

export const CREATOR_STUDIO_MESSAGES = {
  publishAtFuture: 'Please choose a publish time in the future',
  publishAtTooFar: 'Please choose a publish time within a year',
  messageRequired: 'Message is required',
  cannotSchedulePublished: 'This video is already published',
  noPendingRevision: 'There is no edit waiting for review',
  cannotWithdraw: 'Only a published video can be withdrawn',
  draftOnly: 'Only a draft can be changed this way',
  notADraft: 'A draft is changed in its own form',
} as const;

/** Audience buckets with fewer viewers than this are never sent: they read "fewer than 10". */
export const AUDIENCE_PRIVACY_THRESHOLD = 10;

export const ANALYTICS_RANGES = [7, 28, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

const optionalUuid = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, PIPELINE_MESSAGES.contentNotFound)
  .optional();

export const analyticsQuerySchema = z.object({
  range: z.coerce
    .number({ error: 'Please choose 7, 28 or 90 days' })
    .refine(
      (value) => (ANALYTICS_RANGES as readonly number[]).includes(value),
      'Please choose 7, 28 or 90 days',
    )
    .default(28)
    .transform((value) => value as AnalyticsRange),
  contentId: optionalUuid,
});

export const analyticsExportQuerySchema = analyticsQuerySchema.extend({
  table: z.enum(['days', 'videos'], { error: 'Please choose days or videos' }).default('days'),
});

export type AnalyticsFigures = {
  views: number;
  /** Seconds watched in counted views. */
  watchSeconds: number;
  likes: number;
  comments: number;
  /** Share (0-1) of counted views of items with a known duration watched to at least 90 %; null when none. */
  completionRate: number | null;
};

export type AudienceBucket = {
  key: string;
  /** Null when fewer than AUDIENCE_PRIVACY_THRESHOLD viewers: the number itself never leaves the server. */
  viewers: number | null;
  fewerThanThreshold: boolean;
};

export type CreatorAnalytics = {
  range: AnalyticsRange;
  from: string;
  to: string;
  contentId: string | null;
  totals: AnalyticsFigures;
  days: ({ date: string } & AnalyticsFigures)[];
  videos: ({ id: string; title: string } & AnalyticsFigures)[];
  audience: { ageBands: AudienceBucket[]; languages: AudienceBucket[]; devices: AudienceBucket[] };
};

/** A publish time as an ISO instant (the browser turns the creator's local date and time into one). */
export const publishAtSchema = z.iso
  .datetime({ offset: true, error: 'Please choose a valid date and time' })
  .refine((value) => new Date(value).getTime() > Date.now(), CREATOR_STUDIO_MESSAGES.publishAtFuture)
  .refine(
    (value) => new Date(value).getTime() < Date.now() + 366 * 24 * 3600 * 1000,
    CREATOR_STUDIO_MESSAGES.publishAtTooFar,
  );

export const scheduleSchema = z.object({ publishAt: publishAtSchema.nullable() });

const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** A draft needs only its title; everything else may be filled in later and is checked on submission. */
export const draftSchema = z.object({
  title: requiredText(PIPELINE_MESSAGES.titleRequired, 200, 'Title'),
  sourceType: z.enum(SUBMISSION_SOURCES, { error: 'Please choose where the video is' }).optional(),
  youtubeUrl: optionalText(200),
  instagramUsername: optionalText(200),
  instagramStoryId: optionalText(200),
  instagramReelUsername: optionalText(200),
  instagramReelId: optionalText(200),
  tiktokUsername: optionalText(200),
  tiktokVideoId: optionalText(200),
  category: z.enum(CATEGORIES, { error: PIPELINE_MESSAGES.invalidCategory }).optional(),
  language: z.enum(LANGUAGES, { error: 'Please choose a language' }).optional(),
  ageRange: ageRange.optional(),
  duration: z
    .number()
    .min(0, 'Duration cannot be negative')
    .max(600, 'Duration must be at most 600 minutes')
    .optional(),
  description: optionalText(5000),
  tags: tagList,
  hasMusic: z.boolean().default(false),
  shariahScore: z.number().int().min(0).max(100).optional(),
  publishAt: publishAtSchema.nullish(),
});
export type DraftInput = z.input<typeof draftSchema>;
export type Draft = z.output<typeof draftSchema>;

/** What a draft holds, for the form to continue it. */
export type DraftDetail = {
  id: string;
  title: string;
  sourceType: string;
  youtubeUrl: string | null;
  instagramUsername: string | null;
  instagramStoryId: string | null;
  instagramReelUsername: string | null;
  instagramReelId: string | null;
  tiktokUsername: string | null;
  tiktokVideoId: string | null;
  category: string;
  language: string;
  /** Null until the creator chooses one: the form then shows its "Choose an age range" placeholder. */
  ageRange: number | null;
  duration: number;
  description: string;
  tags: string[];
  hasMusic: boolean;
  shariahScore: number;
  publishAt: string | null;
  updatedAt: string;
};

export const messageSchema = z.object({
  body: safeText({ error: CREATOR_STUDIO_MESSAGES.messageRequired })
    .trim()
    .min(1, CREATOR_STUDIO_MESSAGES.messageRequired)
    .max(2000, 'Message must be at most 2000 characters'),
});

export type ThreadMessage = {
  id: string;
  authorRole: 'creator' | 'moderator';
  kind: 'message' | 'rejection';
  body: string;
  createdAt: string;
};

export type ThreadSummary = {
  contentId: string;
  title: string;
  status: ContentStatus;
  lastMessage: string;
  lastAt: string;
  unread: number;
};

export type Thread = { contentId: string; title: string; status: ContentStatus; messages: ThreadMessage[] };

export const MY_VIDEO_FILTERS = ['all', 'draft', 'pending', 'scheduled', 'published', 'rejected'] as const;
export const myVideosQuerySchema = z.object({
  status: z.enum(MY_VIDEO_FILTERS, { error: 'Unknown status filter' }).default('all'),
  q: safeText().trim().max(200, 'Search must be at most 200 characters').default(''),
});

export type MyVideo = {
  id: string;
  title: string;
  status: ContentStatus;
  scheduledPublishAt: string | null;
  publishedAt: string | null;
  viewCount: number;
  hasPendingRevision: boolean;
  unreadMessages: number;
  createdAt: string;
  updatedAt: string;
};

/** A creator's edit of a published item: it waits for a moderator while the published version stays live. */
export const revisionSchema = z.object({
  title: requiredText(PIPELINE_MESSAGES.titleRequired, 200, 'Title'),
  description: requiredText(PIPELINE_MESSAGES.descriptionRequired, 5000, 'Description'),
  category: z.enum(CATEGORIES, { error: PIPELINE_MESSAGES.invalidCategory }),
  tags: tagList,
  language: z.enum(LANGUAGES, { error: 'Please choose a language' }),
  ageRange,
  hasMusic: z.boolean({ error: 'Please say whether it has music' }),
});
export type RevisionInput = z.input<typeof revisionSchema>;

/**
 * GET /api/studio/videos/:id/edit — a submitted item as its edit form starts: the waiting edit's fields when there is
 * one (a published item's edit waits for a moderator), else the item's own; `pendingRevision` says one waits.
 */
export type EditableVideo = {
  id: string;
  title: string;
  status: ContentStatus;
  fields: z.output<typeof revisionSchema>;
  pendingRevision: { createdAt: string } | null;
};

/** A moderator's decision on a waiting revision; a refusal says why (it lands in the item's thread). */
export const revisionDecisionSchema = z
  .object({
    approve: z.boolean({ error: 'Please approve or reject the edit' }),
    // The waiting edit the moderator read: a newer one (the creator edited again meanwhile) is refused with 409.
    revisionId: uuidSchema({ error: PIPELINE_MESSAGES.revisionRequired }),
    reason: safeText().trim().max(1000, 'The reason must be at most 1000 characters').optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.approve && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: PIPELINE_MESSAGES.rejectionReasonRequired });
  });

// Creator studio: analytics ranges and answers, audience buckets (never under the privacy threshold),
// drafts (only a title needed), scheduling, the message threads and the creator's own video list.
import { z } from 'zod';
import { ageRange, requiredText, tagList } from './content-fields';
import { CATEGORIES, type ContentStatus, LANGUAGES } from './domain';
import { uuidSchema } from './ids';
import { PIPELINE_MESSAGES } from './pipeline-messages';
import { whenFieldsParsed } from './refine-when';
import { safeText } from './safe-text';
import { SUBMISSION_SOURCES } from './submission.schema';
import {
  checkDeclaration,
  declaredValuesSchema,
  draftValuesSchema,
  type ValueAnswers,
} from './value-answers';

export const CREATOR_STUDIO_MESSAGES = {
  publishAtFuture: 'choosePublishTimeFuture',
  publishAtTooFar: 'choosePublishTimeWithinYear',
  messageRequired: 'messageRequired',
  cannotSchedulePublished: 'videoAlreadyPublished',
  noPendingRevision: 'thereNoEditWaitingReview',
  cannotWithdraw: 'onlyPublishedVideoWithdrawn',
  draftOnly: 'onlyDraftChangedWay',
  notADraft: 'draftChangedOwnForm',
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
    .number({ error: 'choosePeriodOfDays' })
    .refine((value) => (ANALYTICS_RANGES as readonly number[]).includes(value), 'choosePeriodOfDays')
    .default(28)
    .transform((value) => value as AnalyticsRange),
  contentId: optionalUuid,
});

export const analyticsExportQuerySchema = analyticsQuerySchema.extend({
  table: z.enum(['days', 'videos'], { error: 'chooseDaysVideos' }).default('days'),
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
  .datetime({ offset: true, error: 'chooseValidDateTime' })
  .refine((value) => new Date(value).getTime() > Date.now(), CREATOR_STUDIO_MESSAGES.publishAtFuture)
  .refine(
    (value) => new Date(value).getTime() < Date.now() + 366 * 24 * 3600 * 1000,
    CREATOR_STUDIO_MESSAGES.publishAtTooFar,
  );

export const scheduleSchema = z.object({ publishAt: publishAtSchema.nullable() });

const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max, 'mustBeAtMostCharacters')
    .optional()
    .transform((value) => value || undefined);

/** A draft needs only its title; everything else may be filled in later and is checked on submission. */
export const draftSchema = z.object({
  title: requiredText(PIPELINE_MESSAGES.titleRequired, 200, 'titleMost200Characters'),
  sourceType: z.enum(SUBMISSION_SOURCES, { error: 'chooseWhereVideo' }).optional(),
  youtubeUrl: optionalText(200),
  instagramUsername: optionalText(200),
  instagramStoryId: optionalText(200),
  instagramReelUsername: optionalText(200),
  instagramReelId: optionalText(200),
  tiktokUsername: optionalText(200),
  tiktokVideoId: optionalText(200),
  category: z.enum(CATEGORIES, { error: PIPELINE_MESSAGES.invalidCategory }).optional(),
  language: z.enum(LANGUAGES, { error: 'chooseLanguage' }).optional(),
  ageRange: ageRange.optional(),
  duration: z.number().min(0, 'durationCannotNegative').max(600, 'durationMost600Minutes').optional(),
  description: optionalText(5000),
  tags: tagList,
  hasMusic: z.boolean().default(false),
  /** The values questions answered so far (value-answers.ts); all five are needed only to submit. */
  values: draftValuesSchema.optional(),
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
  /** The values questions the creator answered so far. */
  values: ValueAnswers;
  shariahScore: number;
  publishAt: string | null;
  updatedAt: string;
};

export const messageSchema = z.object({
  body: safeText({ error: CREATOR_STUDIO_MESSAGES.messageRequired })
    .trim()
    .min(1, CREATOR_STUDIO_MESSAGES.messageRequired)
    .max(2000, 'messageMost2000Characters'),
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
  status: z.enum(MY_VIDEO_FILTERS, { error: 'unknownStatusFilter' }).default('all'),
  q: safeText().trim().max(200, 'searchMost200Characters').default(''),
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
export const revisionSchema = z
  .object({
    title: requiredText(PIPELINE_MESSAGES.titleRequired, 200, 'titleMost200Characters'),
    description: requiredText(PIPELINE_MESSAGES.descriptionRequired, 5000, 'descriptionMost5000Characters'),
    category: z.enum(CATEGORIES, { error: PIPELINE_MESSAGES.invalidCategory }),
    tags: tagList,
    language: z.enum(LANGUAGES, { error: 'chooseLanguage' }),
    ageRange,
    hasMusic: z.boolean({ error: 'sayWhetherMusic' }),
    /**
     * A new declaration on the values questions (value-answers.ts), for an item not yet published: it becomes the
     * item's values and a new revision, which a moderator must look at again. A published item's values are the
     * moderator's, so an edit of one leaves them as they are.
     */
    values: declaredValuesSchema.optional(),
  })
  .superRefine(checkDeclaration, { when: whenFieldsParsed('values', 'hasMusic') });
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
    approve: z.boolean({ error: 'approveRejectEdit' }),
    // The waiting edit the moderator read: a newer one (the creator edited again meanwhile) is refused with 409.
    revisionId: uuidSchema({ error: PIPELINE_MESSAGES.revisionRequired }),
    reason: safeText().trim().max(1000, 'reasonMost1000Characters').optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.approve && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: PIPELINE_MESSAGES.rejectionReasonRequired });
  });

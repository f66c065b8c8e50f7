// Schemas, messages and shapes of the content pipeline: creator submissions, admin moderation and uploads,
// reports, screening terms and YouTube channels. The web forms and the server validate with the same schemas.
import { z } from 'zod';
import {
  AGE_BAND_VALUES,
  CATEGORIES,
  type Category,
  CONTENT_RATINGS,
  type ContentStatus,
  LANGUAGES,
  type REPORT_REASONS,
  type SourceType,
} from './domain';
import { uuidSchema } from './ids';
import { whenFieldsParsed } from './refine-when';
import { safeText } from './safe-text';
import { SCREENING_REASONS, type ScreeningFinding, type ScreeningReason } from './screening';
import { INVALID_YOUTUBE_URL_MESSAGE, parseYouTubeVideoId } from './youtube-url';

export const PIPELINE_MESSAGES = {
  signInToSubmit: 'Please sign in to submit content',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  youtubeUrlRequired: 'YouTube URL is required',
  invalidCategory: 'Invalid content category',
  alreadyOnPlatform: 'This video is already on Qamar Kids.',
  submitted: 'Thank you! Your video was submitted and is waiting for review.',
  failedToUpdate: 'Failed to update content',
  rejectionReasonRequired: 'Please give a reason for rejecting this content',
  contentNotFound: 'Content not found',
  loadingContent: 'Loading content...',
  noCreatorProfiles: 'No creator profiles found. Please create a creator profile first.',
  failedToLoadCreators: 'Failed to load creator profiles',
  selectCreatorProfile: 'Please select a creator profile',
  creatorNotFound: 'Creator not found',
  selectedCreatorNotFound: 'Selected creator not found',
  channelRequired: 'Please select a creator and enter a channel ID',
  channelUpdated: 'Channel ID updated successfully',
  channelMismatch: 'Channel ID mismatch. Please save the channel ID first.',
  channelInvalid: 'Please enter a valid YouTube channel ID (it starts with UC)',
  channelTaken: 'This channel ID is already linked to another creator',
  invalidResponse: 'Invalid response format from server',
  syncFailed: 'Sync failed',
  syncChannelFailed: (status: number, text: string) => `Failed to sync channel: ${status} ${text}`.trim(),
  noValidRows: 'No valid rows found',
  failedToParseCsv: (message: string) => `Failed to parse CSV: ${message}`,
  csvOnly: 'Please choose a .csv file',
  reportNotFound: 'Report not found',
  reportAlreadyResolved: 'This report has already been resolved',
  noContentUploaded: 'No content uploaded yet',
  termExists: 'This term is already on the list',
  termNotFound: 'Term not found',
  tooManySubmissions: 'You have shared a lot of videos in the last hour. Please try again later.',
} as const;

/** A person may submit at most this many videos an hour (moderators are people too). */
export const SUBMISSIONS_PER_HOUR = 30;

/** Where a creator's video lives; file uploads arrive with their own issue. */
export const SUBMISSION_SOURCES = ['youtube', 'instagram', 'instagram_reel', 'tiktok'] as const;
export type SubmissionSource = (typeof SUBMISSION_SOURCES)[number];

export const SUBMISSION_TAGS = [
  'Educational',
  'Islamic Stories',
  'Quran',
  'Arabic Learning',
  'Islamic History',
  'Moral Values',
  'Arts & Crafts',
  'Nature & Science',
] as const;

/** The admin upload form's optional categories, and the product category each one is filed under. */
export const UPLOAD_CATEGORIES = {
  'Islamic Stories': 'Islamic Stories & Manners',
  Quran: 'Quran & Dua for Kids',
  'Arabic Learning': 'STEM & Learning Activities',
  'Islamic History': 'Islamic Holidays & Traditions',
  'Moral Values': 'Islamic Stories & Manners',
  'Arts & Crafts': 'DIY Crafts & Cooking',
} as const satisfies Record<string, Category>;
export type UploadCategory = keyof typeof UPLOAD_CATEGORIES;
export const UPLOAD_CATEGORY_NAMES = Object.keys(UPLOAD_CATEGORIES) as [UploadCategory, ...UploadCategory[]];

/** Trims, drops empties and case-insensitive duplicates (first spelling wins). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

const requiredText = (message: string, max: number, label: string) =>
  safeText({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

const optionalId = safeText()
  .trim()
  .max(200, 'Too long')
  .optional()
  .transform((value) => value || undefined);

const tagList = z
  .array(safeText().max(50, 'Tags must be at most 50 characters'))
  .max(30, 'At most 30 tags')
  .default([])
  .transform(cleanTags);

const ageRange = z.union(
  AGE_BAND_VALUES.map((value) => z.literal(value)) as [z.ZodLiteral<1>, ...z.ZodLiteral<2 | 3 | 4>[]],
  {
    error: 'Please choose an age range',
  },
);

/** The submission's source checks need only these fields: they run (and show) while other fields are invalid. */
const SOURCE_FIELDS_PARSED = {
  when: whenFieldsParsed(
    'sourceType',
    'youtubeUrl',
    'instagramUsername',
    'instagramStoryId',
    'instagramReelUsername',
    'instagramReelId',
    'tiktokUsername',
    'tiktokVideoId',
  ),
};

export const submissionSchema = z
  .object({
    title: requiredText(PIPELINE_MESSAGES.titleRequired, 200, 'Title'),
    sourceType: z.enum(SUBMISSION_SOURCES, { error: 'Please choose where the video is' }),
    youtubeUrl: optionalId,
    instagramUsername: optionalId,
    instagramStoryId: optionalId,
    instagramReelUsername: optionalId,
    instagramReelId: optionalId,
    tiktokUsername: optionalId,
    tiktokVideoId: optionalId,
    category: z.enum(CATEGORIES, { error: PIPELINE_MESSAGES.invalidCategory }),
    contentRating: z.literal('G', { error: 'Only G-rated content can be submitted' }),
    language: z.enum(LANGUAGES, { error: 'Please choose a language' }),
    ageRange,
    duration: z
      .number({ error: 'Duration is required' })
      .min(0, 'Duration cannot be negative')
      .max(600, 'Duration must be at most 600 minutes'),
    description: requiredText(PIPELINE_MESSAGES.descriptionRequired, 5000, 'Description'),
    tags: tagList,
    hasMusic: z.boolean().default(false),
    shariahScore: z
      .number({ error: 'Shariah score is required' })
      .int('Shariah score must be a whole number')
      .min(0, 'Shariah score must be between 0 and 100')
      .max(100, 'Shariah score must be between 0 and 100'),
  })
  .superRefine((value, ctx) => {
    const need = (field: keyof typeof value, message: string) => {
      if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (value.sourceType === 'youtube') {
      need('youtubeUrl', PIPELINE_MESSAGES.youtubeUrlRequired);
      if (value.youtubeUrl && !parseYouTubeVideoId(value.youtubeUrl))
        ctx.addIssue({ code: 'custom', path: ['youtubeUrl'], message: INVALID_YOUTUBE_URL_MESSAGE });
    } else if (value.sourceType === 'instagram') {
      need('instagramUsername', 'Instagram username is required');
      need('instagramStoryId', 'Instagram story ID is required');
    } else if (value.sourceType === 'instagram_reel') {
      need('instagramReelUsername', 'Instagram username is required');
      need('instagramReelId', 'Instagram reel ID is required');
    } else {
      need('tiktokUsername', 'TikTok username is required');
      need('tiktokVideoId', 'TikTok video ID is required');
    }
  }, SOURCE_FIELDS_PARSED);
export type SubmissionInput = z.input<typeof submissionSchema>;
export type Submission = z.output<typeof submissionSchema>;

/** The statuses an admin may set (drafts belong to creators). */
export const MODERATION_STATUSES = ['pending', 'approved', 'published', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** 'Please give a reason…' shows with the other fields' errors, not after them. */
const REASON_FIELDS_PARSED = { when: whenFieldsParsed('status', 'rejectionReason') };

export const contentUpdateSchema = z
  .object({
    title: requiredText(PIPELINE_MESSAGES.titleRequired, 200, 'Title'),
    description: safeText().trim().max(5000, 'Description must be at most 5000 characters'),
    status: z.enum(MODERATION_STATUSES, { error: 'Please choose a status' }),
    rejectionReason: safeText()
      .trim()
      .max(1000, 'The reason must be at most 1000 characters')
      .nullish()
      .transform((value) => value || null),
    category: z.enum(CATEGORIES, { error: PIPELINE_MESSAGES.invalidCategory }),
    tags: tagList,
    contentRating: z.enum(CONTENT_RATINGS, { error: 'Please choose a rating' }),
    language: z.enum(LANGUAGES, { error: 'Please choose a language' }),
    ageRange,
    hasMusic: z.boolean({ error: 'Please say whether it has music' }),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && !value.rejectionReason)
      ctx.addIssue({
        code: 'custom',
        path: ['rejectionReason'],
        message: PIPELINE_MESSAGES.rejectionReasonRequired,
      });
  }, REASON_FIELDS_PARSED);
export type ContentUpdateInput = z.input<typeof contentUpdateSchema>;

export const ADMIN_STATUS_FILTERS = ['all', ...MODERATION_STATUSES, 'draft'] as const;
export const adminContentQuerySchema = z.object({
  status: z.enum(ADMIN_STATUS_FILTERS, { error: 'Unknown status filter' }).default('all'),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(10_000, 'Page is too large')
    .default(1),
});

export const uploadSchema = z.object({
  creatorProfileId: uuidSchema({ error: PIPELINE_MESSAGES.selectCreatorProfile }),
  title: requiredText(PIPELINE_MESSAGES.titleRequired, 200, 'Title'),
  description: requiredText(PIPELINE_MESSAGES.descriptionRequired, 5000, 'Description'),
  youtubeUrl: safeText({ error: PIPELINE_MESSAGES.youtubeUrlRequired })
    .trim()
    .min(1, PIPELINE_MESSAGES.youtubeUrlRequired)
    .refine((value) => parseYouTubeVideoId(value) !== null, INVALID_YOUTUBE_URL_MESSAGE),
  category: z
    .enum(UPLOAD_CATEGORY_NAMES, { error: PIPELINE_MESSAGES.invalidCategory })
    .nullish()
    .transform((value) => value ?? null),
  tags: tagList,
});
export type UploadInput = z.input<typeof uploadSchema>;

export const YOUTUBE_CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;

export const channelLinkSchema = z.object({
  creatorId: safeText({ error: PIPELINE_MESSAGES.channelRequired })
    .trim()
    .min(1, PIPELINE_MESSAGES.channelRequired),
  channelId: safeText({ error: PIPELINE_MESSAGES.channelRequired })
    .trim()
    .min(1, PIPELINE_MESSAGES.channelRequired)
    .regex(YOUTUBE_CHANNEL_ID, PIPELINE_MESSAGES.channelInvalid),
});

export const syncRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('channel'),
      creatorId: uuidSchema({ error: PIPELINE_MESSAGES.creatorNotFound }),
      channelId: safeText({ error: PIPELINE_MESSAGES.channelRequired })
        .trim()
        .min(1, PIPELINE_MESSAGES.channelRequired),
      maxPages: z.number().int().min(1).max(10).default(1),
    }),
    z.object({ action: z.literal('all'), maxPages: z.number().int().min(1).max(10).default(1) }),
  ],
  { error: "action must be 'channel' or 'all'" },
);
export type SyncRequest = z.input<typeof syncRequestSchema>;

/** Intervals a cron schedule can express exactly (they divide an hour or a day). */
export const AUTO_SYNC_INTERVALS = [5, 10, 15, 20, 30, 60, 120, 180, 240, 360, 720, 1440] as const;

/** The cron (UTC) that runs every `minutes` minutes. */
export function cronForInterval(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  if (minutes < 1440) return `0 */${minutes / 60} * * *`;
  return '0 0 * * *';
}

export const autoSyncSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  intervalMinutes: z
    .number({ error: 'The interval must be a number of minutes' })
    .refine(
      (value) => (AUTO_SYNC_INTERVALS as readonly number[]).includes(value),
      `The interval must be one of ${AUTO_SYNC_INTERVALS.join(', ')} minutes`,
    )
    .optional(),
});

export const csvImportSchema = z.object({
  fileName: safeText({ error: PIPELINE_MESSAGES.csvOnly })
    .trim()
    .refine((value) => value.toLowerCase().endsWith('.csv'), PIPELINE_MESSAGES.csvOnly),
  csv: safeText({ error: PIPELINE_MESSAGES.csvOnly }).max(30 * 1024 * 1024, 'The file is larger than 30 MB'),
});

export const screeningTermSchema = z.object({
  reason: z.enum(SCREENING_REASONS, { error: 'Please choose a policy reason' }),
  term: safeText({ error: 'Please enter a word or phrase' })
    .trim()
    .min(2, 'The term must be at least 2 characters')
    .max(100, 'The term must be at most 100 characters'),
});

export const reportActionSchema = z.object({
  note: safeText().trim().max(1000, 'The note must be at most 1000 characters').optional(),
});

// ---- Shapes the API answers with ----

export type CreatorSummary = {
  id: string;
  fullName: string;
  email: string | null;
  youtubeChannelId: string | null;
  createdAt: string;
};

export type ScreeningSummary = { compliant: boolean; confidence: number; reasons: ScreeningFinding[] };

export type AdminContentItem = {
  id: string;
  title: string;
  description: string;
  status: ContentStatus;
  rejectionReason: string | null;
  category: Category;
  tags: string[];
  contentRating: (typeof CONTENT_RATINGS)[number];
  language: (typeof LANGUAGES)[number];
  ageRange: number;
  hasMusic: boolean;
  sourceType: SourceType;
  sourceUrl: string | null;
  creator: { id: string; fullName: string } | null;
  yesVotes: number;
  screening: ScreeningSummary | null;
  createdAt: string;
  updatedAt: string;
};

export type AdminContentPage = { items: AdminContentItem[]; total: number; page: number; pageSize: number };

export type ReportItem = {
  id: string;
  reason: (typeof REPORT_REASONS)[number];
  details: string;
  createdAt: string;
  ageHours: number;
  overdue: boolean;
  content: { id: string; title: string; status: ContentStatus };
  reporter: { id: string; name: string; email: string } | null;
};

export type CreatorContentItem = {
  id: string;
  title: string;
  status: ContentStatus;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
};

export type CreatorContentOverview = {
  latest: CreatorContentItem[];
  /** Rejected items with the moderator's reason, newest first. */
  messages: { contentId: string; title: string; reason: string; at: string }[];
};

export type CsvRowFailure = { row: number; errors: string[] };
export type CsvImportResult = {
  inserted: { row: number; id: string; title: string }[];
  failed: CsvRowFailure[];
  totalRows: number;
  ms: number;
};

export type AutoSyncState = {
  enabled: boolean;
  intervalMinutes: number;
  lastRunAt: string | null;
  lastResult: { totalInserted?: number; error?: string } | null;
  /** 'youtube-data-api' when YOUTUBE_API_KEY is set, otherwise the public channel feed. */
  source: 'channel-feed' | 'youtube-data-api';
  queueAvailable: boolean;
};

/** One policy reason's word list as admins see it: the data file's terms and the ones admins added. */
export type ScreeningRuleView = {
  reason: ScreeningReason;
  label: string;
  weight: number;
  onlyWithoutMusic: boolean;
  fileTerms: string[];
  addedTerms: { id: string; term: string }[];
};

export type AuditEntry = {
  id: string;
  action: string;
  targetType: string;
  targetId: string | null;
  actor: { id: string; name: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
};

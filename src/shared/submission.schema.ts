// A creator's video submission: where the video lives (YouTube URL or a social post's id), the form's schema
// shared by the web form and the server, the hourly limit, and the creator's overview of what they submitted.
import { z } from 'zod';
import { ageRange, requiredText, tagList } from './content-fields';
import { CATEGORIES, type ContentStatus, LANGUAGES } from './domain';
import { PIPELINE_MESSAGES } from './pipeline-messages';
import { whenFieldsParsed } from './refine-when';
import { safeText } from './safe-text';
import { checkDeclaration, declaredValuesSchema } from './value-answers';
import { INVALID_YOUTUBE_URL_MESSAGE, parseYouTubeVideoId } from './youtube-url';

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

const optionalId = safeText()
  .trim()
  .max(200, 'tooLong')
  .optional()
  .transform((value) => value || undefined);

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
    title: requiredText(PIPELINE_MESSAGES.titleRequired, 200, 'titleMost200Characters'),
    sourceType: z.enum(SUBMISSION_SOURCES, { error: 'chooseWhereVideo' }),
    youtubeUrl: optionalId,
    instagramUsername: optionalId,
    instagramStoryId: optionalId,
    instagramReelUsername: optionalId,
    instagramReelId: optionalId,
    tiktokUsername: optionalId,
    tiktokVideoId: optionalId,
    category: z.enum(CATEGORIES, { error: PIPELINE_MESSAGES.invalidCategory }),
    contentRating: z.literal('G', { error: 'onlyGratedContentSubmitted' }),
    language: z.enum(LANGUAGES, { error: 'chooseLanguage' }),
    ageRange,
    duration: z
      .number({ error: 'durationRequired' })
      .min(0, 'durationCannotNegative')
      .max(600, 'durationMost600Minutes'),
    description: requiredText(PIPELINE_MESSAGES.descriptionRequired, 5000, 'descriptionMost5000Characters'),
    tags: tagList,
    /** The creator's answers to the values questions (value-answers.ts); older clients send only hasMusic. */
    values: declaredValuesSchema.optional(),
    hasMusic: z.boolean({ error: 'sayWhetherMusic' }).optional(),
    shariahScore: z
      .number({ error: 'shariahScoreRequired' })
      .int('shariahScoreWholeNumber')
      .min(0, 'shariahScoreOutOfRange')
      .max(100, 'shariahScoreOutOfRange'),
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
  }, SOURCE_FIELDS_PARSED)
  .superRefine(checkDeclaration, { when: whenFieldsParsed('values', 'hasMusic') });
export type SubmissionInput = z.input<typeof submissionSchema>;
export type Submission = z.output<typeof submissionSchema>;

// ---- Shapes the API answers with ----

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

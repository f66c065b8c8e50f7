// Admin moderation: the statuses an admin may set, the content edit and list-filter schemas, the single upload
// (and the product category each upload category is filed under), and the shapes the admin content list, the
// creator list and the audit log answer with.
import { z } from 'zod';
import { ageRange, requiredText, tagList } from './content-fields';
import {
  type ContentValues,
  hasMusicOf,
  type ItemLevel,
  itemLevels,
  type ValueAxis,
  type ValueSources,
} from './content-values';
import {
  CATEGORIES,
  type Category,
  CONTENT_RATINGS,
  type ContentStatus,
  LANGUAGES,
  type SourceType,
} from './domain';
import { uuidSchema } from './ids';
import { PIPELINE_MESSAGES } from './pipeline-messages';
import { whenFieldsParsed } from './refine-when';
import { safeText } from './safe-text';
import type { ScreeningFinding } from './screening';
import { audienceFields } from './uploads';
import { type ItemValuesReview, publishedValuesSchema } from './value-answers';
import { INVALID_YOUTUBE_URL_MESSAGE, parseYouTubeVideoId } from './youtube-url';

/** The statuses an admin may set (drafts belong to creators). */
export const MODERATION_STATUSES = ['pending', 'approved', 'published', 'rejected'] as const;

/** The revision of an item a moderator saw (AdminContentItem.revision), sent back with a Publish or an edit. */
export const revisionNumber = z
  .number({ error: PIPELINE_MESSAGES.revisionRequired })
  .int(PIPELINE_MESSAGES.revisionRequired)
  .min(1, PIPELINE_MESSAGES.revisionRequired)
  .max(2_147_483_647, PIPELINE_MESSAGES.revisionRequired);

/**
 * POST /api/admin/content/:id/publish: the revision the moderator reviewed (any other is refused, 409) and the values
 * they publish on each axis. Without `values` (the one-click Publish), each axis gets its default: the parents' tally
 * when anyone answered, else the creator's declaration (value-answers.ts's defaultPublishedValues).
 */
export const publishSchema = z.object({
  revision: revisionNumber,
  values: publishedValuesSchema.optional(),
});

/** One values axis as a moderator sets it: any of its levels, or unknown (nobody can tell yet). */
const itemLevel = <A extends ValueAxis>(axis: A) =>
  z.enum(itemLevels(axis) as [ItemLevel<A>, ...ItemLevel<A>[]], { error: 'valuesLevelUnknown' }).optional();

/** 'Please give a reason…' shows with the other fields' errors, not after them. */
const REASON_FIELDS_PARSED = { when: whenFieldsParsed('status', 'rejectionReason') };
const MUSIC_FIELDS_PARSED = { when: whenFieldsParsed('music', 'hasMusic') };

export const contentUpdateSchema = z
  .object({
    title: requiredText(PIPELINE_MESSAGES.titleRequired, 200, 'titleMost200Characters'),
    description: safeText().trim().max(5000, 'descriptionMost5000Characters'),
    status: z.enum(MODERATION_STATUSES, { error: 'chooseStatus' }),
    rejectionReason: safeText()
      .trim()
      .max(1000, 'reasonMost1000Characters')
      .nullish()
      .transform((value) => value || null),
    category: z.enum(CATEGORIES, { error: PIPELINE_MESSAGES.invalidCategory }),
    tags: tagList,
    contentRating: z.enum(CONTENT_RATINGS, { error: 'chooseRating' }),
    language: z.enum(LANGUAGES, { error: 'chooseLanguage' }),
    ageRange,
    hasMusic: z.boolean({ error: 'sayWhetherMusic' }),
    // The values axes (content-values.ts); an axis left out keeps its value. has_music must agree with music.
    music: itemLevel('music'),
    faces: itemLevel('faces'),
    magic: itemLevel('magic'),
    imagery: itemLevel('imagery'),
    dancing: itemLevel('dancing'),
    revision: revisionNumber,
  })
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && !value.rejectionReason)
      ctx.addIssue({
        code: 'custom',
        path: ['rejectionReason'],
        message: PIPELINE_MESSAGES.rejectionReasonRequired,
      });
  }, REASON_FIELDS_PARSED)
  .superRefine((value, ctx) => {
    if (value.music !== undefined && hasMusicOf(value.music) !== value.hasMusic)
      ctx.addIssue({ code: 'custom', path: ['music'], message: 'valuesMusicDisagrees' });
  }, MUSIC_FIELDS_PARSED);
export type ContentUpdateInput = z.input<typeof contentUpdateSchema>;

// Drafts are the creator's own (never in a moderation list); items approved for a later time wait as 'scheduled'.
export const ADMIN_STATUS_FILTERS = ['all', ...MODERATION_STATUSES, 'scheduled'] as const;
export const adminContentQuerySchema = z.object({
  status: z.enum(ADMIN_STATUS_FILTERS, { error: 'unknownStatusFilter' }).default('all'),
  page: z.coerce
    .number({ error: 'pageNumber' })
    .int('pageWholeNumber')
    .min(1, 'pageAtLeastOne')
    .max(10_000, 'pageTooLarge')
    .default(1),
});

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

export const uploadSchema = z.object({
  creatorProfileId: uuidSchema({ error: PIPELINE_MESSAGES.selectCreatorProfile }),
  title: requiredText(PIPELINE_MESSAGES.titleRequired, 200, 'titleMost200Characters'),
  description: requiredText(PIPELINE_MESSAGES.descriptionRequired, 5000, 'descriptionMost5000Characters'),
  youtubeUrl: safeText({ error: PIPELINE_MESSAGES.youtubeUrlRequired })
    .trim()
    .min(1, PIPELINE_MESSAGES.youtubeUrlRequired)
    .refine((value) => parseYouTubeVideoId(value) !== null, INVALID_YOUTUBE_URL_MESSAGE),
  category: z
    .enum(UPLOAD_CATEGORY_NAMES, { error: PIPELINE_MESSAGES.invalidCategory })
    .nullish()
    .transform((value) => value ?? null),
  ...audienceFields,
  tags: tagList,
});
export type UploadInput = z.input<typeof uploadSchema>;

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
  /** The published values axes, and who set each (absent: nobody yet). */
  values: ContentValues;
  valueSources: ValueSources;
  sourceType: SourceType;
  sourceUrl: string | null;
  creator: { id: string; fullName: string } | null;
  yesVotes: number;
  /** Which version of the reviewed fields this is; Publish and edits send it back. */
  revision: number;
  /** The screening of this revision (null when it has not been screened). */
  screening: ScreeningSummary | null;
  /** The values axes' review: published now, declared by the creator, and the parents' tally (counts only). */
  valuesReview: ItemValuesReview;
  createdAt: string;
  updatedAt: string;
};

export type AdminContentPage = { items: AdminContentItem[]; total: number; page: number; pageSize: number };

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

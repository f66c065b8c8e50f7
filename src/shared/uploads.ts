// Video file uploads: the spec's limits and messages (§5, verbatim), the upload's states as the API
// reports them, and the schema of the content item made from an uploaded file (creator or admin).
import { z } from 'zod';
import { ageRange, requiredText, tagList } from './content-fields';
import { draftSchema, publishAtSchema } from './creator-studio.schema';
import { CATEGORIES, CONTENT_RATINGS, LANGUAGES } from './domain';
import { uuidSchema } from './ids';
import { PIPELINE_MESSAGES } from './pipeline-messages';
import { whenFieldsParsed } from './refine-when';
import { checkDeclaration, declaredValuesSchema } from './value-answers';

export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
export const UPLOAD_MAX_SECONDS = 30 * 60;
export const UPLOAD_MAX_WIDTH = 1920;
export const UPLOAD_MAX_HEIGHT = 1080;
/** The container types recognised by their first bytes, named as the spec's message lists them. */
export const UPLOAD_ALLOWED_TYPES = [
  'video/mp4',
  'video/quicktime',
  'video/x-msvideo',
  'video/webm',
] as const;
export type UploadContainer = (typeof UPLOAD_ALLOWED_TYPES)[number];

export const UPLOAD_MESSAGES = {
  invalidType: 'invalidFileTypeAllowedTypes',
  tooLarge: 'fileSizeExceeds100mbLimit',
  empty: 'fileEmpty',
  tooLong: 'videoDurationExceeds30Minutes',
  resolution: 'videoResolutionExceeds1080p',
  unreadable: 'failedValidateVideoFile',
  notFound: 'uploadNotFound',
  notReady: 'uploadNotFinishedNotAccepted',
  alreadyUsed: 'uploadAlreadyBelongsVideo',
  unavailable: 'videoUploadsUnavailableServerFfmpeg',
  quota: 'usedUploadAllowanceDeleteOld',
} as const;

/**
 * Where an uploaded file is: receiving bytes, refused, accepted (waiting for its video), converting, playable, failed,
 * or given up by its uploader (tus DELETE; kept only so the hourly limit still counts it).
 */
export const UPLOAD_STATUSES = [
  'uploading',
  'invalid',
  'uploaded',
  'queued',
  'processing',
  'ready',
  'failed',
  'cancelled',
] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** HLS renditions by height: 1080p only when the source has it. */
export const HLS_LADDER = [
  { height: 360, videoKbps: 800, audioKbps: 96 },
  { height: 720, videoKbps: 2800, audioKbps: 128 },
  { height: 1080, videoKbps: 5000, audioKbps: 128 },
] as const;

export type UploadState = {
  id: string;
  status: UploadStatus;
  /** 0-100 while processing. */
  progress: number;
  /** Why the file was refused or failed, in English; `errorKey` names a refusal in the errors catalog. */
  error: string | null;
  errorKey?: string;
  contentId: string | null;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  attempts: number;
};

export const UPLOAD_CATEGORY_DEFAULT = 'Other' as const;

/**
 * Who an admin-added item is for: its language, age range, rating and music, chosen on both admin forms
 * (file and link) so that an item does not default to one audience and stay out of every child's feed.
 */
export const audienceFields = {
  language: z.enum(LANGUAGES, { error: 'chooseLanguage' }),
  contentRating: z.enum(CONTENT_RATINGS, { error: 'chooseRating' }).default('G'),
  ageRange,
  hasMusic: z.boolean({ error: 'sayWhetherMusic' }).default(false),
};

const uploadContentFields = z.object({
  creatorProfileId: uuidSchema({ error: PIPELINE_MESSAGES.selectCreatorProfile }).optional(),
  title: requiredText(PIPELINE_MESSAGES.titleRequired, 200, 'titleMost200Characters'),
  description: requiredText(PIPELINE_MESSAGES.descriptionRequired, 5000, 'descriptionMost5000Characters'),
  category: z.enum(CATEGORIES, { error: PIPELINE_MESSAGES.invalidCategory }).default(UPLOAD_CATEGORY_DEFAULT),
  ...audienceFields,
  /** The creator's answers to the values questions (value-answers.ts); older clients send only hasMusic. */
  values: declaredValuesSchema.optional(),
  hasMusic: z.boolean({ error: 'sayWhetherMusic' }).optional(),
  tags: tagList,
  /** When the creator wants it live (moderators still approve first); like a link submission's publish time. */
  publishAt: publishAtSchema.nullish(),
});

const DECLARATION_PARSED = { when: whenFieldsParsed('values', 'hasMusic') };

/** The item an uploaded file becomes: admins name the creator profile; creators upload as themselves. */
export const uploadContentSchema = uploadContentFields.superRefine(checkDeclaration, DECLARATION_PARSED);
export type UploadContentInput = z.input<typeof uploadContentSchema>;
export type UploadContent = z.output<typeof uploadContentSchema>;

/**
 * POST /api/uploads/:id/draft — an uploaded file kept as its creator's draft: like any draft, only the title is
 * needed (the rest, the age range included, may stay unchosen until it is submitted).
 */
export const uploadDraftSchema = draftSchema.pick({
  title: true,
  description: true,
  category: true,
  language: true,
  ageRange: true,
  hasMusic: true,
  values: true,
  tags: true,
  publishAt: true,
});
export type UploadDraftInput = z.input<typeof uploadDraftSchema>;
export type UploadDraft = z.output<typeof uploadDraftSchema>;

/**
 * POST /api/studio/drafts/:id/submit for a draft made from an uploaded file: the file form's fields, checked as a new
 * upload's are (a creator's item is rated G until a moderator says otherwise).
 */
export const uploadDraftSubmissionSchema = uploadContentFields
  .omit({ creatorProfileId: true, contentRating: true })
  .superRefine(checkDeclaration, DECLARATION_PARSED);
export type UploadDraftSubmissionInput = z.input<typeof uploadDraftSubmissionSchema>;

/** GET /api/uploads/preview/:id — an item as its creator or an admin sees it before publishing. */
export type UploadPreview = {
  id: string;
  title: string;
  description: string;
  status: string;
  sourceType: string;
  videoUrl: string | null;
  youtubeUrl: string | null;
  thumbnailUrl: string | null;
  creatorName: string | null;
  /** The revision shown: an admin's Publish from the preview names it (409 when the item changed since). */
  revision: number;
  upload: UploadState | null;
};

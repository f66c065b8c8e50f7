// Bulk CSV import rules (spec §5): the 26 template columns and the validation of one parsed row. Pure; the
// server parses the file (csv-parse), checks creator ids against the database and inserts the valid rows.
import {
  CATEGORIES,
  type Category,
  CONTENT_RATINGS,
  type ContentRating,
  canonicalLanguage,
  LANGUAGES,
  type Language,
  SOURCE_TYPES,
  type SourceType,
} from './domain';
import { isUuid } from './ids';
import { parseYouTubeVideoId } from './youtube-url';

export const CSV_COLUMNS = [
  'creator_profile_id',
  'title',
  'description',
  'youtube_url',
  'status',
  'category',
  'tags',
  'duration',
  'content_rating',
  'language',
  'age_range',
  'content_type',
  'has_music',
  'view_count',
  'shariah_analysis',
  'source_type',
  'video_url',
  'instagram_story_id',
  'instagram_username',
  'instagram_reel_id',
  'instagram_reel_username',
  'tiktok_video_id',
  'tiktok_username',
  'social_media_metadata',
  'created_at',
  'updated_at',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export const CSV_TEMPLATE_FILE_NAME = 'bulk_upload_template.csv';

/** The downloadable template: the header and one example row. */
export function csvTemplate(): string {
  const example: Record<CsvColumn, string> = {
    creator_profile_id: '00000000-0000-4000-8000-000000000000',
    title: 'Learning Wudu Step by Step',
    description: 'A gentle guide to making wudu, for young children',
    youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    status: 'pending',
    category: 'Quran & Dua for Kids',
    tags: 'Educational, Quran',
    duration: '5',
    content_rating: 'G',
    language: 'English',
    age_range: '1',
    content_type: '1',
    has_music: 'false',
    view_count: '0',
    shariah_analysis: '100',
    source_type: 'youtube',
    video_url: '',
    instagram_story_id: '',
    instagram_username: '',
    instagram_reel_id: '',
    instagram_reel_username: '',
    tiktok_video_id: '',
    tiktok_username: '',
    social_media_metadata: '{}',
    created_at: '2026-01-15T10:00:00Z',
    updated_at: '2026-01-15T10:00:00Z',
  };
  const quote = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return `${CSV_COLUMNS.join(',')}\r\n${CSV_COLUMNS.map((column) => quote(example[column])).join(',')}\r\n`;
}

export const CSV_MESSAGES = {
  creatorRequired: 'creator_profile_id is required',
  creatorUnknown: 'creator_profile_id does not match a creator profile',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  youtubeUrl: 'Valid YouTube URL is required',
  status: "Status must be 'pending', 'published', or 'rejected'",
  createdAt: 'created_at must be a valid ISO timestamp',
  updatedAt: 'updated_at must be a valid ISO timestamp',
  viewCount: 'view_count must be a non-negative integer',
  shariah: 'shariah_analysis must be a number between 0 and 100',
  duration: 'Duration must be a positive integer',
  hasMusic: "has_music must be 'true' or 'false'",
  category: 'Invalid content category',
  rating: "content_rating must be 'G', 'PG', 'PG-13', or 'R'",
  language: `language must be one of ${LANGUAGES.join(', ')}`,
  contentType: 'content_type must be 1, 2, or 3',
  ageRange: 'age_range must be 1, 2, 3, or 4',
  metadata: 'social_media_metadata must be valid JSON',
  sourceType: `source_type must be one of ${SOURCE_TYPES.join(', ')}`,
  duplicateInFile: 'This YouTube video appears earlier in the file',
  alreadyOnPlatform: 'This YouTube video is already on the platform',
} as const;

export const CSV_STATUSES = ['pending', 'published', 'rejected'] as const;

export type CsvContentRow = {
  creatorProfileId: string;
  title: string;
  description: string;
  youtubeUrl: string;
  youtubeVideoId: string;
  status: (typeof CSV_STATUSES)[number];
  category: Category;
  tags: string[];
  duration: number;
  contentRating: ContentRating;
  language: Language;
  ageRange: number;
  contentType: number;
  hasMusic: boolean;
  viewCount: number;
  shariahAnalysis: number;
  sourceType: SourceType;
  videoUrl: string | null;
  instagramStoryId: string | null;
  instagramUsername: string | null;
  instagramReelId: string | null;
  instagramReelUsername: string | null;
  tiktokVideoId: string | null;
  tiktokUsername: string | null;
  socialMediaMetadata: Record<string, unknown> | null;
  createdAt: Date | null;
  updatedAt: Date | null;
};

export type CsvRowResult = { ok: true; row: CsvContentRow } | { ok: false; errors: string[] };

/** Row number shown to people: the header is line 1, the first data row (index 0) is line 2. */
export function csvRowNumber(dataRowIndex: number): number {
  return dataRowIndex + 2;
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function parseTimestamp(value: string): Date | null | 'invalid' {
  if (value === '') return null;
  if (!ISO_TIMESTAMP.test(value)) return 'invalid';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

export function validateCsvRecord(record: Partial<Record<string, string>>): CsvRowResult {
  const get = (column: CsvColumn) => (record[column] ?? '').trim();
  const errors: string[] = [];

  const creatorProfileId = get('creator_profile_id');
  if (!creatorProfileId) errors.push(CSV_MESSAGES.creatorRequired);
  else if (!isUuid(creatorProfileId)) errors.push(CSV_MESSAGES.creatorUnknown);
  const title = get('title');
  if (!title) errors.push(CSV_MESSAGES.titleRequired);
  const description = get('description');
  if (!description) errors.push(CSV_MESSAGES.descriptionRequired);

  const youtubeUrl = get('youtube_url');
  const youtubeVideoId = youtubeUrl.includes('/watch?v=') ? parseYouTubeVideoId(youtubeUrl) : null;
  if (!youtubeVideoId) errors.push(CSV_MESSAGES.youtubeUrl);

  const statusText = get('status').toLowerCase() || 'pending';
  const status = CSV_STATUSES.find((value) => value === statusText);
  if (!status) errors.push(CSV_MESSAGES.status);

  const createdAt = parseTimestamp(get('created_at'));
  if (createdAt === 'invalid') errors.push(CSV_MESSAGES.createdAt);
  const updatedAt = parseTimestamp(get('updated_at'));
  if (updatedAt === 'invalid') errors.push(CSV_MESSAGES.updatedAt);

  const viewCountText = get('view_count');
  const viewCount = viewCountText === '' ? 0 : Number(viewCountText);
  if (!/^\d+$/.test(viewCountText || '0') || viewCount > 2_147_483_647) errors.push(CSV_MESSAGES.viewCount);

  const shariahText = get('shariah_analysis');
  const shariahAnalysis = shariahText === '' ? 100 : Number(shariahText);
  if (!Number.isFinite(shariahAnalysis) || shariahAnalysis < 0 || shariahAnalysis > 100)
    errors.push(CSV_MESSAGES.shariah);

  const durationText = get('duration');
  const duration = durationText === '' ? 0 : Number(durationText);
  if (durationText !== '' && (!/^\d+$/.test(durationText) || duration <= 0))
    errors.push(CSV_MESSAGES.duration);

  const hasMusicText = get('has_music').toLowerCase();
  if (hasMusicText !== '' && hasMusicText !== 'true' && hasMusicText !== 'false')
    errors.push(CSV_MESSAGES.hasMusic);

  const categoryText = get('category');
  const category = CATEGORIES.find((value) => value.toLowerCase() === categoryText.toLowerCase());
  if (!category) errors.push(CSV_MESSAGES.category);

  const ratingText = get('content_rating').toUpperCase() || 'G';
  const contentRating = CONTENT_RATINGS.find((value) => value === ratingText);
  if (!contentRating) errors.push(CSV_MESSAGES.rating);

  const languageText = get('language');
  const language = languageText === '' ? 'English' : canonicalLanguage(languageText);
  if (!language) errors.push(CSV_MESSAGES.language);

  const contentTypeText = get('content_type') || '1';
  if (!['1', '2', '3'].includes(contentTypeText)) errors.push(CSV_MESSAGES.contentType);
  const ageRangeText = get('age_range') || '4';
  if (!['1', '2', '3', '4'].includes(ageRangeText)) errors.push(CSV_MESSAGES.ageRange);

  const sourceText = get('source_type').toLowerCase() || 'youtube';
  const sourceType = SOURCE_TYPES.find((value) => value === sourceText);
  if (!sourceType) errors.push(CSV_MESSAGES.sourceType);

  let socialMediaMetadata: Record<string, unknown> | null = null;
  const metadataText = get('social_media_metadata');
  if (metadataText !== '') {
    try {
      const parsed: unknown = JSON.parse(metadataText);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      socialMediaMetadata = parsed as Record<string, unknown>;
    } catch {
      errors.push(CSV_MESSAGES.metadata);
    }
  }

  if (
    errors.length > 0 ||
    !youtubeVideoId ||
    !status ||
    !category ||
    !contentRating ||
    !language ||
    !sourceType ||
    createdAt === 'invalid' ||
    updatedAt === 'invalid'
  )
    return { ok: false, errors };

  const optional = (column: CsvColumn) => get(column) || null;
  return {
    ok: true,
    row: {
      creatorProfileId,
      title,
      description,
      youtubeUrl,
      youtubeVideoId,
      status,
      category,
      tags: [
        ...new Set(
          get('tags')
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        ),
      ],
      duration,
      contentRating,
      language,
      ageRange: Number(ageRangeText),
      contentType: Number(contentTypeText),
      hasMusic: hasMusicText === 'true',
      viewCount,
      shariahAnalysis: Math.round(shariahAnalysis),
      sourceType,
      videoUrl: optional('video_url'),
      instagramStoryId: optional('instagram_story_id'),
      instagramUsername: optional('instagram_username'),
      instagramReelId: optional('instagram_reel_id'),
      instagramReelUsername: optional('instagram_reel_username'),
      tiktokVideoId: optional('tiktok_video_id'),
      tiktokUsername: optional('tiktok_username'),
      socialMediaMetadata,
      createdAt,
      updatedAt,
    },
  };
}

/** A bulk import runs as a background job (decision 013): queued → running → done, or failed. */
export const CSV_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type CsvImportStatus = (typeof CSV_IMPORT_STATUSES)[number];

/** How many inserted and failed rows a finished import lists (the counts are always exact). */
export const CSV_RESULT_INSERTED_LIMIT = 200;
export const CSV_RESULT_FAILED_LIMIT = 1000;

/** One import as the admin sees it while it runs; `result` once it has finished. */
export type CsvImportView = {
  id: string;
  fileName: string;
  status: CsvImportStatus;
  /** 'Failed to parse CSV: …', 'No valid rows found' or an unexpected failure; null otherwise. */
  error: string | null;
  /** Data rows in the file; null until the file has been read once. */
  totalRows: number | null;
  processedRows: number;
  insertedCount: number;
  failedCount: number;
  createdAt: string;
  finishedAt: string | null;
  /** From the job's start to its end. */
  ms: number | null;
  result: {
    /** The first CSV_RESULT_INSERTED_LIMIT inserted rows, by row number. */
    inserted: { row: number; id: string; title: string }[];
    /** The first CSV_RESULT_FAILED_LIMIT failed rows, by row number. */
    failed: { row: number; errors: string[] }[];
  } | null;
};

/** The percentage shown on the progress bar (0 while the file is still being read). */
export function csvImportPercent(
  view: Pick<CsvImportView, 'status' | 'totalRows' | 'processedRows'>,
): number {
  if (view.status === 'done' || view.status === 'failed') return 100;
  if (!view.totalRows) return 0;
  return Math.min(100, Math.floor((view.processedRows / view.totalRows) * 100));
}

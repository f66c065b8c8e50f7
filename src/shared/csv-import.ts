// Bulk CSV import rules (spec §5): the template's columns (the spec's 26 and the five values axes) and the
// validation of one parsed row. Pure; the server parses the file (csv-parse), checks creator ids against the database
// and inserts the valid rows.
import {
  type ContentValues,
  hasMusicOf,
  type ItemLevel,
  itemLevels,
  UNKNOWN_LEVEL,
  VALUE_AXES,
  type ValueAxis,
} from './content-values';
import {
  CATEGORIES,
  type Category,
  CONTENT_RATINGS,
  type ContentRating,
  canonicalLanguage,
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
  // The values axes (content-values.ts), optional: a file without them imports as before.
  ...VALUE_AXES,
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
    music: 'none',
    faces: 'shown',
    magic: 'none',
    imagery: 'none',
    dancing: 'unknown',
  };
  const quote = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return `${CSV_COLUMNS.join(',')}\r\n${CSV_COLUMNS.map((column) => quote(example[column])).join(',')}\r\n`;
}

export const CSV_MESSAGES = {
  creatorRequired: 'creatorProfileIdRequired',
  creatorUnknown: 'creatorProfileIdDoesNot',
  titleRequired: 'titleRequired',
  descriptionRequired: 'descriptionRequired',
  youtubeUrl: 'validYoutubeUrlRequired',
  status: 'statusPendingPublishedRejected',
  createdAt: 'createdValidIsoTimestamp',
  updatedAt: 'updatedValidIsoTimestamp',
  viewCount: 'viewCountNonnegativeInteger',
  shariah: 'shariahAnalysisOutOfRange',
  duration: 'durationPositiveInteger',
  hasMusic: 'musicTrueFalse',
  category: 'invalidContentCategory',
  rating: 'contentRatingUnknown',
  language: 'languageOneEnglishArabicUrdu',
  contentType: 'contentTypeUnknown',
  ageRange: 'ageRangeUnknown',
  metadata: 'socialMediaMetadataValidJson',
  sourceType: 'sourceTypeOneYoutubeUpload',
  duplicateInFile: 'youtubeVideoAppearsEarlierFile',
  alreadyOnPlatform: 'youtubeVideoAlreadyPlatform',
  musicLevel: 'csvMusicLevel',
  facesLevel: 'csvFacesLevel',
  magicLevel: 'csvMagicLevel',
  imageryLevel: 'csvImageryLevel',
  dancingLevel: 'csvDancingLevel',
  musicDisagrees: 'csvMusicDisagrees',
} as const;

const LEVEL_MESSAGES: Record<ValueAxis, string> = {
  music: CSV_MESSAGES.musicLevel,
  faces: CSV_MESSAGES.facesLevel,
  magic: CSV_MESSAGES.magicLevel,
  imagery: CSV_MESSAGES.imageryLevel,
  dancing: CSV_MESSAGES.dancingLevel,
};

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
  /** The five axes as the file gives them; `unknown` where the file is silent. */
  values: ContentValues;
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

/** Reads one column of the parsed record, trimmed; '' when the column is missing. */
export type CsvReader = (column: CsvColumn) => string;

export function csvReader(record: Partial<Record<string, string>>): CsvReader {
  return (column) => (record[column] ?? '').trim();
}

/** One group of fields read from a row: its values, or the messages it adds to the row's errors. */
export type CsvCheck<T> = { ok: true; value: T } | { ok: false; errors: string[] };

function outcome<T>(errors: string[], value: T): CsvCheck<T> {
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `creator_profile_id` names the creator by their profile id or, since an admin knows people by their address, by
 * the creator's e-mail (the account's, or the one on the profile); the server finds the profile.
 */
export function isCreatorEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Who made the video and what it is called. Whether the creator exists is the server's check. */
export function checkIdentity(
  read: CsvReader,
): CsvCheck<Pick<CsvContentRow, 'creatorProfileId' | 'title' | 'description'>> {
  const errors: string[] = [];
  const creatorProfileId = read('creator_profile_id');
  if (!creatorProfileId) errors.push(CSV_MESSAGES.creatorRequired);
  else if (!isUuid(creatorProfileId) && !isCreatorEmail(creatorProfileId))
    errors.push(CSV_MESSAGES.creatorUnknown);
  const title = read('title');
  if (!title) errors.push(CSV_MESSAGES.titleRequired);
  const description = read('description');
  if (!description) errors.push(CSV_MESSAGES.descriptionRequired);
  return outcome(errors, { creatorProfileId, title, description });
}

/** The YouTube video, given in the template's `watch?v=` form only. */
export function checkYouTubeVideo(
  read: CsvReader,
): CsvCheck<Pick<CsvContentRow, 'youtubeUrl' | 'youtubeVideoId'>> {
  const youtubeUrl = read('youtube_url');
  const youtubeVideoId = youtubeUrl.includes('/watch?v=') ? parseYouTubeVideoId(youtubeUrl) : null;
  if (!youtubeVideoId) return { ok: false, errors: [CSV_MESSAGES.youtubeUrl] };
  return { ok: true, value: { youtubeUrl, youtubeVideoId } };
}

/** The moderation status, any case; 'pending' when empty. */
export function checkStatus(read: CsvReader): CsvCheck<Pick<CsvContentRow, 'status'>> {
  const statusText = read('status').toLowerCase() || 'pending';
  const status = CSV_STATUSES.find((value) => value === statusText);
  if (!status) return { ok: false, errors: [CSV_MESSAGES.status] };
  return { ok: true, value: { status } };
}

/** created_at and updated_at: ISO timestamps, or empty (null: the server uses the time of the import). */
export function checkTimestamps(read: CsvReader): CsvCheck<Pick<CsvContentRow, 'createdAt' | 'updatedAt'>> {
  const errors: string[] = [];
  const createdAt = parseTimestamp(read('created_at'));
  if (createdAt === 'invalid') errors.push(CSV_MESSAGES.createdAt);
  const updatedAt = parseTimestamp(read('updated_at'));
  if (updatedAt === 'invalid') errors.push(CSV_MESSAGES.updatedAt);
  if (createdAt === 'invalid' || updatedAt === 'invalid') return { ok: false, errors };
  return { ok: true, value: { createdAt, updatedAt } };
}

/**
 * The numbers: view count (a whole number that fits the integer column; 0 when empty), Shariah score (0–100,
 * rounded; 100 when empty) and duration (a whole number above 0; 0 when empty).
 */
export function checkNumbers(
  read: CsvReader,
): CsvCheck<Pick<CsvContentRow, 'viewCount' | 'shariahAnalysis' | 'duration'>> {
  const errors: string[] = [];
  const viewCountText = read('view_count');
  const viewCount = viewCountText === '' ? 0 : Number(viewCountText);
  if (!/^\d+$/.test(viewCountText || '0') || viewCount > 2_147_483_647) errors.push(CSV_MESSAGES.viewCount);

  const shariahText = read('shariah_analysis');
  const shariahAnalysis = shariahText === '' ? 100 : Number(shariahText);
  if (!Number.isFinite(shariahAnalysis) || shariahAnalysis < 0 || shariahAnalysis > 100)
    errors.push(CSV_MESSAGES.shariah);

  const durationText = read('duration');
  const duration = durationText === '' ? 0 : Number(durationText);
  if (durationText !== '' && (!/^\d+$/.test(durationText) || duration <= 0))
    errors.push(CSV_MESSAGES.duration);

  return outcome(errors, { viewCount, shariahAnalysis: Math.round(shariahAnalysis), duration });
}

/**
 * has_music and the values axes. has_music is 'true' or 'false' in any case; each axis one of its levels' names or
 * 'unknown', in any case, empty meaning unknown. The two music columns must agree (has_music is false exactly when
 * music is none); with music empty, has_music alone says what it always said (false: music none; true: music of a
 * kind not yet known; empty: false, as before the axes).
 */
export function checkValues(read: CsvReader): CsvCheck<Pick<CsvContentRow, 'hasMusic' | 'values'>> {
  const errors: string[] = [];
  const hasMusicText = read('has_music').toLowerCase();
  if (hasMusicText !== '' && hasMusicText !== 'true' && hasMusicText !== 'false')
    errors.push(CSV_MESSAGES.hasMusic);
  const values: Record<string, string> = {};
  for (const axis of VALUE_AXES) {
    const text = read(axis).toLowerCase() || UNKNOWN_LEVEL;
    const level = (itemLevels(axis) as readonly string[]).find((name) => name === text);
    if (level) values[axis] = level;
    else errors.push(LEVEL_MESSAGES[axis]);
  }
  if (errors.length > 0) return { ok: false, errors };
  const given = read('music') !== '';
  const music = values.music as ItemLevel<'music'>;
  if (given && hasMusicText !== '' && hasMusicOf(music) !== (hasMusicText === 'true'))
    return { ok: false, errors: [CSV_MESSAGES.musicDisagrees] };
  const hasMusic = given ? hasMusicOf(music) : hasMusicText === 'true';
  return {
    ok: true,
    value: {
      hasMusic,
      values: { ...(values as ContentValues), music: given || hasMusic ? music : 'none' },
    },
  };
}

/**
 * What the video is and whom it is for: category and language (any case), rating (G when empty), content type
 * (1 when empty) and age range (4 when empty).
 */
export function checkClassification(
  read: CsvReader,
): CsvCheck<Pick<CsvContentRow, 'category' | 'contentRating' | 'language' | 'contentType' | 'ageRange'>> {
  const errors: string[] = [];
  const categoryText = read('category');
  const category = CATEGORIES.find((value) => value.toLowerCase() === categoryText.toLowerCase());
  if (!category) errors.push(CSV_MESSAGES.category);

  const ratingText = read('content_rating').toUpperCase() || 'G';
  const contentRating = CONTENT_RATINGS.find((value) => value === ratingText);
  if (!contentRating) errors.push(CSV_MESSAGES.rating);

  const languageText = read('language');
  const language = languageText === '' ? 'English' : canonicalLanguage(languageText);
  if (!language) errors.push(CSV_MESSAGES.language);

  const contentTypeText = read('content_type') || '1';
  if (!['1', '2', '3'].includes(contentTypeText)) errors.push(CSV_MESSAGES.contentType);
  const ageRangeText = read('age_range') || '4';
  if (!['1', '2', '3', '4'].includes(ageRangeText)) errors.push(CSV_MESSAGES.ageRange);

  if (errors.length > 0 || !category || !contentRating || !language) return { ok: false, errors };
  return {
    ok: true,
    value: {
      category,
      contentRating,
      language,
      contentType: Number(contentTypeText),
      ageRange: Number(ageRangeText),
    },
  };
}

/** social_media_metadata: a JSON object, or empty for none. */
export function parseSocialMetadata(text: string): Record<string, unknown> | null | 'invalid' {
  if (text === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'invalid';
    return parsed as Record<string, unknown>;
  } catch {
    return 'invalid';
  }
}

/** Where the video was first posted (YouTube when empty), the post's ids as given, and its metadata. */
export function checkSocialSource(
  read: CsvReader,
): CsvCheck<
  Pick<
    CsvContentRow,
    | 'sourceType'
    | 'videoUrl'
    | 'instagramStoryId'
    | 'instagramUsername'
    | 'instagramReelId'
    | 'instagramReelUsername'
    | 'tiktokVideoId'
    | 'tiktokUsername'
    | 'socialMediaMetadata'
  >
> {
  const errors: string[] = [];
  const sourceText = read('source_type').toLowerCase() || 'youtube';
  const sourceType = SOURCE_TYPES.find((value) => value === sourceText);
  if (!sourceType) errors.push(CSV_MESSAGES.sourceType);
  const socialMediaMetadata = parseSocialMetadata(read('social_media_metadata'));
  if (socialMediaMetadata === 'invalid') errors.push(CSV_MESSAGES.metadata);
  if (!sourceType || socialMediaMetadata === 'invalid') return { ok: false, errors };

  const optional = (column: CsvColumn) => read(column) || null;
  return {
    ok: true,
    value: {
      sourceType,
      videoUrl: optional('video_url'),
      instagramStoryId: optional('instagram_story_id'),
      instagramUsername: optional('instagram_username'),
      instagramReelId: optional('instagram_reel_id'),
      instagramReelUsername: optional('instagram_reel_username'),
      tiktokVideoId: optional('tiktok_video_id'),
      tiktokUsername: optional('tiktok_username'),
      socialMediaMetadata,
    },
  };
}

/** tags: comma-separated, trimmed, empties and exact duplicates dropped (never an error). */
export function readTags(read: CsvReader): string[] {
  return [
    ...new Set(
      read('tags')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** One data row: every field group is checked, so the row lists all its errors, in the columns' check order. */
export function validateCsvRecord(record: Partial<Record<string, string>>): CsvRowResult {
  const read = csvReader(record);
  const identity = checkIdentity(read);
  const video = checkYouTubeVideo(read);
  const status = checkStatus(read);
  const timestamps = checkTimestamps(read);
  const numbers = checkNumbers(read);
  const music = checkValues(read);
  const classification = checkClassification(read);
  const source = checkSocialSource(read);
  if (
    !identity.ok ||
    !video.ok ||
    !status.ok ||
    !timestamps.ok ||
    !numbers.ok ||
    !music.ok ||
    !classification.ok ||
    !source.ok
  ) {
    const checks = [identity, video, status, timestamps, numbers, music, classification, source];
    return { ok: false, errors: checks.flatMap((check) => (check.ok ? [] : check.errors)) };
  }
  return {
    ok: true,
    row: {
      ...identity.value,
      ...video.value,
      ...status.value,
      ...classification.value,
      tags: readTags(read),
      ...numbers.value,
      ...music.value,
      ...source.value,
      ...timestamps.value,
    },
  };
}

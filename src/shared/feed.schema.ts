// The feed query (URL search params on the web, query string on the API) and the shapes the read path returns.
import { z } from 'zod';
import { AXIS_LEVELS } from './content-values';
import {
  AGE_BAND_VALUES,
  CATEGORIES,
  type CONTENT_RATINGS,
  type CONTENT_STATUSES,
  DURATION_BUCKET_VALUES,
  FEED_SORTS,
  LANGUAGES,
  LIMITS,
  SOURCE_TYPES,
} from './domain';
import { FEED_MAX_PAGE } from './pager';
import { safeText } from './safe-text';
import type { AudioMix } from './soundtracks';

/** Accepts a repeated query key or a comma-separated value and yields a list. */
function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const raw = Array.isArray(value) ? value : [value];
    return raw
      .flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry]))
      .filter((v) => v !== '');
  }, z.array(item).max(20).optional());
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * The music filter: the spec's `yes` (with music) and `no` (without), and the values levels as "at most": `voice`
 * (voice-only nasheeds at most) and `percussion` (percussion at most). An item with a vocals-only mix counts as
 * voice under both, as it does for a child (effectiveMusic); unknown music counts as instruments.
 */
export const FEED_MUSIC_FILTERS = ['yes', 'no', 'voice', 'percussion'] as const;

/** The axes other than music each take one filter: without it. */
export const FEED_VALUES_AXES = ['faces', 'magic', 'imagery', 'dancing'] as const;

function valuesAxisFilter(axis: (typeof FEED_VALUES_AXES)[number]) {
  return z.preprocess(
    emptyToUndefined,
    z.enum(AXIS_LEVELS[axis], { message: 'invalidValuesFilter' }).optional(),
  );
}

export const feedQuerySchema = z.object({
  q: z.preprocess(
    emptyToUndefined,
    safeText().trim().max(LIMITS.searchMaxLength, 'searchMost100Characters').optional(),
  ),
  age: listOf(
    z.coerce.number({ message: 'invalidAgeFilter' }).pipe(
      z.union(
        AGE_BAND_VALUES.map((v) => z.literal(v)),
        { message: 'invalidAgeFilter' },
      ),
    ),
  ),
  category: listOf(z.enum(CATEGORIES, { message: 'invalidContentCategory' })),
  language: z.preprocess(emptyToUndefined, z.enum(LANGUAGES, { message: 'invalidLanguage' }).optional()),
  duration: z.preprocess(
    emptyToUndefined,
    z.enum(DURATION_BUCKET_VALUES, { message: 'invalidDurationFilter' }).optional(),
  ),
  source: z.preprocess(emptyToUndefined, z.enum(SOURCE_TYPES, { message: 'invalidSourceType' }).optional()),
  music: z.preprocess(
    emptyToUndefined,
    z.enum(FEED_MUSIC_FILTERS, { message: 'invalidMusicFilter' }).optional(),
  ),
  // The values axes (content-values.ts): `none` = without it (unknown counts as shown); `shown` = no filter.
  faces: valuesAxisFilter('faces'),
  magic: valuesAxisFilter('magic'),
  imagery: valuesAxisFilter('imagery'),
  dancing: valuesAxisFilter('dancing'),
  sort: z.preprocess(emptyToUndefined, z.enum(FEED_SORTS, { message: 'invalidSort' }).default('recent')),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'pagePositiveWholeNumber' })
      .int('pagePositiveWholeNumber')
      .min(1, 'pagePositiveWholeNumber')
      .max(FEED_MAX_PAGE, 'pageMost10000')
      .default(1),
  ),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

/**
 * A feed view from a page's URL, read leniently with the API's own schema: an invalid field is dropped and the rest
 * of the view kept (a shared link with one stale filter still opens the feed).
 */
export function parseFeedSearchParams(params: URLSearchParams): FeedQuery {
  const raw: Record<string, string> = {};
  for (const key of params.keys()) raw[key] = params.getAll(key).join(',');
  const first = feedQuerySchema.safeParse(raw);
  if (first.success) return first.data;
  const invalid = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !invalid.has(key)));
  const second = feedQuerySchema.safeParse(kept);
  return second.success ? second.data : feedQuerySchema.parse({});
}

export const creatorSummarySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  avatarUrl: z.string(),
});
export type CreatorSummary = z.infer<typeof creatorSummarySchema>;

export type FeedItem = {
  id: string;
  title: string;
  thumbnailUrl: string;
  sourceType: (typeof SOURCE_TYPES)[number];
  category: (typeof CATEGORIES)[number];
  language: (typeof LANGUAGES)[number];
  ageRange: number;
  duration: number;
  hasMusic: boolean;
  viewCount: number;
  createdAt: string;
  creator: CreatorSummary;
};

export type FeedPage = {
  items: FeedItem[];
  page: number;
  pageSize: number;
  /** Matching items, counted up to `totalCap`; when `totalIsCapped`, there are at least this many. */
  total: number;
  totalIsCapped: boolean;
  totalPages: number;
  hasMore: boolean;
};

export type ContentDetail = FeedItem & {
  description: string;
  status: (typeof CONTENT_STATUSES)[number];
  contentRating: (typeof CONTENT_RATINGS)[number];
  contentType: number;
  tags: string[];
  youtubeUrl: string | null;
  videoUrl: string | null;
  /**
   * The mix of an item that has a vocals-only soundtrack the caller's player starts on (a child who may not hear
   * instruments: the vocals-only mix, the only one the server gives them); null: the item has one soundtrack.
   */
  soundtrack: AudioMix | null;
  instagramStoryId: string | null;
  instagramUsername: string | null;
  instagramReelId: string | null;
  instagramReelUsername: string | null;
  tiktokVideoId: string | null;
  tiktokUsername: string | null;
  /** A demo item standing for a link to YouTube, Instagram or TikTok with no real video behind it: never played. */
  example: boolean;
  creator: CreatorSummary & { bio: string | null };
};

// The feed query in the browser's URL, without the validation library: serialise it, and read it back leniently
// with exactly the rules of feedQuerySchema (feed.schema.ts; a unit test holds the two together).
import {
  AGE_BAND_VALUES,
  CATEGORIES,
  DURATION_BUCKET_VALUES,
  FEED_SORTS,
  LANGUAGES,
  LIMITS,
  SOURCE_TYPES,
} from './domain';
import type { FeedQuery } from './feed.schema';
import { FEED_MAX_PAGE } from './pager';

/** Serialises a feed query to URL search params, leaving defaults out so links stay short. */
export function feedQueryToSearchParams(query: Partial<FeedQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.age?.length) params.set('age', query.age.join(','));
  if (query.category?.length) params.set('category', query.category.join(','));
  if (query.language) params.set('language', query.language);
  if (query.duration) params.set('duration', query.duration);
  if (query.source) params.set('source', query.source);
  if (query.music) params.set('music', query.music);
  if (query.sort && query.sort !== 'recent') params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

const MAX_LIST = 20;

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined | null {
  if (value === null || value === '') return undefined;
  return (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

function listOf<T>(values: string[], accept: (entry: string) => T | null): T[] | undefined | null {
  if (values.every((value) => value === '')) return undefined;
  const entries = values.flatMap((value) => value.split(',')).filter((entry) => entry !== '');
  if (entries.length > MAX_LIST) return null;
  const parsed = entries.map(accept);
  return parsed.some((entry) => entry === null) ? null : (parsed as T[]);
}

/**
 * Reads a feed view from URL search params. An invalid field is dropped (the rest of the view is kept), as the
 * feed page did with the zod schema; `null` from a reader below means "invalid".
 */
export function parseFeedSearchParams(params: URLSearchParams): FeedQuery {
  const query: FeedQuery = { sort: 'recent', page: 1 };
  const q = params.get('q')?.trim();
  if (q && q.length <= LIMITS.searchMaxLength) query.q = q;
  const age = listOf(params.getAll('age'), (entry) => {
    const value = Number(entry.trim());
    return (AGE_BAND_VALUES as readonly number[]).includes(value)
      ? (value as FeedQuery['age'] & number)
      : null;
  });
  if (age) query.age = age as NonNullable<FeedQuery['age']>;
  const category = listOf(params.getAll('category'), (entry) => oneOf(CATEGORIES, entry) ?? null);
  if (category) query.category = category;
  const language = oneOf(LANGUAGES, params.get('language'));
  if (language) query.language = language;
  const duration = oneOf(DURATION_BUCKET_VALUES, params.get('duration'));
  if (duration) query.duration = duration;
  const source = oneOf(SOURCE_TYPES, params.get('source'));
  if (source) query.source = source;
  const music = oneOf(['yes', 'no'] as const, params.get('music'));
  if (music) query.music = music;
  const sort = oneOf(FEED_SORTS, params.get('sort'));
  if (sort) query.sort = sort;
  const page = params.get('page');
  if (page !== null && page.trim() !== '') {
    const value = Number(page);
    if (Number.isInteger(value) && value >= 1 && value <= FEED_MAX_PAGE) query.page = value;
  }
  return query;
}

// The feed view lives in the URL: read it leniently (a bad value is dropped, not fatal); the filter subset and its count.
import { type FeedQuery, feedQuerySchema } from '../../../../shared/feed.schema';

export type FeedFilters = Pick<FeedQuery, 'age' | 'category' | 'language' | 'duration' | 'source' | 'music'>;

export const NO_FILTERS: FeedFilters = {
  age: undefined,
  category: undefined,
  language: undefined,
  duration: undefined,
  source: undefined,
  music: undefined,
};

export function parseFeedSearchParams(searchParams: URLSearchParams): FeedQuery {
  const raw: Record<string, string> = Object.fromEntries(searchParams);
  const first = feedQuerySchema.safeParse(raw);
  if (first.success) return first.data;
  // Drop only the fields that failed, so one hand-edited value does not throw away the rest of the view.
  const invalid = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !invalid.has(key)));
  const second = feedQuerySchema.safeParse(kept);
  return second.success ? second.data : feedQuerySchema.parse({});
}

export function pickFilters(query: FeedQuery): FeedFilters {
  const { age, category, language, duration, source, music } = query;
  return { age, category, language, duration, source, music };
}

/** Each ticked age or category counts once, each chosen select counts once. */
export function countActiveFilters(filters: FeedFilters): number {
  return (
    (filters.age?.length ?? 0) +
    (filters.category?.length ?? 0) +
    [filters.language, filters.duration, filters.source, filters.music].filter(Boolean).length
  );
}

// The feed view lives in the URL (the route's loader reads it, app/routes/feed.tsx): the filter subset and its count.

import type { FeedQuery } from '#shared/feed.schema';

export type FeedFilters = Pick<
  FeedQuery,
  | 'age'
  | 'category'
  | 'language'
  | 'duration'
  | 'source'
  | 'music'
  | 'faces'
  | 'magic'
  | 'imagery'
  | 'dancing'
>;

export const NO_FILTERS: FeedFilters = {
  age: undefined,
  category: undefined,
  language: undefined,
  duration: undefined,
  source: undefined,
  music: undefined,
  faces: undefined,
  magic: undefined,
  imagery: undefined,
  dancing: undefined,
};

export function pickFilters(query: FeedQuery): FeedFilters {
  const { age, category, language, duration, source, music, faces, magic, imagery, dancing } = query;
  return { age, category, language, duration, source, music, faces, magic, imagery, dancing };
}

/** Each ticked age or category counts once, each chosen select counts once. */
export function countActiveFilters(filters: FeedFilters): number {
  return (
    (filters.age?.length ?? 0) +
    (filters.category?.length ?? 0) +
    [
      filters.language,
      filters.duration,
      filters.source,
      filters.music,
      filters.faces,
      filters.magic,
      filters.imagery,
      filters.dancing,
    ].filter(Boolean).length
  );
}

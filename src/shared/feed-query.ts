// The feed query in the browser's URL, written: the one schema (feed.schema.ts parseFeedSearchParams) reads it back.
import { FEED_VALUES_AXES, type FeedQuery } from './feed.schema';

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
  for (const axis of FEED_VALUES_AXES) {
    const level = query[axis];
    if (level) params.set(axis, level);
  }
  if (query.sort && query.sort !== 'recent') params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

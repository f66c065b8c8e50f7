// The feed's filters and a child's content policy as one FacetFilter (allowed values per facet, and the values
// mask), the shape the facet counts, the values counts and the facet index answer (migrations 0015 and 0041).
import type { ChildContentPolicy } from '#shared/child-content-policy';
import { AGE_BAND_VALUES, DURATION_BUCKETS } from '#shared/domain';
import type { FeedQuery } from '#shared/feed.schema';
import type { FacetFilter } from './catalog.repo';
import { queryValuesMask, valuesMask } from './values-mask';

type Filters = Omit<FeedQuery, 'sort' | 'page' | 'q'>;

export function facetFilterOf(query: Filters): FacetFilter {
  const filter: FacetFilter = {};
  if (query.age?.length) filter.age = query.age;
  if (query.category?.length) filter.category = query.category;
  if (query.language) filter.language = [query.language];
  if (query.source) filter.source = [query.source];
  if (query.music === 'yes' || query.music === 'no') filter.music = query.music === 'yes';
  const mask = queryValuesMask(query);
  if (mask !== 0) filter.valuesMask = mask;
  if (query.duration) {
    const bucket = DURATION_BUCKETS.findIndex((entry) => entry.value === query.duration);
    if (bucket >= 0) filter.durationBucket = bucket;
  }
  return filter;
}

const intersect = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined): readonly T[] | undefined =>
  a === undefined ? b : b === undefined ? a : a.filter((value) => b.includes(value));

/** The feed's filters within a child's policy; null when nothing can match (e.g. music asked for, music off). */
export function policyFacetFilter(policy: ChildContentPolicy, query: Filters): FacetFilter | null {
  const filter = facetFilterOf(query);
  const bands = AGE_BAND_VALUES.filter((band) => band <= policy.maxAgeRange);
  const combined: FacetFilter = {
    ...filter,
    age: intersect(filter.age, bands),
    category: intersect(filter.category, policy.categories ?? undefined),
    rating: [...policy.ratings],
  };
  if (!policy.allowMusic) {
    if (filter.music === true) return null;
    combined.music = false;
  }
  const mask = (filter.valuesMask ?? 0) | valuesMask(policy.values);
  if (mask !== 0) combined.valuesMask = mask;
  // Music asked for where the values allow none (bit 1: any music at all).
  if (combined.music === true && (mask & 1) !== 0) return null;
  const lists = [combined.age, combined.category, combined.rating];
  return lists.some((list) => list !== undefined && list.length === 0) ? null : combined;
}

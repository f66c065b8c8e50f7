// The shapes `npm run bench` measures: random feed filter combinations and random children's settings,
// drawn from a fixed seed so two runs measure the same requests.
import type { ChildContentPolicy } from '../../src/shared/child-content-policy';
import {
  AXIS_LEVELS,
  type ChildValuesFilter,
  presetFilter,
  VALUE_AXES,
  VALUE_PRESETS,
} from '../../src/shared/content-values';
import {
  AGE_BAND_VALUES,
  CATEGORIES,
  DURATION_BUCKET_VALUES,
  LANGUAGES,
  RATINGS_BY_RESTRICTION,
  RESTRICTION_LEVELS,
  SOURCE_TYPES,
} from '../../src/shared/domain';

/** mulberry32: a small, fast, seedable generator (uniform in [0, 1)). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
function some<T>(random: Random, items: readonly T[], max: number): T[] {
  const count = between(random, 1, Math.min(max, items.length));
  const shuffled = [...items].sort(() => random() - 0.5);
  return shuffled.slice(0, count);
}

const FILTERS = ['age', 'category', 'language', 'source', 'music', 'duration'] as const;

/** One feed request: its query string and a short label for the report. */
export type FeedShape = { query: string; label: string };

/**
 * `count` feed requests: 1 to all 6 filters, a title search in about a quarter of them, both sorts, pages 1-50
 * (half of the recent-sorted ones on page 1, where families are).
 */
export function randomFeedShapes(count: number, seed: number, searchWords: readonly string[]): FeedShape[] {
  const random = seededRandom(seed);
  const shapes: FeedShape[] = [];
  for (let i = 0; i < count; i += 1) {
    const params = new URLSearchParams();
    for (const filter of some(random, FILTERS, FILTERS.length)) {
      if (filter === 'age') params.set('age', some(random, AGE_BAND_VALUES, 3).join(','));
      if (filter === 'category') params.set('category', some(random, CATEGORIES, 3).join(','));
      if (filter === 'language') params.set('language', pick(random, LANGUAGES));
      if (filter === 'source') params.set('source', pick(random, SOURCE_TYPES));
      if (filter === 'music') params.set('music', pick(random, ['yes', 'no']));
      if (filter === 'duration') params.set('duration', pick(random, DURATION_BUCKET_VALUES));
    }
    if (random() < 0.25) {
      const word = pick(random, searchWords);
      params.set('q', random() < 0.5 ? word : word.slice(0, Math.max(3, word.length - 2)));
    }
    if (random() < 0.2) params.set('sort', 'random');
    else params.set('page', String(random() < 0.5 ? 1 : between(random, 2, 50)));
    const query = params.toString();
    shapes.push({ query, label: decodeURIComponent(query.replaceAll('+', ' ')) });
  }
  return shapes;
}

/**
 * A child's lists as the bench writes them (scripts/support/bench-lists.ts): none, blocks only (50: videos and a few
 * creators), or approved content only (500 approvals: videos and collections, with the same 50 blocks).
 */
type ChildListsShape = 'none' | 'blocks' | 'approvedOnly';
export const BENCH_LISTS = {
  approvals: 500,
  approvedCollections: 5,
  videosPerCollection: 20,
  blocks: 50,
  blockedCreators: 3,
};

/**
 * One child's feed request: the policy compiled from random settings, and the page asked for. `policy.lists` is
 * filled in once the bench has written the child and its lists (`lists` says which).
 */
export type ChildShape = {
  policy: ChildContentPolicy;
  lists: ChildListsShape;
  sort: 'recent' | 'random';
  page: number;
  label: string;
};

/** A values filter as parents choose them: one of the presets, or a custom level per axis. */
function randomValues(random: Random, allowMusic: boolean): ChildValuesFilter {
  const preset = pick(random, VALUE_PRESETS);
  const filter: ChildValuesFilter =
    preset === 'custom'
      ? {
          preset,
          music: pick(random, AXIS_LEVELS.music),
          faces: pick(random, AXIS_LEVELS.faces),
          magic: pick(random, AXIS_LEVELS.magic),
          imagery: pick(random, AXIS_LEVELS.imagery),
          dancing: pick(random, AXIS_LEVELS.dancing),
        }
      : presetFilter(preset);
  // The music switch off is music level none (childContentPolicy).
  return allowMusic ? filter : { ...filter, music: 'none' };
}

const valuesLabel = (values: ChildValuesFilter) =>
  values.preset === 'custom' ? VALUE_AXES.map((axis) => `${axis} ≤${values[axis]}`).join(' ') : values.preset;

/**
 * `count` children: age band, restriction level, allowed categories (none chosen = all), music allowed or not, a
 * values preset (or custom levels), and their lists (a third each: none, blocks, approved content only).
 */
export function randomChildShapes(count: number, seed: number): ChildShape[] {
  const random = seededRandom(seed);
  const shapes: ChildShape[] = [];
  for (let i = 0; i < count; i += 1) {
    const level = pick(random, RESTRICTION_LEVELS);
    const categories = random() < 0.4 ? null : some(random, CATEGORIES, 6);
    const allowMusic = random() < 0.5;
    const policy: ChildContentPolicy = {
      maxAgeRange: pick(random, [1, 2, 3] as const),
      ratings: RATINGS_BY_RESTRICTION[level],
      categories,
      allowMusic,
      values: randomValues(random, allowMusic),
      lists: null,
    };
    const lists = pick(random, ['none', 'blocks', 'approvedOnly'] as const);
    const sort = random() < 0.2 ? 'random' : 'recent';
    const page = sort === 'random' ? 1 : random() < 0.6 ? 1 : between(random, 2, 50);
    shapes.push({
      policy,
      lists,
      sort,
      page,
      label: `band ≤${policy.maxAgeRange}, ${level}, ${categories ? `${categories.length} categories` : 'all categories'}, music ${policy.allowMusic ? 'allowed' : 'off'}, values ${valuesLabel(policy.values)}, lists: ${lists}, ${sort}${sort === 'recent' ? ` page ${page}` : ''}`,
    });
  }
  return shapes;
}

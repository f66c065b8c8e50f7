// What a child may see (issue §4), decided once: published only, at or below the child's age band, ratings by
// the restriction level (R never), the allowed categories, no music when the parent says so, and the child's values
// filter (content-values.ts). The server turns this policy into SQL for every child endpoint; the web only uses it
// to explain.
import { ageBandForDateOfBirth } from './age-band';
import {
  AXIS_LEVELS,
  allowsValues,
  type ChildValuesFilter,
  type ContentValues,
  DEFAULT_VALUES_FILTER,
  presetFilter,
  type VALUE_AXES,
  VALUE_PRESETS,
} from './content-values';
import {
  type AgeBand,
  CATEGORIES,
  type Category,
  type ContentRating,
  RATINGS_BY_RESTRICTION,
  type RestrictionLevel,
} from './domain';

export type ChildContentPolicy = {
  maxAgeRange: AgeBand;
  ratings: readonly ContentRating[];
  /** null = every category. */
  categories: readonly Category[] | null;
  allowMusic: boolean;
  /**
   * The strongest level the child may see on each values axis. The spec's music switch wins: with music not allowed
   * the music level is `none` whatever the filter says (an axis at its strongest level filters nothing).
   */
  values: ChildValuesFilter;
  /**
   * The parent's lists for this child (approved-only mode and blocks), read in SQL by the child's id; null where
   * there is no child (the visitors' demo). Blocks always apply; `approvedOnly` narrows to the approved items.
   */
  lists: { childId: string; approvedOnly: boolean } | null;
};

export function childContentPolicy(
  input: {
    dateOfBirth: string;
    restrictionLevel: RestrictionLevel;
    /** The child's own choice; null or absent follows the parent's preferences. */
    childCategories?: readonly string[] | null;
    parentCategories?: readonly string[] | null;
    musicAllowed: boolean;
    /** `children.values_filter` as stored (read leniently: see valuesFilterOf); absent = open. */
    valuesFilter?: unknown;
    /** The child whose approvals and blocks apply (absent: none, as in the demo). */
    childId?: string;
    approvedOnly?: boolean;
  },
  today: Date = new Date(),
): ChildContentPolicy {
  const chosen = input.childCategories ?? input.parentCategories ?? [];
  const known = CATEGORIES.filter((category) => chosen.includes(category));
  return {
    maxAgeRange: ageBandForDateOfBirth(input.dateOfBirth, today),
    ratings: RATINGS_BY_RESTRICTION[input.restrictionLevel],
    // Nothing chosen (or every category chosen) means no category filter.
    categories: known.length === 0 || known.length === CATEGORIES.length ? null : known,
    allowMusic: input.musicAllowed,
    values: withMusicSwitch(valuesFilterOf(input.valuesFilter ?? DEFAULT_VALUES_FILTER), input.musicAllowed),
    lists: input.childId ? { childId: input.childId, approvedOnly: input.approvedOnly ?? false } : null,
  };
}

/**
 * A stored values filter read leniently: a level that is not one of its axis's is read as the axis's mildest level
 * (the strictest choice), and a preset that is not one of ours as `custom`, so a damaged row can only narrow what a
 * child sees, never widen it.
 */
export function valuesFilterOf(raw: unknown): ChildValuesFilter {
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const levelOf = <A extends (typeof VALUE_AXES)[number]>(axis: A) => {
    const levels = AXIS_LEVELS[axis] as readonly string[];
    const value = record[axis];
    return (typeof value === 'string' && levels.includes(value) ? value : levels[0]) as ChildValuesFilter[A];
  };
  const preset = VALUE_PRESETS.find((name) => name === record.preset) ?? 'custom';
  return {
    preset,
    music: levelOf('music'),
    faces: levelOf('faces'),
    magic: levelOf('magic'),
    imagery: levelOf('imagery'),
    dancing: levelOf('dancing'),
  };
}

/** The spec's music switch over the values filter: music off means music level `none`, whatever the preset. */
function withMusicSwitch(filter: ChildValuesFilter, musicAllowed: boolean): ChildValuesFilter {
  return musicAllowed || filter.music === 'none' ? filter : { ...filter, music: 'none' };
}

/**
 * The children's screen as a visitor tries it without an account (the landing page's "Try Kids' Experience"): what
 * the youngest child (3-5) may see with every setting at its strictest — rated G only, no music, every category —
 * and the strict values preset, so the demo shows what the strictest family would hand their child.
 */
export const DEMO_CHILD_POLICY: ChildContentPolicy = {
  maxAgeRange: 1,
  ratings: RATINGS_BY_RESTRICTION.strict,
  categories: null,
  allowMusic: false,
  values: withMusicSwitch(presetFilter('strict'), false),
  lists: null,
};

export type PolicyCheckedItem = ContentValues & {
  status: string;
  ageRange: number;
  contentRating: string;
  category: string;
  hasMusic: boolean;
  /** An instrument-free mix is ready: the item counts as voice only for a child who may not hear instruments. */
  vocalsMix: boolean;
};

/** The policy's fixed rules only: the parent's per-child lists (approvals and blocks) are decided in SQL. */
export function isAllowedForChild(policy: ChildContentPolicy, item: PolicyCheckedItem): boolean {
  return (
    item.status === 'published' &&
    item.ageRange <= policy.maxAgeRange &&
    (policy.ratings as readonly string[]).includes(item.contentRating) &&
    (policy.categories === null || (policy.categories as readonly string[]).includes(item.category)) &&
    (policy.allowMusic || !item.hasMusic) &&
    allowsValues(policy.values, item)
  );
}

// What a child may see (issue §4), decided once: published only, at or below the child's age band, ratings by
// the restriction level (R never), the allowed categories, and no music when the parent says so. The server
// turns this policy into SQL for every child endpoint; the web only uses it to explain.
import { ageBandForDateOfBirth } from './age-band';
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
    lists: input.childId ? { childId: input.childId, approvedOnly: input.approvedOnly ?? false } : null,
  };
}

/**
 * The children's screen as a visitor tries it without an account (the landing page's "Try Kids' Experience"): what
 * the youngest child (3-5) may see with every setting at its strictest — rated G only, no music, every category.
 */
export const DEMO_CHILD_POLICY: ChildContentPolicy = {
  maxAgeRange: 1,
  ratings: RATINGS_BY_RESTRICTION.strict,
  categories: null,
  allowMusic: false,
  lists: null,
};

export type PolicyCheckedItem = {
  status: string;
  ageRange: number;
  contentRating: string;
  category: string;
  hasMusic: boolean;
};

/** The policy's fixed rules only: the parent's per-child lists (approvals and blocks) are decided in SQL. */
export function isAllowedForChild(policy: ChildContentPolicy, item: PolicyCheckedItem): boolean {
  return (
    item.status === 'published' &&
    item.ageRange <= policy.maxAgeRange &&
    (policy.ratings as readonly string[]).includes(item.contentRating) &&
    (policy.categories === null || (policy.categories as readonly string[]).includes(item.category)) &&
    (policy.allowMusic || !item.hasMusic)
  );
}

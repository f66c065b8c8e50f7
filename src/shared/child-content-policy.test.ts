import { describe, expect, it } from 'vitest';
import {
  childContentPolicy,
  DEMO_CHILD_POLICY,
  isAllowedForChild,
  valuesFilterOf,
} from './child-content-policy';
import { DEFAULT_VALUES_FILTER, presetFilter } from './content-values';

const today = new Date('2026-06-01T12:00:00Z');
const base = { dateOfBirth: '2019-01-01', restrictionLevel: 'moderate' as const, musicAllowed: true };
const item = {
  status: 'published',
  ageRange: 2,
  contentRating: 'G',
  category: 'Shows',
  hasMusic: false,
  music: 'none',
  faces: 'none',
  magic: 'none',
  imagery: 'none',
  dancing: 'none',
  vocalsMix: false,
} as const;

describe('childContentPolicy', () => {
  it('takes the band from the date of birth and the ratings from the level', () => {
    expect(childContentPolicy(base, today)).toEqual({
      maxAgeRange: 2,
      ratings: ['G', 'PG'],
      categories: null,
      allowMusic: true,
      values: DEFAULT_VALUES_FILTER,
      lists: null,
    });
    expect(childContentPolicy({ ...base, restrictionLevel: 'strict' }, today).ratings).toEqual(['G']);
    expect(childContentPolicy({ ...base, restrictionLevel: 'lenient' }, today).ratings).toEqual([
      'G',
      'PG',
      'PG-13',
    ]);
  });

  it('carries the child’s lists (approved-only off unless the parent turned it on)', () => {
    expect(childContentPolicy({ ...base, childId: 'c1' }, today).lists).toEqual({
      childId: 'c1',
      approvedOnly: false,
    });
    expect(childContentPolicy({ ...base, childId: 'c1', approvedOnly: true }, today).lists).toEqual({
      childId: 'c1',
      approvedOnly: true,
    });
  });

  it('uses the child’s categories, else the parent’s; none or all chosen means no filter', () => {
    expect(childContentPolicy({ ...base, parentCategories: ['Shows'] }, today).categories).toEqual(['Shows']);
    expect(
      childContentPolicy({ ...base, childCategories: ['Other'], parentCategories: ['Shows'] }, today)
        .categories,
    ).toEqual(['Other']);
    expect(childContentPolicy({ ...base, parentCategories: [] }, today).categories).toBeNull();
    expect(childContentPolicy({ ...base, childCategories: ['Nonsense'] }, today).categories).toBeNull();
  });
});

describe('isAllowedForChild', () => {
  const policy = childContentPolicy(
    { ...base, parentCategories: ['Shows'], musicAllowed: false, valuesFilter: presetFilter('strict') },
    today,
  );
  it('allows published, in-band, rated, chosen-category, music-free items', () => {
    expect(isAllowedForChild(policy, item)).toBe(true);
    expect(isAllowedForChild(policy, { ...item, ageRange: 1 })).toBe(true);
  });
  it.each([
    [{ status: 'pending' }],
    [{ status: 'approved' }],
    [{ ageRange: 3 }],
    [{ contentRating: 'PG-13' }],
    [{ contentRating: 'R' }],
    [{ category: 'Other' }],
    [{ hasMusic: true, music: 'voice' as const }],
    [{ faces: 'shown' as const }],
    [{ magic: 'unknown' as const }],
  ])('refuses %o', (change) => {
    expect(isAllowedForChild(policy, { ...item, ...change })).toBe(false);
  });
  it('never allows R, even at the lenient level', () => {
    const lenient = childContentPolicy({ ...base, restrictionLevel: 'lenient' }, today);
    expect(isAllowedForChild(lenient, { ...item, contentRating: 'R' })).toBe(false);
  });
});

describe('the values filter in the policy', () => {
  it('reads the stored filter; the music switch off means music level none whatever the preset says', () => {
    expect(childContentPolicy({ ...base, valuesFilter: presetFilter('moderate') }, today).values).toEqual(
      presetFilter('moderate'),
    );
    expect(
      childContentPolicy({ ...base, musicAllowed: false, valuesFilter: presetFilter('open') }, today).values,
    ).toEqual({ ...presetFilter('open'), music: 'none' });
    expect(childContentPolicy(base, today).values).toEqual(DEFAULT_VALUES_FILTER);
  });

  it('reads a damaged filter as the strictest level on each damaged axis, never wider', () => {
    expect(valuesFilterOf({ preset: 'weird', music: 'loud', faces: 'shown' })).toEqual({
      preset: 'custom',
      music: 'none',
      faces: 'shown',
      magic: 'none',
      imagery: 'none',
      dancing: 'none',
    });
    expect(valuesFilterOf(null).music).toBe('none');
  });

  it('lets an instruments item with a vocals-only mix through to a voice-only child, not to a music-free one', () => {
    const voice = childContentPolicy({ ...base, valuesFilter: presetFilter('strict') }, today);
    const withMix = { ...item, hasMusic: true, music: 'instruments', vocalsMix: true } as const;
    expect(isAllowedForChild(voice, withMix)).toBe(true);
    expect(isAllowedForChild(voice, { ...withMix, vocalsMix: false })).toBe(false);
    const none = childContentPolicy(
      { ...base, musicAllowed: false, valuesFilter: presetFilter('strict') },
      today,
    );
    expect(isAllowedForChild(none, withMix)).toBe(false);
  });

  it('gives the visitors’ demo the strict preset without music', () => {
    expect(DEMO_CHILD_POLICY.values).toEqual({ ...presetFilter('strict'), music: 'none' });
  });
});

import { describe, expect, it } from 'vitest';
import { childContentPolicy, isAllowedForChild } from './child-content-policy';

const today = new Date('2026-06-01T12:00:00Z');
const base = { dateOfBirth: '2019-01-01', restrictionLevel: 'moderate' as const, musicAllowed: true };
const item = { status: 'published', ageRange: 2, contentRating: 'G', category: 'Shows', hasMusic: false };

describe('childContentPolicy', () => {
  it('takes the band from the date of birth and the ratings from the level', () => {
    expect(childContentPolicy(base, today)).toEqual({
      maxAgeRange: 2,
      ratings: ['G', 'PG'],
      categories: null,
      allowMusic: true,
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
  const policy = childContentPolicy({ ...base, parentCategories: ['Shows'], musicAllowed: false }, today);
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
    [{ hasMusic: true }],
  ])('refuses %o', (change) => {
    expect(isAllowedForChild(policy, { ...item, ...change })).toBe(false);
  });
  it('never allows R, even at the lenient level', () => {
    const lenient = childContentPolicy({ ...base, restrictionLevel: 'lenient' }, today);
    expect(isAllowedForChild(lenient, { ...item, contentRating: 'R' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { CATEGORIES, canonicalLanguage, LANGUAGES } from './domain';
import { feedQuerySchema } from './feed.schema';
import { feedQueryToSearchParams } from './feed-query';
import { englishText } from './texts/english';

describe('feedQuerySchema', () => {
  it('applies defaults: most recent, page 1, no filters', () => {
    expect(feedQuerySchema.parse({})).toEqual({ sort: 'recent', page: 1 });
  });

  it('treats empty strings as absent', () => {
    expect(feedQuerySchema.parse({ q: '', language: '', page: '', age: '' })).toEqual({
      sort: 'recent',
      page: 1,
    });
  });

  it('accepts comma-separated and repeated list values', () => {
    const parsed = feedQuerySchema.parse({ age: ['1,2', '4'], category: 'Shows,Other' });
    expect(parsed.age).toEqual([1, 2, 4]);
    expect(parsed.category).toEqual(['Shows', 'Other']);
  });

  it('trims the search text', () => {
    expect(feedQuerySchema.parse({ q: '  wudu ' }).q).toBe('wudu');
  });

  it.each([
    [{ category: 'Cartoons' }, 'Invalid content category'],
    [{ age: '0' }, 'Invalid age filter'],
    [{ age: 'x' }, 'Invalid age filter'],
    [{ page: '1.5' }, 'Page must be a positive whole number'],
    [{ page: '-2' }, 'Page must be a positive whole number'],
  ])('rejects %o with "%s"', (input, message) => {
    const result = feedQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(englishText(result.error?.issues[0]?.message)).toBe(message);
  });

  it('round-trips through URL search params, leaving defaults out', () => {
    const query = feedQuerySchema.parse({
      q: 'eid',
      age: '1,3',
      category: 'Shows',
      language: 'Malay',
      duration: '20+',
      source: 'tiktok',
      music: 'no',
      sort: 'random',
      page: '3',
    });
    const params = feedQueryToSearchParams(query);
    expect(feedQuerySchema.parse(Object.fromEntries(params))).toEqual(query);
    expect(feedQueryToSearchParams(feedQuerySchema.parse({})).toString()).toBe('');
  });
});

describe('domain lists', () => {
  it('has the 12 spec categories and the 8 canonical languages', () => {
    expect(CATEGORIES).toHaveLength(12);
    expect(LANGUAGES).toEqual([
      'English',
      'Arabic',
      'Urdu',
      'Turkish',
      'Malay',
      'French',
      'Spanish',
      'Other',
    ]);
  });

  it('matches language names case-insensitively', () => {
    expect(canonicalLanguage(' english ')).toBe('English');
    expect(canonicalLanguage('URDU')).toBe('Urdu');
    expect(canonicalLanguage('Klingon')).toBeUndefined();
  });
});

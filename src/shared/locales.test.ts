import { describe, expect, it } from 'vitest';
import { localeSchema } from './locale.schema';
import { directionOf, LOCALES, matchLocale } from './locales';

describe('interface locales', () => {
  it('reads Arabic and Urdu right to left, the others left to right', () => {
    expect(LOCALES.filter((locale) => directionOf(locale) === 'rtl')).toEqual(['ar', 'ur']);
  });

  it('matches the first supported language of a preference list by its primary subtag', () => {
    expect(matchLocale(['de-DE', 'ar-EG', 'en'])).toBe('ar');
    expect(matchLocale(['MS-my'])).toBe('ms');
    expect(matchLocale(['fr_CA'])).toBe('fr');
    expect(matchLocale(['de', 'es'])).toBeUndefined();
    expect(matchLocale([])).toBeUndefined();
  });

  it('accepts only supported codes', () => {
    expect(localeSchema.safeParse('ur').success).toBe(true);
    expect(localeSchema.safeParse('de').success).toBe(false);
    expect(localeSchema.safeParse('AR').success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { cleanTags } from './content-fields';

describe('cleanTags', () => {
  it('trims, drops empties and case-insensitive duplicates', () => {
    expect(cleanTags([' Quran ', '', 'quran', 'Stories', 'stories '])).toEqual(['Quran', 'Stories']);
  });
});

import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, CSV_MESSAGES, csvRowNumber, csvTemplate, validateCsvRecord } from './csv-import';

const good = {
  creator_profile_id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  title: 'A title',
  description: 'A description',
  youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  category: 'shows',
};

describe('validateCsvRecord', () => {
  it('applies defaults for optional columns', () => {
    const result = validateCsvRecord(good);
    expect(result).toMatchObject({
      ok: true,
      row: {
        status: 'pending',
        category: 'Shows',
        language: 'English',
        ageRange: 4,
        contentType: 1,
        contentRating: 'G',
        hasMusic: false,
        duration: 0,
        viewCount: 0,
        shariahAnalysis: 100,
        sourceType: 'youtube',
        youtubeVideoId: 'dQw4w9WgXcQ',
        tags: [],
        createdAt: null,
      },
    });
  });

  it('requires the watch?v= form of the YouTube URL', () => {
    for (const url of ['https://youtu.be/dQw4w9WgXcQ', 'https://example.com/watch?v=dQw4w9WgXcQ', '']) {
      expect(validateCsvRecord({ ...good, youtube_url: url })).toEqual({
        ok: false,
        errors: [CSV_MESSAGES.youtubeUrl],
      });
    }
  });

  it('splits, trims and de-duplicates tags; reads languages case-insensitively', () => {
    const result = validateCsvRecord({ ...good, tags: ' Quran, ,Stories,Quran ', language: 'urdu' });
    expect(result.ok && result.row.tags).toEqual(['Quran', 'Stories']);
    expect(result.ok && result.row.language).toBe('Urdu');
  });

  it.each([
    ['duration', '0', CSV_MESSAGES.duration],
    ['duration', '1.5', CSV_MESSAGES.duration],
    ['view_count', '1.2', CSV_MESSAGES.viewCount],
    ['shariah_analysis', 'abc', CSV_MESSAGES.shariah],
    ['updated_at', '2026-13-45T00:00:00Z', CSV_MESSAGES.updatedAt],
    ['social_media_metadata', '[1,2]', CSV_MESSAGES.metadata],
    ['source_type', 'vimeo', CSV_MESSAGES.sourceType],
    ['creator_profile_id', '', CSV_MESSAGES.creatorRequired],
    ['description', ' ', CSV_MESSAGES.descriptionRequired],
  ])('%s = %j → %s', (column, value, message) => {
    expect(validateCsvRecord({ ...good, [column]: value })).toEqual({ ok: false, errors: [message] });
  });
});

describe('the template and row numbers', () => {
  it('has the 26 columns and an example row that validates', () => {
    const [header, example] = csvTemplate().split('\r\n');
    expect(header?.split(',')).toEqual([...CSV_COLUMNS]);
    expect(CSV_COLUMNS).toHaveLength(26);
    const [record] = parse(`${header}\r\n${example}`, { columns: true }) as Record<string, string>[];
    expect(validateCsvRecord(record ?? {})).toMatchObject({ ok: true });
  });

  it('numbers the first data row 2 (the header is line 1)', () => {
    expect(csvRowNumber(0)).toBe(2);
    expect(csvRowNumber(9)).toBe(11);
  });
});

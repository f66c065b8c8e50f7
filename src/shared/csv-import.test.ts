import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  CSV_COLUMNS,
  CSV_MESSAGES,
  checkClassification,
  checkIdentity,
  checkNumbers,
  checkSocialSource,
  checkTimestamps,
  checkValues,
  csvReader,
  csvRowNumber,
  csvTemplate,
  parseSocialMetadata,
  readTags,
  validateCsvRecord,
} from './csv-import';

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
  it('has the spec’s 26 columns and the five values axes, and an example row that validates', () => {
    const [header, example] = csvTemplate().split('\r\n');
    expect(header?.split(',')).toEqual([...CSV_COLUMNS]);
    expect(CSV_COLUMNS).toHaveLength(31);
    const [record] = parse(`${header}\r\n${example}`, { columns: true }) as Record<string, string>[];
    expect(validateCsvRecord(record ?? {})).toMatchObject({ ok: true });
  });

  it('numbers the first data row 2 (the header is line 1)', () => {
    expect(csvRowNumber(0)).toBe(2);
    expect(csvRowNumber(9)).toBe(11);
  });
});

describe('the field groups', () => {
  it('validateCsvRecord lists every failing group, in column-check order', () => {
    const result = validateCsvRecord({
      ...good,
      title: '',
      has_music: 'yes',
      source_type: 'vimeo',
      view_count: '-1',
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        CSV_MESSAGES.titleRequired,
        CSV_MESSAGES.viewCount,
        CSV_MESSAGES.hasMusic,
        CSV_MESSAGES.sourceType,
      ],
    });
  });

  it('checkIdentity tells a missing creator id from one that is not a UUID, and reports every field', () => {
    expect(checkIdentity(csvReader({}))).toEqual({
      ok: false,
      errors: [CSV_MESSAGES.creatorRequired, CSV_MESSAGES.titleRequired, CSV_MESSAGES.descriptionRequired],
    });
    expect(checkIdentity(csvReader({ ...good, creator_profile_id: 'creator-1' }))).toEqual({
      ok: false,
      errors: [CSV_MESSAGES.creatorUnknown],
    });
  });

  it('checkTimestamps accepts ISO dates and times, empty as null, and rejects impossible dates', () => {
    expect(checkTimestamps(csvReader({ created_at: '2026-01-15', updated_at: '' }))).toEqual({
      ok: true,
      value: { createdAt: new Date('2026-01-15'), updatedAt: null },
    });
    expect(
      checkTimestamps(csvReader({ created_at: 'yesterday', updated_at: '2026-02-30T25:00:00Z' })),
    ).toEqual({
      ok: false,
      errors: [CSV_MESSAGES.createdAt, CSV_MESSAGES.updatedAt],
    });
  });

  it('checkNumbers applies the defaults, rounds the Shariah score and keeps view counts within an integer', () => {
    expect(checkNumbers(csvReader({}))).toEqual({
      ok: true,
      value: { viewCount: 0, shariahAnalysis: 100, duration: 0 },
    });
    expect(checkNumbers(csvReader({ view_count: '12', shariah_analysis: '55.5', duration: '7' }))).toEqual({
      ok: true,
      value: { viewCount: 12, shariahAnalysis: 56, duration: 7 },
    });
    expect(
      checkNumbers(csvReader({ view_count: '2147483648', shariah_analysis: '101', duration: '-1' })),
    ).toEqual({
      ok: false,
      errors: [CSV_MESSAGES.viewCount, CSV_MESSAGES.shariah, CSV_MESSAGES.duration],
    });
  });

  it('checkClassification reads any case, applies the defaults and reports every bad field', () => {
    expect(
      checkClassification(csvReader({ category: 'SHOWS', content_rating: 'pg-13', language: 'urdu' })),
    ).toEqual({
      ok: true,
      value: { category: 'Shows', contentRating: 'PG-13', language: 'Urdu', contentType: 1, ageRange: 4 },
    });
    expect(
      checkClassification(csvReader({ content_rating: 'X', content_type: '4', age_range: '0' })),
    ).toEqual({
      ok: false,
      errors: [CSV_MESSAGES.category, CSV_MESSAGES.rating, CSV_MESSAGES.contentType, CSV_MESSAGES.ageRange],
    });
  });

  it('parseSocialMetadata accepts only a JSON object', () => {
    expect(parseSocialMetadata('')).toBeNull();
    expect(parseSocialMetadata('{"likes":3}')).toEqual({ likes: 3 });
    for (const text of ['[1]', 'null', '"text"', '{bad']) expect(parseSocialMetadata(text)).toBe('invalid');
  });

  it('checkSocialSource defaults to YouTube and keeps the given post ids, empty ones as null', () => {
    const result = checkSocialSource(csvReader({ source_type: 'TIKTOK', tiktok_video_id: ' 123 ' }));
    expect(result).toMatchObject({
      ok: true,
      value: { sourceType: 'tiktok', tiktokVideoId: '123', tiktokUsername: null, socialMediaMetadata: null },
    });
    expect(checkSocialSource(csvReader({}))).toMatchObject({ ok: true, value: { sourceType: 'youtube' } });
  });

  it('readTags splits on commas, trims and drops empties and exact duplicates', () => {
    expect(readTags(csvReader({ tags: ' Quran, ,Stories,Quran,quran ' }))).toEqual([
      'Quran',
      'Stories',
      'quran',
    ]);
  });
});

describe('checkValues', () => {
  const values = (record: Record<string, string>) => checkValues(csvReader(record));

  it('reads each axis in any case, empty as unknown', () => {
    expect(
      values({ music: 'Voice', faces: 'SHOWN', magic: '', imagery: 'none', dancing: 'Unknown' }),
    ).toEqual({
      ok: true,
      value: {
        hasMusic: true,
        values: { music: 'voice', faces: 'shown', magic: 'unknown', imagery: 'none', dancing: 'unknown' },
      },
    });
  });

  it('keeps a file without the axes as it was: has_music alone decides music none or unknown', () => {
    expect(values({})).toMatchObject({ ok: true, value: { hasMusic: false, values: { music: 'none' } } });
    expect(values({ has_music: 'FALSE' })).toMatchObject({ ok: true, value: { values: { music: 'none' } } });
    expect(values({ has_music: 'true' })).toMatchObject({
      ok: true,
      value: { hasMusic: true, values: { music: 'unknown' } },
    });
  });

  it('derives has_music from music, and refuses the two when they disagree', () => {
    expect(values({ music: 'none' })).toMatchObject({ ok: true, value: { hasMusic: false } });
    expect(values({ music: 'percussion', has_music: 'true' })).toMatchObject({
      ok: true,
      value: { hasMusic: true },
    });
    for (const [hasMusic, music] of [
      ['false', 'instruments'],
      ['false', 'unknown'],
      ['true', 'none'],
    ])
      expect(values({ has_music: hasMusic as string, music: music as string })).toEqual({
        ok: false,
        errors: [CSV_MESSAGES.musicDisagrees],
      });
  });

  it('names every axis with a level it does not have', () => {
    expect(
      values({ music: 'drums', faces: 'voice', magic: 'yes', imagery: 'pigs', dancing: 'mixed' }),
    ).toEqual({
      ok: false,
      errors: [
        CSV_MESSAGES.musicLevel,
        CSV_MESSAGES.facesLevel,
        CSV_MESSAGES.magicLevel,
        CSV_MESSAGES.imageryLevel,
        CSV_MESSAGES.dancingLevel,
      ],
    });
  });
});

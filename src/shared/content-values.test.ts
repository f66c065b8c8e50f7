import { describe, expect, it } from 'vitest';
import {
  allowsValues,
  type ContentValues,
  hasMusicOf,
  presetFilter,
  tallyAxis,
  UNKNOWN_VALUES,
} from './content-values';

const clean: ContentValues = {
  music: 'none',
  faces: 'none',
  magic: 'none',
  imagery: 'none',
  dancing: 'none',
};

describe('values filters', () => {
  it('treats unknown as the strongest level only on a filtered axis', () => {
    expect(allowsValues(presetFilter('strict'), { ...UNKNOWN_VALUES, vocalsMix: false })).toBe(false);
    expect(allowsValues(presetFilter('open'), { ...UNKNOWN_VALUES, vocalsMix: false })).toBe(true);
    expect(allowsValues(presetFilter('strict'), { ...clean, vocalsMix: false })).toBe(true);
  });

  it('lets a vocals-only mix count as voice for a child who may not hear instruments', () => {
    const item = { ...clean, music: 'instruments' as const };
    expect(allowsValues(presetFilter('strict'), { ...item, vocalsMix: false })).toBe(false);
    expect(allowsValues(presetFilter('strict'), { ...item, vocalsMix: true })).toBe(true);
    expect(allowsValues({ ...presetFilter('strict'), music: 'none' }, { ...item, vocalsMix: true })).toBe(
      false,
    );
  });

  it('counts parents answers like a parents guide: most voted, a tie to the stronger', () => {
    expect(tallyAxis('music', [])).toBe('unknown');
    expect(tallyAxis('music', ['voice', 'voice', 'instruments'])).toBe('voice');
    expect(tallyAxis('music', ['voice', 'instruments'])).toBe('instruments');
    expect(tallyAxis('faces', ['unknown', 'none'])).toBe('none');
  });

  it('keeps the spec music flag: music unless none', () => {
    expect(hasMusicOf('none')).toBe(false);
    expect(hasMusicOf('voice')).toBe(true);
    expect(hasMusicOf('unknown')).toBe(true);
  });
});

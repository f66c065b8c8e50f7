import { describe, expect, it } from 'vitest';
import { ageBandForAge, ageBandForDateOfBirth, ageInYears } from './age-band';

describe('ageBandForAge', () => {
  it.each([
    [0, 1],
    [2, 1],
    [3, 1],
    [5, 1],
    [6, 2],
    [8, 2],
    [9, 3],
    [12, 3],
    [13, 4],
    [17, 4],
    [40, 4],
  ])('age %i is band %i', (age, band) => {
    expect(ageBandForAge(age)).toBe(band);
  });

  it('refuses a negative age', () => {
    expect(() => ageBandForAge(-1)).toThrow(RangeError);
  });

  it('refuses a non-number', () => {
    expect(() => ageBandForAge(Number.NaN)).toThrow(RangeError);
  });
});

describe('ageInYears', () => {
  const today = new Date(Date.UTC(2026, 10, 21));

  it('counts whole years, turning on the birthday itself', () => {
    expect(ageInYears('2020-11-21', today)).toBe(6);
    expect(ageInYears('2020-11-22', today)).toBe(5);
    expect(ageInYears('2020-10-30', today)).toBe(6);
  });

  it('handles a 29 February birthday in a non-leap year', () => {
    expect(ageInYears('2020-02-29', new Date(Date.UTC(2026, 1, 28)))).toBe(5);
    expect(ageInYears('2020-02-29', new Date(Date.UTC(2026, 2, 1)))).toBe(6);
  });

  it('gives a negative age for a date of birth in the future, which the band refuses', () => {
    expect(ageInYears('2027-01-01', today)).toBe(-1);
    expect(() => ageBandForDateOfBirth('2027-01-01', today)).toThrow(RangeError);
  });

  it('rejects malformed and impossible dates', () => {
    expect(() => ageInYears('21/11/2020', today)).toThrow(RangeError);
    expect(() => ageInYears('2021-02-30', today)).toThrow(RangeError);
  });
});

describe('ageBandForDateOfBirth', () => {
  const today = new Date(Date.UTC(2026, 10, 21));
  it('maps a date of birth to its band', () => {
    expect(ageBandForDateOfBirth('2024-05-01', today)).toBe(1);
    expect(ageBandForDateOfBirth('2019-01-01', today)).toBe(2);
    expect(ageBandForDateOfBirth('2016-06-15', today)).toBe(3);
    expect(ageBandForDateOfBirth('2010-01-01', today)).toBe(4);
  });
});

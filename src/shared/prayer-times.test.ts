import { describe, expect, it } from 'vitest';
import { isTimeZone } from './child-mode';
import { PRAYER_CITIES } from './prayer-cities';
import {
  findPrayerCity,
  PRAYER_MESSAGES,
  type PrayerSettingsInput,
  prayerSettingsSchema,
  searchPrayerCities,
} from './prayer-times';

const valid: PrayerSettingsInput = {
  enabled: true,
  location: { kind: 'city', cityId: 'london-gb' },
  method: 'MoonsightingCommittee',
  madhab: 'hanafi',
  highLatitudeRule: 'recommended',
  prayers: ['isha', 'fajr'],
  pauseMinutes: 10,
  countsAsScreenTime: false,
};

function firstMessage(input: unknown): string | undefined {
  const parsed = prayerSettingsSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('the bundled city list', () => {
  it('has unique ids, real coordinates and time zones this runtime knows', () => {
    expect(PRAYER_CITIES.length).toBeGreaterThan(300);
    expect(new Set(PRAYER_CITIES.map(([id]) => id)).size).toBe(PRAYER_CITIES.length);
    for (const [id, name, country, latitude, longitude, timeZone] of PRAYER_CITIES) {
      expect(id).toMatch(/^[a-z0-9-]+$/);
      expect(name.length).toBeGreaterThan(0);
      expect(country).toMatch(/^[A-Z]{2}$/);
      expect(Math.abs(latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(longitude)).toBeLessThanOrEqual(180);
      expect(isTimeZone(timeZone)).toBe(true);
    }
  });

  it('finds cities by the start of their name first, accents and case aside', () => {
    expect(searchPrayerCities('lond')[0]?.id).toBe('london-gb');
    expect(searchPrayerCities('ZURICH').map((city) => city.name)).toContain('Zürich');
    expect(searchPrayerCities('montreal').map((city) => city.name)).toContain('Montréal');
    expect(searchPrayerCities('  ')).toEqual([]);
    expect(searchPrayerCities('zzzz')).toEqual([]);
    expect(searchPrayerCities('a', undefined, 5)).toHaveLength(5);
  });

  it('finds a country’s cities by the country’s name in the reader’s language', () => {
    const names = new Intl.DisplayNames(['ur'], { type: 'region' });
    const found = searchPrayerCities(names.of('PK') ?? 'PK', (code) => names.of(code) ?? code);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((city) => city.country === 'PK')).toBe(true);
  });

  it('looks a city up by id', () => {
    expect(findPrayerCity('karachi-pk')).toMatchObject({
      name: 'Karachi',
      country: 'PK',
      timeZone: 'Asia/Karachi',
    });
    expect(findPrayerCity('atlantis-xx')).toBeUndefined();
  });
});

describe('prayerSettingsSchema', () => {
  it('accepts a city or coordinates, and keeps the prayers in the day’s order', () => {
    expect(prayerSettingsSchema.parse(valid).prayers).toEqual(['fajr', 'isha']);
    const typed = prayerSettingsSchema.parse({
      ...valid,
      location: { kind: 'coordinates', latitude: 21.4225, longitude: 39.8262 },
    });
    expect(typed.location).toEqual({ kind: 'coordinates', latitude: 21.4225, longitude: 39.8262 });
  });

  it('answers each mistake with its message', () => {
    expect(firstMessage({ ...valid, location: { kind: 'city', cityId: 'atlantis-xx' } })).toBe(
      PRAYER_MESSAGES.cityUnknown,
    );
    expect(firstMessage({ ...valid, location: { kind: 'coordinates', latitude: 91, longitude: 0 } })).toBe(
      PRAYER_MESSAGES.latitude,
    );
    expect(firstMessage({ ...valid, location: { kind: 'coordinates', latitude: 0, longitude: -181 } })).toBe(
      PRAYER_MESSAGES.longitude,
    );
    expect(firstMessage({ ...valid, location: { kind: 'moon' } })).toBe(PRAYER_MESSAGES.locationRequired);
    expect(firstMessage({ ...valid, location: null })).toBe(PRAYER_MESSAGES.locationRequired);
    expect(firstMessage({ ...valid, method: 'Other' })).toBe(PRAYER_MESSAGES.method);
    expect(firstMessage({ ...valid, madhab: 'maliki' })).toBe(PRAYER_MESSAGES.madhab);
    expect(firstMessage({ ...valid, highLatitudeRule: 'never' })).toBe(PRAYER_MESSAGES.highLatitudeRule);
    expect(firstMessage({ ...valid, prayers: ['tahajjud'] })).toBe(PRAYER_MESSAGES.prayers);
    expect(firstMessage({ ...valid, prayers: [] })).toBe(PRAYER_MESSAGES.noPrayers);
    expect(firstMessage({ ...valid, pauseMinutes: 4 })).toBe(PRAYER_MESSAGES.pauseMinutes);
    expect(firstMessage({ ...valid, pauseMinutes: 31 })).toBe(PRAYER_MESSAGES.pauseMinutes);
    expect(firstMessage({ ...valid, pauseMinutes: 7.5 })).toBe(PRAYER_MESSAGES.pauseMinutes);
  });

  it('lets a parent switch pauses off with the rest unfinished', () => {
    expect(
      prayerSettingsSchema.safeParse({ ...valid, enabled: false, location: null, prayers: [] }).success,
    ).toBe(true);
  });
});

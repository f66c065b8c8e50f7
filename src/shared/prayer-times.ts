// Prayer-time pauses: the family's settings (where, how the times are calculated, which prayers pause child mode
// and for how long), the request schema with its messages, and the answers of /api/parent/prayer-times. The times
// themselves are computed by prayer-schedule.ts (server side, with the adhan library).
import { z } from 'zod';
import { PRAYER_CITIES, type PrayerCityRow } from './prayer-cities';

export const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type Prayer = (typeof PRAYERS)[number];

/** The adhan library's calculation methods, by its own names ('Other' left out: it has no angles of its own). */
export const CALCULATION_METHODS = [
  'MuslimWorldLeague',
  'Egyptian',
  'Karachi',
  'UmmAlQura',
  'Dubai',
  'MoonsightingCommittee',
  'NorthAmerica',
  'Kuwait',
  'Qatar',
  'Singapore',
  'Tehran',
  'Turkey',
] as const;
export type CalculationMethodName = (typeof CALCULATION_METHODS)[number];

/** Asr: Shafi (and Maliki, Hanbali) at a shadow of once the object's length, Hanafi at twice. */
export const MADHABS = ['shafi', 'hanafi'] as const;
export type AsrMadhab = (typeof MADHABS)[number];

/**
 * How Fajr and Isha are found where the sun never goes deep enough below the horizon (summer far from the equator):
 * 'recommended' lets the library choose by latitude; the others are adhan's own rules.
 */
export const HIGH_LATITUDE_RULES = [
  'recommended',
  'middleofthenight',
  'seventhofthenight',
  'twilightangle',
] as const;
export type HighLatitudeRuleName = (typeof HIGH_LATITUDE_RULES)[number];

export const PRAYER_PAUSE_MINUTES = { min: 5, max: 30, default: 10 } as const;

export const PRAYER_MESSAGES = {
  cityUnknown: 'chooseCityFromList',
  latitude: 'latitudeOutOfRange',
  longitude: 'longitudeOutOfRange',
  locationRequired: 'chooseCityOrCoordinates',
  method: 'chooseCalculationMethod',
  madhab: 'chooseAsrMadhab',
  highLatitudeRule: 'chooseHighLatitudeRule',
  prayers: 'choosePrayersFromList',
  noPrayers: 'chooseAtLeastOnePrayer',
  pauseMinutes: 'prayerPauseMinutesRange',
} as const;

export type PrayerCity = {
  id: string;
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
};

function cityOf(row: PrayerCityRow): PrayerCity {
  const [id, name, country, latitude, longitude, timeZone] = row;
  return { id, name, country, latitude, longitude, timeZone };
}

export function findPrayerCity(id: string): PrayerCity | undefined {
  const row = PRAYER_CITIES.find(([cityId]) => cityId === id);
  return row ? cityOf(row) : undefined;
}

/** Lower-cased, accents removed, so "sao paulo" finds "São Paulo" and "DUSSELDORF" "Düsseldorf". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim();
}

/**
 * Cities whose name starts with the query first, then those containing it; `countryName` lets a search in the
 * reader's language match the country too ("pakistan" or "پاکستان" lists Pakistan's cities).
 */
export function searchPrayerCities(
  query: string,
  countryName: (code: string) => string = (code) => code,
  limit = 8,
): PrayerCity[] {
  const q = folded(query);
  if (q.length === 0) return [];
  const starts: PrayerCity[] = [];
  const contains: PrayerCity[] = [];
  for (const row of PRAYER_CITIES) {
    const name = folded(row[1]);
    if (name.startsWith(q)) starts.push(cityOf(row));
    else if (name.includes(q) || folded(countryName(row[2])).startsWith(q)) contains.push(cityOf(row));
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit);
}

const coordinate = (max: number, message: string) =>
  z.number({ error: message }).min(-max, message).max(max, message);

const prayerLocationSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('city'),
      cityId: z
        .string({ error: PRAYER_MESSAGES.cityUnknown })
        .max(80, PRAYER_MESSAGES.cityUnknown)
        .refine((id) => findPrayerCity(id) !== undefined, PRAYER_MESSAGES.cityUnknown),
    }),
    z.object({
      kind: z.literal('coordinates'),
      latitude: coordinate(90, PRAYER_MESSAGES.latitude),
      longitude: coordinate(180, PRAYER_MESSAGES.longitude),
    }),
  ],
  { error: PRAYER_MESSAGES.locationRequired },
);

export const prayerSettingsSchema = z
  .object({
    enabled: z.boolean(),
    location: prayerLocationSchema.nullable(),
    method: z.enum(CALCULATION_METHODS, { error: PRAYER_MESSAGES.method }),
    madhab: z.enum(MADHABS, { error: PRAYER_MESSAGES.madhab }),
    highLatitudeRule: z.enum(HIGH_LATITUDE_RULES, { error: PRAYER_MESSAGES.highLatitudeRule }),
    prayers: z
      .array(z.enum(PRAYERS, { error: PRAYER_MESSAGES.prayers }), { error: PRAYER_MESSAGES.prayers })
      .max(PRAYERS.length, PRAYER_MESSAGES.prayers)
      .transform((chosen) => PRAYERS.filter((prayer) => chosen.includes(prayer))),
    pauseMinutes: z
      .number({ error: PRAYER_MESSAGES.pauseMinutes })
      .int(PRAYER_MESSAGES.pauseMinutes)
      .min(PRAYER_PAUSE_MINUTES.min, PRAYER_MESSAGES.pauseMinutes)
      .max(PRAYER_PAUSE_MINUTES.max, PRAYER_MESSAGES.pauseMinutes),
    countsAsScreenTime: z.boolean(),
  })
  .superRefine((value, ctx) => {
    // Switched off, the rest may stay half-filled (a parent pausing the feature keeps their choices).
    if (!value.enabled) return;
    if (value.location === null)
      ctx.addIssue({ code: 'custom', path: ['location'], message: PRAYER_MESSAGES.locationRequired });
    if (value.prayers.length === 0)
      ctx.addIssue({ code: 'custom', path: ['prayers'], message: PRAYER_MESSAGES.noPrayers });
  });
export type PrayerSettingsInput = z.input<typeof prayerSettingsSchema>;
export type PrayerSettingsValues = z.infer<typeof prayerSettingsSchema>;

/** The settings a family starts with (off; every prayer chosen, ready for the day it is switched on). */
export const DEFAULT_PRAYER_SETTINGS: PrayerSettingsValues = {
  enabled: false,
  location: null,
  method: 'MuslimWorldLeague',
  madhab: 'shafi',
  highLatitudeRule: 'recommended',
  prayers: [...PRAYERS],
  pauseMinutes: PRAYER_PAUSE_MINUTES.default,
  countsAsScreenTime: false,
};

// ——— Shapes the API returns ———

/** The saved location as the page shows it: a known city, or the coordinates the parent typed. */
export type PrayerLocation =
  | { kind: 'city'; city: PrayerCity }
  | { kind: 'coordinates'; latitude: number; longitude: number };

export type PrayerTimeToday = {
  prayer: Prayer;
  /** ISO instant. */
  at: string;
  /** The pause that starts then, when the family pauses for this prayer. */
  pauseEndsAt: string | null;
};

/** GET and PUT /api/parent/prayer-times. */
export type PrayerTimesView = {
  settings: Omit<PrayerSettingsValues, 'location'> & { location: PrayerLocation | null };
  /** The family's time zone, in which `day` and the times are shown. */
  timeZone: string;
  /** Today's date in that zone (YYYY-MM-DD). */
  day: string;
  /** Today's five prayers, in order; empty until a location is set. */
  today: PrayerTimeToday[];
};

// Prayer-time pauses: a family's settings as the parent page shows them (today's times in the family's time zone),
// saving them, and the pauses of a local day that child mode's clock obeys.
import type { SessionUser } from '#server/access';
import type { Database, DbOrTx } from '#server/db/client';
import { parentProfileOfUser } from '#server/db/repos/parent-profiles.repo';
import { DEFAULT_TIME_ZONE } from '#shared/child-mode';
import type { ScheduledPause } from '#shared/child-time';
import { type PrayerCalculation, pausesOnLocalDay, prayerTimesOnDate } from '#shared/prayer-schedule';
import {
  DEFAULT_PRAYER_SETTINGS,
  findPrayerCity,
  PRAYERS,
  type PrayerLocation,
  type PrayerSettingsValues,
  type PrayerTimesView,
} from '#shared/prayer-times';
import { localDay } from '#shared/screen-time';
import { type PrayerSettingsRow, prayerSettingsOf, savePrayerSettings } from './prayer-times.repo';

function calculationOf(row: PrayerSettingsRow): PrayerCalculation | null {
  if (row.latitude === null || row.longitude === null) return null;
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    method: row.method,
    madhab: row.madhab,
    highLatitudeRule: row.highLatitudeRule,
  };
}

function locationOf(row: PrayerSettingsRow): PrayerLocation | null {
  if (row.latitude === null || row.longitude === null) return null;
  const city = row.cityId === null ? undefined : findPrayerCity(row.cityId);
  return city
    ? { kind: 'city', city }
    : { kind: 'coordinates', latitude: row.latitude, longitude: row.longitude };
}

/**
 * The pauses of one local day (YYYY-MM-DD) in `timeZone` for a parent's family: each chosen prayer's pause
 * `{ name: 'fajr' | 'dhuhr' | 'asr' | 'maghrib' | 'isha', startsAt, endsAt, countsAsScreenTime }`, ordered by start,
 * including a pause begun the evening before that runs past midnight. Empty when the family has not switched prayer
 * pauses on (or has no location yet).
 */
export async function prayerPausesOn(
  db: DbOrTx,
  parentUserId: string,
  day: string,
  timeZone: string,
): Promise<ScheduledPause[]> {
  const row = await prayerSettingsOf(db, parentUserId);
  if (!row?.enabled) return [];
  const calc = calculationOf(row);
  if (calc === null) return [];
  return pausesOnLocalDay(calc, row, day, timeZone);
}

export async function prayerTimesView(
  db: Database,
  parent: SessionUser,
  now: Date = new Date(),
): Promise<PrayerTimesView> {
  const [row, profile] = await Promise.all([
    prayerSettingsOf(db, parent.id),
    parentProfileOfUser(db, parent.id),
  ]);
  const timeZone = profile?.timeZone ?? DEFAULT_TIME_ZONE;
  const day = localDay(now, timeZone);
  if (!row) return { settings: { ...DEFAULT_PRAYER_SETTINGS, location: null }, timeZone, day, today: [] };
  const { enabled, method, madhab, highLatitudeRule, prayers, pauseMinutes, countsAsScreenTime } = row;
  const calc = calculationOf(row);
  const times = calc === null ? {} : prayerTimesOnDate(calc, day);
  return {
    settings: {
      enabled,
      location: locationOf(row),
      method,
      madhab,
      highLatitudeRule,
      prayers: PRAYERS.filter((prayer) => prayers.includes(prayer)),
      pauseMinutes,
      countsAsScreenTime,
    },
    timeZone,
    day,
    today: PRAYERS.flatMap((prayer) => {
      const at = times[prayer];
      if (at === undefined) return [];
      const pauses = enabled && prayers.includes(prayer);
      return [
        {
          prayer,
          at: at.toISOString(),
          pauseEndsAt: pauses ? new Date(at.getTime() + pauseMinutes * 60_000).toISOString() : null,
        },
      ];
    }),
  };
}

export async function updatePrayerSettings(
  db: Database,
  parent: SessionUser,
  input: PrayerSettingsValues,
): Promise<PrayerTimesView> {
  const { location, ...rest } = input;
  // A chosen city's coordinates are the list's, whatever the client sent: the list is the one source of truth.
  const city = location?.kind === 'city' ? findPrayerCity(location.cityId) : undefined;
  const place =
    location === null
      ? { cityId: null, latitude: null, longitude: null }
      : location.kind === 'city'
        ? { cityId: location.cityId, latitude: city?.latitude ?? null, longitude: city?.longitude ?? null }
        : { cityId: null, latitude: location.latitude, longitude: location.longitude };
  await savePrayerSettings(db, parent.id, { ...rest, ...place });
  return prayerTimesView(db, parent);
}

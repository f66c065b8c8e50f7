// The prayer times of a place on a date (the adhan library), and the pauses they make in a family's local day.
// Pure: the server computes a family's pauses with it; the web never imports it (it is shown the server's answer).
import {
  CalculationMethod,
  Coordinates,
  HighLatitudeRule,
  Madhab,
  PolarCircleResolution,
  PrayerTimes,
} from 'adhan';
import type { ScheduledPause } from './child-time';
import type { AsrMadhab, CalculationMethodName, HighLatitudeRuleName, Prayer } from './prayer-times';
import { addDays } from './screen-time';
import { zoneOffsetMs } from './zoned-clock';

export type PrayerCalculation = {
  latitude: number;
  longitude: number;
  method: CalculationMethodName;
  madhab: AsrMadhab;
  highLatitudeRule: HighLatitudeRuleName;
};

export type PauseRule = { prayers: readonly Prayer[]; pauseMinutes: number; countsAsScreenTime: boolean };

function isValid(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/**
 * The five prayers of one calendar date (YYYY-MM-DD) at a place, as instants. A prayer the sun does not allow
 * (inside the polar circle, even after the library's nearest-latitude resolution) is left out.
 */
export function prayerTimesOnDate(calc: PrayerCalculation, day: string): Partial<Record<Prayer, Date>> {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const coordinates = new Coordinates(calc.latitude, calc.longitude);
  const params = CalculationMethod[calc.method]();
  params.madhab = calc.madhab === 'hanafi' ? Madhab.Hanafi : Madhab.Shafi;
  params.highLatitudeRule =
    calc.highLatitudeRule === 'recommended'
      ? HighLatitudeRule.recommended(coordinates)
      : calc.highLatitudeRule;
  // Where the sun does not set or rise at all, use the nearest latitude where it does (adhan's AqrabBalad).
  params.polarCircleResolution = PolarCircleResolution.AqrabBalad;
  // adhan reads the date's year, month and day with the local getters: a local midnight keeps them the date's own
  // whatever the server's zone.
  const times = new PrayerTimes(coordinates, new Date(year, month - 1, date), params);
  const result: Partial<Record<Prayer, Date>> = {};
  for (const [prayer, at] of [
    ['fajr', times.fajr],
    ['dhuhr', times.dhuhr],
    ['asr', times.asr],
    ['maghrib', times.maghrib],
    ['isha', times.isha],
  ] as const) {
    if (at instanceof Date && isValid(at)) result[prayer] = at;
  }
  return result;
}

/**
 * The instant a local day (YYYY-MM-DD) begins in a time zone: its midnight, or the first minute after it on the rare
 * days a clock change skips midnight. A 23- or 25-hour day comes out right because each end is found on its own.
 */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date);
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

/**
 * The pauses that touch a local day in a time zone: each chosen prayer's pause from its start for `pauseMinutes`,
 * taken from the prayer days before, of and after that date, so that an Isha after midnight (high latitudes in
 * summer) or a pause that runs over midnight belongs to every day it touches. Ordered by start.
 */
export function pausesOnLocalDay(
  calc: PrayerCalculation,
  rule: PauseRule,
  day: string,
  timeZone: string,
): ScheduledPause[] {
  if (rule.prayers.length === 0) return [];
  const dayStart = startOfLocalDay(day, timeZone).getTime();
  const dayEnd = startOfLocalDay(addDays(day, 1), timeZone).getTime();
  const pauses: ScheduledPause[] = [];
  for (const date of [addDays(day, -1), day, addDays(day, 1)]) {
    const times = prayerTimesOnDate(calc, date);
    for (const prayer of rule.prayers) {
      const at = times[prayer];
      if (at === undefined) continue;
      const endsAt = at.getTime() + rule.pauseMinutes * 60_000;
      if (endsAt > dayStart && at.getTime() < dayEnd)
        pauses.push({
          name: prayer,
          startsAt: at,
          endsAt: new Date(endsAt),
          countsAsScreenTime: rule.countsAsScreenTime,
        });
    }
  }
  return pauses.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

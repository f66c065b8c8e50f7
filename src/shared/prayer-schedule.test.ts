import { describe, expect, it } from 'vitest';
import {
  type PauseRule,
  type PrayerCalculation,
  pausesOnLocalDay,
  prayerTimesOnDate,
  startOfLocalDay,
} from './prayer-schedule';
import { PRAYERS, type Prayer } from './prayer-times';

/** "HH:mm" of an instant on a zone's wall clock. */
function wall(instant: Date | undefined, timeZone: string): string {
  if (instant === undefined) return 'none';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

function wallTimes(calc: PrayerCalculation, day: string, timeZone: string): Record<Prayer, string> {
  const times = prayerTimesOnDate(calc, day);
  return Object.fromEntries(PRAYERS.map((prayer) => [prayer, wall(times[prayer], timeZone)])) as Record<
    Prayer,
    string
  >;
}

const allPrayers: PauseRule = { prayers: PRAYERS, pauseMinutes: 10, countsAsScreenTime: false };

// The adhan library's own published examples (its README's test suite), minute for minute.
describe('prayer times against the library’s published examples', () => {
  it('Raleigh, 12 July 2015, North America, Hanafi', () => {
    const calc: PrayerCalculation = {
      latitude: 35.775,
      longitude: -78.6336,
      method: 'NorthAmerica',
      madhab: 'hanafi',
      highLatitudeRule: 'recommended',
    };
    expect(wallTimes(calc, '2015-07-12', 'America/New_York')).toEqual({
      fajr: '04:42',
      dhuhr: '13:21',
      asr: '18:22',
      maghrib: '20:32',
      isha: '21:57',
    });
  });

  it('Raleigh, 1 December 2015: Shafi and Hanafi Asr differ', () => {
    const calc: PrayerCalculation = {
      latitude: 35.775,
      longitude: -78.6336,
      method: 'MuslimWorldLeague',
      madhab: 'shafi',
      highLatitudeRule: 'middleofthenight',
    };
    expect(wallTimes(calc, '2015-12-01', 'America/New_York')).toEqual({
      fajr: '05:35',
      dhuhr: '12:05',
      asr: '14:42',
      maghrib: '17:01',
      isha: '18:26',
    });
    expect(wallTimes({ ...calc, madhab: 'hanafi' }, '2015-12-01', 'America/New_York').asr).toBe('15:22');
  });

  it('Oslo, 1 January 2016, Moonsighting Committee, Hanafi', () => {
    const calc: PrayerCalculation = {
      latitude: 59.9094,
      longitude: 10.7349,
      method: 'MoonsightingCommittee',
      madhab: 'hanafi',
      highLatitudeRule: 'middleofthenight',
    };
    expect(wallTimes(calc, '2016-01-01', 'Europe/Oslo')).toEqual({
      fajr: '07:34',
      dhuhr: '12:25',
      asr: '13:36',
      maghrib: '15:25',
      isha: '17:02',
    });
  });

  it('Istanbul, 16 April 2020, Turkey (Diyanet)', () => {
    const calc: PrayerCalculation = {
      latitude: 41.005616,
      longitude: 28.97638,
      method: 'Turkey',
      madhab: 'shafi',
      highLatitudeRule: 'middleofthenight',
    };
    expect(wallTimes(calc, '2020-04-16', 'Europe/Istanbul')).toEqual({
      fajr: '04:44',
      dhuhr: '13:09',
      asr: '16:53',
      maghrib: '19:52',
      isha: '21:19',
    });
  });

  it('Cairo, 1 January 2020, Egyptian', () => {
    const calc: PrayerCalculation = {
      latitude: 30.028703,
      longitude: 31.249528,
      method: 'Egyptian',
      madhab: 'shafi',
      highLatitudeRule: 'recommended',
    };
    expect(wallTimes(calc, '2020-01-01', 'Africa/Cairo')).toEqual({
      fajr: '05:18',
      dhuhr: '11:59',
      asr: '14:47',
      maghrib: '17:06',
      isha: '18:29',
    });
  });

  it('Selangor, 14 June 2021, Singapore (JAKIM)', () => {
    const calc: PrayerCalculation = {
      latitude: 3.7333333333,
      longitude: 101.3833333333,
      method: 'Singapore',
      madhab: 'shafi',
      highLatitudeRule: 'recommended',
    };
    expect(wallTimes(calc, '2021-06-14', 'Asia/Kuala_Lumpur')).toEqual({
      fajr: '05:41',
      dhuhr: '13:16',
      asr: '16:42',
      maghrib: '19:25',
      isha: '20:41',
    });
  });

  it('Edinburgh, 15 June 2020: each high-latitude rule gives its published Fajr and Isha', () => {
    const calc: PrayerCalculation = {
      latitude: 55.983226,
      longitude: -3.216649,
      method: 'MuslimWorldLeague',
      madhab: 'shafi',
      highLatitudeRule: 'middleofthenight',
    };
    const middle = wallTimes(calc, '2020-06-15', 'Europe/London');
    expect(middle).toEqual({ fajr: '01:14', dhuhr: '13:14', asr: '17:46', maghrib: '22:01', isha: '01:14' });
    const seventh = wallTimes(
      { ...calc, highLatitudeRule: 'seventhofthenight' },
      '2020-06-15',
      'Europe/London',
    );
    expect([seventh.fajr, seventh.isha]).toEqual(['03:31', '22:56']);
    const twilight = wallTimes({ ...calc, highLatitudeRule: 'twilightangle' }, '2020-06-15', 'Europe/London');
    expect([twilight.fajr, twilight.isha]).toEqual(['02:31', '23:50']);
    // The library recommends the seventh of the night above 48°.
    expect(wallTimes({ ...calc, highLatitudeRule: 'recommended' }, '2020-06-15', 'Europe/London')).toEqual(
      seventh,
    );
  });
});

describe('local days', () => {
  it('a spring-forward day in London is 23 hours, a fall-back day 25', () => {
    const spring = startOfLocalDay('2026-03-29', 'Europe/London');
    expect(spring.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfLocalDay('2026-03-30', 'Europe/London').getTime() - spring.getTime()).toBe(23 * 3_600_000);
    const autumn = startOfLocalDay('2026-10-25', 'Europe/London');
    expect(autumn.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(startOfLocalDay('2026-10-26', 'Europe/London').getTime() - autumn.getTime()).toBe(25 * 3_600_000);
  });

  it('starts a day at local midnight east and west of UTC', () => {
    expect(startOfLocalDay('2026-06-01', 'Asia/Karachi').toISOString()).toBe('2026-05-31T19:00:00.000Z');
    expect(startOfLocalDay('2026-06-01', 'America/Toronto').toISOString()).toBe('2026-06-01T04:00:00.000Z');
  });
});

describe('pauses on a local day', () => {
  const london: PrayerCalculation = {
    latitude: 51.5,
    longitude: -0.12,
    method: 'MoonsightingCommittee',
    madhab: 'hanafi',
    highLatitudeRule: 'recommended',
  };

  it('across the spring clock change: five pauses, inside the 23-hour day, on the new clock from Fajr on', () => {
    const before = pausesOnLocalDay(london, allPrayers, '2026-03-28', 'Europe/London');
    const change = pausesOnLocalDay(london, allPrayers, '2026-03-29', 'Europe/London');
    expect(change.map((pause) => pause.name)).toEqual([...PRAYERS]);
    const start = startOfLocalDay('2026-03-29', 'Europe/London').getTime();
    const end = startOfLocalDay('2026-03-30', 'Europe/London').getTime();
    for (const pause of change) {
      expect(pause.startsAt.getTime()).toBeGreaterThanOrEqual(start);
      expect(pause.startsAt.getTime()).toBeLessThan(end);
      expect(pause.endsAt.getTime() - pause.startsAt.getTime()).toBe(10 * 60_000);
    }
    // The sun moves a minute or two in a day; the wall clock moves an hour: Dhuhr reads about an hour later.
    const minutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));
    const dhuhrShift =
      minutes(wall(change[1]?.startsAt, 'Europe/London')) -
      minutes(wall(before[1]?.startsAt, 'Europe/London'));
    expect(dhuhrShift).toBeGreaterThanOrEqual(59);
    expect(dhuhrShift).toBeLessThanOrEqual(61);
  });

  it('across the autumn clock change: Dhuhr reads about an hour earlier', () => {
    const before = pausesOnLocalDay(london, allPrayers, '2026-10-24', 'Europe/London');
    const change = pausesOnLocalDay(london, allPrayers, '2026-10-25', 'Europe/London');
    expect(change.map((pause) => pause.name)).toEqual([...PRAYERS]);
    const minutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));
    const dhuhrShift =
      minutes(wall(before[1]?.startsAt, 'Europe/London')) -
      minutes(wall(change[1]?.startsAt, 'Europe/London'));
    expect(dhuhrShift).toBeGreaterThanOrEqual(59);
    expect(dhuhrShift).toBeLessThanOrEqual(61);
  });

  it('Oslo at midsummer: every prayer still has a time, in order, with the recommended rule', () => {
    const oslo: PrayerCalculation = {
      latitude: 59.92,
      longitude: 10.75,
      method: 'MuslimWorldLeague',
      madhab: 'shafi',
      highLatitudeRule: 'recommended',
    };
    const pauses = pausesOnLocalDay(oslo, allPrayers, '2026-06-21', 'Europe/Oslo');
    expect(pauses.map((pause) => pause.name)).toEqual([...PRAYERS]);
    const [fajr, , , maghrib, isha] = pauses.map((pause) => wall(pause.startsAt, 'Europe/Oslo'));
    // Sunset near 22:45 and a short night: Isha before midnight, Fajr in the small hours.
    expect(maghrib).toMatch(/^22:/);
    expect(isha && isha > (maghrib ?? '')).toBe(true);
    expect(fajr && fajr < '04:00').toBe(true);
  });

  it('Edinburgh at midsummer by the middle of the night: yesterday’s Isha after midnight belongs to today', () => {
    const edinburgh: PrayerCalculation = {
      latitude: 55.983226,
      longitude: -3.216649,
      method: 'MuslimWorldLeague',
      madhab: 'shafi',
      highLatitudeRule: 'middleofthenight',
    };
    const pauses = pausesOnLocalDay(edinburgh, allPrayers, '2020-06-15', 'Europe/London');
    expect(pauses.map((pause) => pause.name).sort()).toEqual(['asr', 'dhuhr', 'fajr', 'isha', 'maghrib']);
    const isha = pauses.find((pause) => pause.name === 'isha');
    // The middle of the night of the 14th to the 15th: a minute before the published 01:14 of the next night.
    expect(wall(isha?.startsAt, 'Europe/London')).toBe('01:13');
    expect(isha?.startsAt.toISOString().slice(0, 10)).toBe('2020-06-15');
    // Ordered by start.
    const starts = pauses.map((pause) => pause.startsAt.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('a pause that runs over midnight belongs to both days', () => {
    const edinburgh: PrayerCalculation = {
      latitude: 55.983226,
      longitude: -3.216649,
      method: 'MuslimWorldLeague',
      madhab: 'shafi',
      highLatitudeRule: 'twilightangle',
    };
    const rule: PauseRule = { prayers: ['isha'], pauseMinutes: 30, countsAsScreenTime: true };
    // On the 15th: the 14th's Isha (running past midnight into it), then the 15th's own.
    const evening = pausesOnLocalDay(edinburgh, rule, '2020-06-15', 'Europe/London').at(-1);
    const [nextDay] = pausesOnLocalDay(edinburgh, rule, '2020-06-16', 'Europe/London');
    expect(wall(evening?.startsAt, 'Europe/London')).toBe('23:50');
    expect(nextDay?.startsAt).toEqual(evening?.startsAt);
    expect(wall(nextDay?.endsAt, 'Europe/London')).toBe('00:20');
    expect(nextDay?.countsAsScreenTime).toBe(true);
  });

  it('only the chosen prayers, with the chosen length; none chosen, no pauses', () => {
    const rule: PauseRule = { prayers: ['dhuhr', 'maghrib'], pauseMinutes: 25, countsAsScreenTime: false };
    const pauses = pausesOnLocalDay(london, rule, '2026-06-01', 'Europe/London');
    expect(pauses.map((pause) => pause.name)).toEqual(['dhuhr', 'maghrib']);
    expect(pauses.every((pause) => pause.endsAt.getTime() - pause.startsAt.getTime() === 25 * 60_000)).toBe(
      true,
    );
    expect(pausesOnLocalDay(london, { ...rule, prayers: [] }, '2026-06-01', 'Europe/London')).toEqual([]);
  });

  it('inside the polar circle at midsummer, the nearest latitude with a night gives every prayer', () => {
    const arjeplog: PrayerCalculation = {
      latitude: 66.7222444,
      longitude: 17.7189,
      method: 'MuslimWorldLeague',
      madhab: 'shafi',
      highLatitudeRule: 'recommended',
    };
    expect(Object.keys(prayerTimesOnDate(arjeplog, '2020-06-21')).sort()).toEqual([
      'asr',
      'dhuhr',
      'fajr',
      'isha',
      'maghrib',
    ]);
  });
});

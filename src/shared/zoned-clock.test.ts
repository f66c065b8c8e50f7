import { describe, expect, it } from 'vitest';
import { wallClock, zonedDay, zoneOffsetMs } from './zoned-clock';

describe('the wall clock in a time zone', () => {
  it('reads London either side of the spring change, and Karachi and Auckland across the date line', () => {
    // 2026-03-29 01:00 UTC: London's clocks go from 01:00 GMT to 02:00 BST.
    expect(wallClock(Date.UTC(2026, 2, 29, 0, 59, 30), 'Europe/London')).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      hour: 0,
      minute: 59,
      second: 30,
    });
    expect(wallClock(new Date(Date.UTC(2026, 2, 29, 1, 0)), 'Europe/London').hour).toBe(2);
    expect(zoneOffsetMs(Date.UTC(2026, 2, 29, 0, 59), 'Europe/London')).toBe(0);
    expect(zoneOffsetMs(Date.UTC(2026, 2, 29, 1, 0), 'Europe/London')).toBe(3_600_000);
    expect(zoneOffsetMs(new Date(Date.UTC(2026, 10, 28, 12)), 'Asia/Karachi')).toBe(5 * 3_600_000);
    expect(zonedDay(Date.UTC(2026, 10, 28, 12), 'Pacific/Auckland')).toBe('2026-11-29');
    expect(zonedDay(Date.UTC(2026, 10, 28, 23, 59), 'UTC')).toBe('2026-11-28');
  });

  it('midnight is hour 0, not 24, and a second before it is 23:59:59', () => {
    expect(wallClock(Date.UTC(2026, 0, 1), 'UTC')).toMatchObject({ day: 1, hour: 0, minute: 0, second: 0 });
    expect(wallClock(Date.UTC(2026, 0, 1) - 1000, 'UTC')).toMatchObject({ day: 31, hour: 23, second: 59 });
  });

  it('refuses a zone that does not exist, as Intl does', () => {
    expect(() => wallClock(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});

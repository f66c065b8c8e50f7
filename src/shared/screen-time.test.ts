import { describe, expect, it } from 'vitest';
import { addDays, heartbeatCredit, localDay, screenTimeBarColour, summariseScreenTime } from './screen-time';

describe('localDay', () => {
  it('is the calendar day in the given time zone', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(localDay(instant, 'Europe/London')).toBe('2026-03-01');
    expect(localDay(instant, 'Asia/Karachi')).toBe('2026-03-02');
    expect(localDay(instant, 'America/New_York')).toBe('2026-03-01');
    // British Summer Time: 23:30 UTC is already tomorrow in London.
    expect(localDay(new Date('2026-07-01T23:30:00Z'), 'Europe/London')).toBe('2026-07-02');
  });
  it('adds calendar days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('heartbeatCredit', () => {
  const now = new Date('2026-01-01T10:00:30Z');
  it('credits the real elapsed time, capped at one interval', () => {
    expect(heartbeatCredit(new Date('2026-01-01T10:00:10Z'), now, 30)).toBe(20);
    expect(heartbeatCredit(new Date('2026-01-01T10:00:00Z'), now, 30)).toBe(30);
    expect(heartbeatCredit(new Date('2026-01-01T09:59:40Z'), now, 30)).toBe(30);
  });
  it('credits nothing for a first beat, a clock going backwards, or a long absence', () => {
    expect(heartbeatCredit(null, now, 30)).toBe(0);
    expect(heartbeatCredit(new Date('2026-01-01T10:01:00Z'), now, 30)).toBe(0);
    expect(heartbeatCredit(new Date('2026-01-01T09:50:00Z'), now, 30)).toBe(0);
  });
});

describe('screen-time summary', () => {
  it('colours the bar red above 100 %, yellow above 90 %, else green', () => {
    expect(screenTimeBarColour(101)).toBe('red');
    expect(screenTimeBarColour(100)).toBe('yellow');
    expect(screenTimeBarColour(91)).toBe('yellow');
    expect(screenTimeBarColour(90)).toBe('green');
  });
  it('rounds seconds to minutes and scales the limit by the period', () => {
    expect(
      summariseScreenTime({ period: 'week', dailyLimitMinutes: 60, usedSeconds: 89, lastActivity: null }),
    ).toMatchObject({ periodLimitMinutes: 420, usedMinutes: 1, remainingMinutes: 419, percentUsed: 0 });
    expect(
      summariseScreenTime({
        period: 'today',
        dailyLimitMinutes: 15,
        usedSeconds: 20 * 60,
        lastActivity: null,
      }),
    ).toMatchObject({ usedMinutes: 20, remainingMinutes: 0, percentUsed: 133 });
  });
});

import { describe, expect, it } from 'vitest';
import {
  type ChildTimeState,
  evaluateChildTime,
  type GrantOpening,
  NO_GRANT,
  openingStart,
  type TimeInputs,
  type TimeRules,
  timeRulesFrom,
  weekdayIndex,
  weekStart,
  zonedInstant,
} from './child-time';
import { updateChildSchema } from './children.schema';

const LONDON = 'Europe/London';
const none = <T>(): (T | null)[] => Array(7).fill(null);

function rules(overrides: Partial<TimeRules> = {}): TimeRules {
  return {
    dailyLimitMinutes: 60,
    dayLimits: none(),
    weeklyLimitMinutes: null,
    windows: none(),
    graceMinutes: 0,
    autoplayVideos: 0,
    ...overrides,
  };
}

function stateAt(now: string, overrides: Partial<TimeInputs> = {}): ChildTimeState {
  return evaluateChildTime({
    now: new Date(now),
    timeZone: LONDON,
    rules: rules(),
    usedTodaySeconds: 0,
    usedWeekSeconds: 0,
    pauses: [],
    grant: NO_GRANT,
    openings: [],
    ...overrides,
  }).state;
}

describe('local clock arithmetic', () => {
  it('numbers weekdays from Monday and finds the week’s Monday', () => {
    expect(weekdayIndex('2026-11-30')).toBe(0);
    expect(weekdayIndex('2026-11-28')).toBe(5);
    expect(weekdayIndex('2026-11-29')).toBe(6);
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
  });
  it('turns a local clock time into an instant across the DST changes', () => {
    // Winter: London is UTC.
    expect(zonedInstant('2026-01-10', 7 * 60, LONDON).toISOString()).toBe('2026-01-10T07:00:00.000Z');
    // The spring change (29 March 2026): midnight is still GMT, 07:00 is BST.
    expect(zonedInstant('2026-03-29', 0, LONDON).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(zonedInstant('2026-03-29', 7 * 60, LONDON).toISOString()).toBe('2026-03-29T06:00:00.000Z');
    // 01:30 does not exist that night: the first instant after the gap.
    expect(zonedInstant('2026-03-29', 90, LONDON).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // The autumn change (25 October 2026): 01:30 happens twice, the first one counts.
    expect(zonedInstant('2026-10-25', 90, LONDON).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedInstant('2026-10-25', 19 * 60 + 30, LONDON).toISOString()).toBe('2026-10-25T19:30:00.000Z');
    // 24:00 is the next midnight.
    expect(zonedInstant('2026-07-01', 24 * 60, LONDON).toISOString()).toBe('2026-07-01T23:00:00.000Z');
  });
});

describe('evaluateChildTime: limits', () => {
  it('is open with the seconds left, warning at 5 and 1 minutes', () => {
    expect(stateAt('2026-11-24T10:00:00Z', { usedTodaySeconds: 600 })).toEqual({
      kind: 'open',
      remainingSeconds: 3000,
      warning: null,
    });
    expect(stateAt('2026-11-24T10:00:00Z', { usedTodaySeconds: 3300 })).toMatchObject({ warning: 5 });
    expect(stateAt('2026-11-24T10:00:00Z', { usedTodaySeconds: 3301 })).toMatchObject({ warning: 5 });
    expect(stateAt('2026-11-24T10:00:00Z', { usedTodaySeconds: 3540 })).toMatchObject({ warning: 1 });
    expect(stateAt('2026-11-24T10:00:00Z', { usedTodaySeconds: 3600 })).toEqual({
      kind: 'time_up',
      reason: 'daily',
    });
  });
  it('takes the weekday’s own limit, else the daily limit', () => {
    // Mon..Fri 30 minutes, Saturday 120, Sunday the daily 60.
    const schoolDays = rules({ dayLimits: [30, 30, 30, 30, 30, 120, null] });
    const at = (now: string, used: number) => stateAt(now, { rules: schoolDays, usedTodaySeconds: used });
    expect(at('2026-11-27T12:00:00Z', 1800)).toEqual({ kind: 'time_up', reason: 'daily' }); // Friday
    expect(at('2026-11-28T12:00:00Z', 1800)).toMatchObject({ kind: 'open', remainingSeconds: 5400 }); // Saturday
    expect(at('2026-11-29T12:00:00Z', 1800)).toMatchObject({ kind: 'open', remainingSeconds: 1800 }); // Sunday
  });
  it('applies the weekly limit too: the smaller remainder wins', () => {
    const weekly = rules({ weeklyLimitMinutes: 300 });
    expect(stateAt('2026-11-27T12:00:00Z', { rules: weekly, usedWeekSeconds: 17_000 })).toMatchObject({
      kind: 'open',
      remainingSeconds: 1000,
    });
    expect(
      stateAt('2026-11-27T12:00:00Z', { rules: weekly, usedTodaySeconds: 60, usedWeekSeconds: 18_000 }),
    ).toEqual({
      kind: 'time_up',
      reason: 'weekly',
    });
  });
  it('gives extra minutes on both limits, and the rest of the day without any', () => {
    const weekly = rules({ weeklyLimitMinutes: 300 });
    const inputs = { rules: weekly, usedTodaySeconds: 3600, usedWeekSeconds: 18_000 };
    expect(
      stateAt('2026-11-27T12:00:00Z', { ...inputs, grant: { extraMinutes: 15, restOfDay: false } }),
    ).toMatchObject({ kind: 'open', remainingSeconds: 900, warning: null });
    expect(
      stateAt('2026-11-27T12:00:00Z', { ...inputs, grant: { extraMinutes: 0, restOfDay: true } }),
    ).toEqual({
      kind: 'open',
      remainingSeconds: null,
      warning: null,
    });
  });
});

describe('evaluateChildTime: allowed windows', () => {
  const weekdays = { from: '07:00', to: '19:30' };
  const windows = rules({
    windows: [weekdays, weekdays, weekdays, weekdays, weekdays, { from: '08:00', to: '20:00' }, null],
  });
  it('sleeps before the window, opening at its start', () => {
    expect(stateAt('2026-11-24T06:59:00Z', { rules: windows })).toEqual({
      kind: 'sleep',
      opensAt: '2026-11-24T07:00:00.000Z',
    });
  });
  it('counts down to bedtime with warnings, then sleeps until the next day’s window', () => {
    expect(stateAt('2026-11-24T19:20:00Z', { rules: windows })).toMatchObject({
      kind: 'open',
      remainingSeconds: 600,
    });
    expect(stateAt('2026-11-24T19:25:00Z', { rules: windows })).toMatchObject({ warning: 5 });
    expect(stateAt('2026-11-24T19:29:30Z', { rules: windows })).toMatchObject({
      remainingSeconds: 30,
      warning: 1,
    });
    expect(stateAt('2026-11-24T19:30:00Z', { rules: windows })).toEqual({
      kind: 'sleep',
      opensAt: '2026-11-25T07:00:00.000Z',
    });
    // Friday night → Saturday's later start.
    expect(stateAt('2026-11-27T21:00:00Z', { rules: windows })).toMatchObject({
      opensAt: '2026-11-28T08:00:00.000Z',
    });
    // Saturday night → Sunday has no window: it opens at midnight.
    expect(stateAt('2026-11-28T20:30:00Z', { rules: windows })).toMatchObject({
      opensAt: '2026-11-29T00:00:00.000Z',
    });
  });
  it('follows the family’s clock across the spring DST change', () => {
    // Sunday 29 March 2026: every day 07:00–19:30 London time.
    const everyDay = rules({ windows: Array(7).fill(weekdays) });
    expect(stateAt('2026-03-29T05:59:00Z', { rules: everyDay })).toEqual({
      kind: 'sleep',
      opensAt: '2026-03-29T06:00:00.000Z',
    });
    expect(stateAt('2026-03-29T06:00:00Z', { rules: everyDay })).toMatchObject({ kind: 'open' });
    expect(stateAt('2026-03-29T18:30:00Z', { rules: everyDay })).toMatchObject({ kind: 'sleep' });
  });
  it('moves bedtime by the extra minutes; the rest of the day lifts the window', () => {
    const grant = { extraMinutes: 15, restOfDay: false };
    expect(stateAt('2026-11-24T19:35:00Z', { rules: windows, grant })).toMatchObject({
      kind: 'open',
      remainingSeconds: 600,
    });
    expect(
      stateAt('2026-11-24T22:00:00Z', { rules: windows, grant: { extraMinutes: 0, restOfDay: true } }),
    ).toMatchObject({ kind: 'open', remainingSeconds: null });
  });
});

describe('evaluateChildTime: pauses', () => {
  const pause = {
    name: 'Maghrib',
    startsAt: new Date('2026-11-24T16:00:00Z'),
    endsAt: new Date('2026-11-24T16:15:00Z'),
    countsAsScreenTime: false,
  };
  it('pauses inside a pause, and not outside', () => {
    expect(stateAt('2026-11-24T16:05:00Z', { pauses: [pause] })).toEqual({
      kind: 'paused',
      name: 'Maghrib',
      endsAt: '2026-11-24T16:15:00.000Z',
    });
    expect(stateAt('2026-11-24T16:15:00Z', { pauses: [pause] })).toMatchObject({ kind: 'open' });
  });
  it('says time up rather than a pause once the limit is used', () => {
    expect(stateAt('2026-11-24T16:05:00Z', { pauses: [pause], usedTodaySeconds: 3600 })).toMatchObject({
      kind: 'time_up',
    });
  });
  it('counts a pause’s past minutes as used when the parent says so', () => {
    const counted = { ...pause, countsAsScreenTime: true };
    expect(stateAt('2026-11-24T16:20:00Z', { pauses: [counted], usedTodaySeconds: 600 })).toMatchObject({
      remainingSeconds: 3600 - 600 - 900,
    });
  });
});

describe('evaluateChildTime: midnight', () => {
  it('opens again on the new local day (the seconds are the new day’s)', () => {
    // The day's limit used up at 23:59 London; the server then reads the new day's seconds (none yet).
    expect(stateAt('2026-11-24T23:59:00Z', { usedTodaySeconds: 3600 })).toMatchObject({ kind: 'time_up' });
    expect(stateAt('2026-11-25T00:00:30Z', { usedTodaySeconds: 0 })).toMatchObject({ kind: 'open' });
  });
});

describe('extra time given while the clock keeps child mode closed', () => {
  const weekdays = { from: '07:00', to: '19:30' };
  const everyDay = rules({ windows: Array(7).fill(weekdays) });
  const maghrib = {
    name: 'Maghrib',
    startsAt: new Date('2026-11-24T16:00:00Z'),
    endsAt: new Date('2026-11-24T16:20:00Z'),
    countsAsScreenTime: false,
  };
  const base = (now: string, overrides: Partial<TimeInputs> = {}): TimeInputs => ({
    now: new Date(now),
    timeZone: LONDON,
    rules: everyDay,
    usedTodaySeconds: 0,
    usedWeekSeconds: 0,
    pauses: [],
    grant: NO_GRANT,
    openings: [],
    ...overrides,
  });
  /** What the server stores when `minutes` are given at `now` (the day's earlier grants in `inputs`). */
  function give(
    inputs: TimeInputs,
    minutes: number,
  ): { grant: TimeInputs['grant']; openings: GrantOpening[] } {
    const day = evaluateChildTime(inputs).day;
    const grant = { extraMinutes: inputs.grant.extraMinutes + minutes, restOfDay: inputs.grant.restOfDay };
    const start = openingStart(inputs);
    if (!start) return { grant, openings: inputs.openings };
    const opening = {
      startsAt: start,
      endsAt: new Date(start.getTime() + minutes * 60_000),
      day,
      extraMinutes: minutes,
    };
    return { grant, openings: [...inputs.openings, opening] };
  }

  it('opens child mode at bedtime for the minutes given, from that moment, with its warnings', () => {
    const given = give(base('2026-11-24T20:00:00Z'), 15);
    expect(given.openings[0]?.startsAt.toISOString()).toBe('2026-11-24T20:00:00.000Z');
    const at = (now: string) => stateAt(now, { rules: everyDay, ...given });
    expect(at('2026-11-24T20:00:00Z')).toEqual({ kind: 'open', remainingSeconds: 900, warning: null });
    expect(at('2026-11-24T20:10:00Z')).toEqual({ kind: 'open', remainingSeconds: 300, warning: 5 });
    expect(at('2026-11-24T20:14:30Z')).toMatchObject({ remainingSeconds: 30, warning: 1 });
    expect(at('2026-11-24T20:15:00Z')).toEqual({ kind: 'sleep', opensAt: '2026-11-25T07:00:00.000Z' });
  });

  it('counts the opened minutes against the day as before: a used-up day gets exactly them', () => {
    const inputs = base('2026-11-24T20:00:00Z', { usedTodaySeconds: 3600 });
    const given = give(inputs, 15);
    // Ten minutes watched since: five left, by the limit and by the opening alike.
    expect(stateAt('2026-11-24T20:10:00Z', { rules: everyDay, usedTodaySeconds: 4200, ...given })).toEqual({
      kind: 'open',
      remainingSeconds: 300,
      warning: 5,
    });
  });

  it('adds to the limit and moves bedtime when given while child mode is open, as before', () => {
    const inputs = base('2026-11-24T12:00:00Z', { usedTodaySeconds: 3600 });
    expect(openingStart(inputs)).toBeNull();
    const given = give(inputs, 15);
    expect(given.openings).toEqual([]);
    expect(stateAt('2026-11-24T12:00:00Z', { rules: everyDay, usedTodaySeconds: 3600, ...given })).toEqual({
      kind: 'open',
      remainingSeconds: 900,
      warning: null,
    });
    expect(stateAt('2026-11-24T19:40:00Z', { rules: everyDay, ...given })).toMatchObject({ kind: 'open' });
  });

  it('queues two grants in a row one after the other, and an opening does not move bedtime', () => {
    const first = give(base('2026-11-24T20:00:00Z'), 15);
    const second = give(base('2026-11-24T20:05:00Z', first), 15);
    expect(second.openings.map((o) => [o.startsAt.toISOString(), o.endsAt.toISOString()])).toEqual([
      ['2026-11-24T20:00:00.000Z', '2026-11-24T20:15:00.000Z'],
      ['2026-11-24T20:15:00.000Z', '2026-11-24T20:30:00.000Z'],
    ]);
    expect(stateAt('2026-11-24T20:05:00Z', { rules: everyDay, ...second })).toMatchObject({
      kind: 'open',
      remainingSeconds: 1500,
    });
    expect(stateAt('2026-11-24T20:30:00Z', { rules: everyDay, ...second })).toMatchObject({ kind: 'sleep' });
    // The day's thirty minutes were opening minutes: the bedtime of 19:30 stays where it was.
    expect(stateAt('2026-11-24T19:35:00Z', { rules: everyDay, ...second })).toMatchObject({ kind: 'sleep' });
  });

  it('runs on through the window’s start: the window then keeps child mode open', () => {
    const given = give(base('2026-11-24T06:50:00Z'), 15);
    expect(given.openings[0]?.startsAt.toISOString()).toBe('2026-11-24T06:50:00.000Z');
    // Before 07:00 the boundary is not the opening's end: the window carries on until bedtime.
    expect(stateAt('2026-11-24T06:55:00Z', { rules: everyDay, ...given })).toMatchObject({
      kind: 'open',
      remainingSeconds: 3600 + 900,
    });
    expect(stateAt('2026-11-24T07:10:00Z', { rules: everyDay, ...given })).toMatchObject({ kind: 'open' });
  });

  it('lifts the pause it was given in, for its minutes only; a later pause still pauses', () => {
    const inputs = base('2026-11-24T16:05:00Z', { pauses: [maghrib] });
    const given = give(inputs, 10);
    const at = (now: string) => stateAt(now, { rules: everyDay, pauses: [maghrib], ...given });
    expect(at('2026-11-24T16:05:00Z')).toMatchObject({ kind: 'open' });
    expect(at('2026-11-24T16:14:59Z')).toMatchObject({ kind: 'open' });
    // The opening is over before the pause: paused again until it ends.
    expect(at('2026-11-24T16:15:00Z')).toMatchObject({ kind: 'paused', name: 'Maghrib' });
    expect(at('2026-11-24T16:20:00Z')).toMatchObject({ kind: 'open' });

    const isha = { ...maghrib, name: 'Isha', startsAt: new Date('2026-11-24T20:10:00Z') };
    isha.endsAt = new Date('2026-11-24T20:25:00Z');
    const bedtime = give(base('2026-11-24T20:00:00Z', { pauses: [isha] }), 15);
    expect(stateAt('2026-11-24T20:12:00Z', { rules: everyDay, pauses: [isha], ...bedtime })).toMatchObject({
      kind: 'paused',
      name: 'Isha',
    });
  });

  it('opens during a pause also when the rest of today was given earlier', () => {
    const inputs = base('2026-11-24T16:05:00Z', {
      pauses: [maghrib],
      grant: { extraMinutes: 0, restOfDay: true },
    });
    expect(stateAt('2026-11-24T16:05:00Z', inputs)).toMatchObject({ kind: 'paused' });
    expect(openingStart(inputs)?.toISOString()).toBe('2026-11-24T16:05:00.000Z');
  });

  it('runs across midnight into the next day, counted as that day’s use', () => {
    const given = give(base('2026-11-24T23:55:00Z'), 15);
    expect(given.openings[0]).toMatchObject({ day: '2026-11-24' });
    // The new day: its own limit, no extra minutes of its own, the opening still running until 00:10.
    const next = { rules: everyDay, grant: NO_GRANT, openings: given.openings };
    expect(stateAt('2026-11-25T00:05:00Z', next)).toEqual({
      kind: 'open',
      remainingSeconds: 300,
      warning: 5,
    });
    expect(stateAt('2026-11-25T00:10:00Z', next)).toEqual({
      kind: 'sleep',
      opensAt: '2026-11-25T07:00:00.000Z',
    });
    // Into a day without a window, no boundary at the opening's end: the new day is open.
    const sundays = rules({ windows: [...Array(6).fill(weekdays), null] });
    const saturday = give(base('2026-11-28T23:55:00Z', { rules: sundays }), 15);
    expect(
      stateAt('2026-11-28T23:58:00Z', { rules: sundays, ...saturday, usedTodaySeconds: 0 }),
    ).toMatchObject({ kind: 'open', remainingSeconds: (60 + 15) * 60 });
  });

  it('lasts its real minutes across the spring DST change', () => {
    // 29 March 2026: 00:50 GMT, clocks go from 01:00 GMT to 02:00 BST. Fifteen minutes end at 02:05 BST.
    const given = give(base('2026-03-29T00:50:00Z'), 15);
    expect(given.openings[0]?.endsAt.toISOString()).toBe('2026-03-29T01:05:00.000Z');
    expect(stateAt('2026-03-29T01:00:00Z', { rules: everyDay, ...given })).toMatchObject({
      kind: 'open',
      remainingSeconds: 300,
    });
    expect(stateAt('2026-03-29T01:05:00Z', { rules: everyDay, ...given })).toEqual({
      kind: 'sleep',
      opensAt: '2026-03-29T06:00:00.000Z',
    });
  });

  it('lasts its real minutes across the autumn DST change', () => {
    // 25 October 2026: 01:50 BST (00:50Z), clocks go back at 02:00 BST to 01:00 GMT; 30 minutes end at 01:20Z.
    const given = give(base('2026-10-25T00:50:00Z'), 30);
    expect(stateAt('2026-10-25T01:10:00Z', { rules: everyDay, ...given })).toMatchObject({
      kind: 'open',
      remainingSeconds: 600,
    });
    expect(stateAt('2026-10-25T01:20:00Z', { rules: everyDay, ...given })).toMatchObject({ kind: 'sleep' });
  });
});

describe('the rules on a child row', () => {
  it('falls back to defaults for unreadable values', () => {
    const read = timeRulesFrom({
      screenTimeLimit: 90,
      dayLimits: 'nonsense',
      weeklyLimit: null,
      allowedWindows: [{ from: '9', to: '8' }],
      videoGraceMinutes: 5,
      autoplayVideos: 0,
    });
    expect(read.dayLimits).toEqual(none());
    expect(read.windows).toEqual(none());
    expect(read.dailyLimitMinutes).toBe(90);
  });
  it('accepts the parent’s settings and refuses bad ones with their messages', () => {
    const ok = updateChildSchema.safeParse({
      dayLimits: [60, 60, 60, 60, 60, 120, 120],
      weeklyLimit: 600,
      allowedWindows: [...Array(6).fill({ from: '07:00', to: '19:30' }), null],
      videoGraceMinutes: 15,
      autoplayVideos: 5,
    });
    expect(ok.success).toBe(true);
    const firstMessage = (input: unknown) => updateChildSchema.safeParse(input).error?.issues[0]?.message;
    expect(firstMessage({ dayLimits: [60] })).toBe('dayLimitsSevenDays');
    expect(firstMessage({ dayLimits: [60, 60, 60, 60, 60, 60, 7] })).toBe('screenTimeAtLeast');
    expect(firstMessage({ weeklyLimit: 5000 })).toBe('weeklyLimitRange');
    expect(
      firstMessage({ allowedWindows: [{ from: '19:30', to: '07:00' }, null, null, null, null, null, null] }),
    ).toBe('windowEndAfterStart');
    expect(
      firstMessage({ allowedWindows: [{ from: '7am', to: '19:00' }, null, null, null, null, null, null] }),
    ).toBe('windowTimeFormat');
    expect(firstMessage({ videoGraceMinutes: 16 })).toBe('videoGraceRange');
    expect(firstMessage({ autoplayVideos: 6 })).toBe('autoplayVideosRange');
  });
});

// A child's time rules (a limit per weekday, a weekly limit, allowed windows, the grace to finish a video, autoplay)
// and the one evaluator of what child mode may do at an instant. Pure: the server enforces with it (heartbeats,
// every child request, the sweep) and the web shows its answer. Days and weeks are the family's time zone's; weeks
// start on Monday (spec README).
import { z } from 'zod';
import { LIMITS } from './domain';
import { addDays } from './screen-time';
import { type WallClock, type Zone, zoneClock } from './zoned-clock';

/** A stretch when child mode pauses (a prayer): times are instants. */
export type ScheduledPause = { name: string; startsAt: Date; endsAt: Date; countsAsScreenTime: boolean };
/** Extra time a parent gave a child for one local day (sum of answers and unprompted gifts). */
export type ScreenTimeGrant = { extraMinutes: number; restOfDay: boolean };
/**
 * Extra time given while the clock kept child mode closed (bedtime, a pause): it opens child mode from `startsAt`
 * until `endsAt` (instants). `day` is the family day the grant is for and `extraMinutes` its minutes (0 for the rest
 * of a day); those minutes are part of that day's grant too (the limit), but they do not move bedtime.
 */
export type GrantOpening = { startsAt: Date; endsAt: Date; day: string; extraMinutes: number };
export type ChildTimeState =
  | {
      kind: 'open';
      remainingSeconds: number | null /* null: no limit reached today */;
      warning: 5 | 1 | null;
    }
  | { kind: 'time_up'; reason: 'daily' | 'weekly' }
  | { kind: 'sleep'; opensAt: string /* ISO instant */ }
  | { kind: 'paused'; name: string; endsAt: string /* ISO instant */ };

export const NO_GRANT: ScreenTimeGrant = { extraMinutes: 0, restOfDay: false };

/** From `from` (inclusive) to `to` (exclusive), local clock times HH:MM; `to` may be 24:00 (midnight). */
export type AllowedWindow = { from: string; to: string };

export const TIME_RULE_LIMITS = {
  /** A weekly limit: at least one default day, at most every day at the daily maximum. */
  weeklyMinMinutes: LIMITS.screenTimeMinMinutes,
  weeklyMaxMinutes: LIMITS.screenTimeMaxMinutes * 7,
  graceMaxMinutes: 15,
  /** Videos in a row when autoplay is on (spec README: at most 5). */
  autoplayMaxVideos: 5,
  /** The warnings child mode shows before a boundary, in minutes. */
  warnings: [5, 1] as const,
} as const;

export type TimeRules = {
  /** The child's one daily limit (children.screen_time_limit): every day without its own value. */
  dailyLimitMinutes: number;
  /** Mon..Sun; null = the daily limit. */
  dayLimits: (number | null)[];
  weeklyLimitMinutes: number | null;
  /** Mon..Sun; null = no window that day (child mode may open at any hour). */
  windows: (AllowedWindow | null)[];
  /** "Let the current video finish": 0 = off. */
  graceMinutes: number;
  /** Autoplay in child mode: 0 = off, else the videos that may follow one another. */
  autoplayVideos: number;
};

export const TIME_RULE_MESSAGES = {
  dayLimits: 'dayLimitsSevenDays',
  weeklyLimit: 'weeklyLimitRange',
  windowTime: 'windowTimeFormat',
  windowOrder: 'windowEndAfterStart',
  windows: 'windowsSevenDays',
  grace: 'videoGraceRange',
  autoplay: 'autoplayVideosRange',
} as const;

const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Minutes since local midnight of an HH:MM clock time (24:00 = 1440). */
function clockMinutes(value: string): number {
  const [hours = '0', minutes = '0'] = value.split(':');
  return Number(hours) * 60 + Number(minutes);
}

const clockTimeSchema = z
  .string({ error: TIME_RULE_MESSAGES.windowTime })
  .regex(CLOCK_TIME, TIME_RULE_MESSAGES.windowTime);

const allowedWindowSchema = z
  .object({ from: clockTimeSchema, to: clockTimeSchema }, { error: TIME_RULE_MESSAGES.windowTime })
  .refine((value) => clockMinutes(value.to) > clockMinutes(value.from), TIME_RULE_MESSAGES.windowOrder);

export const weeklyLimitSchema = z
  .number({ error: TIME_RULE_MESSAGES.weeklyLimit })
  .int(TIME_RULE_MESSAGES.weeklyLimit)
  .min(TIME_RULE_LIMITS.weeklyMinMinutes, TIME_RULE_MESSAGES.weeklyLimit)
  .max(TIME_RULE_LIMITS.weeklyMaxMinutes, TIME_RULE_MESSAGES.weeklyLimit)
  .refine((value) => value % LIMITS.screenTimeStepMinutes === 0, 'screenTimeSteps15Minutes');

export const windowsSchema = z
  .array(allowedWindowSchema.nullable(), { error: TIME_RULE_MESSAGES.windows })
  .length(7, TIME_RULE_MESSAGES.windows);

export const graceMinutesSchema = z
  .number({ error: TIME_RULE_MESSAGES.grace })
  .int(TIME_RULE_MESSAGES.grace)
  .min(0, TIME_RULE_MESSAGES.grace)
  .max(TIME_RULE_LIMITS.graceMaxMinutes, TIME_RULE_MESSAGES.grace);

export const autoplayVideosSchema = z
  .number({ error: TIME_RULE_MESSAGES.autoplay })
  .int(TIME_RULE_MESSAGES.autoplay)
  .min(0, TIME_RULE_MESSAGES.autoplay)
  .max(TIME_RULE_LIMITS.autoplayMaxVideos, TIME_RULE_MESSAGES.autoplay);

// ——— Local clock arithmetic in a time zone ———

type LocalParts = WallClock;

function partsIn(instant: Date, timeZone: Zone): LocalParts {
  return zoneClock(timeZone).wall(instant);
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetMs(instant: Date, timeZone: Zone): number {
  return zoneClock(timeZone).offsetMs(instant);
}

/**
 * The instant a local clock shows `minutes` after midnight of `day` (YYYY-MM-DD) in the zone. A clock time the zone
 * repeats (the autumn change) is its first occurrence; one it skips (the spring change) is moved on by the gap
 * (01:30 becomes 02:30), as clocks that were set forward show it.
 */
export function zonedInstant(day: string, minutes: number, zone: Zone): Date {
  const timeZone = zoneClock(zone);
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date, 0, minutes);
  // The zone's offsets half a day either side cover any change near this wall time.
  const before = offsetMs(new Date(wall - 43_200_000), timeZone);
  const after = offsetMs(new Date(wall + 43_200_000), timeZone);
  const valid = [wall - before, wall - after]
    .filter((candidate) => candidate + offsetMs(new Date(candidate), timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(valid[0] ?? wall - before);
}

/** 0 = Monday … 6 = Sunday, of a YYYY-MM-DD day. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday of the week a day is in. */
export function weekStart(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** The limit of a weekday (0 = Monday), in minutes: its own value or the child's daily limit. */
export function dayLimitMinutes(rules: TimeRules, weekday: number): number {
  return rules.dayLimits[weekday] ?? rules.dailyLimitMinutes;
}

// ——— The evaluator ———

export type TimeInputs = {
  now: Date;
  /** The family's zone: its name, or its clock (an evaluation makes the clock once and reads it throughout). */
  timeZone: Zone;
  rules: TimeRules;
  /** Seconds used on now's local day (across devices). */
  usedTodaySeconds: number;
  /** Seconds used from Monday of now's local week through today, today included. */
  usedWeekSeconds: number;
  pauses: ScheduledPause[];
  grant: ScreenTimeGrant;
  /** Extra time that opened child mode while the clock closed it: today's, and any still running or yet to run. */
  openings: GrantOpening[];
};

/** What the evaluator knows beyond the state: for the parent's card, the session answer and the warnings. */
export type ChildTimeReport = {
  state: ChildTimeState;
  day: string;
  /** Today's limit with the parent's extra minutes, null when the rest of the day was given. */
  todayLimitMinutes: number | null;
  usedTodaySeconds: number;
  usedWeekSeconds: number;
};

function overlapSeconds(start: Date, end: Date, from: Date, to: Date): number {
  const ms = Math.min(end.getTime(), to.getTime()) - Math.max(start.getTime(), from.getTime());
  return ms > 0 ? Math.floor(ms / 1000) : 0;
}

/** When child mode opens again after now (outside today's window): today's start, or a following day's. */
function nextOpening(input: TimeInputs, today: string, minutesNow: number): Date {
  const { rules, timeZone } = input;
  const window = rules.windows[weekdayIndex(today)];
  if (window && minutesNow < clockMinutes(window.from))
    return zonedInstant(today, clockMinutes(window.from), timeZone);
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const day = addDays(today, ahead);
    const next = rules.windows[weekdayIndex(day)];
    if (!next) return zonedInstant(day, 0, timeZone);
    if (clockMinutes(next.to) > clockMinutes(next.from))
      return zonedInstant(day, clockMinutes(next.from), timeZone);
  }
  return zonedInstant(addDays(today, 1), 0, timeZone);
}

function warningFor(remainingSeconds: number | null): 5 | 1 | null {
  if (remainingSeconds === null) return null;
  if (remainingSeconds <= 60) return 1;
  if (remainingSeconds <= 300) return 5;
  return null;
}

type Stretch = { from: number; to: number };

/** The end of the unbroken stretch of time covered from `from` on (`from` itself if nothing covers it). */
function coveredUntil(from: number, stretches: Stretch[]): number {
  let until = from;
  for (let grown = true; grown; ) {
    grown = false;
    for (const stretch of stretches) {
      if (stretch.from <= until && until < stretch.to) {
        until = stretch.to;
        grown = true;
      }
    }
  }
  return until;
}

/** A day's allowed window as instants (a day without one is open all day). */
function windowStretch(rules: TimeRules, day: string, timeZone: Zone, shiftMs = 0): Stretch {
  const window = rules.windows[weekdayIndex(day)];
  if (!window) {
    return {
      from: zonedInstant(day, 0, timeZone).getTime(),
      to: zonedInstant(addDays(day, 1), 0, timeZone).getTime() + shiftMs,
    };
  }
  return {
    from: zonedInstant(day, clockMinutes(window.from), timeZone).getTime(),
    to: zonedInstant(day, clockMinutes(window.to), timeZone).getTime() + shiftMs,
  };
}

/**
 * The clock's part of the rules at `now`, before any limit: whether the allowed window (bedtime moved by the
 * minutes given while child mode was open; lifted by the rest of the day) or a pause closes child mode, and the
 * openings that are running (extra time given while it was closed).
 */
function clockAt(input: TimeInputs) {
  const { now, timeZone, rules, grant } = input;
  const at = now.getTime();
  const today = zoneClock(timeZone).day(now);
  const local = partsIn(now, timeZone);
  const minutesNow = local.hour * 60 + local.minute;
  const openedToday = input.openings
    .filter((opening) => opening.day === today)
    .reduce((sum, opening) => sum + opening.extraMinutes, 0);
  // Minutes that opened child mode had their own stretch: only the others move bedtime later.
  const shiftMs = Math.max(0, grant.extraMinutes - openedToday) * 60_000;
  const window = grant.restOfDay ? null : rules.windows[weekdayIndex(today)];
  const todayStretch = window ? windowStretch(rules, today, timeZone, shiftMs) : null;
  const outsideWindow =
    todayStretch !== null && (minutesNow < clockMinutes(window?.from ?? '00:00') || at >= todayStretch.to);
  const openings = input.openings.map((opening) => ({
    from: opening.startsAt.getTime(),
    to: opening.endsAt.getTime(),
  }));
  const inOpening = openings.some((stretch) => stretch.from <= at && at < stretch.to);
  // A pause is lifted while an opening given during it runs; a pause that starts during an opening still pauses.
  const pause = input.pauses.find(
    (p) =>
      p.startsAt.getTime() <= at &&
      at < p.endsAt.getTime() &&
      !openings.some(
        (stretch) =>
          stretch.from >= p.startsAt.getTime() &&
          stretch.from < p.endsAt.getTime() &&
          stretch.from <= at &&
          at < stretch.to,
      ),
  );
  const pauseNow = input.pauses.some((p) => p.startsAt.getTime() <= at && at < p.endsAt.getTime());
  return { today, minutesNow, todayStretch, outsideWindow, openings, inOpening, pause, pauseNow };
}

/**
 * What child mode may do at `now`. In order: outside the day's allowed window, and no opening running → sleep (with
 * when it opens); the day's or the week's limit used up → time_up (both apply, the smaller remainder wins); inside
 * a pause (not lifted by an opening given during it) → paused; else open, with the seconds left to the nearest
 * boundary (limit, bedtime, an opening's end) and its warning.
 * A parent's extra minutes raise both limits; given while child mode was open they also move bedtime as much later,
 * given while the clock closed it they open it from then for as long (an opening). "The rest of today" lifts the
 * day's limits and window. A pause that counts as screen time is counted as used for its past part.
 */
export function evaluateChildTime(given: TimeInputs): ChildTimeReport {
  const input = { ...given, timeZone: zoneClock(given.timeZone) };
  const { now, timeZone, rules, grant } = input;
  const clock = clockAt(input);
  const { today } = clock;
  const weekday = weekdayIndex(today);
  const dayStart = zonedInstant(today, 0, timeZone);
  const countedPause = input.pauses
    .filter((pause) => pause.countsAsScreenTime)
    .reduce((sum, pause) => sum + overlapSeconds(pause.startsAt, pause.endsAt, dayStart, now), 0);
  const usedToday = input.usedTodaySeconds + countedPause;
  const usedWeek = input.usedWeekSeconds + countedPause;
  const extraSeconds = Math.max(0, grant.extraMinutes) * 60;
  const report = (state: ChildTimeState, todayLimitMinutes: number | null): ChildTimeReport => ({
    state,
    day: today,
    todayLimitMinutes,
    usedTodaySeconds: usedToday,
    usedWeekSeconds: usedWeek,
  });

  const pausedState = clock.pause
    ? ({ kind: 'paused', name: clock.pause.name, endsAt: clock.pause.endsAt.toISOString() } as const)
    : null;

  if (grant.restOfDay) {
    return report(pausedState ?? { kind: 'open', remainingSeconds: null, warning: null }, null);
  }

  const todayLimit = dayLimitMinutes(rules, weekday) + grant.extraMinutes;
  const candidates: number[] = [];
  if (clock.todayStretch) {
    if (clock.outsideWindow && !clock.inOpening) {
      return report(
        { kind: 'sleep', opensAt: nextOpening(input, today, clock.minutesNow).toISOString() },
        todayLimit,
      );
    }
    // The clock's boundary: where today's window, the openings and tomorrow's window stop covering one another.
    const stretches = [
      clock.todayStretch,
      ...clock.openings,
      windowStretch(rules, addDays(today, 1), timeZone),
    ];
    candidates.push(Math.floor((coveredUntil(now.getTime(), stretches) - now.getTime()) / 1000));
  }

  const dailyLeft = todayLimit * 60 - usedToday;
  const weeklyLeft =
    rules.weeklyLimitMinutes === null ? null : rules.weeklyLimitMinutes * 60 + extraSeconds - usedWeek;
  if (dailyLeft <= 0) return report({ kind: 'time_up', reason: 'daily' }, todayLimit);
  if (weeklyLeft !== null && weeklyLeft <= 0)
    return report({ kind: 'time_up', reason: 'weekly' }, todayLimit);
  if (pausedState) return report(pausedState, todayLimit);
  candidates.push(dailyLeft);
  if (weeklyLeft !== null) candidates.push(weeklyLeft);
  const remainingSeconds = Math.max(0, Math.min(...candidates));
  return report({ kind: 'open', remainingSeconds, warning: warningFor(remainingSeconds) }, todayLimit);
}

/**
 * Where extra time given at `input.now` goes. While the clock keeps child mode closed (outside the allowed window,
 * in a pause), it opens child mode for its minutes from now, or, when an earlier opening is what keeps child mode
 * open, from where that opening (and any queued after it) ends: openings given in a row follow one another. While
 * the clock lets child mode open (whether or not a limit is used up), it only adds to the day's limit: null.
 */
export function openingStart(given: TimeInputs): Date | null {
  const input = { ...given, timeZone: zoneClock(given.timeZone) };
  const clock = clockAt(input);
  if (!clock.outsideWindow && !clock.pauseNow) return null;
  return new Date(coveredUntil(input.now.getTime(), clock.openings));
}

/** The rules a child row carries, with the defaults for what the parent has not set (older rows, bad data). */
export function timeRulesFrom(row: {
  screenTimeLimit: number;
  dayLimits: unknown;
  weeklyLimit: number | null;
  allowedWindows: unknown;
  videoGraceMinutes: number;
  autoplayVideos: number;
}): TimeRules {
  const limits = z.array(z.number().int().positive().nullable()).length(7).safeParse(row.dayLimits);
  const windows = windowsSchema.safeParse(row.allowedWindows);
  return {
    dailyLimitMinutes: row.screenTimeLimit,
    dayLimits: limits.success ? limits.data : Array(7).fill(null),
    weeklyLimitMinutes: row.weeklyLimit,
    windows: windows.success ? windows.data : Array(7).fill(null),
    graceMinutes: row.videoGraceMinutes,
    autoplayVideos: row.autoplayVideos,
  };
}

/** A child's time rules as the parent's settings read and write them (the API's shape). */
export type ChildTimeSettings = {
  dayLimits: (number | null)[];
  weeklyLimit: number | null;
  allowedWindows: (AllowedWindow | null)[];
  videoGraceMinutes: number;
  autoplayVideos: number;
};

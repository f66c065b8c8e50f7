// Screen time: the calendar day in a time zone, the credit one heartbeat may add, the period a
// parent looks at and its summary (used minutes, what is left, the bar's colour). Pure; server and web share it.
import { z } from 'zod';
import { zonedDay } from './zoned-clock';

export const SCREEN_TIME_PERIODS = ['today', 'week', 'month'] as const;
export type ScreenTimePeriod = (typeof SCREEN_TIME_PERIODS)[number];
export const SCREEN_TIME_PERIOD_DAYS: Record<ScreenTimePeriod, number> = { today: 1, week: 7, month: 30 };
export const screenTimeQuerySchema = z.object({
  period: z.enum(SCREEN_TIME_PERIODS, { error: 'periodTodayWeekMonth' }).default('today'),
});

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(instant: Date, timeZone: string): string {
  return zonedDay(instant, timeZone);
}

/** YYYY-MM-DD minus n days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/**
 * Seconds a heartbeat may add: the real time since the previous one, never more than one interval, never
 * negative. A device that was away longer than twice the interval (hidden, asleep) adds nothing for the gap.
 */
export function heartbeatCredit(previous: Date | null, now: Date, intervalSeconds: number): number {
  if (!previous) return 0;
  const elapsed = Math.floor((now.getTime() - previous.getTime()) / 1000);
  if (elapsed <= 0 || elapsed > intervalSeconds * 2) return 0;
  return Math.min(elapsed, intervalSeconds);
}

export type ScreenTimeBarColour = 'red' | 'yellow' | 'green';

/** Red above 100 %, yellow above 90 %, else green (spec §9). */
export function screenTimeBarColour(percent: number): ScreenTimeBarColour {
  if (percent > 100) return 'red';
  if (percent > 90) return 'yellow';
  return 'green';
}

export type ScreenTimeSummary = {
  period: ScreenTimePeriod;
  dailyLimitMinutes: number;
  periodLimitMinutes: number;
  usedSeconds: number;
  /** seconds / 60, rounded (spec). */
  usedMinutes: number;
  remainingMinutes: number;
  percentUsed: number;
  lastActivity: string | null;
  /** The child's weekly limit (null: none) and the minutes used this calendar week (from Monday; null: no limit). */
  weeklyLimitMinutes: number | null;
  weekUsedMinutes: number | null;
  /** Today's extra time given by a parent (answers to requests and gifts), counted in `remainingMinutes`. */
  extraToday?: { extraMinutes: number; restOfDay: boolean };
};

/**
 * dailyLimitMinutes: today's limit; periodLimitMinutes: the period's sum of its days' limits when they differ by
 * weekday (else the daily limit times the days); weekly: the weekly limit and this week's use, when one is set.
 */
export function summariseScreenTime(input: {
  period: ScreenTimePeriod;
  dailyLimitMinutes: number;
  periodLimitMinutes?: number;
  usedSeconds: number;
  lastActivity: Date | null;
  weekly?: { limitMinutes: number; usedSeconds: number } | null;
  /** Extra time given for today; only the `today` period counts it. */
  extraToday?: { extraMinutes: number; restOfDay: boolean };
}): ScreenTimeSummary {
  const extra = input.period === 'today' ? input.extraToday : undefined;
  const periodLimitMinutes =
    (input.periodLimitMinutes ?? input.dailyLimitMinutes * SCREEN_TIME_PERIOD_DAYS[input.period]) +
    (extra?.extraMinutes ?? 0);
  const usedMinutes = Math.round(input.usedSeconds / 60);
  return {
    ...(extra ? { extraToday: extra } : {}),
    period: input.period,
    dailyLimitMinutes: input.dailyLimitMinutes,
    periodLimitMinutes,
    usedSeconds: input.usedSeconds,
    usedMinutes,
    remainingMinutes: Math.max(0, periodLimitMinutes - usedMinutes),
    percentUsed: periodLimitMinutes > 0 ? Math.round((input.usedSeconds / 60 / periodLimitMinutes) * 100) : 0,
    lastActivity: input.lastActivity ? input.lastActivity.toISOString() : null,
    weeklyLimitMinutes: input.weekly?.limitMinutes ?? null,
    weekUsedMinutes: input.weekly ? Math.round(input.weekly.usedSeconds / 60) : null,
  };
}

// Child mode: the spec's messages, request schemas and the pure rules of screen time shared by server and web.
import { z } from 'zod';
import { LIMITS } from './domain';
import { uuidSchema } from './ids';
import { safeText } from './safe-text';

export const CHILD_MODE_MESSAGES = {
  notAppropriate: 'This content is not appropriate for your age',
  timeUpTitle: "Time's Up!",
  timeUpBody: "You've used all your screen time for today. See you tomorrow!",
  wrongAnswer: "That's not correct, please try again.",
  wrongPin: "That's not the right PIN, please try again.",
  tooManyAttempts: 'Too many wrong answers. Please wait 5 minutes and try again.',
  noChildSession: 'Child mode is not active on this device',
  useChildArea: 'This device is in child mode. Videos for children are in the child area.',
  alreadyVoted: "You've already voted.",
  noPendingContent: 'No pending content to review.',
  pendingNotFound: 'This item is no longer waiting for votes',
  selectChild: 'Please select a child to view their activity',
  noActivityInPeriod: 'No activity found for the selected time period',
  noActivityYet: 'No activity yet',
  noChildrenScreenTime: 'No children added yet. Add a child to track screen time.',
  pinFormat: 'The PIN must be 4 to 6 digits',
  invalidTimeZone: 'Unknown time zone',
} as const;

export function deviceLimitMessage(limit: number): string {
  return limit === 1
    ? 'Your Free plan allows child mode on 1 device at a time. Exit child mode on the other device, or upgrade to Premium for up to 3 devices.'
    : `Your plan allows child mode on up to ${limit} devices at a time. Exit child mode on another device first.`;
}

export const DEVICE_ID_HEADER = 'x-device-id';
export const DEFAULT_TIME_ZONE = 'Europe/London';

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timeZoneSchema = safeText()
  .max(64)
  .refine((value) => isTimeZone(value), CHILD_MODE_MESSAGES.invalidTimeZone);

export const startChildSessionSchema = z.object({
  childId: safeText({ error: 'Please choose a child' }).min(1, 'Please choose a child'),
  deviceInfo: z
    .object({
      screen_size: safeText().max(32).optional(),
      platform: safeText().max(64).optional(),
    })
    .default({}),
  timeZone: timeZoneSchema.optional(),
});
export type StartChildSessionInput = z.input<typeof startChildSessionSchema>;

export const heartbeatSchema = z.object({
  contentId: uuidSchema({ error: 'Invalid content id' }).optional(),
});

export const recordViewSchema = z.object({
  contentId: uuidSchema({ error: 'Invalid content id' }),
});

export const exitChildModeSchema = z.union(
  [
    z.object({ answer: z.number({ error: 'Please enter the answer' }).int('Please enter a whole number') }),
    z.object({ pin: safeText().regex(/^\d{4,6}$/, CHILD_MODE_MESSAGES.pinFormat) }),
  ],
  { error: 'Please enter the answer' },
);
export type ExitChildModeInput = z.infer<typeof exitChildModeSchema>;

export const setPinSchema = z.object({
  pin: safeText({ error: CHILD_MODE_MESSAGES.pinFormat }).regex(/^\d{4,6}$/, CHILD_MODE_MESSAGES.pinFormat),
});

export const parentSettingsSchema = z.object({ timeZone: timeZoneSchema });

export const voteSchema = z.object({
  vote: z.boolean({ error: 'Vote must be yes or no' }),
});

export const ACTIVITY_PERIODS = [
  { days: 1, label: 'Last 24 hours' },
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
] as const;

export const activityQuerySchema = z.object({
  days: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(7), z.literal(30)], { error: 'Period must be 1, 7 or 30 days' }))
    .default(LIMITS.activityDefaultPeriodDays as 7),
  page: z.coerce
    .number({ error: 'Page must be a positive whole number' })
    .int('Page must be a positive whole number')
    .min(1, 'Page must be a positive whole number')
    .max(10_000, 'Page must be at most 10000')
    .default(1),
});

export const SCREEN_TIME_PERIODS = ['today', 'week', 'month'] as const;
export type ScreenTimePeriod = (typeof SCREEN_TIME_PERIODS)[number];
export const SCREEN_TIME_PERIOD_DAYS: Record<ScreenTimePeriod, number> = { today: 1, week: 7, month: 30 };
export const screenTimeQuerySchema = z.object({
  period: z.enum(SCREEN_TIME_PERIODS, { error: 'Period must be today, week or month' }).default('today'),
});

// ——— Pure screen-time rules ———

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
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
};

export function summariseScreenTime(input: {
  period: ScreenTimePeriod;
  dailyLimitMinutes: number;
  usedSeconds: number;
  lastActivity: Date | null;
}): ScreenTimeSummary {
  const periodLimitMinutes = input.dailyLimitMinutes * SCREEN_TIME_PERIOD_DAYS[input.period];
  const usedMinutes = Math.round(input.usedSeconds / 60);
  return {
    period: input.period,
    dailyLimitMinutes: input.dailyLimitMinutes,
    periodLimitMinutes,
    usedSeconds: input.usedSeconds,
    usedMinutes,
    remainingMinutes: Math.max(0, periodLimitMinutes - usedMinutes),
    percentUsed: periodLimitMinutes > 0 ? Math.round((input.usedSeconds / 60 / periodLimitMinutes) * 100) : 0,
    lastActivity: input.lastActivity ? input.lastActivity.toISOString() : null,
  };
}

/** Two numbers from 1 to 10 for the exit question. */
export function exitQuestion(random: () => number = Math.random): { a: number; b: number } {
  const pick = () => 1 + Math.floor(random() * 10);
  return { a: pick(), b: pick() };
}

// ——— Shapes the API returns ———

export type ChildSessionInfo = {
  sessionId: string;
  status: 'active' | 'ended' | 'timed_out';
  child: { id: string; name: string; dateOfBirth: string; ageBand: number };
  screenTime: { limitMinutes: number; usedSeconds: number; remainingSeconds: number };
  heartbeatSeconds: number;
  exitMode: 'math' | 'pin';
};

export type HeartbeatResult = {
  status: 'active' | 'timed_out';
  usedSeconds: number;
  remainingSeconds: number;
};

export type ExitChallenge = { mode: 'math'; question: string } | { mode: 'pin' };

export type ActivityItem = {
  id: string;
  contentId: string;
  title: string;
  /** Generated art of a published item; null once the item is no longer published. */
  thumbnailUrl: string | null;
  viewDuration: number;
  viewedAt: string;
};

export type ActivityPage = {
  items: ActivityItem[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

export type PendingItem = {
  id: string;
  title: string;
  description: string;
  /** The item's own thumbnail (through the image proxy); null when it has none yet. */
  thumbnailUrl: string | null;
  category: string;
  ageRange: number;
  contentRating: string;
  sourceType: string;
  youtubeUrl: string | null;
  creatorName: string;
  yesVotes: number;
  createdAt: string;
};

/** GET/PATCH /api/parent/child-mode and PUT/DELETE /api/parent/exit-pin: the parent's child-mode settings. */
export type ChildModeSettings = {
  hasPin: boolean;
  timeZone: string;
  timeZoneSet: boolean;
  activeSessions: {
    id: string;
    childId: string;
    childName: string;
    deviceInfo: unknown;
    startedAt: string;
  }[];
};

export type VoteResult = { vote: boolean; yesVotes: number; approved: boolean };

// Asking for more time: a child in child mode asks from Time's Up, sleep time or a prayer pause; a parent answers
// 15 minutes, 1 hour, the rest of today or no, or gives extra time unprompted. The answers, the limits, the request
// bodies and the shapes the API returns. Pure; server and web share it.
import { z } from 'zod';

/** The four answers a parent can give (spec README: 15 minutes, 1 hour, the rest of today, or no). */
export const TIME_REQUEST_ANSWERS = ['fifteen_minutes', 'one_hour', 'rest_of_day', 'no'] as const;
export type TimeRequestAnswer = (typeof TIME_REQUEST_ANSWERS)[number];
/** What a parent may give without being asked: every answer but no. */
export const EXTRA_TIME_GIFTS = ['fifteen_minutes', 'one_hour', 'rest_of_day'] as const;
export type ExtraTimeGift = (typeof EXTRA_TIME_GIFTS)[number];

/** Where the child was when they asked (the screen that offered the button). */
export const TIME_REQUEST_ORIGINS = ['time_up', 'sleep', 'pause'] as const;
export type TimeRequestOrigin = (typeof TIME_REQUEST_ORIGINS)[number];

/** pending until a parent answers; expired when its day ended unanswered. */
export const TIME_REQUEST_STATES = ['pending', 'answered', 'expired'] as const;
export type TimeRequestState = (typeof TIME_REQUEST_STATES)[number];

export const TIME_REQUEST_LIMITS = {
  /** Spec README: at most 3 requests per child per day (the family's day). */
  perChildPerDay: 3,
} as const;

/** Extra time of one answer: minutes, or the rest of the day. */
export function extraTimeOf(answer: Exclude<TimeRequestAnswer, 'no'>): {
  extraMinutes: number;
  restOfDay: boolean;
} {
  if (answer === 'fifteen_minutes') return { extraMinutes: 15, restOfDay: false };
  if (answer === 'one_hour') return { extraMinutes: 60, restOfDay: false };
  return { extraMinutes: 0, restOfDay: true };
}

export const TIME_REQUEST_MESSAGES = {
  chooseAnswer: 'chooseTimeRequestAnswer',
  chooseGift: 'chooseExtraTimeGift',
  chooseOrigin: 'chooseTimeRequestOrigin',
  notFound: 'timeRequestNotFound',
  alreadyAnswered: 'timeRequestAlreadyAnswered',
  alreadyPending: 'timeRequestAlreadyPending',
  dailyLimit: 'timeRequestDailyLimit',
  emailChoice: 'chooseTimeRequestEmail',
} as const;

export const askForTimeSchema = z.object({
  from: z.enum(TIME_REQUEST_ORIGINS, { error: TIME_REQUEST_MESSAGES.chooseOrigin }).default('time_up'),
});

export const answerTimeRequestSchema = z.object({
  answer: z.enum(TIME_REQUEST_ANSWERS, { error: TIME_REQUEST_MESSAGES.chooseAnswer }),
});

export const giveExtraTimeSchema = z.object({
  answer: z.enum(EXTRA_TIME_GIFTS, { error: TIME_REQUEST_MESSAGES.chooseGift }),
});

export const timeRequestSettingsSchema = z.object({
  emailOnRequest: z.boolean({ error: TIME_REQUEST_MESSAGES.emailChoice }),
});
export type TimeRequestSettings = z.infer<typeof timeRequestSettingsSchema>;

// ——— Shapes the API returns ———

/** A request as its parent sees it (pending list, activity history). */
export type ParentTimeRequest = {
  id: string;
  childId: string;
  childName: string;
  from: TimeRequestOrigin;
  askedAt: string;
  state: TimeRequestState;
  answer: TimeRequestAnswer | null;
  answeredAt: string | null;
  /**
   * Waiting requests only: bedtime or a pause keeps the child's child mode closed now, so a yes opens it at once
   * for the time given (otherwise a yes adds to the day's limit).
   */
  opensNow?: boolean;
};

/** Extra time given for one day, from an answer or unprompted. */
export type TimeGrantItem = {
  id: string;
  day: string;
  extraMinutes: number;
  restOfDay: boolean;
  /** The request it answered; null when given unprompted. */
  requestId: string | null;
  givenAt: string;
  /** Given while bedtime or a pause kept child mode closed: when it opened child mode, and until when (ISO). */
  opening: { startsAt: string; endsAt: string } | null;
};

/** GET /api/children/:id/time-requests: the child's requests and the extra time given, in the period. */
export type TimeRequestHistory = { requests: ParentTimeRequest[]; grants: TimeGrantItem[] };

/** What the child's screen shows: their latest request today and the extra time given today. */
export type ChildTimeRequestStatus = {
  latest: {
    id: string;
    state: TimeRequestState;
    answer: TimeRequestAnswer | null;
    askedAt: string;
    answeredAt: string | null;
  } | null;
  /** Requests left today (the daily limit minus today's). */
  asksLeft: number;
  grant: { extraMinutes: number; restOfDay: boolean };
};

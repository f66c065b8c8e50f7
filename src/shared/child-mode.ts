// Child mode: the spec's messages, the child session's request schemas (start, heartbeat, counted view, the
// exit gate) and answers, and the parent's child-mode settings (exit PIN, time zone). The screen-time arithmetic
// is screen-time.ts; the activity list and the votes on pending content have their own schema files.
import { z } from 'zod';
import type { ChildAvatar } from './child-avatars';
import type { ChildTimeState } from './child-time';
import { COOKIES } from './client-storage';
import { GAME_IDS, type GameId } from './games';
import { uuidSchema } from './ids';
import type { Locale } from './locales';
import { safeText } from './safe-text';
import type { LearnFirstState } from './tutor/learn-api';

/**
 * The child credential cookie's name (httpOnly; server/child-mode): the admin guard reads it too (a device in child
 * mode gets 403), and the server sends no prerendered page to such a device.
 */
export const CHILD_COOKIE = COOKIES.child;

export const CHILD_MODE_MESSAGES = {
  notAppropriate: 'contentNotAppropriateAge',
  timeUpBody: 'screenTimeUsedUp',
  wrongAnswer: 'answerNotCorrect',
  wrongPin: 'pinNotRight',
  tooManyAttempts: 'tooManyWrongAnswersWait',
  noChildSession: 'childModeNotActiveDevice',
  useChildArea: 'deviceChildModeVideosChildren',
  alreadyVoted: 'alreadyVoted',
  pendingNotFound: 'itemNoLongerWaitingVotes',
  pinFormat: 'pinFourToSixDigits',
  invalidTimeZone: 'unknownTimeZone',
  gamesOff: 'gamesTurnedOffNowAsk',
  unknownGame: 'unknownGame',
  contentOrGame: 'sendContentIdGameId',
  watchedSeconds: 'watchedSecondsOutOfRange',
  scoreInvalid: 'scoreOutOfRange',
  roundIdInvalid: 'invalidRoundId',
  searchOff: 'searchTurnedOffNowAsk',
  autoplayOff: 'autoplayTurnedOff',
  autoplayNotNext: 'autoplayOnlyNextVideo',
  autoplayEnough: 'autoplayEnoughInARow',
  autoplayFlag: 'sayWhetherAutoplay',
  oneActivity: 'sendOneActivity',
  invalidLessonId: 'invalidLessonId',
} as const;

/** The refusal of one more device in child mode, as a message key and its params. */
export function deviceLimitMessage(limit: number) {
  return limit === 1
    ? ({ key: 'freePlanAllowsChildMode' } as const)
    : ({ key: 'planAllowsChildModeUp', params: { limit } } as const);
}

export { DEVICE_ID_HEADER } from './device-id-header';
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
  childId: safeText({ error: 'chooseChild' }).min(1, 'chooseChild'),
  deviceInfo: z
    .object({
      screen_size: safeText().max(32).optional(),
      platform: safeText().max(64).optional(),
    })
    .default({}),
  timeZone: timeZoneSchema.optional(),
});
export type StartChildSessionInput = z.input<typeof startChildSessionSchema>;

const gameIdSchema = z.enum(GAME_IDS, { error: CHILD_MODE_MESSAGES.unknownGame });

/** A heartbeat names what is on screen: a video (contentId), a game being played (gameId), or neither. */
export const heartbeatSchema = z
  .object({
    contentId: uuidSchema({ error: 'invalidContentId' }).optional(),
    gameId: gameIdSchema.optional(),
    /** A Tutor lesson on screen: the seconds count as screen time and as the day's learning time. */
    lessonId: uuidSchema({ error: CHILD_MODE_MESSAGES.invalidLessonId }).optional(),
    /**
     * Seconds the player really played the video since the previous beat (the end included). The view gets this
     * much of the time that passed, never more; without it (a player that does not report) the time that passed.
     */
    watchedSeconds: z
      .number({ error: CHILD_MODE_MESSAGES.watchedSeconds })
      .int(CHILD_MODE_MESSAGES.watchedSeconds)
      .min(0, CHILD_MODE_MESSAGES.watchedSeconds)
      .max(600, CHILD_MODE_MESSAGES.watchedSeconds)
      .optional(),
  })
  .refine((value) => !(value.contentId && value.gameId), CHILD_MODE_MESSAGES.contentOrGame)
  .refine((value) => !(value.lessonId && (value.contentId || value.gameId)), CHILD_MODE_MESSAGES.oneActivity);
export type HeartbeatInput = z.input<typeof heartbeatSchema>;

export const MAX_GAME_SCORE = 1_000_000;

/** POST /api/child/games/:game/scores. roundId: the client's id for the round, so a retried post adds nothing. */
export const gameScoreSchema = z.object({
  score: z
    .number({ error: CHILD_MODE_MESSAGES.scoreInvalid })
    .int(CHILD_MODE_MESSAGES.scoreInvalid)
    .min(0, CHILD_MODE_MESSAGES.scoreInvalid)
    .max(MAX_GAME_SCORE, CHILD_MODE_MESSAGES.scoreInvalid),
  roundId: uuidSchema({ error: CHILD_MODE_MESSAGES.roundIdInvalid }),
});
export type GameScoreInput = z.infer<typeof gameScoreSchema>;

export const gameParamSchema = gameIdSchema;

export const recordViewSchema = z.object({
  contentId: uuidSchema({ error: 'invalidContentId' }),
});

/**
 * POST /api/child/content/:id/start: a video starts. `autoplay`: it follows the previous one on its own (the video
 * `…/next` offered this device); otherwise the child chose it, and the run of autoplayed videos starts again.
 */
export const startVideoSchema = z.object({
  autoplay: z.boolean({ error: 'sayWhetherAutoplay' }).default(false),
});

/** What a started video's answer says of autoplay: the videos it started in a row, and the parent's number. */
export type VideoStart = { autoplay: { inARow: number; limit: number } };

export const exitChildModeSchema = z.union(
  [
    z.object({ answer: z.number({ error: 'enterAnswer' }).int('enterWholeNumber') }),
    z.object({ pin: safeText().regex(/^\d{4,6}$/, CHILD_MODE_MESSAGES.pinFormat) }),
  ],
  { error: 'enterAnswer' },
);
export type ExitChildModeInput = z.infer<typeof exitChildModeSchema>;

export const setPinSchema = z.object({
  pin: safeText({ error: CHILD_MODE_MESSAGES.pinFormat }).regex(/^\d{4,6}$/, CHILD_MODE_MESSAGES.pinFormat),
});

export const parentSettingsSchema = z.object({ timeZone: timeZoneSchema });

/** Two numbers from 1 to 10 for the exit question. */
export function exitQuestion(random: () => number = Math.random): { a: number; b: number } {
  const pick = () => 1 + Math.floor(random() * 10);
  return { a: pick(), b: pick() };
}

// ——— Shapes the API returns ———

export type ChildSessionInfo = {
  sessionId: string;
  status: 'active' | 'ended' | 'timed_out';
  /** interfaceLanguage: the language the parent chose for this child's screens (null = the device's). */
  child: {
    id: string;
    name: string;
    dateOfBirth: string;
    ageBand: number;
    interfaceLanguage: Locale | null;
    /** The parent lets this child play games (the games list and game routes refuse otherwise). */
    gamesEnabled: boolean;
    /** The child's picture; null = none chosen. */
    avatar: ChildAvatar | null;
    /** The parent lets this child search (no search box otherwise, and the server refuses a search). */
    searchEnabled: boolean;
  };
  /**
   * limitMinutes: today's limit (its weekday's, with a parent's extra minutes); remainingSeconds: to the nearest
   * boundary (a limit or bedtime), null when nothing limits the rest of today.
   */
  screenTime: { limitMinutes: number; usedSeconds: number; remainingSeconds: number | null };
  /** What the time rules say now (child-time.ts): the time-up screen shows time up, sleep or a pause from it. */
  time: ChildTimeState;
  /** While a video started before a boundary may finish: until when (ISO); else null. */
  graceEndsAt: string | null;
  /** Autoplay in child mode: 0 = off, else how many videos may follow one another. */
  autoplayVideos: number;
  /** The family's time zone: the times on the sleep and pause screens are its clock's. */
  timeZone: string;
  heartbeatSeconds: number;
  exitMode: 'math' | 'pin';
  /** "Learn first" (the Tutor): null when the parent has not turned it on; else whether the videos are open yet. */
  learnFirst: LearnFirstState | null;
};

export type HeartbeatResult = {
  status: 'active' | 'timed_out';
  usedSeconds: number;
  /** Seconds to the nearest boundary; null when nothing limits the rest of today; 0 when closed. */
  remainingSeconds: number | null;
  state: ChildTimeState;
  graceEndsAt: string | null;
};

export type GameScore = { score: number; achievedAt: string };

/** GET /api/child/games/scores and the answer of a score post: the child's top 5 per game, best first. */
export type ChildGameScores = { scores: Record<GameId, GameScore[]> };

export type ExitChallenge = { mode: 'math'; question: string } | { mode: 'pin' };

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

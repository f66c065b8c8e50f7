// A child's viewing history as the parent pages through it: the periods offered, the query, and the page.
import { z } from 'zod';
import { LIMITS } from './domain';
import type { GameId } from './games';
import type { AudioMix } from './soundtracks';

export const ACTIVITY_PERIODS = [
  { days: 1, label: 'Last 24 hours' },
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
] as const;

export const activityQuerySchema = z.object({
  days: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(7), z.literal(30)], { error: 'periodDayWeekOrMonth' }))
    .default(LIMITS.activityDefaultPeriodDays as 7),
  page: z.coerce
    .number({ error: 'pagePositiveWholeNumber' })
    .int('pagePositiveWholeNumber')
    .min(1, 'pagePositiveWholeNumber')
    .max(10_000, 'pageMost10000')
    .default(1),
});

/** GET /api/children/:id/game-activity?days=: the same periods as the viewing history, no pages. */
export const gameActivityQuerySchema = activityQuerySchema.pick({ days: true });

// ——— Shapes the API returns ———

export type ActivityItem = {
  id: string;
  contentId: string;
  title: string;
  /** Generated art of a published item; null once the item is no longer published. */
  thumbnailUrl: string | null;
  viewDuration: number;
  /** The soundtrack the child heard: the item's main mix or its vocals-only mix. */
  audioMix: AudioMix;
  viewedAt: string;
};

export type ActivityPage = {
  items: ActivityItem[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

/** One stretch of play of one game (heartbeats within a few minutes of each other join one session). */
export type GameSessionItem = {
  id: string;
  gameId: GameId;
  startedAt: string;
  lastPlayedAt: string;
  /** Seconds counted by heartbeats while the game was played (the same clock as screen time). */
  seconds: number;
  /** The best score posted in this session; null when no round ended. */
  bestScore: number | null;
};

/** "What my child played": the latest game sessions of the period and totals per game. */
export type GameActivity = {
  items: GameSessionItem[];
  totals: { gameId: GameId; seconds: number; sessions: number; bestScore: number | null }[];
};

// Games in child mode: stretches of play counted by heartbeats (what the parent sees as "what my
// child played") and each child's top scores per game.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { GAME_IDS } from '#shared/games';
import { children } from './children';
import { oneOf } from './sql-lists';

export const childGameSessions = pgTable(
  'child_game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    gameId: text('game_id', { enum: GAME_IDS }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
    /** Seconds credited by heartbeats while this game was played (the same seconds as the day's screen time). */
    seconds: integer('seconds').notNull().default(0),
    bestScore: integer('best_score'),
  },
  (t) => [
    check('child_game_sessions_game_check', oneOf(t.gameId, GAME_IDS)),
    check('child_game_sessions_seconds_check', sql`${t.seconds} >= 0`),
    index('child_game_sessions_child_played_idx').on(t.childId, t.lastPlayedAt.desc()),
  ],
);

export const childGameScores = pgTable(
  'child_game_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    gameId: text('game_id', { enum: GAME_IDS }).notNull(),
    score: integer('score').notNull(),
    /** The client's id for the round: a retried post of the same round is not stored twice. */
    roundId: uuid('round_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('child_game_scores_game_check', oneOf(t.gameId, GAME_IDS)),
    check('child_game_scores_score_check', sql`${t.score} >= 0`),
    unique('child_game_scores_round_unique').on(t.childId, t.gameId, t.roundId),
    index('child_game_scores_child_game_score_idx').on(t.childId, t.gameId, t.score.desc()),
  ],
);

// Games in child mode: whether this child may play (the parent's switch), and the child's own top scores per game
// (a round's score stored once, only the top 5 kept, the best also noted on the current stretch of play).
import type { ChildSessionContext } from '#server/access';
import type { Database } from '#server/db/client';
import { retryOnConflict } from '#server/db/errors';
import { AppError } from '#server/http/app-error';
import { CHILD_MODE_MESSAGES, type ChildGameScores, type GameScoreInput } from '#shared/child-mode';
import { GAME_IDS, type GameId, TOP_SCORES_KEPT } from '#shared/games';
import {
  addToGameSession,
  gameScoresOf,
  insertGameScore,
  lockChildForScores,
  trimGameScores,
} from './child-games.repo';
import { GAME_SESSION_GAP_MS } from './screen-time.service';

/** 403 with the spec-style message when the parent has turned games off for this child. */
export function requireGamesEnabled(context: Pick<ChildSessionContext, 'child'>): void {
  if (!context.child.gamesEnabled) throw new AppError('FORBIDDEN', CHILD_MODE_MESSAGES.gamesOff);
}

export async function childGameScores(db: Database, childId: string): Promise<ChildGameScores> {
  const rows = await gameScoresOf(db, childId, GAME_IDS);
  const scores = Object.fromEntries(GAME_IDS.map((id) => [id, []])) as unknown as ChildGameScores['scores'];
  for (const row of rows) {
    const list = scores[row.gameId];
    if (list.length < TOP_SCORES_KEPT)
      list.push({ score: row.score, achievedAt: row.achievedAt.toISOString() });
  }
  return { scores };
}

/** Keeps a finished round's score; a retried post of the same round (same roundId) changes nothing. */
export async function recordGameScore(
  db: Database,
  context: ChildSessionContext,
  gameId: GameId,
  input: GameScoreInput,
  now: Date = new Date(),
): Promise<ChildGameScores> {
  const childId = context.child.id;
  await retryOnConflict(() =>
    db.transaction(async (tx) => {
      // One child's posts are serialised, so two devices finishing at once still leave exactly the top 5.
      if (!(await lockChildForScores(tx, childId))) {
        throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
      }
      const added = await insertGameScore(tx, {
        childId,
        gameId,
        score: input.score,
        roundId: input.roundId,
        now,
      });
      if (!added) return;
      const since = new Date(now.getTime() - GAME_SESSION_GAP_MS);
      await addToGameSession(tx, { childId, gameId, seconds: 0, score: input.score, since, now });
      await trimGameScores(tx, childId, gameId, TOP_SCORES_KEPT);
    }),
  );
  return childGameScores(db, childId);
}

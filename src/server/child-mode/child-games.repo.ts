// Drizzle queries for games in child mode: stretches of play (seconds added by game heartbeats, the best score of
// the stretch) and each child's top scores per game (a round stored once, only the top few kept).
import { and, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { childGameScores, childGameSessions } from '#server/db/schema/child-games';
import { children } from '#server/db/schema/children';
import type { GameId } from '#shared/games';

/** The child's latest stretch of this game if it was played since `since` (a later heartbeat joins it). */
async function recentGameSession(tx: DbOrTx, childId: string, gameId: GameId, since: Date) {
  const [row] = await tx
    .select({ id: childGameSessions.id })
    .from(childGameSessions)
    .where(
      and(
        eq(childGameSessions.childId, childId),
        eq(childGameSessions.gameId, gameId),
        gte(childGameSessions.lastPlayedAt, since),
      ),
    )
    .orderBy(desc(childGameSessions.lastPlayedAt))
    .limit(1);
  return row;
}

/**
 * Adds seconds (and, when given, a score that may be the best) to the child's current stretch of this game, or
 * starts a new stretch when the last one ended before `since`.
 */
export async function addToGameSession(
  tx: DbOrTx,
  values: { childId: string; gameId: GameId; seconds: number; score?: number; since: Date; now: Date },
): Promise<void> {
  const { childId, gameId, seconds, score, since, now } = values;
  const recent = await recentGameSession(tx, childId, gameId, since);
  if (recent) {
    await tx
      .update(childGameSessions)
      .set({
        seconds: sql`${childGameSessions.seconds} + ${seconds}`,
        lastPlayedAt: now,
        ...(score === undefined
          ? {}
          : { bestScore: sql`greatest(coalesce(${childGameSessions.bestScore}, 0), ${score})` }),
      })
      .where(eq(childGameSessions.id, recent.id));
    return;
  }
  await tx.insert(childGameSessions).values({
    childId,
    gameId,
    seconds,
    bestScore: score ?? null,
    startedAt: new Date(now.getTime() - seconds * 1000),
    lastPlayedAt: now,
  });
}

/** Holds the child's row (FOR NO KEY UPDATE) so one child's score posts are serialised; false when it is gone. */
export async function lockChildForScores(tx: DbOrTx, childId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: children.id })
    .from(children)
    .where(eq(children.id, childId))
    .for('no key update');
  return Boolean(row);
}

/** Stores a round's score once (a retried round adds nothing); true when it was new. */
export async function insertGameScore(
  tx: DbOrTx,
  values: { childId: string; gameId: GameId; score: number; roundId: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(childGameScores)
    .values({
      childId: values.childId,
      gameId: values.gameId,
      score: values.score,
      roundId: values.roundId,
      createdAt: values.now,
    })
    .onConflictDoNothing({
      target: [childGameScores.childId, childGameScores.gameId, childGameScores.roundId],
    })
    .returning({ id: childGameScores.id });
  return rows.length > 0;
}

/** Keeps only the child's best `keep` scores of this game (an earlier score wins a tie). */
export async function trimGameScores(tx: DbOrTx, childId: string, gameId: GameId, keep: number) {
  const best = tx
    .select({ id: childGameScores.id })
    .from(childGameScores)
    .where(and(eq(childGameScores.childId, childId), eq(childGameScores.gameId, gameId)))
    .orderBy(desc(childGameScores.score), childGameScores.createdAt, childGameScores.id)
    .limit(keep);
  await tx
    .delete(childGameScores)
    .where(
      and(
        eq(childGameScores.childId, childId),
        eq(childGameScores.gameId, gameId),
        notInArray(childGameScores.id, best),
      ),
    );
}

/** The child's kept scores of the given games, best first. */
export async function gameScoresOf(db: DbOrTx, childId: string, gameIds: readonly GameId[]) {
  return db
    .select({
      gameId: childGameScores.gameId,
      score: childGameScores.score,
      achievedAt: childGameScores.createdAt,
    })
    .from(childGameScores)
    .where(and(eq(childGameScores.childId, childId), inArray(childGameScores.gameId, [...gameIds])))
    .orderBy(desc(childGameScores.score), childGameScores.createdAt, childGameScores.id);
}

// Drizzle queries of the family feature: a parent's children's screen time, viewing history and sessions, and the
// rows of a child's data export. The parent's own settings (time zone, exit PIN) are on the parent-profiles aggregate.
import { and, count, desc, eq, gte, lte, max, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { childGameScores, childGameSessions } from '#server/db/schema/child-games';
import { children, childSessions } from '#server/db/schema/children';
import { content, contentViews } from '#server/db/schema/content';
import { childScreenTime } from '#server/db/schema/screen-time';

/** Seconds of screen time recorded for the child on the days from `from` to `to` (local days, inclusive). */
export async function screenTimeSeconds(
  db: DbOrTx,
  childId: string,
  from: string,
  to: string,
): Promise<number> {
  const [used] = await db
    .select({ seconds: sum(childScreenTime.seconds).mapWith(Number) })
    .from(childScreenTime)
    .where(
      and(eq(childScreenTime.childId, childId), gte(childScreenTime.day, from), lte(childScreenTime.day, to)),
    );
  return used?.seconds ?? 0;
}

export async function lastActivityOfChild(db: DbOrTx, childId: string): Promise<Date | null> {
  const [last] = await db
    .select({ at: max(childSessions.lastActiveAt) })
    .from(childSessions)
    .where(eq(childSessions.childId, childId));
  return last?.at ?? null;
}

const activityColumns = {
  id: contentViews.id,
  contentId: contentViews.contentId,
  title: content.title,
  status: content.status,
  viewDuration: contentViews.viewDuration,
  audioMix: contentViews.audioMix,
  viewedAt: contentViews.createdAt,
};

/** One page of the child's human views since `since`, newest first, and how many there are in all. */
export async function childActivityPage(
  db: DbOrTx,
  childId: string,
  since: Date,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(contentViews.childId, childId),
    eq(contentViews.isBot, false),
    gte(contentViews.createdAt, since),
  );
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(contentViews).where(where),
    db
      .select(activityColumns)
      .from(contentViews)
      .innerJoin(content, eq(content.id, contentViews.contentId))
      .where(where)
      .orderBy(desc(contentViews.createdAt))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total: total?.total ?? 0, rows };
}

/** The latest human views across all of the parent's children. */
export async function recentViewsOfParent(db: DbOrTx, parentId: string, limit: number) {
  return db
    .select({ ...activityColumns, childId: children.id, childName: children.name })
    .from(contentViews)
    .innerJoin(children, eq(children.id, contentViews.childId))
    .innerJoin(content, eq(content.id, contentViews.contentId))
    .where(and(eq(children.parentId, parentId), eq(contentViews.isBot, false)))
    .orderBy(desc(contentViews.createdAt))
    .limit(limit);
}

/** Everything stored about one child beyond its own row: sessions, screen time by day, every view. */
export async function childExportRows(db: DbOrTx, childId: string) {
  const [sessions, screenTime, views] = await Promise.all([
    db
      .select({
        id: childSessions.id,
        deviceId: childSessions.deviceId,
        deviceInfo: childSessions.deviceInfo,
        userAgent: childSessions.userAgent,
        status: childSessions.sessionStatus,
        startedAt: childSessions.startedAt,
        lastActiveAt: childSessions.lastActiveAt,
        endedAt: childSessions.endedAt,
      })
      .from(childSessions)
      .where(eq(childSessions.childId, childId))
      .orderBy(desc(childSessions.startedAt)),
    db
      .select({ day: childScreenTime.day, seconds: childScreenTime.seconds })
      .from(childScreenTime)
      .where(eq(childScreenTime.childId, childId))
      .orderBy(desc(childScreenTime.day)),
    db
      .select({
        id: contentViews.id,
        contentId: contentViews.contentId,
        title: content.title,
        deviceId: contentViews.deviceId,
        viewDuration: contentViews.viewDuration,
        audioMix: contentViews.audioMix,
        userAgent: contentViews.userAgent,
        viewedDate: contentViews.viewedDate,
        createdAt: contentViews.createdAt,
      })
      .from(contentViews)
      .innerJoin(content, eq(content.id, contentViews.contentId))
      .where(eq(contentViews.childId, childId))
      .orderBy(desc(contentViews.createdAt)),
  ]);
  return { sessions, screenTime, views };
}

/** The child's latest stretches of play since `since` (newest first) and the totals per game. */
export async function childGameSessionsSince(db: DbOrTx, childId: string, since: Date, limit: number) {
  const where = and(eq(childGameSessions.childId, childId), gte(childGameSessions.lastPlayedAt, since));
  const [items, totals] = await Promise.all([
    db
      .select({
        id: childGameSessions.id,
        gameId: childGameSessions.gameId,
        startedAt: childGameSessions.startedAt,
        lastPlayedAt: childGameSessions.lastPlayedAt,
        seconds: childGameSessions.seconds,
        bestScore: childGameSessions.bestScore,
      })
      .from(childGameSessions)
      .where(where)
      .orderBy(desc(childGameSessions.lastPlayedAt))
      .limit(limit),
    db
      .select({
        gameId: childGameSessions.gameId,
        seconds: sum(childGameSessions.seconds).mapWith(Number),
        sessions: count(),
        bestScore: max(childGameSessions.bestScore),
      })
      .from(childGameSessions)
      .where(where)
      .groupBy(childGameSessions.gameId)
      .orderBy(desc(sum(childGameSessions.seconds))),
  ]);
  return { items, totals };
}

/** Every stretch of play and kept score of one child (the data export). */
export async function childGameExportRows(db: DbOrTx, childId: string) {
  const [sessions, scores] = await Promise.all([
    db
      .select({
        gameId: childGameSessions.gameId,
        startedAt: childGameSessions.startedAt,
        lastPlayedAt: childGameSessions.lastPlayedAt,
        seconds: childGameSessions.seconds,
        bestScore: childGameSessions.bestScore,
      })
      .from(childGameSessions)
      .where(eq(childGameSessions.childId, childId))
      .orderBy(desc(childGameSessions.lastPlayedAt)),
    db
      .select({
        gameId: childGameScores.gameId,
        score: childGameScores.score,
        createdAt: childGameScores.createdAt,
      })
      .from(childGameScores)
      .where(eq(childGameScores.childId, childId))
      .orderBy(childGameScores.gameId, desc(childGameScores.score)),
  ]);
  return { sessions, scores };
}

export async function activeSessionsOfParent(db: DbOrTx, parentId: string) {
  return db
    .select({
      id: childSessions.id,
      childId: childSessions.childId,
      childName: children.name,
      deviceInfo: childSessions.deviceInfo,
      startedAt: childSessions.startedAt,
    })
    .from(childSessions)
    .innerJoin(children, eq(children.id, childSessions.childId))
    .where(and(eq(childSessions.parentId, parentId), eq(childSessions.sessionStatus, 'active')))
    .orderBy(desc(childSessions.startedAt));
}

/** Ends the session if it is this parent's (an ended one keeps its end time); false when it is not theirs. */
export async function endSessionOfParent(db: DbOrTx, sessionId: string, parentId: string, now: Date) {
  const [row] = await db
    .update(childSessions)
    .set({
      sessionStatus: 'ended',
      endedAt: sql`coalesce(${childSessions.endedAt}, ${now.toISOString()}::timestamptz)`,
      exitAnswer: null,
    })
    .where(and(eq(childSessions.id, sessionId), eq(childSessions.parentId, parentId)))
    .returning({ id: childSessions.id });
  return Boolean(row);
}

// Every query of Ask Qamar: the day's question count (one conditional upsert: the cap holds under parallel
// questions), the exchanges, the parent's switch on the child.
import { and, asc, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { children } from '#server/db/schema/children';
import { tutorHelperDays, tutorHelperExchanges } from '#server/db/schema/tutor-helper';

export type ExchangeRow = typeof tutorHelperExchanges.$inferSelect;

/**
 * Counts one question on the child's day if the day has room: the count after it, or null when the cap is reached.
 * A single statement: parallel questions queue on the row's lock, and each sees the count the one before left.
 */
export async function reserveQuestion(
  db: DbOrTx,
  childId: string,
  day: string,
  perDay: number,
): Promise<number | null> {
  const [row] = await db
    .insert(tutorHelperDays)
    .values({ childId, day, used: 1 })
    .onConflictDoUpdate({
      target: [tutorHelperDays.childId, tutorHelperDays.day],
      set: { used: sql`${tutorHelperDays.used} + 1` },
      setWhere: sql`${tutorHelperDays.used} < ${perDay}`,
    })
    .returning({ used: tutorHelperDays.used });
  return row?.used ?? null;
}

/** Gives a question back (the endpoint failed, so the child got no help for it). */
export async function releaseQuestion(db: DbOrTx, childId: string, day: string): Promise<void> {
  await db
    .update(tutorHelperDays)
    .set({ used: sql`greatest(${tutorHelperDays.used} - 1, 0)` })
    .where(and(eq(tutorHelperDays.childId, childId), eq(tutorHelperDays.day, day)));
}

export async function questionsUsed(db: DbOrTx, childId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ used: tutorHelperDays.used })
    .from(tutorHelperDays)
    .where(and(eq(tutorHelperDays.childId, childId), eq(tutorHelperDays.day, day)));
  return row?.used ?? 0;
}

export async function insertExchange(
  db: DbOrTx,
  row: typeof tutorHelperExchanges.$inferInsert,
): Promise<void> {
  await db.insert(tutorHelperExchanges).values(row);
}

/**
 * The model's earlier turns on this exercise since `since` (the start of the family's day), oldest first: the hint
 * ladder's position and the conversation so far. Refusals and failed turns are not steps on the ladder.
 */
export async function earlierTurns(
  db: DbOrTx,
  childId: string,
  exerciseId: string,
  since: Date,
): Promise<ExchangeRow[]> {
  return db
    .select()
    .from(tutorHelperExchanges)
    .where(
      and(
        eq(tutorHelperExchanges.childId, childId),
        eq(tutorHelperExchanges.exerciseId, exerciseId),
        gte(tutorHelperExchanges.askedAt, since),
        eq(tutorHelperExchanges.refused, false),
        or(isNull(tutorHelperExchanges.outcome), sql`${tutorHelperExchanges.outcome} <> 'unavailable'`),
      ),
    )
    .orderBy(asc(tutorHelperExchanges.askedAt))
    .limit(12);
}

export async function exchangesOfChild(db: DbOrTx, childId: string, limit: number): Promise<ExchangeRow[]> {
  return db
    .select()
    .from(tutorHelperExchanges)
    .where(eq(tutorHelperExchanges.childId, childId))
    .orderBy(desc(tutorHelperExchanges.askedAt))
    .limit(limit);
}

/** Every exchange of the child, oldest first (the family's export). */
export async function allExchangesOfChild(db: DbOrTx, childId: string): Promise<ExchangeRow[]> {
  return db
    .select()
    .from(tutorHelperExchanges)
    .where(eq(tutorHelperExchanges.childId, childId))
    .orderBy(asc(tutorHelperExchanges.askedAt));
}

export async function deleteExchangesOfChild(db: DbOrTx, childId: string): Promise<number> {
  const deleted = await db
    .delete(tutorHelperExchanges)
    .where(eq(tutorHelperExchanges.childId, childId))
    .returning({ id: tutorHelperExchanges.id });
  return deleted.length;
}

export async function setHelperEnabled(db: DbOrTx, childId: string, enabled: boolean): Promise<void> {
  await db
    .update(children)
    .set({ tutorHelperEnabled: enabled, updatedAt: new Date() })
    .where(eq(children.id, childId));
}

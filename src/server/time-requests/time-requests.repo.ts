// Drizzle queries of asking for more time: requests, the extra time given per day, the parents' e-mail choice, and
// the NOTIFY each write sends in its own transaction (so every app process hears it only once it commits).
import { and, desc, eq, gte, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { children } from '#server/db/schema/children';
import { screenTimeGrants, timeRequestSettings, timeRequests } from '#server/db/schema/time-requests';
import type { TimeRequestAnswer, TimeRequestOrigin } from '#shared/time-requests';

/** The channel every app process LISTENs to; the payload names the family and the child whose requests changed. */
export const TIME_REQUESTS_CHANNEL = 'time_requests_changed';

export type TimeRequestRow = typeof timeRequests.$inferSelect;
export type GrantRow = typeof screenTimeGrants.$inferSelect;

export async function notifyChange(tx: DbOrTx, parentId: string, childId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${TIME_REQUESTS_CHANNEL}, ${JSON.stringify({ parentId, childId })})`);
}

/** Serialises the writes about one child's requests (asks and answers), so the limits hold under parallel calls. */
export async function lockChildRequests(tx: DbOrTx, childId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`time_requests:${childId}`}, 0))`);
}

/**
 * A pending request of another day will not be answered for that day: it expires. (Another day, not only an earlier
 * one: a family that moves its time zone back can find today before the day a request was asked on.)
 */
export async function expireOtherDaysPending(tx: DbOrTx, childId: string, today: string): Promise<void> {
  await tx
    .update(timeRequests)
    .set({ state: 'expired' })
    .where(
      and(eq(timeRequests.childId, childId), eq(timeRequests.state, 'pending'), ne(timeRequests.day, today)),
    );
}

export async function requestsOnDay(tx: DbOrTx, childId: string, day: string): Promise<TimeRequestRow[]> {
  return tx
    .select()
    .from(timeRequests)
    .where(and(eq(timeRequests.childId, childId), eq(timeRequests.day, day)))
    .orderBy(desc(timeRequests.askedAt));
}

export async function insertRequest(
  tx: DbOrTx,
  values: { childId: string; day: string; origin: TimeRequestOrigin; askedAt: Date },
): Promise<TimeRequestRow> {
  const [row] = await tx.insert(timeRequests).values(values).returning();
  if (!row) throw new Error('time request insert returned nothing');
  return row;
}

/** A request of one of this parent's children, with the child (undefined: none, or someone else's). */
export async function findRequestOfParent(tx: DbOrTx, parentId: string, requestId: string) {
  const [row] = await tx
    .select({ request: timeRequests, child: children, childName: children.name, parentId: children.parentId })
    .from(timeRequests)
    .innerJoin(children, eq(children.id, timeRequests.childId))
    .where(and(eq(timeRequests.id, requestId), eq(children.parentId, parentId)))
    .limit(1);
  return row;
}

/** Answers a request only while it is pending: of two answers at once, one finds it pending (returns the row). */
export async function markAnswered(
  tx: DbOrTx,
  requestId: string,
  values: { answer: TimeRequestAnswer; answeredBy: string; answeredAt: Date },
): Promise<TimeRequestRow | undefined> {
  const [row] = await tx
    .update(timeRequests)
    .set({ state: 'answered', ...values })
    .where(and(eq(timeRequests.id, requestId), eq(timeRequests.state, 'pending')))
    .returning();
  return row;
}

export async function insertGrant(
  tx: DbOrTx,
  values: {
    childId: string;
    day: string;
    extraMinutes: number;
    restOfDay: boolean;
    requestId: string | null;
    givenBy: string;
    givenAt: Date;
    opensAt: Date | null;
  },
): Promise<GrantRow> {
  const [row] = await tx.insert(screenTimeGrants).values(values).returning();
  if (!row) throw new Error('grant insert returned nothing');
  return row;
}

/** The extra time given for one day: the sum of minutes, and whether any gift was the rest of the day. */
export async function grantTotalOn(db: DbOrTx, childId: string, day: string) {
  const [row] = await db
    .select({
      extraMinutes: sql<number>`coalesce(sum(${screenTimeGrants.extraMinutes}), 0)::int`,
      restOfDay: sql<boolean>`coalesce(bool_or(${screenTimeGrants.restOfDay}), false)`,
    })
    .from(screenTimeGrants)
    .where(and(eq(screenTimeGrants.childId, childId), eq(screenTimeGrants.day, day)));
  return { extraMinutes: row?.extraMinutes ?? 0, restOfDay: row?.restOfDay ?? false };
}

/**
 * The grants the time rules read at an instant: the day's (its limit), and those that opened child mode since
 * `openedSince` (an opening may run on past midnight, or be queued after another).
 */
export async function grantsForRules(db: DbOrTx, childId: string, day: string, openedSince: Date) {
  return db
    .select({
      day: screenTimeGrants.day,
      extraMinutes: screenTimeGrants.extraMinutes,
      restOfDay: screenTimeGrants.restOfDay,
      opensAt: screenTimeGrants.opensAt,
    })
    .from(screenTimeGrants)
    .where(
      and(
        eq(screenTimeGrants.childId, childId),
        or(
          eq(screenTimeGrants.day, day),
          and(isNotNull(screenTimeGrants.opensAt), gte(screenTimeGrants.opensAt, openedSince)),
        ),
      ),
    );
}

/** Every pending request of this parent's children, oldest first (the one waiting longest is answered first). */
export async function pendingOfParent(db: DbOrTx, parentId: string) {
  return db
    .select({ request: timeRequests, child: children, childName: children.name })
    .from(timeRequests)
    .innerJoin(children, eq(children.id, timeRequests.childId))
    .where(and(eq(children.parentId, parentId), eq(timeRequests.state, 'pending')))
    .orderBy(timeRequests.askedAt);
}

/** How many requests to show in a period's history at most (three a day for thirty days fit). */
const HISTORY_LIMIT = 100;

export async function requestsSince(db: DbOrTx, childId: string, since: Date) {
  return db
    .select({ request: timeRequests, childName: children.name })
    .from(timeRequests)
    .innerJoin(children, eq(children.id, timeRequests.childId))
    .where(and(eq(timeRequests.childId, childId), gte(timeRequests.askedAt, since)))
    .orderBy(desc(timeRequests.askedAt))
    .limit(HISTORY_LIMIT);
}

export async function grantsSince(db: DbOrTx, childId: string, since: Date): Promise<GrantRow[]> {
  return db
    .select()
    .from(screenTimeGrants)
    .where(and(eq(screenTimeGrants.childId, childId), gte(screenTimeGrants.givenAt, since)))
    .orderBy(desc(screenTimeGrants.givenAt))
    .limit(HISTORY_LIMIT);
}

export async function emailChoiceOf(db: DbOrTx, parentId: string): Promise<boolean> {
  const [row] = await db
    .select({ emailOnRequest: timeRequestSettings.emailOnRequest })
    .from(timeRequestSettings)
    .where(eq(timeRequestSettings.parentId, parentId));
  return row?.emailOnRequest ?? false;
}

export async function saveEmailChoice(db: DbOrTx, parentId: string, emailOnRequest: boolean): Promise<void> {
  await db
    .insert(timeRequestSettings)
    .values({ parentId, emailOnRequest })
    .onConflictDoUpdate({
      target: timeRequestSettings.parentId,
      set: { emailOnRequest, updatedAt: sql`now()` },
    });
}

/** Every request and grant of one child, oldest first (the family's data export). */
export async function childExportRows(db: DbOrTx, childId: string) {
  const requests = await db
    .select({
      id: timeRequests.id,
      day: timeRequests.day,
      from: timeRequests.origin,
      askedAt: timeRequests.askedAt,
      state: timeRequests.state,
      answer: timeRequests.answer,
      answeredAt: timeRequests.answeredAt,
    })
    .from(timeRequests)
    .where(eq(timeRequests.childId, childId))
    .orderBy(timeRequests.askedAt);
  const grants = await db
    .select({
      id: screenTimeGrants.id,
      day: screenTimeGrants.day,
      extraMinutes: screenTimeGrants.extraMinutes,
      restOfDay: screenTimeGrants.restOfDay,
      requestId: screenTimeGrants.requestId,
      givenAt: screenTimeGrants.givenAt,
      opensAt: screenTimeGrants.opensAt,
    })
    .from(screenTimeGrants)
    .where(eq(screenTimeGrants.childId, childId))
    .orderBy(screenTimeGrants.givenAt);
  return { requests, grants };
}

// Every billing query (decision 017): subscriptions and the parent's tier, Stripe customers, webhook events by id,
// paid invoices and the revenue counted from them, and locking children over the plan's limit.
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import {
  billingCustomers,
  billingDuplicateSubscriptions,
  billingEvents,
  billingInvoices,
} from '#server/db/schema/billing';
import { children, childSessions } from '#server/db/schema/children';
import { subscriptions, users } from '#server/db/schema/users';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionValues = Omit<typeof subscriptions.$inferInsert, 'id' | 'userId' | 'createdAt'>;

export async function findSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

/**
 * Serialises every billing change of one family (webhooks, checkout) for the rest of the transaction, also when the
 * family has no subscription row yet to lock (two first subscriptions arriving together).
 */
export async function lockFamilyBilling(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`billing:${userId}`}, 0))`);
}

/** The user's subscription row, locked FOR UPDATE (events of one family are applied one at a time). */
export async function lockSubscription(tx: DbOrTx, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  return row;
}

export async function upsertSubscription(
  tx: DbOrTx,
  userId: string,
  values: SubscriptionValues,
): Promise<void> {
  await tx
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: new Date() } });
}

// Children over the limit.

export async function listChildrenForPlan(db: DbOrTx, parentId: string) {
  return db
    .select({ id: children.id, name: children.name, locked: children.locked })
    .from(children)
    .where(eq(children.parentId, parentId))
    .orderBy(asc(children.locked), asc(children.createdAt), asc(children.id));
}

export async function setChildrenLocked(
  tx: DbOrTx,
  parentId: string,
  childIds: string[],
  locked: boolean,
): Promise<void> {
  if (childIds.length === 0) return;
  await tx
    .update(children)
    .set({ locked, updatedAt: new Date() })
    .where(and(eq(children.parentId, parentId), inArray(children.id, childIds)));
}

/** Child mode ends on the devices of children who were just locked. */
export async function endSessionsOfChildren(tx: DbOrTx, childIds: string[], now: Date): Promise<void> {
  if (childIds.length === 0) return;
  await tx
    .update(childSessions)
    .set({ sessionStatus: 'ended', endedAt: now })
    .where(and(inArray(childSessions.childId, childIds), eq(childSessions.sessionStatus, 'active')));
}

// Stripe customers.

export async function findCustomerId(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId))
    .limit(1);
  return row?.id;
}

export async function findUserIdByCustomer(db: DbOrTx, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId))
    .limit(1);
  return row?.userId;
}

export async function saveCustomer(db: DbOrTx, userId: string, customerId: string): Promise<void> {
  await db
    .insert(billingCustomers)
    .values({ userId, stripeCustomerId: customerId })
    .onConflictDoNothing({ target: billingCustomers.userId });
}

// Webhook events.

export async function isEventRecorded(db: DbOrTx, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, eventId))
    .limit(1);
  return Boolean(row);
}

/** True when the event is new; false when it was already applied (a duplicate delivery). */
export async function recordEvent(
  tx: DbOrTx,
  event: { id: string; type: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(billingEvents)
    .values({ id: event.id, type: event.type, stripeCreatedAt: event.createdAt })
    .onConflictDoNothing({ target: billingEvents.id })
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}

// Invoices and revenue.

export async function saveInvoice(
  tx: DbOrTx,
  invoice: {
    id: string;
    userId: string | null;
    stripeSubscriptionId: string | null;
    amountPaid: number;
    currency: string;
    paidAt: Date;
  },
): Promise<void> {
  await tx.insert(billingInvoices).values(invoice).onConflictDoNothing({ target: billingInvoices.id });
}

export async function revenueByPeriod(
  db: DbOrTx,
  granularity: 'day' | 'month',
  from: Date,
  to: Date,
): Promise<{ period: string; currency: string; amountMinor: number }[]> {
  const unit = sql.raw(granularity === 'day' ? "'day'" : "'month'");
  const format = sql.raw(granularity === 'day' ? "'YYYY-MM-DD'" : "'YYYY-MM'");
  const period = sql<string>`to_char(date_trunc(${unit}, ${billingInvoices.paidAt} at time zone 'UTC'), ${format})`;
  const rows = await db
    .select({
      period,
      currency: billingInvoices.currency,
      amountMinor: sql<number>`sum(${billingInvoices.amountPaid} - ${billingInvoices.amountRefunded})::int`,
    })
    .from(billingInvoices)
    .where(and(gte(billingInvoices.paidAt, from), lt(billingInvoices.paidAt, to)))
    .groupBy(period, billingInvoices.currency)
    .orderBy(period, billingInvoices.currency);
  return rows;
}

// The family's one open Checkout Session.

/** The stored open Checkout Session of the user's customer, the row locked FOR UPDATE. */
export async function lockOpenCheckout(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({
      customerId: billingCustomers.stripeCustomerId,
      sessionId: billingCustomers.openCheckoutSessionId,
    })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId))
    .for('update');
  return row;
}

export async function findOpenCheckout(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: billingCustomers.openCheckoutSessionId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId))
    .limit(1);
  return row?.sessionId ?? null;
}

export async function setOpenCheckout(tx: DbOrTx, userId: string, sessionId: string | null): Promise<void> {
  await tx
    .update(billingCustomers)
    .set({ openCheckoutSessionId: sessionId })
    .where(eq(billingCustomers.userId, userId));
}

// Duplicate subscriptions.

export type DuplicateRow = typeof billingDuplicateSubscriptions.$inferSelect;

/** Records a second live subscription of a family (once per subscription). */
export async function recordDuplicate(
  tx: DbOrTx,
  values: { userId: string; stripeSubscriptionId: string; keptSubscriptionId: string | null },
): Promise<void> {
  await tx
    .insert(billingDuplicateSubscriptions)
    .values(values)
    .onConflictDoNothing({ target: billingDuplicateSubscriptions.stripeSubscriptionId });
}

export async function findDuplicate(db: DbOrTx, subscriptionId: string): Promise<DuplicateRow | undefined> {
  const [row] = await db
    .select()
    .from(billingDuplicateSubscriptions)
    .where(eq(billingDuplicateSubscriptions.stripeSubscriptionId, subscriptionId))
    .limit(1);
  return row;
}

export async function updateDuplicate(
  db: DbOrTx,
  subscriptionId: string,
  changes: Partial<Pick<DuplicateRow, 'state' | 'amountRefunded' | 'currency' | 'error' | 'resolvedAt'>>,
): Promise<void> {
  await db
    .update(billingDuplicateSubscriptions)
    .set(changes)
    .where(eq(billingDuplicateSubscriptions.stripeSubscriptionId, subscriptionId));
}

/** Newest first, with the family's e-mail address (null once the account is deleted). */
export async function listDuplicates(db: DbOrTx, limit: number) {
  return db
    .select({
      id: billingDuplicateSubscriptions.id,
      userId: billingDuplicateSubscriptions.userId,
      email: users.email,
      stripeSubscriptionId: billingDuplicateSubscriptions.stripeSubscriptionId,
      keptSubscriptionId: billingDuplicateSubscriptions.keptSubscriptionId,
      state: billingDuplicateSubscriptions.state,
      amountRefunded: billingDuplicateSubscriptions.amountRefunded,
      currency: billingDuplicateSubscriptions.currency,
      error: billingDuplicateSubscriptions.error,
      detectedAt: billingDuplicateSubscriptions.detectedAt,
      resolvedAt: billingDuplicateSubscriptions.resolvedAt,
    })
    .from(billingDuplicateSubscriptions)
    .leftJoin(users, eq(users.id, billingDuplicateSubscriptions.userId))
    .orderBy(desc(billingDuplicateSubscriptions.detectedAt), desc(billingDuplicateSubscriptions.id))
    .limit(limit);
}

/** What was refunded of a stored invoice (revenue counts paid minus refunded). */
export async function setInvoiceRefunded(
  db: DbOrTx,
  invoiceId: string,
  amountRefunded: number,
): Promise<void> {
  await db.update(billingInvoices).set({ amountRefunded }).where(eq(billingInvoices.id, invoiceId));
}

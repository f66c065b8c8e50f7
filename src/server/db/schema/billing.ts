// Billing: Stripe's webhook events by id (a duplicate is ignored), the Stripe customer of each user,
// and the paid invoices the admin dashboard's revenue is counted from. Subscriptions live in users.ts.
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './sql-lists';
import { users } from './users';

export const billingEvents = pgTable('billing_events', {
  /** Stripe's event id (evt_…): stored first, in the transaction that applies it, so a duplicate does nothing. */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** Stripe's `created` of the event. */
  stripeCreatedAt: timestamp('stripe_created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  /**
   * The family's one open Checkout Session: a second checkout reuses it while Stripe still has it open, so two tabs
   * cannot both pay (the row is locked while it is read and replaced).
   */
  openCheckoutSessionId: text('open_checkout_session_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const billingInvoices = pgTable(
  'billing_invoices',
  {
    /** Stripe's invoice id (in_…). */
    id: text('id').primaryKey(),
    /** Kept when the account is deleted: revenue stays counted, the family is no longer named. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Minor units (pence). */
    amountPaid: integer('amount_paid').notNull(),
    /** Refunded to the family (a duplicate subscription's payment); revenue counts paid minus refunded. */
    amountRefunded: integer('amount_refunded').notNull().default(0),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_invoices_paid_at_idx').on(t.paidAt)],
);

export const DUPLICATE_SUBSCRIPTION_STATES = ['detected', 'refunded', 'failed'] as const;

/**
 * A second paid subscription of a family that already had a live one (two checkouts paid in two tabs, say): the
 * webhook keeps the first, cancels this one at once and refunds what it charged; admins see each one and its outcome.
 */
export const billingDuplicateSubscriptions = pgTable(
  'billing_duplicate_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept (null) when the account is deleted: the record of the refund stays. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    stripeSubscriptionId: text('stripe_subscription_id').notNull().unique(),
    /** The family's subscription that was kept. */
    keptSubscriptionId: text('kept_subscription_id'),
    state: text('state', { enum: DUPLICATE_SUBSCRIPTION_STATES }).notNull().default('detected'),
    /** Minor units refunded so far, and their currency. */
    amountRefunded: integer('amount_refunded').notNull().default(0),
    currency: text('currency'),
    /** Why the last attempt to cancel or refund failed (retried on the subscription's next event). */
    error: text('error'),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check('billing_duplicate_subscriptions_state_check', oneOf(t.state, DUPLICATE_SUBSCRIPTION_STATES)),
    index('billing_duplicate_subscriptions_detected_idx').on(t.detectedAt.desc()),
  ],
);

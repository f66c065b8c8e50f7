// Billing (issue 16): Stripe's webhook events by id (a duplicate is ignored), the Stripe customer of each user,
// and the paid invoices the admin dashboard's revenue is counted from. Subscriptions live in users.ts.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_invoices_paid_at_idx').on(t.paidAt)],
);

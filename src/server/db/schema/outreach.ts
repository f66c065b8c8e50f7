// The front door: messages sent through /contact and /parent-network, and the single-use invitations
// that let a family sign up while registration is invite-only (only the token's sha256 is stored).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_KINDS } from '#shared/outreach.schema';
import { oneOf } from './sql-lists';
import { users } from './users';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CONTACT_KINDS }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The contact form's subject; the parent-network form has none. */
    subject: text('subject'),
    message: text('message').notNull(),
    /** The signed-in sender, if any. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('contact_messages_kind_check', oneOf(t.kind, CONTACT_KINDS)),
    index('contact_messages_created_idx').on(t.createdAt.desc()),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** sha256 (hex) of the token in the e-mailed link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the sign-up that used it, in the sign-up's own transaction. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invitations_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    index('invitations_email_idx').on(t.email, t.createdAt.desc()),
  ],
);

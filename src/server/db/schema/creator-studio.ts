// Creator studio: the message thread of each item between its creator and the moderators, who read
// it when, and pending revisions of published items (the published version stays live until one is approved).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { content } from './content';
import { oneOf } from './sql-lists';
import { users } from './users';

export const MESSAGE_AUTHOR_ROLES = ['creator', 'moderator'] as const;
export const MESSAGE_KINDS = ['message', 'rejection'] as const;
export const REVISION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;

export const contentMessages = pgTable(
  'content_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: MESSAGE_AUTHOR_ROLES }).notNull(),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull().default('message'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_messages_author_role_check', oneOf(t.authorRole, MESSAGE_AUTHOR_ROLES)),
    check('content_messages_kind_check', oneOf(t.kind, MESSAGE_KINDS)),
    check('content_messages_body_check', sql`char_length(${t.body}) between 1 and 2000`),
    index('content_messages_content_created_idx').on(t.contentId, t.createdAt),
  ],
);

/** When a user last read an item's thread: later messages by the other side are unread. */
export const contentThreadReads = pgTable(
  'content_thread_reads',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'content_thread_reads_pkey', columns: [t.contentId, t.userId] })],
);

/** The fields a creator may change in a revision of a published item. */
export type RevisionFields = {
  title: string;
  description: string;
  category: string;
  tags: string[];
  language: string;
  ageRange: number;
  hasMusic: boolean;
};

export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    fields: jsonb('fields').$type<RevisionFields>().notNull(),
    status: text('status', { enum: REVISION_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('content_revisions_status_check', oneOf(t.status, REVISION_STATUSES)),
    // At most one revision waits per item: a second edit replaces the waiting one.
    uniqueIndex('content_revisions_one_pending_idx').on(t.contentId).where(sql`${t.status} = 'pending'`),
    index('content_revisions_status_created_idx').on(t.status, t.createdAt),
  ],
);

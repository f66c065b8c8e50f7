// The TV library: "watch later" and "continue watching", each row owned by a signed-in user OR by a child
// profile (never both). A child's rows go with the child (cascade) and are in the family's export of that child.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { children } from './children';
import { content } from './content';
import { users } from './users';

const ownedByOne = (userId: unknown, childId: unknown) => sql`(${userId} is null) <> (${childId} is null)`;

export const watchLater = pgTable(
  'watch_later',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('watch_later_owner_check', ownedByOne(t.userId, t.childId)),
    uniqueIndex('watch_later_user_content_uq').on(t.userId, t.contentId).where(sql`${t.userId} is not null`),
    uniqueIndex('watch_later_child_content_uq')
      .on(t.childId, t.contentId)
      .where(sql`${t.childId} is not null`),
    index('watch_later_content_idx').on(t.contentId),
  ],
);

export const watchProgress = pgTable(
  'watch_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('watch_progress_owner_check', ownedByOne(t.userId, t.childId)),
    check('watch_progress_position_check', sql`${t.positionSeconds} >= 0 and ${t.durationSeconds} >= 0`),
    uniqueIndex('watch_progress_user_content_uq')
      .on(t.userId, t.contentId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('watch_progress_child_content_uq')
      .on(t.childId, t.contentId)
      .where(sql`${t.childId} is not null`),
    index('watch_progress_content_idx').on(t.contentId),
  ],
);

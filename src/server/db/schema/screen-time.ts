// Screen time used per child per day (the day in the parent's time zone), added up across every device; and the
// videos autoplay started in a row per child.
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { children } from './children';

export const childScreenTime = pgTable(
  'child_screen_time',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    seconds: integer('seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'child_screen_time_pkey', columns: [t.childId, t.day] }),
    check('child_screen_time_seconds_check', sql`${t.seconds} >= 0`),
  ],
);

/**
 * How many videos autoplay has started in a row for a child, across every device: a video the child chose sets it
 * back to 0, and an autoplay beyond the parent's number (children.autoplay_videos) is refused.
 */
export const childAutoplayRuns = pgTable(
  'child_autoplay_runs',
  {
    childId: uuid('child_id')
      .primaryKey()
      .references(() => children.id, { onDelete: 'cascade' }),
    videos: integer('videos').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('child_autoplay_runs_videos_check', sql`${t.videos} >= 0`)],
);

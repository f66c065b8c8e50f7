// Games: the Islamic Connections puzzles. Groups and their translations are jsonb, validated by the
// shared zod schema (src/shared/connections.schema.ts) before every write; level and status are closed sets with
// CHECKs.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  CONNECTION_LEVELS,
  CONNECTION_PUZZLE_STATUSES,
  type ConnectionGroup,
  type ConnectionTranslations,
} from '#shared/connections.schema';
import { oneOf } from './sql-lists';
import { users } from './users';

export const connectionPuzzles = pgTable(
  'connection_puzzles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    level: text('level', { enum: CONNECTION_LEVELS }).notNull(),
    groups: jsonb('groups').$type<ConnectionGroup[]>().notNull(),
    /** The title, themes and words in other languages, by locale (English is `title` and `groups`); validated with
     * the same shared schema before every write. A language missing here is shown in English. */
    translations: jsonb('translations').$type<ConnectionTranslations>().notNull().default({}),
    status: text('status', { enum: CONNECTION_PUZZLE_STATUSES }).notNull().default('active'),
    /** Puzzles shipped with the app carry a stable key, so the start-up seed adds each once and never overwrites. */
    seedKey: text('seed_key').unique(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('connection_puzzles_level_check', oneOf(t.level, CONNECTION_LEVELS)),
    check('connection_puzzles_status_check', oneOf(t.status, CONNECTION_PUZZLE_STATUSES)),
    check('connection_puzzles_groups_array_check', sql`jsonb_typeof(${t.groups}) = 'array'`),
    check('connection_puzzles_translations_object_check', sql`jsonb_typeof(${t.translations}) = 'object'`),
    // The daily pick reads the active puzzles of one level in creation order.
    index('connection_puzzles_level_status_idx').on(t.level, t.status, t.createdAt, t.id),
  ],
);

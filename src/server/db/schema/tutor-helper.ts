// Ask Qamar (the Tutor's AI helper): each child's questions per family day (the daily cap, counted in one
// conditional upsert so parallel questions cannot pass it) and every exchange, which the parent reads.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { HELPER_OUTCOMES, HELPER_SUGGESTIONS, HINT_RUNGS } from '#shared/tutor-helper';
import { children } from './children';
import { oneOf } from './sql-lists';

export const tutorHelperDays = pgTable(
  'tutor_helper_days',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** The family's calendar day. */
    day: date('day').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.day] }),
    check('tutor_helper_days_used_check', sql`${t.used} >= 0`),
  ],
);

export const tutorHelperExchanges = pgTable(
  'tutor_helper_exchanges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    exerciseId: text('exercise_id').notNull(),
    skillId: text('skill_id').notNull(),
    /** The child's words, or empty when they chose a suggested question. */
    question: text('question').notNull(),
    suggestion: text('suggestion', { enum: HELPER_SUGGESTIONS }),
    /** What the child read from the model; null when they saw one of the fixed texts of `outcome`. */
    reply: text('reply'),
    rung: text('rung', { enum: HINT_RUNGS }),
    refused: boolean('refused').notNull(),
    outcome: text('outcome', { enum: HELPER_OUTCOMES }),
  },
  (t) => [
    index('tutor_helper_exchanges_child_idx').on(t.childId, t.askedAt.desc()),
    check('tutor_helper_exchanges_suggestion_check', oneOf(t.suggestion, HELPER_SUGGESTIONS)),
    check('tutor_helper_exchanges_rung_check', oneOf(t.rung, HINT_RUNGS)),
    check('tutor_helper_exchanges_outcome_check', oneOf(t.outcome, HELPER_OUTCOMES)),
  ],
);

// The Tutor: each child's learner state per subject (the engine's JSON and the stars earned), their lessons (the
// exercises stored with their answer keys when the lesson starts, the answers as the server checked them), their
// learning seconds per family day, and the weekly learning e-mails sent (one per family and week). Everything of a
// child goes with the child (cascade).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '#shared/locales';
import type { LearnerState } from '#shared/tutor/engine';
import type { Exercise, ExerciseResponse } from '#shared/tutor/exercise';
import { SUBJECTS } from '#shared/tutor/exercise';
import { children } from './children';
import { oneOf } from './sql-lists';
import { users } from './users';

/** One answer as the server recorded it: the child's first try, and whether the answer key said right. */
export type StoredLessonAnswer = {
  index: number;
  correct: boolean;
  response: ExerciseResponse;
  at: string;
  /** Skills this answer made mastered (ids), so a retried answer reports the same celebration. */
  newlyMastered: string[];
};

export const learnerStates = pgTable(
  'learner_states',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: SUBJECTS }).notNull(),
    /** `learnerStateSchema` (src/shared/tutor/engine.ts), read back through it. */
    state: jsonb('state').$type<LearnerState>().notNull(),
    stars: integer('stars').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.subject] }),
    check('learner_states_subject_check', oneOf(t.subject, SUBJECTS)),
    check('learner_states_stars_check', sql`${t.stars} >= 0`),
  ],
);

export const tutorLessons = pgTable(
  'tutor_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: SUBJECTS }).notNull(),
    /** The family's calendar day the lesson started on (Free's one lesson a day counts these). */
    day: date('day').notNull(),
    /** The language the exercises' instructions were written in. */
    locale: text('locale', { enum: LOCALES }).notNull(),
    exercises: jsonb('exercises').$type<Exercise[]>().notNull(),
    answers: jsonb('answers').$type<StoredLessonAnswer[]>().notNull().default(sql`'[]'::jsonb`),
    stars: integer('stars').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('tutor_lessons_subject_check', oneOf(t.subject, SUBJECTS)),
    check('tutor_lessons_locale_check', oneOf(t.locale, LOCALES)),
    check('tutor_lessons_stars_check', sql`${t.stars} >= 0`),
    check(
      'tutor_lessons_answers_check',
      sql`jsonb_array_length(${t.answers}) <= jsonb_array_length(${t.exercises})`,
    ),
    // One unfinished lesson per child, subject and day: parallel starts carry on with the same lesson.
    uniqueIndex('tutor_lessons_one_open_idx')
      .on(t.childId, t.subject, t.day)
      .where(sql`${t.finishedAt} is null`),
    index('tutor_lessons_child_day_idx').on(t.childId, t.day),
  ],
);

/** Seconds a child spent in lessons per family day (they count as screen time too: child_screen_time). */
export const learningDays = pgTable(
  'learning_days',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    seconds: integer('seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.day] }),
    check('learning_days_seconds_check', sql`${t.seconds} >= 0`),
  ],
);

/** The weekly learning e-mail sent to a family for a week (its Monday): a retried job finds it and sends nothing. */
export const learningEmailWeeks = pgTable(
  'learning_email_weeks',
  {
    parentId: text('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.weekStart] })],
);

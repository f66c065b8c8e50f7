// Asking for more time: a child's requests, the extra time parents give per day (answers and unprompted gifts), and
// each parent's choice of an e-mail when a child asks.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TIME_REQUEST_ANSWERS, TIME_REQUEST_ORIGINS, TIME_REQUEST_STATES } from '#shared/time-requests';
import { children } from './children';
import { oneOf } from './sql-lists';
import { users } from './users';

export const timeRequests = pgTable(
  'time_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** The family's calendar day the child asked on (the daily limit counts these). */
    day: date('day').notNull(),
    origin: text('origin', { enum: TIME_REQUEST_ORIGINS }).notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state', { enum: TIME_REQUEST_STATES }).notNull().default('pending'),
    answer: text('answer', { enum: TIME_REQUEST_ANSWERS }),
    /** The parent who answered; kept null if their account goes (the answer stays in the history). */
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    check('time_requests_origin_check', oneOf(t.origin, TIME_REQUEST_ORIGINS)),
    check('time_requests_state_check', oneOf(t.state, TIME_REQUEST_STATES)),
    check('time_requests_answer_check', oneOf(t.answer, TIME_REQUEST_ANSWERS)),
    check(
      'time_requests_answered_check',
      sql`(${t.state} = 'answered') = (${t.answer} is not null and ${t.answeredAt} is not null)`,
    ),
    // One waiting request per child, whatever the requests' timing: the database holds the rule too.
    uniqueIndex('time_requests_one_pending_idx').on(t.childId).where(sql`${t.state} = 'pending'`),
    index('time_requests_child_asked_idx').on(t.childId, t.askedAt),
  ],
);

export const screenTimeGrants = pgTable(
  'screen_time_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** The family's calendar day the extra time is for. */
    day: date('day').notNull(),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    restOfDay: boolean('rest_of_day').notNull().default(false),
    /** The request this answered; null for extra time given unprompted. */
    requestId: uuid('request_id').references(() => timeRequests.id, { onDelete: 'set null' }),
    givenBy: text('given_by').references(() => users.id, { onDelete: 'set null' }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Given while bedtime or a pause kept child mode closed: the instant its time opens child mode from (the moment
     * it was given, or the end of the openings given before it). Null: it only adds to the day's limit.
     */
    opensAt: timestamp('opens_at', { withTimezone: true }),
  },
  (t) => [
    check('screen_time_grants_minutes_check', sql`${t.extraMinutes} >= 0`),
    // An answer gives its time once.
    uniqueIndex('screen_time_grants_request_idx').on(t.requestId),
    index('screen_time_grants_child_day_idx').on(t.childId, t.day),
  ],
);

export const timeRequestSettings = pgTable('time_request_settings', {
  parentId: text('parent_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Off until the parent turns it on: the dashboard shows requests live either way. */
  emailOnRequest: boolean('email_on_request').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

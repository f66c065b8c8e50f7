// Children, their sessions in child mode, and the cookie-consent records of devices.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHILD_AVATARS } from '#shared/child-avatars';
import { TIME_RULE_LIMITS } from '#shared/child-time';
import { type ChildValuesFilter, DEFAULT_VALUES_FILTER, VALUE_PRESETS } from '#shared/content-values';
import { LIMITS, RESTRICTION_LEVELS, SESSION_STATUSES } from '#shared/domain';
import { LOCALES } from '#shared/locales';
import { TUTOR_LIMITS } from '#shared/tutor/learn-api';
import { oneOf } from './sql-lists';
import { users } from './users';

export type ContentRestrictions = { level: (typeof RESTRICTION_LEVELS)[number] };
export type DeviceInfo = { screen_size?: string; platform?: string };

export const children = pgTable(
  'children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: text('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    screenTimeLimit: integer('screen_time_limit').notNull().default(LIMITS.defaultScreenTimeMinutes),
    contentRestrictions: jsonb('content_restrictions')
      .$type<ContentRestrictions>()
      .notNull()
      .default({ level: 'moderate' }),
    /** Categories this child may watch; null follows the parent's content preferences. */
    allowedCategories: text('allowed_categories').array(),
    musicAllowed: boolean('music_allowed').notNull().default(true),
    /** The parent lets this child play games in child mode. */
    gamesEnabled: boolean('games_enabled').notNull().default(true),
    /** The child's own interface language in child mode, set by the parent; null = the device's. */
    interfaceLanguage: text('interface_language', { enum: LOCALES }),
    // Approved content only (family controls): the child sees only what the parent approved for them
    // (child_approvals); blocks (child_blocks) apply either way.
    approvedOnly: boolean('approved_only').notNull().default(false),
    /** The child's picture, one of a fixed list; null = none chosen. */
    avatar: text('avatar', { enum: CHILD_AVATARS }),
    /** The parent lets this child search in child mode. */
    searchEnabled: boolean('search_enabled').notNull().default(true),
    /** The parent turned on Ask Qamar, the Tutor's AI helper (only for a child aged 9 to 12, checked on write). */
    tutorHelperEnabled: boolean('tutor_helper_enabled').notNull().default(false),
    /** "Learn first": minutes of learning a day before the child's videos open; 0 is off. */
    learnFirstMinutes: integer('learn_first_minutes').notNull().default(0),
    /** Over the Free plan's limit after a downgrade: kept, but no child mode until an upgrade. */
    locked: boolean('locked').notNull().default(false),
    // Time rules (shared/child-time.ts), validated by the shared schema on write and read back defensively.
    /** Mon..Sun minutes, null entries = screen_time_limit. */
    dayLimits: jsonb('day_limits')
      .$type<(number | null)[]>()
      .notNull()
      .default(sql`'[null,null,null,null,null,null,null]'::jsonb`),
    weeklyLimit: integer('weekly_limit'),
    /** Mon..Sun `{ from, to }` local clock times, null entries = any hour. */
    allowedWindows: jsonb('allowed_windows')
      .$type<({ from: string; to: string } | null)[]>()
      .notNull()
      .default(sql`'[null,null,null,null,null,null,null]'::jsonb`),
    videoGraceMinutes: integer('video_grace_minutes').notNull().default(0),
    /** Videos autoplay may play in a row; 0 = autoplay off (the default). */
    autoplayVideos: integer('autoplay_videos').notNull().default(0),
    /** The values filter (shared/content-values.ts): a preset and the strongest level allowed per axis. */
    valuesFilter: jsonb('values_filter').$type<ChildValuesFilter>().notNull().default(DEFAULT_VALUES_FILTER),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'children_screen_time_check',
      sql`${t.screenTimeLimit} between ${sql.raw(String(LIMITS.screenTimeMinMinutes))} and ${sql.raw(String(LIMITS.screenTimeMaxMinutes))}`,
    ),
    check(
      'children_restriction_level_check',
      oneOf(sql`(${t.contentRestrictions} ->> 'level')`, RESTRICTION_LEVELS),
    ),
    check('children_interface_language_check', oneOf(t.interfaceLanguage, LOCALES)),
    check(
      'children_weekly_limit_check',
      sql`${t.weeklyLimit} is null or ${t.weeklyLimit} between ${sql.raw(String(TIME_RULE_LIMITS.weeklyMinMinutes))} and ${sql.raw(String(TIME_RULE_LIMITS.weeklyMaxMinutes))}`,
    ),
    check(
      'children_video_grace_check',
      sql`${t.videoGraceMinutes} between 0 and ${sql.raw(String(TIME_RULE_LIMITS.graceMaxMinutes))}`,
    ),
    check(
      'children_autoplay_videos_check',
      sql`${t.autoplayVideos} between 0 and ${sql.raw(String(TIME_RULE_LIMITS.autoplayMaxVideos))}`,
    ),
    check('children_day_limits_check', sql`jsonb_array_length(${t.dayLimits}) = 7`),
    check('children_allowed_windows_check', sql`jsonb_array_length(${t.allowedWindows}) = 7`),
    check('children_avatar_check', oneOf(t.avatar, CHILD_AVATARS)),
    check(
      'children_learn_first_minutes_check',
      sql`${t.learnFirstMinutes} between 0 and ${sql.raw(String(TUTOR_LIMITS.learnFirstMaxMinutes))}`,
    ),
    check('children_values_preset_check', oneOf(sql`(${t.valuesFilter} ->> 'preset')`, VALUE_PRESETS)),
    index('children_parent_id_idx').on(t.parentId),
  ],
);

export const childSessions = pgTable(
  'child_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    parentId: text('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    deviceInfo: jsonb('device_info').$type<DeviceInfo>().notNull().default({}),
    userAgent: text('user_agent'),
    /** sha256 of the child credential (an httpOnly cookie); the token itself is never stored. */
    tokenHash: text('token_hash').unique(),
    /** The answer of the exit question currently shown on this device, if any. */
    exitAnswer: integer('exit_answer'),
    /** Screen time is added from this instant at the next heartbeat (never more than one interval). */
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
    /** The video the previous heartbeat named: a video playing before a boundary may finish within the grace. */
    lastContentId: uuid('last_content_id'),
    /** The video allowed to finish after a boundary, and until when (null: no grace running). */
    graceContentId: uuid('grace_content_id'),
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    /** The video `GET /child/content/:id/next` last offered this device: the only one autoplay may start. */
    nextOfferedId: uuid('next_offered_id'),
    sessionStatus: text('session_status', { enum: SESSION_STATUSES }).notNull().default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check('child_sessions_status_check', oneOf(t.sessionStatus, SESSION_STATUSES)),
    check('child_sessions_ended_check', sql`(${t.sessionStatus} = 'active') = (${t.endedAt} is null)`),
    index('child_sessions_child_started_idx').on(t.childId, t.startedAt.desc().nullsFirst()),
    index('child_sessions_parent_status_idx').on(t.parentId, t.sessionStatus),
  ],
);

export const cookieConsents = pgTable('cookie_consents', {
  id: uuid('id').primaryKey().defaultRandom(),
  deviceId: text('device_id').notNull().unique(),
  analyticsEnabled: boolean('analytics_enabled').notNull().default(false),
  marketingEnabled: boolean('marketing_enabled').notNull().default(false),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

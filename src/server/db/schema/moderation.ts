// The content pipeline's own records: the moderation audit log, screening results and admin-added screening
// terms, and the YouTube auto-sync setting.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SCREENING_REASONS, type ScreeningFinding } from '#shared/screening';
import { content } from './content';
import { oneOf } from './sql-lists';
import { users } from './users';

/** Who did what to which object, when, with the values before and after. Never updated or deleted by the app. */
export const moderationAuditLog = pgTable(
  'moderation_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. content.update, content.publish, report.dismiss, channel.link, csv.import, youtube.sync */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_audit_log_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('moderation_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/** The automatic screening of a submitted item: shown to admins next to the item. */
export const contentScreenings = pgTable('content_screenings', {
  contentId: uuid('content_id')
    .primaryKey()
    .references(() => content.id, { onDelete: 'cascade' }),
  compliant: boolean('compliant').notNull(),
  confidence: smallint('confidence').notNull(),
  reasons: jsonb('reasons').$type<ScreeningFinding[]>().notNull(),
  metadataChecked: boolean('metadata_checked').notNull().default(false),
  /** The item's revision this result is for: a screening of an older revision is not shown as the item's. */
  revision: integer('revision').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Terms admins added to the screening word lists (merged with the data file). */
export const screeningTerms = pgTable(
  'screening_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reason: text('reason', { enum: SCREENING_REASONS }).notNull(),
    term: text('term').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('screening_terms_reason_check', oneOf(t.reason, SCREENING_REASONS)),
    check('screening_terms_term_check', sql`char_length(${t.term}) between 2 and 100`),
    uniqueIndex('screening_terms_reason_term_key').on(t.reason, sql`lower(${t.term})`),
  ],
);

/** One row: whether the YouTube auto-sync runs, how often, and how the last run went. */
export const youtubeSyncSettings = pgTable(
  'youtube_sync_settings',
  {
    id: smallint('id').primaryKey().default(1),
    autoSyncEnabled: boolean('auto_sync_enabled').notNull().default(false),
    intervalMinutes: integer('interval_minutes').notNull().default(15),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastResult: jsonb('last_result').$type<{ totalInserted?: number; error?: string }>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('youtube_sync_settings_single_row', sql`${t.id} = 1`),
    check('youtube_sync_settings_interval_check', sql`${t.intervalMinutes} between 5 and 1440`),
  ],
);

// Bulk CSV imports run as background jobs (decision 013): one row per uploaded file with its progress, and one
// row per data row with its outcome, written in the same transaction as that row's content insert.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CSV_IMPORT_STATUSES } from '#shared/csv-import.schema';
import { oneOf } from './sql-lists';
import { users } from './users';

export const csvImports = pgTable(
  'csv_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: CSV_IMPORT_STATUSES }).notNull().default('queued'),
    /** The uploaded text while the job may still need it; cleared when the import has finished. */
    csv: text('csv'),
    /** Data rows in the file, known once the job has read it through. */
    totalRows: integer('total_rows'),
    /** Rows whose outcome is committed (always a whole number of chunks): where a retried job resumes. */
    processedRows: integer('processed_rows').notNull().default(0),
    insertedCount: integer('inserted_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    error: text('error'),
    /** Job runs started for this import: a run that fails for good marks it failed. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('csv_imports_status_check', oneOf(t.status, CSV_IMPORT_STATUSES)),
    check(
      'csv_imports_progress_check',
      sql`${t.processedRows} >= 0 and ${t.insertedCount} >= 0 and ${t.failedCount} >= 0`,
    ),
    index('csv_imports_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * The outcome of one data row: inserted (content_id, no errors) or failed (its messages). video_id is kept for
 * rows that passed the row rules, so a resumed job can still tell "earlier in the file" from "already there".
 * content_id has no foreign key: the record of an import outlives a deleted video.
 */
export const csvImportRows = pgTable(
  'csv_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => csvImports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    videoId: text('video_id'),
    contentId: uuid('content_id'),
    errors: text('errors').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.row] }),
    index('csv_import_rows_failed_idx').on(t.importId, t.row).where(sql`cardinality(${t.errors}) > 0`),
  ],
);

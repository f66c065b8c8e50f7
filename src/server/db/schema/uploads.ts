// Uploaded video files: one row per tus upload, from the first byte to a playable HLS ladder. The row
// keeps who uploaded it (quota, access), what validation found, the transcoding job's progress and retries, and the
// content item it became (deleting the item deletes its files; decision 021-c).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { UPLOAD_STATUSES } from '#shared/uploads';
import { content } from './content';
import { oneOf } from './sql-lists';
import { users } from './users';

export const videoUploads = pgTable(
  'video_uploads',
  {
    /** The tus upload id (random, URL-safe). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Declared Upload-Length in bytes. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    fileName: text('file_name').notNull().default(''),
    status: text('status', { enum: UPLOAD_STATUSES }).notNull().default('uploading'),
    /** The spec's message when validation refused the file, or why processing failed for good. */
    error: text('error'),
    container: text('container'),
    durationSeconds: doublePrecision('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    /** Rendition heights written, e.g. {360,720}. */
    renditions: integer('renditions').array().notNull().default(sql`'{}'::integer[]`),
    progress: smallint('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /**
     * While transcoding: the process doing it (`host/pid/start`), its ffmpeg's process group, its temporary folder
     * and pg-boss's job id — so that a start-up after a crash can end the orphaned ffmpeg, delete the folder and have
     * the job retried at once.
     */
    worker: text('worker'),
    ffmpegPid: integer('ffmpeg_pid'),
    workDir: text('work_dir'),
    jobId: text('job_id'),
    contentId: uuid('content_id')
      .unique()
      .references(() => content.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('video_uploads_status_check', oneOf(t.status, UPLOAD_STATUSES)),
    check('video_uploads_progress_check', sql`${t.progress} between 0 and 100`),
    index('video_uploads_user_idx').on(t.userId, t.createdAt),
  ],
);

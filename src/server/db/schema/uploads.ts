// Uploaded video files: one row per tus upload, from the first byte to a playable HLS ladder. The row
// keeps who uploaded it (quota, access), what validation found, the transcoding job's progress and retries, and the
// content item it became (deleting the item deletes its files; decision 021-c).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { UPLOAD_KINDS } from '#shared/soundtracks';
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
    /** A video (the item's picture and main mix) or a vocals-only soundtrack beside an item's video (decision 034-s). */
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull().default('video'),
    /**
     * A soundtrack's item: one per item (a new one replaces the old in one transaction). Its files are the alternate
     * audio rendition `vocals/` of the item's HLS.
     */
    soundtrackOf: uuid('soundtrack_of')
      .unique()
      .references(() => content.id, { onDelete: 'set null' }),
    /** A soundtrack a moderator listened to and accepted: only then does the item's `vocals_mix` become true. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /**
     * A video whose ladder has also been written without its sound (`<rung>-video/`) and its sound on its own
     * (`audio/`, when it has any): what a master playlist with audio groups lists. Written the first time a
     * soundtrack is added; the muxed ladder stays for players of items without one.
     */
    videoOnly: boolean('video_only').notNull().default(false),
    /** The video has a sound track of its own (known once `video_only` is written). */
    mainAudio: boolean('main_audio').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('video_uploads_status_check', oneOf(t.status, UPLOAD_STATUSES)),
    check('video_uploads_progress_check', sql`${t.progress} between 0 and 100`),
    check('video_uploads_kind_check', oneOf(t.kind, UPLOAD_KINDS)),
    // A video becomes an item (content_id); a soundtrack is beside one (soundtrack_of); never both.
    check('video_uploads_soundtrack_check', sql`${t.kind} = 'vocals' or ${t.soundtrackOf} is null`),
    check('video_uploads_vocals_content_check', sql`${t.kind} = 'video' or ${t.contentId} is null`),
    index('video_uploads_user_idx').on(t.userId, t.createdAt),
  ],
);

// Bulk CSV import as a background job (decision 013). The upload stores the file and enqueues a job; the job reads
// the file in chunks (giving the event loop back between them), applies the shared row rules, checks creators and
// duplicates against the database, and commits each chunk's inserts together with its rows' outcomes and the
// import's progress, so a job retried after a crash resumes after the last committed chunk and never inserts twice.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { CSV_MESSAGES, type CsvContentRow, csvRowNumber, validateCsvRecord } from '../../shared/csv-import';
import {
  CSV_RESULT_FAILED_LIMIT,
  CSV_RESULT_INSERTED_LIMIT,
  type CsvImportView,
} from '../../shared/csv-import.schema';
import { isUuid } from '../../shared/ids';
import { PIPELINE_MESSAGES } from '../../shared/pipeline-messages';
import type { Database } from '../db/client';
import { content } from '../db/schema/content';
import { csvImportRows, csvImports } from '../db/schema/csv-imports';
import { creatorProfiles } from '../db/schema/users';
import type { AppDeps } from '../http/app-env';
import { AppError, notFound } from '../http/app-error';
import { recordAudit } from '../moderation/audit';
import { CsvParseError, countCsvRecords, csvRecordChunks } from './csv-records';

export const CSV_IMPORT_JOB = 'csv-import';
/** Rows validated, checked and inserted per transaction: small enough that no step holds the event loop long. */
export const CSV_CHUNK_ROWS = 500;
/** Job runs before an import that keeps failing unexpectedly is marked failed (the job's retry limit + 1). */
export const CSV_IMPORT_RETRY_LIMIT = 2;
/** pg-boss hands a job that has not finished in this time to another run (a crashed process resumes then). */
const JOB_EXPIRE_SECONDS = 30 * 60;
const RECENT_IMPORTS = 10;

export const IMPORT_MESSAGES = {
  notFound: 'Import not found',
  stoppedUnexpectedly: 'The import stopped unexpectedly. Please try again.',
} as const;

type ImportRow = typeof csvImports.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'logger' | 'jobs'>;

/** Every column but the file itself (up to 30 MB). */
const SUMMARY_COLUMNS = {
  id: csvImports.id,
  fileName: csvImports.fileName,
  status: csvImports.status,
  error: csvImports.error,
  totalRows: csvImports.totalRows,
  processedRows: csvImports.processedRows,
  insertedCount: csvImports.insertedCount,
  failedCount: csvImports.failedCount,
  createdAt: csvImports.createdAt,
  startedAt: csvImports.startedAt,
  finishedAt: csvImports.finishedAt,
};
type ImportSummary = Pick<ImportRow, keyof typeof SUMMARY_COLUMNS>;

function toView(row: ImportSummary, result: CsvImportView['result'] = null): CsvImportView {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    error: row.error,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    insertedCount: row.insertedCount,
    failedCount: row.failedCount,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    ms: row.startedAt && row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
    result,
  };
}

/** Stores the uploaded file and starts its job; answers at once with the queued import. */
export async function startCsvImport(
  deps: Deps,
  actorId: string | null,
  input: { fileName: string; csv: string },
): Promise<CsvImportView> {
  const [created] = await deps.db
    .insert(csvImports)
    .values({ actorId, fileName: input.fileName, csv: input.csv })
    .returning(SUMMARY_COLUMNS);
  if (!created) throw new Error('csv import not stored');
  if (deps.jobs) {
    await deps.jobs.send(
      CSV_IMPORT_JOB,
      { importId: created.id },
      { expireInSeconds: JOB_EXPIRE_SECONDS, retryLimit: CSV_IMPORT_RETRY_LIMIT, retryDelay: 5 },
    );
  } else {
    // Without the queue (API tests that do not start it) the same job runs in this process, still in the background.
    setImmediate(() => {
      runCsvImport(deps, created.id).catch((error: unknown) =>
        deps.logger.error({ err: error, importId: created.id }, 'csv import failed'),
      );
    });
  }
  return toView(created);
}

export async function getCsvImport(db: Database, id: string): Promise<CsvImportView> {
  if (!isUuid(id)) throw notFound(IMPORT_MESSAGES.notFound);
  const [row] = await db.select(SUMMARY_COLUMNS).from(csvImports).where(eq(csvImports.id, id.toLowerCase()));
  if (!row) throw notFound(IMPORT_MESSAGES.notFound);
  if (row.status !== 'done' && row.status !== 'failed') return toView(row);
  const inserted = await db
    .select({ row: csvImportRows.row, id: csvImportRows.contentId, title: content.title })
    .from(csvImportRows)
    .leftJoin(content, eq(content.id, csvImportRows.contentId))
    .where(and(eq(csvImportRows.importId, row.id), isNotNull(csvImportRows.contentId)))
    .orderBy(csvImportRows.row)
    .limit(CSV_RESULT_INSERTED_LIMIT);
  const failed = await db
    .select({ row: csvImportRows.row, errors: csvImportRows.errors })
    .from(csvImportRows)
    .where(and(eq(csvImportRows.importId, row.id), sql`cardinality(${csvImportRows.errors}) > 0`))
    .orderBy(csvImportRows.row)
    .limit(CSV_RESULT_FAILED_LIMIT);
  return toView(row, {
    inserted: inserted.map((entry) => ({ row: entry.row, id: entry.id ?? '', title: entry.title ?? '' })),
    failed,
  });
}

/** The latest imports of every admin, newest first (without their row tables). */
export async function listCsvImports(db: Database): Promise<CsvImportView[]> {
  const rows = await db
    .select(SUMMARY_COLUMNS)
    .from(csvImports)
    .orderBy(desc(csvImports.createdAt))
    .limit(RECENT_IMPORTS);
  return rows.map((row) => toView(row));
}

/** Another run of the same import committed the chunk this run was about to write: this run stops quietly. */
class ImportMovedOn extends Error {}

type RowOutcome = { row: number; videoId: string | null; errors: string[]; value?: CsvContentRow };

export type RunOptions = {
  chunkRows?: number;
  /** Called after each committed chunk with the rows processed so far (tests simulate a crash here). */
  afterChunk?: (processedRows: number) => void | Promise<void>;
};

/** The job: runs (or resumes) one import to its end. Safe to call again for the same import at any time. */
export async function runCsvImport(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  importId: string,
  options: RunOptions = {},
): Promise<void> {
  const { db } = deps;
  const [claimed] = await db
    .update(csvImports)
    .set({
      status: 'running',
      attempts: sql`${csvImports.attempts} + 1`,
      startedAt: sql`coalesce(${csvImports.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(csvImports.id, importId), inArray(csvImports.status, ['queued', 'running'])))
    .returning();
  if (!claimed) return; // finished already (a job delivered twice) or deleted
  try {
    await processImport(db, claimed, options);
  } catch (error) {
    if (error instanceof ImportMovedOn) return;
    if (error instanceof CsvParseError) return finish(db, claimed, error.message);
    if (claimed.attempts > CSV_IMPORT_RETRY_LIMIT) {
      deps.logger.error({ err: error, importId }, 'csv import failed for good');
      await finish(db, claimed, IMPORT_MESSAGES.stoppedUnexpectedly);
      return;
    }
    throw error; // pg-boss runs it again; it resumes after the last committed chunk
  }
}

async function processImport(db: Database, claimed: ImportRow, options: RunOptions): Promise<void> {
  const chunkRows = options.chunkRows ?? CSV_CHUNK_ROWS;
  const text = claimed.csv ?? '';
  // First pass: the whole file must parse before anything is inserted, and the progress bar needs the total.
  let totalRows = claimed.totalRows;
  if (totalRows === null) {
    totalRows = await countCsvRecords(text, chunkRows);
    await db
      .update(csvImports)
      .set({ totalRows, updatedAt: sql`now()` })
      .where(eq(csvImports.id, claimed.id));
  }

  // What earlier chunks (of this run or a crashed one) decided, so duplicates are judged the same way.
  const seen = new Set<string>();
  const preexisting = new Set<string>();
  if (claimed.processedRows > 0) {
    const earlier = await db
      .select({ videoId: csvImportRows.videoId, errors: csvImportRows.errors })
      .from(csvImportRows)
      .where(and(eq(csvImportRows.importId, claimed.id), isNotNull(csvImportRows.videoId)));
    for (const row of earlier) {
      if (!row.videoId) continue;
      seen.add(row.videoId);
      if (row.errors.includes(CSV_MESSAGES.alreadyOnPlatform)) preexisting.add(row.videoId);
    }
  }
  const creatorKnown = new Map<string, boolean>();

  let start = 0;
  let processed = claimed.processedRows;
  for await (const records of csvRecordChunks(text, chunkRows)) {
    const chunkStart = start;
    start += records.length;
    if (start <= processed) continue; // committed by an earlier run
    const todo = records.slice(Math.max(0, processed - chunkStart));
    const firstIndex = chunkStart + (records.length - todo.length);
    const outcomes = await judgeChunk(db, todo, firstIndex, { seen, preexisting, creatorKnown });
    await commitChunk(db, claimed.id, processed, outcomes, preexisting);
    processed += todo.length;
    await options.afterChunk?.(processed);
    await yieldToEventLoop();
  }

  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: csvImports.status,
        insertedCount: csvImports.insertedCount,
        failedCount: csvImports.failedCount,
      })
      .from(csvImports)
      .where(eq(csvImports.id, claimed.id))
      .for('update');
    if (current?.status !== 'running') throw new ImportMovedOn();
    const ok = current.insertedCount > 0;
    await tx
      .update(csvImports)
      .set({
        status: ok ? 'done' : 'failed',
        error: ok ? null : PIPELINE_MESSAGES.noValidRows,
        csv: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(csvImports.id, claimed.id));
    if (ok)
      await recordAudit(tx, {
        actorId: claimed.actorId,
        action: 'csv.import',
        targetType: 'csv_import',
        targetId: claimed.id,
        after: { totalRows, inserted: current.insertedCount, failed: current.failedCount },
      });
  });
}

/** Row rules, then creators and duplicates against the database; updates the duplicate sets as the file goes on. */
async function judgeChunk(
  db: Database,
  records: Record<string, string>[],
  firstIndex: number,
  state: { seen: Set<string>; preexisting: Set<string>; creatorKnown: Map<string, boolean> },
): Promise<RowOutcome[]> {
  const outcomes: RowOutcome[] = records.map((record, offset) => {
    const row = csvRowNumber(firstIndex + offset);
    const result = validateCsvRecord(record);
    return result.ok
      ? { row, videoId: result.row.youtubeVideoId, errors: [], value: result.row }
      : { row, videoId: null, errors: result.errors };
  });
  const valid = outcomes.filter((outcome) => outcome.value);

  const unknownCreators = [
    ...new Set(valid.map((outcome) => (outcome.value as CsvContentRow).creatorProfileId.toLowerCase())),
  ].filter((id) => !state.creatorKnown.has(id));
  if (unknownCreators.length > 0) {
    const found = await db
      .select({ id: creatorProfiles.id })
      .from(creatorProfiles)
      .where(inArray(creatorProfiles.id, unknownCreators));
    const foundIds = new Set(found.map((row) => row.id.toLowerCase()));
    for (const id of unknownCreators) state.creatorKnown.set(id, foundIds.has(id));
  }
  // A video is on the platform once: not twice in the file, not again if it was there before the import.
  const unseen = [...new Set(valid.map((outcome) => outcome.videoId as string))].filter(
    (id) => !state.seen.has(id),
  );
  if (unseen.length > 0) {
    const existing = await db.execute<{ id: string }>(sql`
      select youtube_video_id as id from content
       where youtube_video_id in (select jsonb_array_elements_text(${JSON.stringify(unseen)}::jsonb))`);
    for (const row of existing.rows) state.preexisting.add(row.id);
  }
  for (const outcome of valid) {
    const value = outcome.value as CsvContentRow;
    if (!state.creatorKnown.get(value.creatorProfileId.toLowerCase()))
      outcome.errors.push(CSV_MESSAGES.creatorUnknown);
    if (state.preexisting.has(value.youtubeVideoId)) outcome.errors.push(CSV_MESSAGES.alreadyOnPlatform);
    else if (state.seen.has(value.youtubeVideoId)) outcome.errors.push(CSV_MESSAGES.duplicateInFile);
    state.seen.add(value.youtubeVideoId);
  }
  return outcomes;
}

/** The chunk's rows as the content table's columns (snake_case), for jsonb_populate_recordset. */
const CONTENT_COLUMNS = [
  'title',
  'description',
  'status',
  'rejection_reason',
  'category',
  'tags',
  'language',
  'age_range',
  'content_type',
  'duration',
  'has_music',
  'content_rating',
  'shariah_analysis',
  'source_type',
  'youtube_url',
  'youtube_video_id',
  'video_url',
  'instagram_story_id',
  'instagram_username',
  'instagram_reel_id',
  'instagram_reel_username',
  'tiktok_video_id',
  'tiktok_username',
  'social_media_metadata',
  'creator_profile_id',
  'view_count',
  'published_at',
  'created_at',
  'updated_at',
] as const;

function contentRecord(value: CsvContentRow, now: Date): Record<(typeof CONTENT_COLUMNS)[number], unknown> {
  return {
    title: value.title,
    description: value.description,
    status: value.status,
    rejection_reason: value.status === 'rejected' ? 'Rejected in bulk import' : null,
    category: value.category,
    tags: value.tags,
    language: value.language,
    age_range: value.ageRange,
    content_type: value.contentType,
    duration: value.duration,
    has_music: value.hasMusic,
    content_rating: value.contentRating,
    shariah_analysis: value.shariahAnalysis,
    source_type: value.sourceType,
    youtube_url: value.youtubeUrl,
    youtube_video_id: value.youtubeVideoId,
    video_url: value.videoUrl,
    instagram_story_id: value.instagramStoryId,
    instagram_username: value.instagramUsername,
    instagram_reel_id: value.instagramReelId,
    instagram_reel_username: value.instagramReelUsername,
    tiktok_video_id: value.tiktokVideoId,
    tiktok_username: value.tiktokUsername,
    social_media_metadata: value.socialMediaMetadata,
    creator_profile_id: value.creatorProfileId,
    view_count: value.viewCount,
    published_at: value.status === 'published' ? (value.createdAt ?? now) : null,
    created_at: value.createdAt ?? now,
    updated_at: value.updatedAt ?? value.createdAt ?? now,
  };
}

// The chunk's rows travel as ONE JSON parameter and PostgreSQL unpacks them (jsonb_populate_recordset with the
// table's own row type): building a 500-row × 29-column insert with the query builder cost ~100 ms of this
// process's CPU per chunk, which is exactly the event-loop time this job must not take.
const CONTENT_COLUMN_LIST = sql.raw(CONTENT_COLUMNS.map((column) => `"${column}"`).join(', '));

/** One transaction: the chunk's content rows, every row's outcome and the import's progress, or none of them. */
async function commitChunk(
  db: Database,
  importId: string,
  expectedProcessed: number,
  outcomes: RowOutcome[],
  preexisting: Set<string>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ processedRows: csvImports.processedRows, status: csvImports.status })
      .from(csvImports)
      .where(eq(csvImports.id, importId))
      .for('update');
    if (current?.status !== 'running' || current.processedRows !== expectedProcessed)
      throw new ImportMovedOn();

    const toInsert = outcomes.filter((outcome) => outcome.value && outcome.errors.length === 0);
    const contentIds = new Map<string, string>();
    if (toInsert.length > 0) {
      const now = new Date();
      const records = JSON.stringify(
        toInsert.map((outcome) => contentRecord(outcome.value as CsvContentRow, now)),
      );
      const result = await tx.execute<{ id: string; youtube_video_id: string }>(sql`
        insert into content (${CONTENT_COLUMN_LIST})
        select ${CONTENT_COLUMN_LIST} from jsonb_populate_recordset(null::content, ${records}::jsonb)
        on conflict (youtube_video_id) do nothing
        returning id, youtube_video_id`);
      for (const row of result.rows) contentIds.set(row.youtube_video_id, row.id);
    }
    let inserted = 0;
    const values = outcomes.map((outcome) => {
      const contentId =
        outcome.errors.length === 0 && outcome.videoId ? contentIds.get(outcome.videoId) : undefined;
      if (outcome.value && outcome.errors.length === 0 && !contentId && outcome.videoId) {
        // Lost to an insert made meanwhile by someone else: reported, never silently dropped.
        outcome.errors.push(CSV_MESSAGES.alreadyOnPlatform);
        preexisting.add(outcome.videoId);
      }
      if (contentId) inserted += 1;
      return {
        row: outcome.row,
        video_id: outcome.videoId,
        content_id: contentId ?? null,
        errors: outcome.errors,
      };
    });
    if (values.length > 0)
      await tx.execute(sql`
        insert into csv_import_rows (import_id, "row", video_id, content_id, errors)
        select ${importId}::uuid, r."row", r.video_id, r.content_id, r.errors
          from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
            as r("row" integer, video_id text, content_id uuid, errors text[])`);
    await tx
      .update(csvImports)
      .set({
        processedRows: expectedProcessed + outcomes.length,
        insertedCount: sql`${csvImports.insertedCount} + ${inserted}`,
        failedCount: sql`${csvImports.failedCount} + ${outcomes.length - inserted}`,
        updatedAt: sql`now()`,
      })
      .where(eq(csvImports.id, importId));
  });
}

async function finish(db: Database, claimed: ImportRow, error: string): Promise<void> {
  await db
    .update(csvImports)
    .set({ status: 'failed', error, csv: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(csvImports.id, claimed.id), eq(csvImports.status, 'running')));
}

/** Guards the job's input: pg-boss data is whatever was sent. */
export function importIdFrom(data: unknown): string {
  const importId = (data as { importId?: unknown } | null)?.importId;
  if (typeof importId !== 'string' || !isUuid(importId))
    throw new AppError('VALIDATION_FAILED', 'csv-import job without a valid importId');
  return importId;
}

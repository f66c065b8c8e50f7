// Bulk CSV import as a background job (decision 013). The upload stores the file and enqueues a job; the job reads
// the file in chunks (giving the event loop back between them), applies the shared row rules, checks creators and
// duplicates against the database, and commits each chunk's inserts together with its rows' outcomes and the
// import's progress, so a job retried after a crash resumes after the last committed chunk and never inserts twice.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { recordAudit } from '#server/access';
import type { Database } from '#server/db/client';
import type { AppDeps } from '#server/http/app-env';
import { englishMessage, isMessageKey, notFound } from '#server/http/app-error';
import {
  CSV_MESSAGES,
  type CsvContentRow,
  csvRowNumber,
  isCreatorEmail,
  validateCsvRecord,
} from '#shared/csv-import';
import {
  CSV_RESULT_FAILED_LIMIT,
  CSV_RESULT_INSERTED_LIMIT,
  type CsvImportView,
} from '#shared/csv-import.schema';
import { isUuid } from '#shared/ids';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import {
  advanceProgress,
  claimImport,
  creatorIdsByEmail,
  decidedVideos,
  existingCreatorIds,
  failedRowsOf,
  failRunningImport,
  finishImport,
  type ImportRow,
  type ImportSummary,
  importSummary,
  insertContentChunk,
  insertedRowsOf,
  insertImport,
  insertRowOutcomes,
  lockImport,
  recentImports,
  setTotalRows,
  videoIdsOnPlatform,
} from './bulk-import.repo';
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
  notFound: 'importNotFound',
  stoppedUnexpectedly: 'The import stopped unexpectedly. Please try again.',
} as const;

type Deps = Pick<AppDeps, 'db' | 'logger' | 'jobs'>;

type StoredResult = {
  inserted: NonNullable<CsvImportView['result']>['inserted'];
  failed: { row: number; errors: string[] }[];
};

/** A stored message in English: the rows' and the import's refusals are stored by key. */
const inEnglish = (text: string) => (isMessageKey(text) ? englishMessage(text) : text);

function toView(row: ImportSummary, stored: StoredResult | null = null): CsvImportView {
  const result = stored && {
    inserted: stored.inserted,
    failed: stored.failed.map((failed) => ({
      row: failed.row,
      errors: failed.errors.map(inEnglish),
      errorKeys: failed.errors,
    })),
  };
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    error: row.error === null ? null : inEnglish(row.error),
    ...(row.error !== null && isMessageKey(row.error) ? { errorKey: row.error } : {}),
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
  const created = await insertImport(deps.db, { actorId, fileName: input.fileName, csv: input.csv });
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
  const row = await importSummary(db, id.toLowerCase());
  if (!row) throw notFound(IMPORT_MESSAGES.notFound);
  if (row.status !== 'done' && row.status !== 'failed') return toView(row);
  const inserted = await insertedRowsOf(db, row.id, CSV_RESULT_INSERTED_LIMIT);
  const failed = await failedRowsOf(db, row.id, CSV_RESULT_FAILED_LIMIT);
  return toView(row, {
    inserted: inserted.map((entry) => ({ row: entry.row, id: entry.id ?? '', title: entry.title ?? '' })),
    failed,
  });
}

/** The latest imports of every admin, newest first (without their row tables). */
export async function listCsvImports(db: Database): Promise<CsvImportView[]> {
  const rows = await recentImports(db, RECENT_IMPORTS);
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
  const claimed = await claimImport(db, importId);
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
    await setTotalRows(db, claimed.id, totalRows);
  }

  // What earlier chunks (of this run or a crashed one) decided, so duplicates are judged the same way.
  const seen = new Set<string>();
  const preexisting = new Set<string>();
  if (claimed.processedRows > 0) {
    const earlier = await decidedVideos(db, claimed.id);
    for (const row of earlier) {
      if (!row.videoId) continue;
      seen.add(row.videoId);
      if (row.errors.includes(CSV_MESSAGES.alreadyOnPlatform)) preexisting.add(row.videoId);
    }
  }
  const creatorKnown = new Map<string, string | null>();

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
    const current = await lockImport(tx, claimed.id);
    if (current?.status !== 'running') throw new ImportMovedOn();
    const ok = current.insertedCount > 0;
    await finishImport(tx, claimed.id, {
      status: ok ? 'done' : 'failed',
      error: ok ? null : PIPELINE_MESSAGES.noValidRows,
    });
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
  state: { seen: Set<string>; preexisting: Set<string>; creatorKnown: Map<string, string | null> },
): Promise<RowOutcome[]> {
  const outcomes: RowOutcome[] = records.map((record, offset) => {
    const row = csvRowNumber(firstIndex + offset);
    const result = validateCsvRecord(record);
    return result.ok
      ? { row, videoId: result.row.youtubeVideoId, errors: [], value: result.row }
      : { row, videoId: null, errors: result.errors };
  });
  const valid = outcomes.filter((outcome) => outcome.value);

  // A creator named by profile id or by e-mail: each reference looked up once per import.
  const unknownCreators = [
    ...new Set(valid.map((outcome) => (outcome.value as CsvContentRow).creatorProfileId.toLowerCase())),
  ].filter((reference) => !state.creatorKnown.has(reference));
  if (unknownCreators.length > 0) {
    const emails = unknownCreators.filter(isCreatorEmail);
    const ids = unknownCreators.filter((reference) => !isCreatorEmail(reference));
    const foundIds = new Set((await existingCreatorIds(db, ids)).map((id) => id.toLowerCase()));
    const byEmail = await creatorIdsByEmail(db, emails);
    for (const id of ids) state.creatorKnown.set(id, foundIds.has(id) ? id : null);
    for (const email of emails) state.creatorKnown.set(email, byEmail.get(email) ?? null);
  }
  // A video is on the platform once: not twice in the file, not again if it was there before the import.
  const unseen = [...new Set(valid.map((outcome) => outcome.videoId as string))].filter(
    (id) => !state.seen.has(id),
  );
  if (unseen.length > 0) {
    for (const id of await videoIdsOnPlatform(db, unseen)) state.preexisting.add(id);
  }
  for (const outcome of valid) {
    const value = outcome.value as CsvContentRow;
    const creatorId = state.creatorKnown.get(value.creatorProfileId.toLowerCase());
    if (creatorId) value.creatorProfileId = creatorId;
    else outcome.errors.push(CSV_MESSAGES.creatorUnknown);
    if (state.preexisting.has(value.youtubeVideoId)) outcome.errors.push(CSV_MESSAGES.alreadyOnPlatform);
    else if (state.seen.has(value.youtubeVideoId)) outcome.errors.push(CSV_MESSAGES.duplicateInFile);
    state.seen.add(value.youtubeVideoId);
  }
  return outcomes;
}

/** One transaction: the chunk's content rows, every row's outcome and the import's progress, or none of them. */
async function commitChunk(
  db: Database,
  importId: string,
  expectedProcessed: number,
  outcomes: RowOutcome[],
  preexisting: Set<string>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockImport(tx, importId);
    if (current?.status !== 'running' || current.processedRows !== expectedProcessed)
      throw new ImportMovedOn();

    const toInsert = outcomes.filter((outcome) => outcome.value && outcome.errors.length === 0);
    const contentIds =
      toInsert.length > 0
        ? await insertContentChunk(
            tx,
            toInsert.map((outcome) => outcome.value as CsvContentRow),
            new Date(),
          )
        : new Map<string, string>();
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
    await insertRowOutcomes(tx, importId, values);
    await advanceProgress(tx, importId, {
      processedRows: expectedProcessed + outcomes.length,
      inserted,
      failed: outcomes.length - inserted,
    });
  });
}

async function finish(db: Database, claimed: ImportRow, error: string): Promise<void> {
  await failRunningImport(db, claimed.id, error);
}

/** Guards the job's input: pg-boss data is whatever was sent. */
export function importIdFrom(data: unknown): string {
  const importId = (data as { importId?: unknown } | null)?.importId;
  if (typeof importId !== 'string' || !isUuid(importId))
    throw new Error('csv-import job without a valid importId');
  return importId;
}

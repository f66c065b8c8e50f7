// Bulk-import queries: the imports and their per-row outcomes, the checks of a chunk against the database (known
// creators, videos already on the platform), and the chunk's content insert — the one content insert outside
// the content aggregate's insertContent (db/repos): 500 rows travel as ONE JSON parameter for speed (decision 013).
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { content } from '#server/db/schema/content';
import { csvImportRows, csvImports } from '#server/db/schema/csv-imports';
import { creatorProfiles, users } from '#server/db/schema/users';
import { type ContentValues, UNKNOWN_LEVEL, VALUE_AXES, type ValueSources } from '#shared/content-values';
import type { CsvContentRow } from '#shared/csv-import';

export type ImportRow = typeof csvImports.$inferSelect;

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
export type ImportSummary = Pick<ImportRow, keyof typeof SUMMARY_COLUMNS>;

export async function insertImport(
  db: DbOrTx,
  values: { actorId: string | null; fileName: string; csv: string },
): Promise<ImportSummary | undefined> {
  const [created] = await db.insert(csvImports).values(values).returning(SUMMARY_COLUMNS);
  return created;
}

export async function importSummary(db: DbOrTx, id: string): Promise<ImportSummary | undefined> {
  const [row] = await db.select(SUMMARY_COLUMNS).from(csvImports).where(eq(csvImports.id, id));
  return row;
}

/** The latest imports of every admin, newest first. */
export function recentImports(db: DbOrTx, limit: number): Promise<ImportSummary[]> {
  return db.select(SUMMARY_COLUMNS).from(csvImports).orderBy(desc(csvImports.createdAt)).limit(limit);
}

/** The rows that became content, in file order, with the item's title. */
export function insertedRowsOf(db: DbOrTx, importId: string, limit: number) {
  return db
    .select({ row: csvImportRows.row, id: csvImportRows.contentId, title: content.title })
    .from(csvImportRows)
    .leftJoin(content, eq(content.id, csvImportRows.contentId))
    .where(and(eq(csvImportRows.importId, importId), isNotNull(csvImportRows.contentId)))
    .orderBy(csvImportRows.row)
    .limit(limit);
}

/** The rows refused, in file order, with their errors. */
export function failedRowsOf(db: DbOrTx, importId: string, limit: number) {
  return db
    .select({ row: csvImportRows.row, errors: csvImportRows.errors })
    .from(csvImportRows)
    .where(and(eq(csvImportRows.importId, importId), sql`cardinality(${csvImportRows.errors}) > 0`))
    .orderBy(csvImportRows.row)
    .limit(limit);
}

/** Marks the import running for one more attempt; undefined when it is finished already or gone. */
export async function claimImport(db: DbOrTx, importId: string): Promise<ImportRow | undefined> {
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
  return claimed;
}

export async function setTotalRows(db: DbOrTx, importId: string, totalRows: number): Promise<void> {
  await db.update(csvImports).set({ totalRows, updatedAt: sql`now()` }).where(eq(csvImports.id, importId));
}

/** The video ids earlier chunks decided about, with their errors. */
export function decidedVideos(db: DbOrTx, importId: string) {
  return db
    .select({ videoId: csvImportRows.videoId, errors: csvImportRows.errors })
    .from(csvImportRows)
    .where(and(eq(csvImportRows.importId, importId), isNotNull(csvImportRows.videoId)));
}

/** The import's state and counts, its row locked until the transaction ends. */
export async function lockImport(db: DbOrTx, importId: string) {
  const [current] = await db
    .select({
      status: csvImports.status,
      processedRows: csvImports.processedRows,
      insertedCount: csvImports.insertedCount,
      failedCount: csvImports.failedCount,
    })
    .from(csvImports)
    .where(eq(csvImports.id, importId))
    .for('update');
  return current;
}

/** Ends the import (done or failed) and drops the stored file. */
export async function finishImport(
  db: DbOrTx,
  importId: string,
  outcome: { status: 'done' | 'failed'; error: string | null },
): Promise<void> {
  await db
    .update(csvImports)
    .set({ ...outcome, csv: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(csvImports.id, importId));
}

/** Fails a running import (not one another run finished meanwhile) and drops the stored file. */
export async function failRunningImport(db: DbOrTx, importId: string, error: string): Promise<void> {
  await db
    .update(csvImports)
    .set({ status: 'failed', error, csv: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(csvImports.id, importId), eq(csvImports.status, 'running')));
}

/** Which of these creator profile ids exist (as stored). */
export async function existingCreatorIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(inArray(creatorProfiles.id, ids));
  return found.map((row) => row.id);
}

/**
 * The creator profile of each of these (lower-cased) e-mail addresses: the profile of the account with that
 * address, else the one profile whose own e-mail it is. An address two profiles share names neither.
 */
export async function creatorIdsByEmail(db: DbOrTx, emails: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (emails.length === 0) return found;
  const rows = await db
    .select({
      id: creatorProfiles.id,
      accountEmail: sql<string | null>`lower(${users.email})`,
      profileEmail: sql<string | null>`lower(${creatorProfiles.email})`,
    })
    .from(creatorProfiles)
    .leftJoin(users, eq(users.id, creatorProfiles.userId))
    .where(
      or(inArray(sql`lower(${users.email})`, emails), inArray(sql`lower(${creatorProfiles.email})`, emails)),
    );
  for (const email of emails) {
    const byAccount = rows.find((row) => row.accountEmail === email);
    const byProfile = rows.filter((row) => row.profileEmail === email);
    const id = byAccount?.id ?? (byProfile.length === 1 ? byProfile[0]?.id : undefined);
    if (id) found.set(email, id);
  }
  return found;
}

/** Which of these YouTube video ids are on the platform already. */
export async function videoIdsOnPlatform(db: DbOrTx, videoIds: string[]): Promise<string[]> {
  const existing = await db.execute<{ id: string }>(sql`
      select youtube_video_id as id from content
       where youtube_video_id in (select jsonb_array_elements_text(${JSON.stringify(videoIds)}::jsonb))`);
  return existing.rows.map((row) => row.id);
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
  'music',
  'faces',
  'magic',
  'imagery',
  'dancing',
  'value_sources',
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

/**
 * Who set each axis a file gives: the moderator. Only an admin may import, and an admin is the platform's moderator:
 * the file is their decision on the published values, like an edit in the moderation modal, not a creator's claim
 * waiting for review. An axis left unknown has no source yet.
 */
function importedValueSources(values: ContentValues): ValueSources {
  return Object.fromEntries(
    VALUE_AXES.filter((axis) => values[axis] !== UNKNOWN_LEVEL).map((axis) => [axis, 'moderator' as const]),
  );
}

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
    ...value.values,
    value_sources: importedValueSources(value.values),
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
// table's own row type): building a chunk-sized insert of every column with the query builder costs this process's
// CPU per chunk, which is exactly the event-loop time this job must not take.
const CONTENT_COLUMN_LIST = sql.raw(CONTENT_COLUMNS.map((column) => `"${column}"`).join(', '));

/** Inserts the chunk's rows, skipping videos already on the platform; returns the new ids by YouTube video id. */
export async function insertContentChunk(
  db: DbOrTx,
  rows: CsvContentRow[],
  now: Date,
): Promise<Map<string, string>> {
  const records = JSON.stringify(rows.map((row) => contentRecord(row, now)));
  const result = await db.execute<{ id: string; youtube_video_id: string }>(sql`
        insert into content (${CONTENT_COLUMN_LIST})
        select ${CONTENT_COLUMN_LIST} from jsonb_populate_recordset(null::content, ${records}::jsonb)
        on conflict (youtube_video_id) do nothing
        returning id, youtube_video_id`);
  return new Map(result.rows.map((row) => [row.youtube_video_id, row.id]));
}

/** Every row's outcome of a chunk, one JSON parameter as above. */
export async function insertRowOutcomes(
  db: DbOrTx,
  importId: string,
  values: { row: number; video_id: string | null; content_id: string | null; errors: string[] }[],
): Promise<void> {
  if (values.length === 0) return;
  await db.execute(sql`
        insert into csv_import_rows (import_id, "row", video_id, content_id, errors)
        select ${importId}::uuid, r."row", r.video_id, r.content_id, r.errors
          from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
            as r("row" integer, video_id text, content_id uuid, errors text[])`);
}

/** Moves the import's progress on by one committed chunk. */
export async function advanceProgress(
  db: DbOrTx,
  importId: string,
  progress: { processedRows: number; inserted: number; failed: number },
): Promise<void> {
  await db
    .update(csvImports)
    .set({
      processedRows: progress.processedRows,
      insertedCount: sql`${csvImports.insertedCount} + ${progress.inserted}`,
      failedCount: sql`${csvImports.failedCount} + ${progress.failed}`,
      updatedAt: sql`now()`,
    })
    .where(eq(csvImports.id, importId));
}

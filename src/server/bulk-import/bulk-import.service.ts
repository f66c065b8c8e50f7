// Bulk CSV import: a real CSV parser (quotes, embedded commas and newlines, BOM), the shared row rules, creator
// and duplicate checks against the database, then every valid row inserted in one transaction.
import { parse } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import { type CsvImportResult, PIPELINE_MESSAGES } from '../../shared/content-pipeline.schema';
import { CSV_MESSAGES, type CsvContentRow, csvRowNumber, validateCsvRecord } from '../../shared/csv-import';
import type { Database } from '../db/client';
import { content } from '../db/schema/content';
import { creatorProfiles } from '../db/schema/users';
import { AppError } from '../http/app-error';
import { recordAudit } from '../moderation/audit';

const CHUNK = 1000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

export function parseCsv(text: string): Record<string, string>[] {
  try {
    return parse(text, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as Record<string, string>[];
  } catch (error) {
    throw new AppError(
      'VALIDATION_FAILED',
      PIPELINE_MESSAGES.failedToParseCsv(error instanceof Error ? error.message : String(error)),
    );
  }
}

export async function importCsv(
  db: Database,
  actorId: string | null,
  text: string,
): Promise<CsvImportResult> {
  const started = performance.now();
  const records = parseCsv(text);
  const failed = new Map<number, string[]>();
  const valid: { row: number; value: CsvContentRow }[] = [];
  records.forEach((record, index) => {
    const row = csvRowNumber(index);
    const result = validateCsvRecord(record);
    if (result.ok) valid.push({ row, value: result.row });
    else failed.set(row, result.errors);
  });
  const fail = (row: number, message: string) => failed.set(row, [...(failed.get(row) ?? []), message]);

  // Creators must exist.
  const creatorIds = [...new Set(valid.map((entry) => entry.value.creatorProfileId.toLowerCase()))];
  const knownCreators = new Set<string>();
  for (const ids of chunks(creatorIds, CHUNK)) {
    const rows = await db
      .select({ id: creatorProfiles.id })
      .from(creatorProfiles)
      .where(inArray(creatorProfiles.id, ids));
    for (const row of rows) knownCreators.add(row.id.toLowerCase());
  }
  // A video is on the platform once: not twice in the file, not again if it is already there.
  const videoIds = [...new Set(valid.map((entry) => entry.value.youtubeVideoId))];
  const existing = new Set<string>();
  for (const ids of chunks(videoIds, CHUNK)) {
    const rows = await db
      .select({ id: content.youtubeVideoId })
      .from(content)
      .where(inArray(content.youtubeVideoId, ids));
    for (const row of rows) if (row.id) existing.add(row.id);
  }
  const seen = new Set<string>();
  const toInsert: { row: number; value: CsvContentRow }[] = [];
  for (const entry of valid) {
    const problems: string[] = [];
    if (!knownCreators.has(entry.value.creatorProfileId.toLowerCase()))
      problems.push(CSV_MESSAGES.creatorUnknown);
    if (existing.has(entry.value.youtubeVideoId)) problems.push(CSV_MESSAGES.alreadyOnPlatform);
    else if (seen.has(entry.value.youtubeVideoId)) problems.push(CSV_MESSAGES.duplicateInFile);
    seen.add(entry.value.youtubeVideoId);
    if (problems.length > 0) for (const problem of problems) fail(entry.row, problem);
    else toInsert.push(entry);
  }

  if (toInsert.length === 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      PIPELINE_MESSAGES.noValidRows,
      [...failed.entries()]
        .slice(0, 100)
        .map(([row, errors]) => ({ path: `row ${row}`, message: errors.join('; ') })),
    );
  }

  const inserted: CsvImportResult['inserted'] = [];
  await db.transaction(async (tx) => {
    for (const batch of chunks(toInsert, CHUNK)) {
      const now = new Date();
      const rows = await tx
        .insert(content)
        .values(
          batch.map(({ value }) => ({
            title: value.title,
            description: value.description,
            status: value.status,
            rejectionReason: value.status === 'rejected' ? 'Rejected in bulk import' : null,
            category: value.category,
            tags: value.tags,
            language: value.language,
            ageRange: value.ageRange,
            contentType: value.contentType,
            duration: value.duration,
            hasMusic: value.hasMusic,
            contentRating: value.contentRating,
            shariahAnalysis: value.shariahAnalysis,
            sourceType: value.sourceType,
            youtubeUrl: value.youtubeUrl,
            youtubeVideoId: value.youtubeVideoId,
            videoUrl: value.videoUrl,
            instagramStoryId: value.instagramStoryId,
            instagramUsername: value.instagramUsername,
            instagramReelId: value.instagramReelId,
            instagramReelUsername: value.instagramReelUsername,
            tiktokVideoId: value.tiktokVideoId,
            tiktokUsername: value.tiktokUsername,
            socialMediaMetadata: value.socialMediaMetadata,
            creatorProfileId: value.creatorProfileId,
            viewCount: value.viewCount,
            publishedAt: value.status === 'published' ? (value.createdAt ?? now) : null,
            createdAt: value.createdAt ?? now,
            updatedAt: value.updatedAt ?? value.createdAt ?? now,
          })),
        )
        .onConflictDoNothing({ target: content.youtubeVideoId })
        .returning({ id: content.id, youtubeVideoId: content.youtubeVideoId });
      const idByVideo = new Map(rows.map((row) => [row.youtubeVideoId, row.id]));
      for (const entry of batch) {
        const id = idByVideo.get(entry.value.youtubeVideoId);
        if (id) inserted.push({ row: entry.row, id, title: entry.value.title });
        else fail(entry.row, CSV_MESSAGES.alreadyOnPlatform);
      }
    }
    await recordAudit(tx, {
      actorId,
      action: 'csv.import',
      targetType: 'csv_import',
      after: { totalRows: records.length, inserted: inserted.length, failed: failed.size },
    });
  });

  return {
    inserted,
    failed: [...failed.entries()].sort(([a], [b]) => a - b).map(([row, errors]) => ({ row, errors })),
    totalRows: records.length,
    ms: Math.round(performance.now() - started),
  };
}

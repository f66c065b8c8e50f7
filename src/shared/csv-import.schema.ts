// The bulk CSV import's API: the request (the chosen file) as the web and the server validate it, and the import
// job as the admin sees it while it runs (statuses, result limits, progress). The rules for one row of the file
// are csv-import.ts.
import { z } from 'zod';
import { PIPELINE_MESSAGES } from './pipeline-messages';
import { safeText } from './safe-text';

export const csvImportSchema = z.object({
  fileName: safeText({ error: PIPELINE_MESSAGES.csvOnly })
    .trim()
    .refine((value) => value.toLowerCase().endsWith('.csv'), PIPELINE_MESSAGES.csvOnly),
  csv: safeText({ error: PIPELINE_MESSAGES.csvOnly }).max(30 * 1024 * 1024, 'fileLargerThan30Mb'),
});

/** A bulk import runs as a background job (decision 013): queued → running → done, or failed. */
export const CSV_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type CsvImportStatus = (typeof CSV_IMPORT_STATUSES)[number];

/** How many inserted and failed rows a finished import lists (the counts are always exact). */
export const CSV_RESULT_INSERTED_LIMIT = 200;
export const CSV_RESULT_FAILED_LIMIT = 1000;

/** One import as the admin sees it while it runs; `result` once it has finished. */
export type CsvImportView = {
  id: string;
  fileName: string;
  status: CsvImportStatus;
  /** 'Failed to parse CSV: …', 'No valid rows found' or an unexpected failure; null otherwise. */
  error: string | null;
  /** The failure's key in the errors catalog, when it has one. */
  errorKey?: string;
  /** Data rows in the file; null until the file has been read once. */
  totalRows: number | null;
  processedRows: number;
  insertedCount: number;
  failedCount: number;
  createdAt: string;
  finishedAt: string | null;
  /** From the job's start to its end. */
  ms: number | null;
  result: {
    /** The first CSV_RESULT_INSERTED_LIMIT inserted rows, by row number. */
    inserted: { row: number; id: string; title: string }[];
    /** The first CSV_RESULT_FAILED_LIMIT failed rows, by row number. */
    failed: { row: number; errors: string[]; errorKeys: string[] }[];
  } | null;
};

/** The percentage shown on the progress bar (0 while the file is still being read). */
export function csvImportPercent(
  view: Pick<CsvImportView, 'status' | 'totalRows' | 'processedRows'>,
): number {
  if (view.status === 'done' || view.status === 'failed') return 100;
  if (!view.totalRows) return 0;
  return Math.min(100, Math.floor((view.processedRows / view.totalRows) * 100));
}

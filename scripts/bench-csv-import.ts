// Benchmark of the bulk CSV import: 10,000 rows (with quotes, embedded commas and newlines) parsed, validated
// and inserted by the real import job (run directly, without the queue or the HTTP server) into a throwaway
// embedded PostgreSQL. Target: under 10 s. `npm run bench:import` measures the whole server instead.
// Usage: npx tsx scripts/bench-csv-import.ts [--rows 10000]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { getCsvImport, runCsvImport } from '../src/server/bulk-import/bulk-import.service';
import { createDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { runMigrations } from '../src/server/db/migrate';
import { csvImports } from '../src/server/db/schema/csv-imports';
import { creatorProfiles } from '../src/server/db/schema/users';
import { createLogger } from '../src/server/logger';
import { CSV_COLUMNS } from '../src/shared/csv-import';
import { CATEGORIES } from '../src/shared/domain';

const TARGET_MS = 10_000;
const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const rows = Number(values.rows);

function videoId(n: number): string {
  return `b${n.toString(36).padStart(10, '0')}`;
}

function csvFor(creatorId: string): string {
  const quote = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const lines = [CSV_COLUMNS.join(',')];
  for (let n = 0; n < rows; n += 1) {
    const record: Record<string, string> = {
      creator_profile_id: creatorId,
      title: `Benchmark video ${n}, "part" ${n % 7}`,
      description: n % 10 === 0 ? `Line one\nLine two of video ${n}` : `Video number ${n}`,
      youtube_url: `https://www.youtube.com/watch?v=${videoId(n)}`,
      status: n % 3 === 0 ? 'published' : 'pending',
      category: CATEGORIES[n % CATEGORIES.length] ?? 'Other',
      tags: 'Quran, Stories, Educational',
      duration: String((n % 30) + 1),
      content_rating: 'G',
      language: n % 2 === 0 ? 'english' : 'Arabic',
      age_range: String((n % 4) + 1),
      content_type: '1',
      has_music: 'false',
      view_count: String(n),
      shariah_analysis: '100',
      social_media_metadata: '{"source":"benchmark"}',
      created_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    };
    lines.push(CSV_COLUMNS.map((column) => quote(record[column] ?? '')).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-bench-csv-'));
// The embedded server may run as another user (when started as root): it must be able to enter the directory.
fs.chmodSync(dataDir, 0o755);
const database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres') });
const db = createDatabase(database.url, { max: 4 });
let failed = false;
const deps = { db, logger: createLogger('silent') };

/** Stores the file as an upload would and runs its job to the end in this process. */
async function importCsv(csv: string) {
  const [created] = await db
    .insert(csvImports)
    .values({ actorId: null, fileName: 'bench.csv', csv })
    .returning();
  if (!created) throw new Error('import not stored');
  await runCsvImport(deps, created.id);
  return getCsvImport(db, created.id);
}

try {
  await runMigrations(db);
  const [creator] = await db.insert(creatorProfiles).values({ fullName: 'Benchmark Creator' }).returning();
  if (!creator) throw new Error('no creator');
  const csv = csvFor(creator.id);
  console.log(`CSV: ${rows.toLocaleString('en-GB')} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB`);
  const started = performance.now();
  // How long the event loop was held at a time while the job ran (what other requests would wait).
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const result = await importCsv(csv);
  loopDelay.disable();
  const ms = Math.round(performance.now() - started);
  console.log(
    `Event loop delay during the import: p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
  );
  console.log(
    `Imported ${result.insertedCount.toLocaleString('en-GB')} rows (${result.failedCount} failed) in ${ms} ms`,
  );
  if (result.insertedCount !== rows) {
    console.error(`Expected ${rows} inserted rows`);
    failed = true;
  }
  if (ms >= TARGET_MS) {
    console.error(`Slower than the ${TARGET_MS} ms target`);
    failed = true;
  }
  const again = performance.now();
  const rerun = await importCsv(csvFor(creator.id));
  console.log(
    `Re-import of the same file: ${rerun.error ?? 'inserted rows!'} in ${Math.round(performance.now() - again)} ms`,
  );
} finally {
  await db.$client.end();
  await database.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

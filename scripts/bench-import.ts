// `npm run bench:import`: does a large CSV import keep the server responsive? (decision 013; not part of `npm test`)
//   1. builds the app (unless --skip-build) and starts its own embedded PostgreSQL in a temporary directory;
//   2. starts the PRODUCTION server (node dist/server/index.js with DATABASE_URL), signs up an admin, and uploads a
//      generated CSV of N rows (default 200,000, short rows so the file stays under the 30 MB limit);
//   3. samples GET /api/health (one kept-alive connection, a request every 10 ms) from the upload until the import
//      has finished, and prints p50/p95/p99/max, the upload's answer time and the import's duration.
// Target: /api/health p99 under 100 ms while the import runs.
// Usage: npm run bench:import [-- --rows 200000 --skip-build]
import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { runMigrations } from '../src/server/db/migrate';
import { creatorProfiles } from '../src/server/db/schema/users';
import { CSV_COLUMNS } from '../src/shared/csv-import';
import type { CsvImportView } from '../src/shared/csv-import.schema';
import { signInBenchAdmin, startBenchServer } from './support/bench-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGET_P99_MS = 100;
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '200000' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows.replaceAll('_', ''));
const log = (message: string) => console.log(`\n▶ ${message}`);

function csvFor(creatorId: string): string {
  const index = new Map(CSV_COLUMNS.map((column, i) => [column, i]));
  const lines = [CSV_COLUMNS.join(',')];
  const cells = CSV_COLUMNS.map(() => '');
  for (let n = 0; n < ROWS; n += 1) {
    const set = (column: (typeof CSV_COLUMNS)[number], value: string) => {
      cells[index.get(column) as number] = value;
    };
    set('creator_profile_id', creatorId);
    set('title', `Video ${n}`);
    set('description', 'Bench');
    set('youtube_url', `https://www.youtube.com/watch?v=${`q${n.toString(36)}`.padStart(11, '0')}`);
    set('status', n % 3 === 0 ? 'published' : 'pending');
    set('category', 'Shows');
    set('duration', String((n % 30) + 1));
    lines.push(cells.join(','));
  }
  return `${lines.join('\n')}\n`;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET on the kept-alive connection; resolves with the elapsed milliseconds and the status. */
function timedGet(url: string): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: response.statusCode ?? 0 }),
        );
      })
      .on('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<number> {
  if (!args['skip-build']) {
    log('Building the production app (npm run build)');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-bench-import-'));
  // The embedded server may run as another user (when started as root): it must be able to enter the directory.
  fs.chmodSync(workDir, 0o755);
  log(`Starting the benchmark's own embedded PostgreSQL (${workDir})`);
  const database = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
  const db = createDatabase(database.url, { max: 2 });
  let server: ChildProcess | undefined;
  try {
    await runMigrations(db);
    const [creator] = await db.insert(creatorProfiles).values({ fullName: 'Benchmark Creator' }).returning();
    if (!creator) throw new Error('no creator');

    log('Starting the production server');
    const started = await startBenchServer({
      root: ROOT,
      databaseUrl: database.url,
      dataDir: path.join(workDir, 'server-data'),
    });
    server = started.server;
    const { base } = started;

    const headers = { ...(await signInBenchAdmin(base, db)), Accept: 'application/json' };

    const csv = csvFor(creator.id);
    console.log(`  CSV: ${ROWS.toLocaleString('en-GB')} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB`);

    log('Idle /api/health (200 samples, for reference)');
    const idle: number[] = [];
    for (let i = 0; i < 250; i += 1) {
      const sample = await timedGet(`${base}/api/health`);
      if (i >= 50) idle.push(sample.ms);
    }
    idle.sort((a, b) => a - b);
    console.log(`  p50 ${percentile(idle, 50).toFixed(2)} ms, p99 ${percentile(idle, 99).toFixed(2)} ms`);

    log('Uploading and sampling /api/health until the import has finished');
    const samples: number[] = [];
    let failures = 0;
    let finished = false;
    const sampler = (async () => {
      while (!finished) {
        const sample = await timedGet(`${base}/api/health`).catch(() => ({ ms: Number.NaN, status: 0 }));
        if (sample.status === 200) samples.push(sample.ms);
        else failures += 1;
        await sleep(10);
      }
    })();
    const uploadStarted = performance.now();
    const upload = await fetch(`${base}/api/admin/content/import`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileName: 'bench.csv', csv }),
    });
    const uploadMs = performance.now() - uploadStarted;
    if (upload.status !== 202) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
    const { id } = (await upload.json()) as CsvImportView;
    console.log(`  upload answered 202 in ${uploadMs.toFixed(0)} ms (import ${id})`);
    let view: CsvImportView;
    let lastPercent = -1;
    for (;;) {
      await sleep(1000);
      const response = await fetch(`${base}/api/admin/content/import/${id}`, { headers });
      view = (await response.json()) as CsvImportView;
      const percent = view.totalRows ? Math.floor((view.processedRows / view.totalRows) * 100) : 0;
      if (percent >= lastPercent + 10) {
        lastPercent = percent;
        console.log(
          `  ${view.status}: ${view.processedRows.toLocaleString('en-GB')} / ${view.totalRows?.toLocaleString('en-GB') ?? '?'} rows (${((performance.now() - uploadStarted) / 1000).toFixed(0)} s)`,
        );
      }
      if (view.status === 'done' || view.status === 'failed') break;
    }
    finished = true;
    await sampler;
    const totalS = (performance.now() - uploadStarted) / 1000;
    samples.sort((a, b) => a - b);
    const p99 = percentile(samples, 99);

    console.log('\nFigure                                   | Result');
    console.log('-----------------------------------------|------------------------------');
    const row = (figure: string, result: string) => console.log(`${figure.padEnd(41)}| ${result}`);
    row('rows / file size', `${ROWS.toLocaleString('en-GB')} / ${(csv.length / 1024 / 1024).toFixed(1)} MB`);
    row('import status', `${view.status}${view.error ? ` (${view.error})` : ''}`);
    row('inserted / failed', `${view.insertedCount} / ${view.failedCount}`);
    row('upload answered (202) in', `${uploadMs.toFixed(0)} ms`);
    row('import duration (job start to end)', `${((view.ms ?? 0) / 1000).toFixed(1)} s`);
    row('upload to finished (as the admin sees)', `${totalS.toFixed(1)} s`);
    row('/api/health samples during the import', `${samples.length} (${failures} failed)`);
    row('/api/health p50', `${percentile(samples, 50).toFixed(2)} ms`);
    row('/api/health p95', `${percentile(samples, 95).toFixed(2)} ms`);
    row(`/api/health p99 (target < ${TARGET_P99_MS} ms)`, `${p99.toFixed(2)} ms`);
    row('/api/health max', `${(samples.at(-1) ?? Number.NaN).toFixed(2)} ms`);
    const ok = view.status === 'done' && view.insertedCount === ROWS && failures === 0 && p99 < TARGET_P99_MS;
    console.log(ok ? '\nTarget met.' : '\nTarget missed.');
    return ok ? 0 : 1;
  } finally {
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await db.$client.end().catch(() => {});
    await database.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

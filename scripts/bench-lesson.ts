// `npm run bench:lesson`: how fast a Tutor lesson starts on a cheap phone (not part of `npm test`).
//   1. builds the app (unless --skip-build) and starts the PRODUCTION server on its own embedded PostgreSQL
//      (bench-data/postgres-lesson, migrated, no videos needed);
//   2. a parent signs up through the API, adds a child of seven and starts child mode; the family is Premium, so a
//      lesson can be started again and again (between starts the open lesson is closed in the database);
//   3. Chromium with the phone profile Lighthouse's mobile run simulates (412×823 at 1.75×, a mobile user agent,
//      4× slower CPU, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up) opens /child/learn once, then --runs times:
//      taps a subject's "Start today's lesson" and waits until the lesson's first exercise is on screen ("1 of N").
//      The first of those is the cold start (the lesson's code not yet loaded); every later one reloads the Learn
//      home first, so each start is a tap on a freshly drawn page, as a child's is.
// Target: lesson start p75 < 1 s. The figures are noisy when other work shares the cores: run it twice.
// Usage: npm run bench:lesson [-- --runs 12 --skip-build]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { createDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { runMigrations } from '../src/server/db/migrate';
import { SUBJECTS } from '../src/shared/tutor/exercise';
import { childModeCookie } from './support/bench-accounts';
import { startBenchServer } from './support/bench-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const BENCH_DIR = path.join(ROOT, 'bench-data');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '12' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(2, Number(args.runs));
const SUBJECT_NAMES = { arabic: 'Arabic', maths: 'Maths', english: 'English' } as const;

const log = (line: string) => console.log(`\n▶ ${line}`);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function main() {
  if (!args['skip-build']) {
    log('Building the app (npm run build)');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  log('Starting the benchmark’s own embedded PostgreSQL (bench-data/postgres-lesson)');
  const database = await startEmbeddedPostgres({ dataDir: path.join(BENCH_DIR, 'postgres-lesson') });
  const db = createDatabase(database.url, { max: 2 });
  await runMigrations(db);
  await db.$client.query(
    `insert into system_settings (key, value) values ('registration', '{"mode":"open"}')
     on conflict (key) do update set value = excluded.value`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-bench-lesson-'));
  const { server, base } = await startBenchServer({ root: ROOT, databaseUrl: database.url, dataDir });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    log('A family in child mode (Premium: a lesson may start again and again)');
    const credential = await childModeCookie(base);
    await db.$client.query("update parent_profiles set subscription_tier = 'Premium'");
    const [name = '', value = ''] = credential.split(/=(.*)/s);

    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    });
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });

    log(`Lesson starts on the phone profile: ${RUNS} taps`);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${base}/child/learn`, { waitUntil: 'networkidle' });
      const subject = SUBJECTS[run % SUBJECTS.length] ?? 'maths';
      const card = page.getByRole('article', { name: SUBJECT_NAMES[subject] });
      const start = card.getByRole('button', { name: /Start today.s lesson/ });
      await start.waitFor();
      const began = performance.now();
      await start.click();
      await page.getByText(/^1 of \d+$/).waitFor({ timeout: 30_000 });
      const ms = Math.round(performance.now() - began);
      times.push(ms);
      console.log(`  ${run === 0 ? 'cold' : `run ${run}`} (${subject}): ${ms} ms`);
      // Closed, so the next tap starts a new lesson rather than carrying on with this one.
      await db.$client.query('update tutor_lessons set finished_at = now() where finished_at is null');
    }
    const sorted = [...times].sort((a, b) => a - b);
    log('Summary');
    console.log(
      `  lesson start: p50 ${percentile(sorted, 50)} ms, p75 ${percentile(sorted, 75)} ms, max ${sorted.at(-1)} ms (target p75 < 1000), cold ${times[0]} ms`,
    );
    console.log(
      `  (${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')})`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await db.$client.end();
    await database.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

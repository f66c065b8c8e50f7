// `npm run bench:load`: a family-shaped mixed load on the production server, today's code and the new side by side
// in one run (not part of `npm test`). Replaces the old "share of a bare node:http server" ratio, which measured a
// benchmark artefact rather than what families do.
//   1. builds the working tree (unless --skip-build) and snapshots dist/ into bench-data/load/new; exports the
//      comparison commit (--base, the branch point by default) with `git archive` into bench-data/load/base and
//      builds it there once (the repository's node_modules linked in);
//   2. starts its own embedded PostgreSQL in bench-data/postgres-load with --videos synthetic published videos
//      (migrated by the working tree; both servers then run their own migrations on start);
//   3. starts both servers on the same database (production mode, each on its own free port), signs a parent up and
//      starts a child's child mode on each through the API, picks real video ids, warms each up for a few seconds,
//      then measures them in turns (base, new, then new, base… for --rounds rounds, so a shared machine's changing
//      load falls on both alike): autocannon with --connections connections for --duration seconds over a fixed cycle of
//      100 requests in these proportions:
//        45 anonymous feed pages (first pages and deeper ones, age/category/language filters, searches)
//        15 the same pages signed in (a parent's session cookie)
//        15 the child feed (/api/child/feed with the child credential, its policy's own filters)
//        15 video details (/api/content/:id, anonymous)
//         7 view heartbeats (POST /api/content/:id/views, anonymous with a device id) — writes
//         3 likes (PUT/DELETE /api/content/:id/like as the parent) — writes
//      and reports requests/s, p50, p99, errors and non-2xx answers, with the machine's load average.
// Targets: new ≥ 2,000 requests/s, p99 ≤ 50 ms, 0 errors and 0 non-2xx; new's requests/s at least 90 % of base's.
// The machine may be shared: run it twice, and note the load average it prints.
// Usage: npm run bench:load [-- --videos 50000 --duration 30 --connections 20 --rounds 2 --base fcd2377 --skip-build
//   --only new|base --kind feed|signed-in|child|detail|views|likes]
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createDatabase } from '../src/server/db/client';
import { findFreePort, startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { runMigrations } from '../src/server/db/migrate';
import { insertSyntheticCatalog, SYNTHETIC_WORDS } from '../src/server/db/seed/synthetic-catalog';
import { AGE_BAND_VALUES, CATEGORIES, LANGUAGES } from '../src/shared/domain';
import { childCredential } from './support/child-credential';
import { waitForUrl } from './support/wait-for-url';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOAD_DIR = path.join(ROOT, 'bench-data', 'load');

const { values: args } = parseArgs({
  options: {
    videos: { type: 'string', default: '50000' },
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    base: { type: 'string', default: 'fcd2377' },
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    /** Diagnosis: only the requests of one kind (feed, signed-in, child, detail, views, likes) from the cycle. */
    kind: { type: 'string' },
  },
});
const VIDEOS = Number(args.videos.replaceAll('_', ''));
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const ROUNDS = Math.max(1, Number(args.rounds));
const WARM_UP_S = 5;

const log = (message: string) => console.log(`\n▶ ${message}`);

/** The working tree's build, copied so that later builds cannot change what is measured. */
function snapshotNew(): string {
  const dir = path.join(LOAD_DIR, 'new');
  if (!args['skip-build']) {
    log('Building the working tree (npm run build)');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  // A package.json here makes the snapshot its own project root (web files and migrations are found beside it).
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  fs.cpSync(path.join(ROOT, 'dist'), path.join(dir, 'dist'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'src/server/db/migrations'), path.join(dir, 'src/server/db/migrations'), {
    recursive: true,
  });
  return dir;
}

/** The comparison commit exported and built in its own folder (kept between runs: the commit does not change). */
function snapshotBase(commit: string): string {
  const dir = path.join(LOAD_DIR, `base-${commit}`);
  if (fs.existsSync(path.join(dir, 'dist/server/index.js'))) return dir;
  log(`Exporting ${commit} (git archive) and building it`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  return dir;
}

async function prepareDatabase() {
  const dataDir = path.join(ROOT, 'bench-data', 'postgres-load');
  log(`Starting the load bench's own embedded PostgreSQL (${dataDir})`);
  const database = await startEmbeddedPostgres({ dataDir });
  const db = createDatabase(database.url, { max: 2 });
  await runMigrations(db);
  const {
    rows: [{ count } = { count: 0 }],
  } = await db.$client.query<{ count: number }>(
    "select count(*)::int as count from content where status = 'published'",
  );
  if (count < VIDEOS) {
    console.log(`  loading ${(VIDEOS - count).toLocaleString('en-GB')} synthetic published videos…`);
    await insertSyntheticCatalog(db, { videos: VIDEOS - count });
  }
  // The parent and the child are signed up through the API: registration open, the feed public.
  await db.$client.query(
    `insert into system_settings (key, value) values ('registration', '{"mode":"open"}')
     on conflict (key) do update set value = excluded.value`,
  );
  await db.$client.query("delete from system_settings where key = 'feed_visibility'");
  await db.$client.query('vacuum analyze content');
  await db.$client.end();
  return database;
}

async function startServer(appDir: string, databaseUrl: string) {
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(LOAD_DIR, 'server-data');
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [path.join(appDir, 'dist/server/index.js')], {
    cwd: appDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  await waitForUrl(`${base}/api/health`, 120_000);
  return { base, child };
}

async function stopServer(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** A parent signed up through the API with the parent role and set-up done; returns the session cookie. */
async function parentCookie(base: string): Promise<string> {
  const json = { 'Content-Type': 'application/json', Origin: base };
  const account = { email: `load.${Date.now()}@example.test`, password: 'a-fine-bench-password-42' };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Load Parent', ...account }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  for (const [step, body] of [
    ['/api/me/role', { role: 'parent' }],
    ['/api/parent/setup-complete', {}],
  ] as const) {
    const answer = await fetch(`${base}${step}`, {
      method: 'POST',
      headers: { ...json, Cookie: cookie },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${step} answered ${answer.status}: ${await answer.text()}`);
  }
  return cookie;
}

/** A fixed pseudo-random sequence (mulberry32), so both servers get exactly the same requests. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind = 'feed' | 'signed-in' | 'child' | 'detail' | 'views' | 'likes';
type LoadRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

/** The 45 anonymous feed pages of one cycle: first and deeper pages, filters, a few searches. */
function feedPaths(next: () => number): string[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: 45 }, (_, i) => {
    const params = new URLSearchParams();
    const kind = i % 5;
    if (kind === 1) params.append('age', String(pick(AGE_BAND_VALUES)));
    if (kind === 2) params.append('category', pick(CATEGORIES));
    if (kind === 3) params.set('language', pick(LANGUAGES));
    if (kind === 4) params.set('q', pick(SYNTHETIC_WORDS));
    const page = next() < 0.7 ? 1 : 2 + Math.floor(next() * 20);
    if (page > 1) params.set('page', String(page));
    const query = params.toString();
    return query ? `/api/feed?${query}` : '/api/feed';
  });
}

function requestCycle(base: string, ids: string[], parent: string, child: string): LoadRequest[] {
  const next = random(20261128);
  const id = () => ids[Math.floor(next() * ids.length)] as string;
  const anonymous = feedPaths(next);
  const write = { 'Content-Type': 'application/json', Origin: base };
  const cycle: LoadRequest[] = [
    ...anonymous.map((feed): LoadRequest => ({ method: 'GET', path: feed })),
    ...anonymous
      .slice(0, 15)
      .map((feed): LoadRequest => ({ method: 'GET', path: feed, headers: { Cookie: parent } })),
    ...Array.from(
      { length: 15 },
      (_, i): LoadRequest => ({
        method: 'GET',
        path: i % 3 === 0 ? `/api/child/feed?page=${1 + (i % 4)}` : '/api/child/feed',
        headers: { Cookie: child },
      }),
    ),
    ...Array.from({ length: 15 }, (): LoadRequest => ({ method: 'GET', path: `/api/content/${id()}` })),
    ...Array.from(
      { length: 7 },
      (_, i): LoadRequest => ({
        method: 'POST',
        path: `/api/content/${id()}/views`,
        headers: { ...write, 'x-device-id': `load-device-${i}-${Math.floor(next() * 1e6)}` },
        body: JSON.stringify({ duration: 5 }),
      }),
    ),
    ...Array.from(
      { length: 3 },
      (_, i): LoadRequest => ({
        method: i % 2 === 0 ? 'PUT' : 'DELETE',
        path: `/api/content/${ids[i] as string}/like`,
        headers: { ...write, Cookie: parent },
      }),
    ),
  ];
  if (args.kind) return cycle.filter((request) => kindOf(request) === args.kind);
  // The same shuffle for both servers: the kinds interleave as they would from many families.
  for (let i = cycle.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [cycle[i], cycle[j]] = [cycle[j] as LoadRequest, cycle[i] as LoadRequest];
  }
  return cycle;
}

function kindOf(request: LoadRequest): Kind {
  if (request.path.endsWith('/views')) return 'views';
  if (request.path.endsWith('/like')) return 'likes';
  if (request.path.startsWith('/api/child/')) return 'child';
  if (request.path.startsWith('/api/content/')) return 'detail';
  return request.headers?.Cookie ? 'signed-in' : 'feed';
}

function runAutocannon(url: string, requests: LoadRequest[], duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

type Measured = {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  load: string;
};

type Running = { label: string; base: string; child: ChildProcess; cycle: LoadRequest[] };

/** Starts one server and prepares its callers: a parent's session, a child's credential, real video ids. */
async function prepare(label: string, appDir: string, databaseUrl: string): Promise<Running> {
  log(`${label}: starting ${path.relative(ROOT, appDir)}`);
  const { base, child } = await startServer(appDir, databaseUrl);
  const parent = await parentCookie(base);
  const credential = await childCredential(base, parent, 'Load Child');
  const page = (await (await fetch(`${base}/api/feed`)).json()) as { items: { id: string }[] };
  const deeper = (await (await fetch(`${base}/api/feed?page=7`)).json()) as { items: { id: string }[] };
  const ids = [...page.items, ...deeper.items].map((item) => item.id);
  if (ids.length < 10) throw new Error(`too few videos to pick from (${ids.length})`);
  const cycle = requestCycle(base, ids, parent, credential);
  await runAutocannon(base, cycle, WARM_UP_S);
  return { label, base, child, cycle };
}

async function measure(server: Running, round: number): Promise<Measured> {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  log(`${server.label}, round ${round}: ${CONNECTIONS} connections, ${DURATION_S} s (load average: ${load})`);
  const result = await runAutocannon(server.base, server.cycle, DURATION_S);
  return {
    label: server.label,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    load,
  };
}

async function main() {
  fs.mkdirSync(LOAD_DIR, { recursive: true });
  const runs: [string, string][] = [];
  if (args.only !== 'new') runs.push([`base ${args.base}`, snapshotBase(args.base)]);
  if (args.only !== 'base') runs.push(['new (working tree)', snapshotNew()]);
  const database = await prepareDatabase();
  const results: Measured[] = [];
  const servers: Running[] = [];
  try {
    for (const [label, dir] of runs) servers.push(await prepare(label, dir, database.url));
    // Taken in turns, the order swapped every round, so that a shared machine's changing load falls on both alike.
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = round % 2 === 1 ? servers : [...servers].reverse();
      for (const server of order) results.push(await measure(server, round));
    }
  } finally {
    for (const server of servers) await stopServer(server.child);
    await database.stop();
  }
  console.log(
    `\nMixed load, ${VIDEOS.toLocaleString('en-GB')} videos, ${CONNECTIONS} connections, ${DURATION_S} s`,
  );
  console.table(
    results.map((r) => ({
      server: r.label,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      'non-2xx': r.non2xx,
      'load avg (1/5/15 min)': r.load,
    })),
  );
  const fresh = results.filter((r) => r.label.startsWith('new'));
  const old = results.filter((r) => r.label.startsWith('base'));
  const mean = (list: Measured[]) => list.reduce((sum, r) => sum + r.requestsPerSecond, 0) / list.length;
  let failed = false;
  if (fresh.length > 0) {
    const checks: [string, boolean][] = [
      ['≥ 2,000 requests/s in every round', fresh.every((r) => r.requestsPerSecond >= 2000)],
      ['p99 ≤ 50 ms in every round', fresh.every((r) => r.p99 <= 50)],
      ['0 errors, 0 non-2xx', fresh.every((r) => r.errors === 0 && r.non2xx === 0)],
    ];
    if (old.length > 0) {
      const ratio = mean(fresh) / mean(old);
      checks.push([`new ≥ 90 % of base (mean of rounds: ${(ratio * 100).toFixed(1)} %)`, ratio >= 0.9]);
    }
    for (const [name, ok] of checks) {
      console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}`);
      failed ||= !ok;
    }
  }
  fs.writeFileSync(
    path.join(LOAD_DIR, 'results.json'),
    JSON.stringify(
      { at: new Date().toISOString(), videos: VIDEOS, connections: CONNECTIONS, results },
      null,
      2,
    ),
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

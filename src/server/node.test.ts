// Nodes of a cluster on one real PostgreSQL: several starting together on a fresh database, the roles, and demo
// sign-ins that never work in production.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, ensureDemoAccounts } from '#server/accounts';
import { createDatabase, type Database, withDatabaseName } from '#server/db/client';
import { DEFAULT_SETTINGS } from '#server/db/seed/default-settings';
import { loadEnv } from '#server/env';
import { createTestDatabase, TEST_ORIGIN } from '#server/test/test-app';
import { JOB_DEFINITIONS } from './job-definitions';
import { type RunningNode, startNode } from './node';

type Line = { level: number; msg?: string };
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty database (no template): the first start of a new installation. */
async function freshDatabase(): Promise<string> {
  const serverUrl = inject('databaseServerUrl');
  const name = `qk_fresh_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = createDatabase(serverUrl, { max: 1 });
  await admin.$client.query(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.$client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.$client.end();
  });
  return withDatabaseName(serverUrl, name);
}

/** A node as index.ts starts one, in this process, with its own pool; its log lines are kept. */
async function start(url: string, overrides: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-node-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    PORT: '0',
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    // No demo videos made in the background while the test runs.
    FFMPEG_PATH: '/nonexistent/ffmpeg',
    FFPROBE_PATH: '/nonexistent/ffprobe',
    ...overrides,
  });
  const lines: Line[] = [];
  const logger = pino(
    { level: 'info', base: undefined },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  const db: Database = createDatabase(url, { max: 5 });
  let node: RunningNode | undefined;
  cleanups.push(async () => {
    await node?.drain();
    await db.$client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  node = await startNode({ env, logger, db, databaseUrl: url });
  return { node, lines, db, url: `http://127.0.0.1:${node.port}` };
}

async function scalar(db: Database, query: string): Promise<number> {
  const { rows } = await db.$client.query<{ n: string }>(query);
  return Number(rows[0]?.n);
}

function signIn(url: string, email: string, password = DEMO_PASSWORD) {
  return fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({ email, password }),
  });
}

const said = (lines: Line[], message: string) => lines.filter((line) => line.msg === message).length;

describe('several nodes starting at once', () => {
  it('all come up on a fresh database, each time, and what start-up creates exists once', async () => {
    const nodes = 3;
    const counts: number[][] = [];
    for (let round = 0; round < 3; round++) {
      const url = await freshDatabase();
      const started = await Promise.allSettled(Array.from({ length: nodes }, () => start(url)));
      const failures = started.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failures).toEqual([]);
      const up = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      for (const { url: nodeUrl } of up) {
        const ready = await fetch(`${nodeUrl}/api/health/ready`);
        expect(ready.status).toBe(200);
        expect(await ready.json()).toEqual({ status: 'ready' });
      }
      const lines = up.flatMap((node) => node.lines);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(said(lines, 'demo catalog seeded')).toBe(1);
      expect(said(lines, 'demo accounts created')).toBe(1);
      const { db } = up[0] as { db: Database };
      // Every queue of the app once, with the expiry each node set.
      expect(
        await scalar(db, `select count(*) as n from pgboss.queue where name not like '\\_\\_pgboss%'`),
      ).toBe(JOB_DEFINITIONS.length);
      expect(await scalar(db, `select count(*) as n from system_settings`)).toBe(
        Object.keys(DEFAULT_SETTINGS).length,
      );
      expect(
        await scalar(db, `select count(*) as n from users where id like 'demo-%' and role = 'admin'`),
      ).toBe(1);
      expect(
        await scalar(db, `select count(*) as n from accounts where user_id in ('demo-admin', 'demo-parent')`),
      ).toBe(2);
      counts.push([
        await scalar(db, 'select count(*) as n from content'),
        await scalar(db, 'select count(*) as n from users'),
        await scalar(db, 'select count(*) as n from app_meta'),
      ]);
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    }
    // The demo seed is the same whichever node wrote it: no round has more rows than another.
    expect(new Set(counts.map((row) => row.join())).size).toBe(1);
  }, 240_000);
});

describe('roles', () => {
  it('a web node runs no job; a worker node runs them and answers only its health checks', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const web = await start(database.url, { ROLE: 'web', SEED_DEMO: 'false' });
    expect((await fetch(`${web.url}/api/feed`)).status).toBe(200);
    const jobs = web.node.deps.jobs;
    if (!jobs) throw new Error('the web node has no job queue');
    const id = await jobs.send('child-sessions-sweep', {});
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect((await jobs.boss.getJobById('child-sessions-sweep', id as string))?.state).toBe('created');

    const worker = await start(database.url, { ROLE: 'worker', SEED_DEMO: 'false' });
    expect((await fetch(`${worker.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${worker.url}/api/health/ready`)).status).toBe(200);
    expect((await fetch(`${worker.url}/api/feed`)).status).toBe(404);
    expect((await fetch(`${worker.url}/`)).status).toBe(404);
    await expect
      .poll(async () => (await jobs.boss.getJobById('child-sessions-sweep', id as string))?.state, {
        timeout: 20_000,
      })
      .toBe('completed');
  }, 60_000);
});

describe('demo sign-ins in production', () => {
  it('SEED_DEMO=true in production creates none, and disables those a database already has', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const development = await start(database.url, { SEED_DEMO: 'true' });
    expect((await signIn(development.url, 'admin@demo.qamarkids.local')).status).toBe(200);
    await development.node.drain();

    const production = await start(database.url, { NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(
      said(production.lines, 'demo sign-ins found in a production database: their sign-in is disabled'),
    ).toBe(1);
    expect(production.node.demoSignIns).toEqual([]);
    for (const email of ['admin@demo.qamarkids.local', 'parent@demo.qamarkids.local'])
      expect((await signIn(production.url, email)).status).toBe(401);
    expect(
      await scalar(production.db, `select count(*) as n from sessions where user_id like 'demo-%'`),
    ).toBe(0);

    const fresh = await freshDatabase();
    const first = await start(fresh, { NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(
      said(
        first.lines,
        'SEED_DEMO=true in production: the demo sign-ins are not created (their password is public)',
      ),
    ).toBe(1);
    expect(await scalar(first.db, `select count(*) as n from accounts where user_id like 'demo-%'`)).toBe(0);
    expect((await signIn(first.url, 'admin@demo.qamarkids.local')).status).toBe(401);

    // Demo accounts given a password of their own (the browser tests' harness does) are not the published risk.
    await ensureDemoAccounts(first.db, first.node.deps.auth, 'a-password-of-their-own');
    await first.node.drain();
    const again = await start(fresh, { NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect((await signIn(again.url, 'admin@demo.qamarkids.local', 'a-password-of-their-own')).status).toBe(
      200,
    );
    expect((await signIn(again.url, 'admin@demo.qamarkids.local')).status).toBe(401);
  }, 120_000);
});

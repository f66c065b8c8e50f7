// The `npm start` path end to end: no DATABASE_URL, so the server starts its own embedded PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '#server/db/embedded-postgres';
import { DEMO_VIDEOS } from '#server/db/seed/demo-videos';

const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string;

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(port: number): Started {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'info',
    // SIGTERM waits this long for the job in hand (the demo videos start being made at once) before handing it back.
    DRAIN_TIMEOUT_MS: '2000',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { cwd: root, env });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function feedTotal(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/feed`);
  const body = (await response.json()) as { total: number };
  return body.total;
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-startup-test-'));
  fs.chmodSync(dataDir, 0o755);
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server start-up with the embedded database', () => {
  it('starts, seeds once, refuses a second instance on the same data dir, stops cleanly and restarts without reseeding', async () => {
    const port = await findFreePort();
    const first = startServer(port);
    await waitFor(() => first.output().includes('is running at'), 'the first server to listen');
    expect(first.output()).toContain('embedded PostgreSQL started');
    expect(first.output()).toContain('demo catalog seeded');

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ database: 'reachable' });
    const totalBefore = await feedTotal(port);
    expect(totalBefore).toBeGreaterThan(0);

    const second = startServer(await findFreePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already in use by another running server');

    // The first server is untouched by the refused second one.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const restarted = startServer(port);
    await waitFor(() => restarted.output().includes('is running at'), 'the restarted server to listen');
    expect(restarted.output()).not.toContain('demo catalog seeded');
    // The demo library's videos are published by a background job as they are made, so the feed may have grown by
    // them; a second seed would have added the whole catalog again.
    const totalAfter = await feedTotal(port);
    expect(totalAfter).toBeGreaterThanOrEqual(totalBefore);
    expect(totalAfter).toBeLessThanOrEqual(totalBefore + DEMO_VIDEOS.length);
    restarted.child.kill('SIGINT');
    expect(await restarted.exited).toBe(0);
  }, 90_000);
});

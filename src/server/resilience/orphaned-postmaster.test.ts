// The real server (embedded PostgreSQL, as `npm start` runs it) killed with SIGKILL alone: its PostgreSQL outlives
// it, and the next start must stop that orphan cleanly and come up on the same data, not refuse the directory as
// "in use" forever. A PostgreSQL whose server is still alive is never taken from it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/client';
import { DataDirInUseError, findFreePort, startEmbeddedPostgres } from '#server/db/embedded-postgres';
import { type ServerLife, startRealServer } from './real-server';

let dataDir: string;
let port: number;
let origin: string;
const lives: Life[] = [];

type Life = ServerLife;

function startServer(): Life {
  const life = startRealServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: origin,
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    AUTH_SECRET: 'orphan-secret-orphan-secret-orphan-secret',
  });
  lives.push(life);
  return life;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Running: answers signal 0 and is not a zombie (an init that reaps late keeps an ended process's entry). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Waits until the server listens; fails at once with its output if it exits instead. */
async function startAndWait(): Promise<Life> {
  const life = startServer();
  const deadline = Date.now() + 60_000;
  while (!life.output().includes('is running at')) {
    if (life.child.exitCode !== null)
      throw new Error(`the server exited (${life.child.exitCode}):\n${life.output().slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${life.output().slice(-3000)}`);
    await sleep(100);
  }
  return life;
}

function postmasterPid(): number {
  const text = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number.parseInt(text.split('\n')[0] ?? '', 10);
}

async function post(route: string, json: unknown) {
  return fetch(`${origin}${route}`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify(json),
  });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-orphan-'));
  // As root, PostgreSQL runs as its own OS user, which must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  port = await findFreePort();
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const life of lives) {
    const pgid = life.child.pid;
    try {
      if (pgid) process.kill(-pgid, 'SIGKILL');
    } catch {
      // the group is gone
    }
  }
  try {
    process.kill(postmasterPid(), 'SIGKILL');
  } catch {
    // no postmaster left
  }
  await sleep(300);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed with SIGKILL', () => {
  it('starts again on the same data: the PostgreSQL it left running is stopped cleanly first', async () => {
    const first = await startAndWait();
    const email = `orphan-${process.pid}@example.test`;
    const password = 'correct-horse-battery-staple';
    expect((await post('/api/auth/sign-up/email', { name: 'Orphan', email, password })).status).toBe(200);
    const orphan = postmasterPid();

    // node alone, as `kill -9 <node>` does: its PostgreSQL is not told.
    process.kill(first.child.pid as number, 'SIGKILL');
    await first.exited;
    await sleep(500);
    expect(alive(orphan)).toBe(true);

    const second = await startAndWait();
    expect(second.output()).toContain('stopped the embedded PostgreSQL a killed server had left running');
    expect(alive(orphan)).toBe(false);
    expect(postmasterPid()).not.toBe(orphan);
    // The same data: the account made before the kill signs in.
    expect((await post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  }, 150_000);

  it('still refuses a directory whose PostgreSQL belongs to a live process', async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-owned-'));
    fs.chmodSync(own, 0o755);
    const database = await startEmbeddedPostgres({
      dataDir: path.join(own, 'postgres'),
      durability: 'throwaway',
    });
    try {
      await expect(startEmbeddedPostgres({ dataDir: path.join(own, 'postgres') })).rejects.toBeInstanceOf(
        DataDirInUseError,
      );
      // The owner's PostgreSQL was not touched by the refused start.
      const db = createDatabase(database.url, { max: 1 });
      try {
        expect((await db.$client.query('select 1 as one')).rows[0].one).toBe(1);
      } finally {
        await db.$client.end();
      }
    } finally {
      await database.stop();
      fs.rmSync(own, { recursive: true, force: true });
    }
  }, 90_000);
});

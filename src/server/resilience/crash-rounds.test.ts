// The probe's crash rounds: the real server (embedded PostgreSQL, as `npm start` runs it) under a stream of
// acknowledged writes, killed with SIGKILL (the whole process group, or only the postmaster) and started again.
// Every acknowledged write must be there afterwards, no multi-row write may be half there, node must survive the
// first death of its database (restarting it once, logged) and exit non-zero with a clear line on the second.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/client';
import { findFreePort, runningEmbeddedUrl } from '#server/db/embedded-postgres';
import { type ServerLife, startRealServer } from './real-server';

const PASSWORD = 'correct-horse-battery-staple';
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
    AUTH_SECRET: 'crash-secret-crash-secret-crash-secret-01',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  });
  lives.push(life);
  return life;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function postmasterPid(): number {
  const text = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number.parseInt(text.split('\n')[0] ?? '', 10);
}

const startMs: number[] = [];

async function startAndWait(): Promise<Life> {
  const started = Date.now();
  const life = startServer();
  await waitFor(() => life.output().includes('is running at'), 'the server to listen');
  startMs.push(Date.now() - started);
  return life;
}

/** SIGKILL to node, the postmaster and every backend at once: a power cut for the app. */
async function killGroup(life: Life) {
  const pgid = life.child.pid as number;
  process.kill(-pgid, 'SIGKILL');
  await life.exited;
  await waitFor(() => !groupAlive(pgid), 'every process of the killed group to be gone', 15_000);
}

// ---- the stream of writes ----

type Acknowledged = { signUps: string[]; children: string[]; creators: string[] };
const acknowledged: Acknowledged = { signUps: [], children: [], creators: [] };
const attempted = { signUps: 0, children: 0, creators: 0 };
const statuses = new Map<number, number>();
let counter = 0;

async function send(route: string, json: unknown, cookie?: string) {
  const response = await fetch(`${origin}${route}`, {
    method: 'POST',
    headers: {
      Origin: origin,
      'Content-Type': 'application/json',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(json),
    signal: AbortSignal.timeout(10_000),
  });
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const cookieOut = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .filter((value) => value.includes('session_token'))
    .join('; ');
  return { status: response.status, body, cookie: cookieOut };
}

/** One writer: a parent signs up and adds a child, or a user signs up and becomes a creator (two rows, one txn). */
async function writeOnce(kind: 'parent' | 'creator') {
  counter += 1;
  const email = `crash-${kind}-${counter}-${process.pid}@example.test`;
  attempted.signUps += 1;
  const signUp = await send('/api/auth/sign-up/email', {
    name: `Crash ${counter}`,
    email,
    password: PASSWORD,
  });
  if (signUp.status !== 200) return;
  acknowledged.signUps.push(email);
  // Sign-up starts no session (it answers the same for a registered address): the new account signs in.
  const signIn = await send('/api/auth/sign-in/email', { email, password: PASSWORD });
  if (signIn.status !== 200 || !signIn.cookie) return;
  signUp.cookie = signIn.cookie;
  if (kind === 'parent') {
    attempted.children += 1;
    const child = await send(
      '/api/children',
      { name: `Child ${counter}`, dateOfBirth: '2018-04-05' },
      signUp.cookie,
    );
    if (child.status === 201 && typeof child.body.id === 'string') acknowledged.children.push(child.body.id);
  } else {
    attempted.creators += 1;
    const role = await send('/api/me/role', { role: 'creator' }, signUp.cookie);
    if (role.status === 200) acknowledged.creators.push(email);
  }
}

function startWriters(): () => Promise<void> {
  let running = true;
  const writers = (['parent', 'parent', 'creator', 'creator'] as const).map(async (kind) => {
    while (running) {
      // A refused connection or an aborted answer is an unacknowledged write: its outcome is unknown, not a failure.
      await writeOnce(kind).catch(() => sleep(50));
    }
  });
  return async () => {
    running = false;
    await Promise.all(writers);
  };
}

const totalAcknowledged = () =>
  acknowledged.signUps.length + acknowledged.children.length + acknowledged.creators.length;

async function underWrites(minimumNew: number) {
  const before = totalAcknowledged();
  await waitFor(() => totalAcknowledged() >= before + minimumNew, `${minimumNew} acknowledged writes`);
}

// ---- checks ----

type Findings = { found: number; failures: string[] };

async function checkDatabase(): Promise<Findings> {
  const url = runningEmbeddedUrl(path.join(dataDir, 'postgres'));
  if (!url) throw new Error('no running embedded PostgreSQL to check');
  const db = createDatabase(url, { max: 1 });
  const failures: string[] = [];
  try {
    const query = async <T>(text: string, values: unknown[] = []) =>
      (await db.$client.query(text, values)).rows as T[];
    const users = await query<{ email: string }>(
      `select u.email from users u join accounts a on a.user_id = u.id and a.provider_id = 'credential'
       where u.email = any($1)`,
      [acknowledged.signUps],
    );
    const children = await query<{ id: string }>('select id from children where id = any($1::uuid[])', [
      acknowledged.children,
    ]);
    const creators = await query<{ email: string }>(
      `select u.email from users u join creator_profiles p on p.user_id = u.id
       where u.role = 'creator' and u.email = any($1)`,
      [acknowledged.creators],
    );
    const foundUsers = new Set(users.map((row) => row.email));
    const foundChildren = new Set(children.map((row) => row.id));
    const foundCreators = new Set(creators.map((row) => row.email));
    for (const email of acknowledged.signUps)
      if (!foundUsers.has(email)) failures.push(`sign-up lost: ${email}`);
    for (const id of acknowledged.children) if (!foundChildren.has(id)) failures.push(`child lost: ${id}`);
    for (const email of acknowledged.creators)
      if (!foundCreators.has(email)) failures.push(`creator role lost or partial: ${email}`);
    // Nothing partial, acknowledged or not: the role change and the creator profile are one transaction.
    const partial = await query<{ email: string }>(
      `select u.email from users u left join creator_profiles p on p.user_id = u.id
       where u.email like 'crash-%' and ((u.role = 'creator') <> (p.id is not null))`,
    );
    for (const row of partial) failures.push(`half a role change: ${row.email}`);
    const withoutPassword = await query<{ email: string }>(
      `select u.email from users u left join accounts a on a.user_id = u.id
       where u.email like 'crash-%' and a.id is null`,
    );
    for (const row of withoutPassword)
      failures.push(`half a sign-up (user without credential): ${row.email}`);
    return { found: foundUsers.size + foundChildren.size + foundCreators.size, failures };
  } finally {
    await db.$client.end();
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-crash-rounds-'));
  // As root, PostgreSQL runs as its own OS user, which must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  port = await findFreePort();
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  // Whatever happened, no process and no directory outlives the test.
  for (const life of lives) {
    const pgid = life.child.pid;
    if (pgid && groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
  }
  try {
    process.kill(postmasterPid(), 'SIGKILL');
  } catch {
    // no postmaster left
  }
  await sleep(300);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('crash rounds', () => {
  it('keeps every acknowledged write through SIGKILLs of the server and of its database, and never half of one', async () => {
    const rounds: { kind: string; ms: number }[] = [];
    let roundStarted = Date.now();
    const roundDone = (kind: string) => {
      rounds.push({ kind, ms: Date.now() - roundStarted });
      roundStarted = Date.now();
    };
    let life = await startAndWait();

    const serverRound = async () => {
      const stopWriters = startWriters();
      try {
        await underWrites(4);
        await killGroup(life);
      } finally {
        await stopWriters();
      }
      life = await startAndWait();
      roundDone('server SIGKILL');
    };

    /** Kills only the postmaster under writes; node must stay up, restart PostgreSQL once and serve writes again. */
    const databaseRound = async () => {
      const stopWriters = startWriters();
      try {
        await underWrites(4);
        process.kill(postmasterPid(), 'SIGKILL');
        await waitFor(() => {
          if (life.child.exitCode !== null)
            throw new Error(
              `node died with the database (exit ${life.child.exitCode}):\n${life.output().slice(-3000)}`,
            );
          return life.output().includes('embedded PostgreSQL restarted after an unexpected stop');
        }, 'PostgreSQL to be restarted by the server');
        await underWrites(4);
      } finally {
        await stopWriters();
      }
      expect(life.child.exitCode).toBeNull();
      expect(life.output()).toContain('embedded PostgreSQL stopped unexpectedly; restarting it');
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);
      roundDone('database SIGKILL, restarted');
    };

    /** The second death of PostgreSQL in one server's life: a clear line and a non-zero exit, under writes. */
    const secondDeathRound = async () => {
      const stopWriters = startWriters();
      let code: number | null;
      try {
        await underWrites(4);
        process.kill(postmasterPid(), 'SIGKILL');
        code = await Promise.race([life.exited, sleep(20_000).then(() => -1)]);
      } finally {
        await stopWriters();
      }
      expect(code).toBe(1);
      expect(life.output()).toContain(
        'Embedded PostgreSQL stopped unexpectedly again (killed by SIGKILL) after one restart; exiting so a supervisor can restart the server.',
      );
      await waitFor(
        () => !groupAlive(life.child.pid as number),
        'the exited server group to be gone',
        15_000,
      );
      life = await startAndWait();
      roundDone('database SIGKILL again, server exited 1');
    };

    roundStarted = Date.now();
    await databaseRound();
    await secondDeathRound();
    await serverRound();
    await databaseRound();
    await serverRound();

    const { found, failures } = await checkDatabase();
    const allOutput = lives.map((each) => each.output()).join('\n');
    const escapes = allOutput
      .split('\n')
      .filter((line) => /escaped its handler|uncaught exception/i.test(line));
    const fiveHundreds = statuses.get(500) ?? 0;
    console.info(
      `crash rounds: ${rounds.length} rounds (${rounds.map((round) => `${round.kind} ${round.ms} ms`).join('; ')}), ` +
        `server starts ${startMs.join('/')} ms, ` +
        `writes attempted ${attempted.signUps + attempted.children + attempted.creators}, ` +
        `acknowledged ${totalAcknowledged()} (sign-ups ${acknowledged.signUps.length}, children ` +
        `${acknowledged.children.length}, creator roles ${acknowledged.creators.length}), found ${found}, ` +
        `failures ${failures.length}, answers by status ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(rounds.length).toBeGreaterThanOrEqual(5);
    expect(failures).toEqual([]);
    expect(found).toBe(totalAcknowledged());
    expect(escapes).toEqual([]);
    expect(fiveHundreds).toBe(0);

    life.child.kill('SIGTERM');
    expect(await life.exited).toBe(0);
  }, 240_000);
});

// SIGTERM to a real server process in the middle of a request: it stops taking connections at once and says it is
// draining, answers the request it was serving, and exits 0 within its grace.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#server/accounts';
import { findFreePort } from '#server/db/embedded-postgres';
import { createTestDatabase, TEST_ORIGIN, type TestDatabase } from '#server/test/test-app';

const root = path.resolve(import.meta.dirname, '../..');
const DRAIN_TIMEOUT_MS = 10_000;
let child: ChildProcess | undefined;
let database: TestDatabase | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves with the connection's error code, or 'connected' (then closed at once). */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

it('on SIGTERM: readiness 503 and no new connections at once, the request in flight answered, exit 0', async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-drain-test-'));
  const port = await findFreePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: TEST_ORIGIN,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      // No demo videos made in the background while the test runs.
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      DRAIN_TIMEOUT_MS: String(DRAIN_TIMEOUT_MS),
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
  await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toContain('is running at');
  expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);

  // A sign-in whose body is still arriving when the signal comes: a request in flight.
  const body = JSON.stringify({ email: 'admin@demo.qamarkids.local', password: DEMO_PASSWORD });
  const socket = net.connect(port, '127.0.0.1');
  let answers = '';
  socket.on('data', (chunk) => {
    answers += chunk;
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    [
      'POST /api/auth/sign-in/email HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Origin: ${TEST_ORIGIN}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body.slice(0, 10),
    ].join('\r\n'),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));

  const signalled = Date.now();
  child.kill('SIGTERM');
  await expect.poll(() => tryConnect(port), { timeout: 2_000, interval: 50 }).toBe('ECONNREFUSED');

  // The rest of the body, and on the same connection the readiness question a load balancer would ask.
  socket.write(body.slice(10));
  socket.write(`GET /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  await closed;
  const statuses = [...answers.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]);
  expect(statuses).toEqual(['200', '503']);
  expect(answers).toContain('"status":"draining"');

  expect(await exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(DRAIN_TIMEOUT_MS);
  expect(output).toContain('drained');
}, 120_000);

// Starts the production server (dist/server/index.js) for a benchmark against the benchmark's own database, on a
// free loopback port with its own data directory, and waits until /api/health answers (the caller kills it); signs
// in the benchmark's administrator.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { findFreePort } from '../../src/server/db/embedded-postgres';
import { users } from '../../src/server/db/schema/users';
import { waitForUrl } from './wait-for-url';

export async function startBenchServer(options: {
  root: string;
  databaseUrl: string;
  dataDir: string;
}): Promise<{ server: ChildProcess; base: string }> {
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  fs.mkdirSync(options.dataDir, { recursive: true });
  const server = spawn(process.execPath, [path.join(options.root, 'dist/server/index.js')], {
    cwd: options.root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: options.dataDir,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await waitForUrl(`${base}/api/health`, 60_000);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return { server, base };
}

/**
 * An administrator of the benchmark's server, signed up through the real endpoint, then promoted (and verified) in
 * the database, as `npm run admin` does. Returns the headers of the admin's requests (session cookie and Origin).
 */
export async function signInBenchAdmin(
  base: string,
  db: Database,
): Promise<{ Cookie: string; Origin: string }> {
  const email = `bench-${Date.now()}@example.test`;
  const password = `Bench-${randomBytes(8).toString('hex')}`;
  const json = { 'Content-Type': 'application/json', Origin: base };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Bench Admin', email, password }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  // Sign-up starts no session (it answers the same for a registered address): sign in.
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .join('; ');
  await db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.email, email));
  return { Cookie: cookie, Origin: base };
}

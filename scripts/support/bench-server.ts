// Starts the production server (dist/server/index.js) for a benchmark against the benchmark's own database, on a
// free loopback port with its own data directory, and waits until /api/health answers. The caller kills it.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { findFreePort } from '../../src/server/db/embedded-postgres';
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

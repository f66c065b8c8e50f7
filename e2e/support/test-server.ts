// Starts the production build for browser tests: a PostgreSQL server from the embedded binaries in a temp
// dir, then `node dist/server/index.js` pointed at it through DATABASE_URL (the scale-out code path).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';

const port = process.env.E2E_PORT ?? '3199';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-e2e-'));
fs.chmodSync(dataDir, 0o755);
const database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres') });
fs.writeFileSync(path.join(os.tmpdir(), `qk-e2e-${port}.url`), database.url);

const server = spawn(process.execPath, ['dist/server/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: database.url,
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  await database.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
server.on('exit', (code) => void stop(code ?? 1));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

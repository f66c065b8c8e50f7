// The real server as `npm start` runs it (src/server/index.ts, embedded PostgreSQL), started by the resilience
// tests in its own process group, so a test can kill all of it (node, the postmaster and its backends) or node alone.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export type ServerLife = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

const root = path.resolve(import.meta.dirname, '../../..');

/** Starts the server with PATH, HOME, NODE_ENV=test and `env`; its stdout and stderr are kept together. */
export function startRealServer(env: Record<string, string>): ServerLife {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...env },
    detached: true,
  });
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

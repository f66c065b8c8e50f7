// Where the browser-test server tells the tests about its database and mailbox.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type E2eState = { databaseUrl: string; mailDir: string; oidcIssuer: string; stripeUrl: string };

export function e2eStatePath(port: string): string {
  return path.join(os.tmpdir(), `qk-e2e-${port}.json`);
}

export function readE2eState(port: string = process.env.E2E_PORT ?? '3199'): E2eState {
  return JSON.parse(fs.readFileSync(e2eStatePath(port), 'utf8')) as E2eState;
}

// Where the browser-test server tells the tests about its database, mailbox and media storage.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The demo sign-ins' password in the browser tests. The server runs in production mode there, where the published
 * demo password is never usable; the harness gives the demo accounts this one before the server starts.
 */
export const E2E_DEMO_PASSWORD = 'e2e-demo-sign-in-not-the-published-one';

export type E2eState = {
  databaseUrl: string;
  mailDir: string;
  /** The server's media storage on disk (uploads' HLS files, `videos/<upload>/…`). */
  mediaDir: string;
  oidcIssuer: string;
  stripeUrl: string;
};

export function e2eStatePath(port: string): string {
  return path.join(os.tmpdir(), `qk-e2e-${port}.json`);
}

export function readE2eState(port: string = process.env.E2E_PORT ?? '3199'): E2eState {
  return JSON.parse(fs.readFileSync(e2eStatePath(port), 'utf8')) as E2eState;
}

// Per-file test fixtures: a fresh database copied from the migrated template, and the real app wired to it.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp } from '#server/app';
import { closeAppDeps, createAppDeps } from '#server/app-deps';
import { createAuth } from '#server/auth';
import { createDatabase, type Database, withDatabaseName } from '#server/db/client';
import { loadEnv } from '#server/env';
import { type FrontOptions, listen } from '#server/http/http-server';
import { createLogger, type Logger } from '#server/logger';
import { createMailer, type Mailer, type OutgoingMail } from '#server/mail/mailer';
import { TEMPLATE_DATABASE } from './template-database';

/** better-auth checks the Origin of state-changing requests; tests send this one. */
export const TEST_ORIGIN = 'http://localhost:3000';

/** The messages each test app has sent, by app: auth-helpers follow the verification link from here. */
export const testAppMail = new WeakMap<object, OutgoingMail[]>();

export type TestDatabase = { db: Database; url: string; name: string; drop: () => Promise<void> };

/** `logQuery` sees every statement the app sends (tests that count queries per request). */
export async function createTestDatabase(
  options: { logQuery?: (query: string, params: unknown[]) => void } = {},
): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const name = `qk_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = createDatabase(serverUrl, { max: 1 });
  await admin.$client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  const url = withDatabaseName(serverUrl, name);
  const db = createDatabase(url, { max: 5, ...(options.logQuery ? { logQuery: options.logQuery } : {}) });
  return {
    db,
    url,
    name,
    drop: async () => {
      await db.$client.end();
      await admin.$client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.$client.end();
    },
  };
}

/** `logger` replaces the silent default (e.g. a capturing logger that fails a test on error-level lines). */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: {
    logger?: Logger;
    logQuery?: (query: string, params: unknown[]) => void;
    /** A built web app's folder: the app then serves its pages too (static-files.ts). */
    webRoot?: string;
    /** The app's clock (AppDeps.clock), e.g. a FakeClock's `now`; the system clock by default. */
    clock?: () => Date;
  } = {},
) {
  const database = await createTestDatabase({ logQuery: options.logQuery });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-api-data-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...envOverrides,
  });
  const logger = options.logger ?? createLogger('silent');
  const delivering = createMailer({ smtpUrl: env.SMTP_URL, from: env.mailFrom, dataDir, logger });
  // Every message is also kept in memory, so helpers can follow the real links the app e-mails.
  const sentMail: OutgoingMail[] = [];
  const mailer: Mailer = {
    ...delivering,
    send: async (mail) => {
      sentMail.push(mail);
      await delivering.send(mail);
    },
  };
  const auth = createAuth({ db: database.db, env, logger, mailer });
  // The test app's own resources, made as the server makes them (a test may read or replace any of them).
  const deps = createAppDeps({
    db: database.db,
    env,
    logger,
    mailer,
    auth,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const app = createApp(deps, options.webRoot ? { webRoot: options.webRoot } : {});
  // Ready as the server is once it listens (GET /api/health/ready answers 200).
  deps.readiness.markReady();
  testAppMail.set(app, sentMail);
  const close = async () => {
    // The LISTEN connections (catalog changes, live settings), if any were opened, before their database goes.
    await closeAppDeps(deps);
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...deps, app, sentMail, deps, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Serves a test app on a real socket through the same HTTP front as the server (request ids, security headers,
 * access log); `options` replaces the front's defaults (a capturing logger).
 */
export async function serveOverHttp(t: TestApp, options: Partial<FrontOptions> = {}) {
  const { server, url } = await listen(t.app, {
    logger: t.logger,
    https: false,
    port: 0,
    hostname: '127.0.0.1',
    ...options,
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

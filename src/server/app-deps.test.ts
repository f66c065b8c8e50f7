// Start-up makes the app's long-lived resources and shutdown lets go of every one: the LISTEN connections opened
// while serving are released, open settings streams are ended, nothing reconnects afterwards, and two sets of deps
// over one database share nothing (each test app has its own).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '#server/auth';
import { loadEnv } from '#server/env';
import type { AppDeps } from '#server/http/app-env';
import { createLogger } from '#server/logger';
import { createMailer } from '#server/mail/mailer';
import { createTestDatabase, TEST_ORIGIN, type TestDatabase } from '#server/test/test-app';
import { closeAppDeps, createAppDeps } from './app-deps';

let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-app-deps-'));
});

afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function makeDeps(): AppDeps {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    FEED_CACHE_MS: '60000',
  });
  const logger = createLogger('silent');
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.mailFrom, dataDir, logger });
  const auth = createAuth({ db: database.db, env, logger, mailer });
  return createAppDeps({ db: database.db, env, logger, mailer, auth });
}

/** The sessions of this database that LISTEN, by channel (what the two channels' connections last ran). */
async function listeners(): Promise<string[]> {
  const { rows } = await database.db.$client.query<{ query: string }>(
    `select query from pg_stat_activity
      where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()
      order by query`,
  );
  return rows.map((row) => row.query);
}

describe('the app deps', () => {
  it('open no connection when made; shutdown releases what serving opened, ends streams, and reconnects nothing', async () => {
    const deps = makeDeps();
    expect(await listeners()).toEqual([]);

    // What serving opens: the settings channel and the route cache's listener (catalog, settings and admin
    // writes; the kept pages follow it too).
    deps.liveSettings.start();
    await deps.liveSettings.ready;
    await deps.routeCache.ensureListening();
    expect(deps.routeCache.listening).toBe(true);
    expect((await listeners()).sort()).toEqual(
      ['LISTEN "route_cache_changed"', 'LISTEN "settings_changed"'].sort(),
    );

    // An open settings stream, as the SSE route registers it: told to end when the channel closes.
    let streamEnded = false;
    deps.liveSettings.subscribe(
      () => {},
      () => {
        streamEnded = true;
      },
    );

    await closeAppDeps(deps);
    expect(streamEnded).toBe(true);
    expect(deps.liveSettings.subscriberCount).toBe(0);
    expect(deps.routeCache.listening).toBe(false);
    await expect.poll(listeners, { timeout: 5_000 }).toEqual([]);

    // Closed for good: a later use reads from the database and opens nothing, and no reconnect timer fires.
    await deps.routeCache.ensureListening();
    expect(deps.routeCache.listening).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await listeners()).toEqual([]);
  });

  it('are made afresh each time: two sets over one database share no cache or connection', async () => {
    const first = makeDeps();
    const second = makeDeps();
    try {
      expect(second.keptPages).not.toBe(first.keptPages);
      expect(second.routeCache).not.toBe(first.routeCache);
      expect(second.liveSettings).not.toBe(first.liveSettings);
      expect(second.uploads).not.toBe(first.uploads);

      // Each keeps its answers on its own: emptying one set's cache leaves the other's.
      await Promise.all([first.routeCache.ensureListening(), second.routeCache.ensureListening()]);
      const entry = { bytes: new Uint8Array(2), contentType: 'application/json', groups: ['site'] };
      for (const deps of [first, second])
        deps.routeCache.set(
          '/x',
          { ...entry, expires: Date.now() + 60_000 },
          deps.routeCache.currentGeneration,
        );
      second.routeCache.clear();
      expect(first.routeCache.get('/x')).toBeDefined();
      expect(second.routeCache.get('/x')).toBeUndefined();

      // Closing one set's listener leaves the other's flowing.
      await closeAppDeps(first);
      expect(second.routeCache.listening).toBe(true);
      await expect.poll(listeners, { timeout: 5_000 }).toEqual(['LISTEN "route_cache_changed"']);
    } finally {
      await closeAppDeps(first);
      await closeAppDeps(second);
    }
    await expect.poll(listeners, { timeout: 5_000 }).toEqual([]);
  });
});

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
import { insertContent } from '#server/test/factories';
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

    // What serving opens: the catalog's listener (the feed cache uses it) and the settings channel.
    deps.liveSettings.start();
    await deps.liveSettings.ready;
    await deps.feedCache.get('page', async () => '{}');
    await expect.poll(() => deps.catalogChanges.listening, { timeout: 5_000 }).toBe(true);
    expect(await listeners()).toEqual(['LISTEN catalog_changed', 'LISTEN settings_changed']);

    // An open settings stream, as the SSE route registers it.
    let streamEnded = false;
    const unsubscribe = deps.liveSettings.subscribe(() => {});
    deps.liveSettings.closers.add(() => {
      streamEnded = true;
      unsubscribe();
    });

    await closeAppDeps(deps);
    expect(streamEnded).toBe(true);
    expect(deps.liveSettings.subscriberCount).toBe(0);
    expect(deps.catalogChanges.listening).toBe(false);
    await expect.poll(listeners, { timeout: 5_000 }).toEqual([]);

    // Closed for good: a later use reads from the database and opens nothing, and no reconnect timer fires.
    let produced = 0;
    await deps.feedCache.get('page', async () => `{"n":${++produced}}`);
    await deps.feedCache.get('page', async () => `{"n":${++produced}}`);
    expect(produced).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await listeners()).toEqual([]);
  });

  it('are made afresh each time: two sets over one database share no cache or connection', async () => {
    const first = makeDeps();
    const second = makeDeps();
    try {
      expect(second.catalogChanges).not.toBe(first.catalogChanges);
      expect(second.feedCache).not.toBe(first.feedCache);
      expect(second.liveSettings).not.toBe(first.liveSettings);
      expect(second.uploads).not.toBe(first.uploads);

      // Each remembers the site's figures on its own: forgetting one set's copy leaves the other's.
      const before = await first.siteStats.get();
      await second.siteStats.get();
      await insertContent(database.db, {
        title: 'Counted by the second only',
        youtubeVideoId: 'depsfresh01',
      });
      second.siteStats.forget();
      expect(await first.siteStats.get()).toEqual(before);

      // Closing one set's listener leaves the other's flowing.
      first.catalogChanges.ensureListening();
      second.catalogChanges.ensureListening();
      await expect.poll(() => first.catalogChanges.listening && second.catalogChanges.listening).toBe(true);
      await closeAppDeps(first);
      expect(second.catalogChanges.listening).toBe(true);
      await expect.poll(listeners, { timeout: 5_000 }).toEqual(['LISTEN catalog_changed']);
    } finally {
      await closeAppDeps(first);
      await closeAppDeps(second);
    }
    await expect.poll(listeners, { timeout: 5_000 }).toEqual([]);
  });
});

// Per-file test fixtures: a fresh database copied from the migrated template, and the real app wired to it.
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createApp } from '../app';
import { createDatabase, type Database, withDatabaseName } from '../db/client';
import { loadEnv } from '../env';
import { createLogger } from '../logger';
import { TEMPLATE_DATABASE } from './template-database';

export type TestDatabase = { db: Database; url: string; name: string; drop: () => Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const name = `qk_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = createDatabase(serverUrl, { max: 1 });
  await admin.$client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  const url = withDatabaseName(serverUrl, name);
  const db = createDatabase(url, { max: 5 });
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

export async function createTestApp(envOverrides: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url, ...envOverrides });
  const app = createApp({ db: database.db, env, logger: createLogger('silent') });
  return { app, db: database.db, env, close: database.drop };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

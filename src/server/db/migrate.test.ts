import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, inject, it } from 'vitest';
import { createDatabase, withDatabaseName } from './client';
import { runMigrations } from './migrate';

it('migrates an empty database safely when two processes start at once, and again as a no-op', async () => {
  const serverUrl = inject('databaseServerUrl');
  const name = `qk_migrate_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = createDatabase(serverUrl, { max: 1 });
  await admin.$client.query(`CREATE DATABASE ${name}`);
  const first = createDatabase(withDatabaseName(serverUrl, name), { max: 2 });
  const second = createDatabase(withDatabaseName(serverUrl, name), { max: 2 });
  try {
    await Promise.all([runMigrations(first), runMigrations(second)]);
    await runMigrations(first);
    const tables = await first.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'child_sessions',
        'children',
        'content',
        'content_comments',
        'content_likes',
        'content_reports',
        'content_views',
        'content_votes',
        'cookie_consents',
        'creator_profiles',
        'parent_profiles',
        'subscriptions',
        'system_settings',
        'users',
        'waitlist_entries',
      ]),
    );
  } finally {
    await first.$client.end();
    await second.$client.end();
    await admin.$client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.$client.end();
  }
});

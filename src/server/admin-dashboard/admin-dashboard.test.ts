// The admin dashboard: the stat cards equal counts made here in SQL, the charts' series, who may call,
// and the backup: downloaded as a stream, then restored into a fresh, empty database with the same row counts.

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, withDatabaseName } from '#server/db/client';
import { subscriptions } from '#server/db/schema/users';
import { ensureDefaultSettings } from '#server/db/seed/default-settings';
import { englishMessage } from '#server/http/app-error';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertCreator, insertUser } from '#server/test/factories';
import { createTestApp } from '#server/test/test-app';
import type { ChartSeries, DashboardStats, RevenueSeries } from '#shared/site-settings.schema';
import { SETTINGS_MESSAGES } from '#shared/site-settings.schema';
import { SECRET_TABLES } from './backup';
import { restoreBackup } from './restore.repo';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Caller;
let parent: Caller;

beforeAll(async () => {
  t = await createTestApp();
  await ensureDefaultSettings(t.db);
  admin = await signUpAs(t.app, t.db, 'admin');
  parent = await signUpAs(t.app, t.db, 'parent');
  const paying = await signUpAs(t.app, t.db, 'parent');
  await t.db.insert(subscriptions).values({ userId: paying.userId, status: 'active', planId: 'premium' });
  // Someone who signed up long ago and has done nothing since: counted in total, not active.
  await insertUser(t.db, { role: 'parent', createdAt: new Date('2024-01-01') });
  const creator = await insertCreator(t.db);
  await insertContent(t.db, { creatorProfileId: creator.id, status: 'published' });
});

afterAll(async () => {
  await t?.close();
});

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await t.db.execute(query)).rows[0] as { n: number }).n);

describe('GET /api/admin/dashboard/stats', () => {
  it('equals counts made with SQL, with revenue not configured', async () => {
    const response = await admin.request('/api/admin/dashboard/stats');
    expect(response.status).toBe(200);
    const stats = (await response.json()) as DashboardStats;
    expect(stats.totalUsers).toBe(await count(sql`select count(*)::int as n from users`));
    const active = await count(sql`select count(distinct user_id)::int as n from sessions
      where updated_at > now() - interval '7 days' or created_at > now() - interval '7 days'`);
    expect(stats.activeUsers).toBe(active);
    expect(stats.activeUsers).toBeLessThan(stats.totalUsers);
    const parents = await count(sql`select count(*)::int as n from users where role = 'parent'`);
    expect(stats.conversionRate).toBeCloseTo(1 / parents);
    expect(stats.revenue).toBeNull();
    expect(stats.system.database.ok).toBe(true);
    expect(stats.system.jobQueue.ok).toBe(false);
    expect(stats.system.mail.mode).toBe('outbox');
    expect(stats.system.disk.freeBytes).toBeGreaterThan(0);
  });

  it('draws activity per day, distribution per role, and no revenue series without billing', async () => {
    const activity = (await (
      await admin.request('/api/admin/dashboard/activity?days=30')
    ).json()) as ChartSeries;
    expect(activity.labels).toHaveLength(30);
    expect(activity.labels.at(-1)).toBe(new Date().toISOString().slice(0, 10));
    expect(activity.values.at(-1)).toBe(
      await count(sql`select count(distinct user_id)::int as n from sessions
        where (updated_at at time zone 'utc')::date = (now() at time zone 'utc')::date
           or (created_at at time zone 'utc')::date = (now() at time zone 'utc')::date`),
    );
    const byRole = (await (
      await admin.request('/api/admin/dashboard/distribution?by=role')
    ).json()) as ChartSeries;
    const roles = Object.fromEntries(byRole.labels.map((label, i) => [label, byRole.values[i]]));
    expect(roles.parent).toBe(await count(sql`select count(*)::int as n from users where role = 'parent'`));
    expect(roles.admin).toBe(await count(sql`select count(*)::int as n from users where role = 'admin'`));
    const byStatus = (await (
      await admin.request('/api/admin/dashboard/distribution?by=status')
    ).json()) as ChartSeries;
    expect(byStatus.values.reduce((a, b) => a + b, 0)).toBe(
      await count(sql`select count(*)::int as n from users`),
    );
    const revenue = (await (
      await admin.request('/api/admin/dashboard/revenue?period=yearly')
    ).json()) as RevenueSeries;
    expect(revenue).toEqual({ configured: false });
  });

  it('refuses bad periods and groupings with a 400, the signed out with 401, other roles with 403', async () => {
    const bad = await admin.request('/api/admin/dashboard/activity?days=14');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      englishMessage(SETTINGS_MESSAGES.periodInvalid),
    );
    const badGroup = await admin.request('/api/admin/dashboard/distribution?by=city');
    expect(badGroup.status).toBe(400);
    expect(((await badGroup.json()) as { error: { message: string } }).error.message).toBe(
      englishMessage(SETTINGS_MESSAGES.groupInvalid),
    );
    for (const route of ['/api/admin/dashboard/stats', '/api/admin/backup']) {
      expect((await jsonRequest(t.app, route)).status).toBe(401);
      expect((await parent.request(route)).status).toBe(403);
    }
  });
});

describe('backup and restore', () => {
  it('streams a backup that restores into an empty database with every table row count equal', async () => {
    const response = await admin.request('/api/admin/backup');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/gzip');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /attachment; filename="qamar-kids-backup-.*\.gz"/,
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-backup-'));
    const file = path.join(dir, 'backup.qkbackup.gz');
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));

    const audit = await count(
      sql`select count(*)::int as n from moderation_audit_log where action = 'backup_downloaded'`,
    );
    expect(audit).toBe(1);

    const serverUrl = inject('databaseServerUrl');
    const name = `qk_restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const server = createDatabase(serverUrl, { max: 1 });
    await server.$client.query(`CREATE DATABASE ${name}`);
    const url = withDatabaseName(serverUrl, name);
    try {
      const restored = await restoreBackup(url, file);
      const target = createDatabase(url, { max: 1 });
      try {
        const tables = (
          await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`)
        ).rows.map((row) => (row as { tablename: string }).tablename);
        expect(Object.keys(restored.tables).sort()).toEqual(tables);
        expect(tables.length).toBeGreaterThan(20);
        for (const table of tables) {
          const query = `select count(*)::int as n from "${table}"`;
          const [source] = (await t.db.$client.query(query)).rows;
          const [copy] = (await target.$client.query(query)).rows;
          // Credentials are never backed up (the next test): their tables come back empty.
          const expected = SECRET_TABLES.has(table) ? 0 : source.n;
          expect(copy.n, table).toBe(expected);
          expect(restored.tables[table], table).toBe(expected);
        }
        expect(
          Number((await target.$client.query('select count(*)::int as n from users')).rows[0].n),
        ).toBeGreaterThan(3);
        // Derived rows came back as they were, not counted twice by the content trigger.
        const facets = 'select coalesce(sum(count), 0)::int as n from content_facet_counts';
        expect((await target.$client.query(facets)).rows[0].n).toBe(
          (await t.db.$client.query(facets)).rows[0].n,
        );
        // A restore refuses a database that is not empty.
        await expect(restoreBackup(url, file)).rejects.toThrow(/not empty/);
      } finally {
        await target.$client.end();
      }
    } finally {
      await server.$client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.$client.end();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('backups hold no credentials', () => {
  /** A fresh, empty database on the test server; dropped by the returned function. */
  async function emptyDatabase() {
    const serverUrl = inject('databaseServerUrl');
    const name = `qk_restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const server = createDatabase(serverUrl, { max: 1 });
    await server.$client.query(`CREATE DATABASE ${name}`);
    return {
      url: withDatabaseName(serverUrl, name),
      drop: async () => {
        await server.$client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await server.$client.end();
      },
    };
  }

  /** What a restore brought back of the credentials, read from the restored database. */
  async function credentialsIn(url: string) {
    const target = createDatabase(url, { max: 1 });
    try {
      const one = async (query: string) => (await target.$client.query(query)).rows[0];
      return {
        sessions: (await one('select count(*)::int as n from sessions')).n as number,
        verifications: (await one('select count(*)::int as n from verifications')).n as number,
        oauthTokens: (
          await one(`select count(*)::int as n from accounts
                      where access_token is not null or refresh_token is not null or id_token is not null`)
        ).n as number,
        passwords: (await one('select count(*)::int as n from accounts where password is not null'))
          .n as number,
      };
    } finally {
      await target.$client.end();
    }
  }

  it('leaves session, reset and verification tokens and OAuth tokens out, and a restore brings none back', async () => {
    const someone = await signUpAs(t.app, t.db, 'parent');
    const email = (await t.db.$client.query('select email from users where id = $1', [someone.userId]))
      .rows[0].email as string;
    const reset = await jsonRequest(t.app, '/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    expect(reset.status).toBe(200);
    await t.db.$client.query(
      `update accounts set access_token = 'oauth-access-secret', refresh_token = 'oauth-refresh-secret',
              id_token = 'oauth-id-secret' where user_id = $1`,
      [someone.userId],
    );
    const secrets = [
      ...(await t.db.$client.query('select token from sessions')).rows.map((row) => row.token as string),
      // A reset token is the identifier's tail (the value is the user's id, which the backup rightly holds).
      ...(await t.db.$client.query('select identifier from verifications')).rows.map(
        (row) => row.identifier as string,
      ),
      'oauth-access-secret',
      'oauth-refresh-secret',
      'oauth-id-secret',
    ];
    expect(secrets.some((secret) => secret.startsWith('reset-password:'))).toBe(true);
    expect(secrets.length).toBeGreaterThan(5);
    const passwords = Number(
      (await t.db.$client.query('select count(*)::int as n from accounts where password is not null')).rows[0]
        .n,
    );

    const response = await admin.request('/api/admin/backup');
    expect(response.status).toBe(200);
    const backup = Buffer.from(await response.arrayBuffer());
    const text = gunzipSync(backup).toString('utf8');
    for (const secret of secrets) expect(text.includes(secret), secret).toBe(false);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-backup-'));
    const target = await emptyDatabase();
    try {
      const file = path.join(dir, 'backup.qkbackup.gz');
      fs.writeFileSync(file, backup);
      await restoreBackup(target.url, file);
      // Nobody is signed in and no old link works, but everyone can still sign in with their password.
      expect(await credentialsIn(target.url)).toEqual({
        sessions: 0,
        verifications: 0,
        oauthTokens: 0,
        passwords,
      });
    } finally {
      await target.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('restores an older backup that still holds credentials without them', async () => {
    await t.db.$client.query(`update accounts set access_token = 'old-oauth-secret' where user_id = $1`, [
      admin.userId,
    ]);
    const response = await admin.request('/api/admin/backup');
    const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    // Rebuild it as a backup made before credentials were left out: every column and row of those tables.
    const lines = text.split('\n');
    const header = JSON.parse(lines[1] ?? '') as { tables: { name: string; columns: string[] }[] };
    const client = await t.db.$client.connect();
    try {
      const sections = new Map<string, string>();
      for (const table of header.tables.filter((entry) =>
        ['sessions', 'verifications', 'accounts'].includes(entry.name),
      )) {
        const columns = (
          await client.query(
            `select array_agg(attname::text order by attnum) as columns from pg_attribute
              where attrelid = $1::regclass and attnum > 0 and not attisdropped`,
            [table.name],
          )
        ).rows[0].columns as string[];
        table.columns = columns;
        const rows = await client.query(
          `select ${columns.map((column) => `coalesce(${column}::text, E'\\\\N')`).join(" || E'\\t' || ")} as line from ${table.name}`,
        );
        expect(rows.rows.length, table.name).toBeGreaterThan(0);
        sections.set(table.name, rows.rows.map((row) => row.line as string).join('\n'));
      }
      const rebuilt: string[] = [lines[0] ?? '', JSON.stringify(header)];
      for (let index = 2; index < lines.length; index += 1) {
        const line = lines[index] ?? '';
        rebuilt.push(line);
        const section = line.startsWith('TABLE ') ? sections.get(line.slice(6)) : undefined;
        if (section === undefined) continue;
        rebuilt.push(section);
        while (lines[index + 1] !== '\\.') index += 1; // drop the rows the new backup wrote
      }
      const legacy = rebuilt.join('\n');
      expect(legacy).toContain('old-oauth-secret');
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-backup-'));
      const target = await emptyDatabase();
      try {
        const file = path.join(dir, 'legacy.qkbackup.gz');
        fs.writeFileSync(file, gzipSync(legacy));
        const restored = await restoreBackup(target.url, file);
        expect(restored.tables.sessions).toBe(0);
        expect(restored.tables.verifications).toBe(0);
        const found = await credentialsIn(target.url);
        expect(found).toMatchObject({ sessions: 0, verifications: 0, oauthTokens: 0 });
        expect(found.passwords).toBeGreaterThan(3);
      } finally {
        await target.drop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    } finally {
      client.release();
    }
  }, 60_000);
});

describe('revenue from billing', () => {
  it("with Stripe configured, the card and the trends are the stored invoices' sums in the plan's currency", async () => {
    const billed = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_dashboard',
      STRIPE_PRICE_ID: 'price_dashboard',
      STRIPE_WEBHOOK_SECRET: 'whsec_dashboard',
    });
    try {
      const billedAdmin = await signUpAs(billed.app, billed.db, 'admin');
      const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
      await billed.db.execute(sql`insert into billing_invoices (id, amount_paid, currency, paid_at) values
        ('in_1', 599, 'gbp', ${daysAgo(2)}), ('in_2', 599, 'gbp', ${daysAgo(20)}),
        ('in_3', 599, 'gbp', ${daysAgo(45)}), ('in_4', 1000, 'usd', ${daysAgo(3)})`);
      const stats = (await (
        await billedAdmin.request('/api/admin/dashboard/stats')
      ).json()) as DashboardStats;
      expect(stats.revenue).toEqual({ amountMinor: 1198, currency: 'GBP' });
      const monthly = (await (
        await billedAdmin.request('/api/admin/dashboard/revenue?period=monthly')
      ).json()) as RevenueSeries;
      if (!monthly.configured) throw new Error('revenue not configured');
      expect(monthly.labels).toHaveLength(12);
      expect(monthly.values.reduce((a, b) => a + b, 0)).toBe(1797);
      const yearly = (await (
        await billedAdmin.request('/api/admin/dashboard/revenue?period=yearly')
      ).json()) as RevenueSeries;
      if (!yearly.configured) throw new Error('revenue not configured');
      expect(yearly.labels).toHaveLength(5);
      expect(yearly.labels.at(-1)).toBe(String(new Date().getUTCFullYear()));
      expect(yearly.values.reduce((a, b) => a + b, 0)).toBe(1797);
      const quarterly = (await (
        await billedAdmin.request('/api/admin/dashboard/revenue?period=quarterly')
      ).json()) as RevenueSeries;
      if (!quarterly.configured) throw new Error('revenue not configured');
      expect(quarterly.labels).toHaveLength(8);
      expect(quarterly.values.reduce((a, b) => a + b, 0)).toBe(1797);
    } finally {
      await billed.close();
    }
  });
});

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/users';
import { seedDemoIfEmpty } from '#server/db/seed/demo-seed';
import { signIn } from '#server/test/auth-helpers';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { Me } from '#shared/accounts.schema';
import type { Child } from '#shared/children.schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureDemoAccounts, listDemoSignIns } from './demo-accounts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.db);
});

afterAll(async () => {
  await t.close();
});

describe('demo accounts', () => {
  it('creates an admin, a parent with two children and a creator that can sign in, once', async () => {
    expect(await ensureDemoAccounts(t.db, t.auth)).toBe(true);
    expect(await ensureDemoAccounts(t.db, t.auth)).toBe(false);
    expect((await listDemoSignIns(t.db)).map((row) => row.email).sort()).toEqual(
      DEMO_ACCOUNTS.map((account) => account.email).sort(),
    );

    const admin = await signIn(t.app, 'admin@demo.qamarkids.local', DEMO_PASSWORD);
    expect(((await (await admin.request('/api/me')).json()) as Me).nextPath).toBe('/dashboard/admin');

    const parent = await signIn(t.app, 'parent@demo.qamarkids.local', DEMO_PASSWORD);
    expect(((await (await parent.request('/api/me')).json()) as Me).nextPath).toBe('/dashboard/parent');
    const kids = (await (await parent.request('/api/children')).json()) as Child[];
    expect(kids.map((child) => child.name).sort()).toEqual(['Amina', 'Yusuf']);

    const creator = await signIn(t.app, 'aisha.creator@demo.qamarkids.local', DEMO_PASSWORD);
    const me = (await (await creator.request('/api/me')).json()) as Me;
    expect(me.user.role).toBe('creator');
    expect(me.nextPath).toBe('/dashboard/creator');
  });
});

describe('npm run admin', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/server/accounts/admin-cli.ts', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: t.env.DATABASE_URL,
        LOG_LEVEL: 'silent',
      },
    });

  it('creates an admin who can sign in, and promotes an existing user', async () => {
    const created = run(
      'create',
      'new.admin@example.test',
      '--password',
      'a-strong-admin-pass',
      '--name',
      'Nur',
    );
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Created admin new.admin@example.test');
    const admin = await signIn(t.app, 'new.admin@example.test', 'a-strong-admin-pass');
    // The operator named the address: it is confirmed, so no "confirm your e-mail" banner is shown.
    expect(((await (await admin.request('/api/me')).json()) as Me).user).toMatchObject({
      role: 'admin',
      emailVerified: true,
    });

    const promoted = run('create', 'parent@demo.qamarkids.local');
    expect(promoted.status).toBe(0);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'parent@demo.qamarkids.local'));
    expect(row?.role).toBe('admin');
  }, 60_000);

  it.each([[[]], [['create']], [['delete', 'x@example.test']], [['create', 'not-an-email']]])(
    'refuses %o with usage and exit code 2',
    (args) => {
      const result = run(...args);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('Usage: npm run admin -- create <email>');
    },
    60_000,
  );
});

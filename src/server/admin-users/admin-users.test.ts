// Admin user management: the All Users filters combined, the detail and its edit (the spec's messages,
// e-mail uniqueness), suspension ending every session at once, reinstatement, role changes never leaving the site
// without an administrator (also under concurrent demotions), the audit entries, and who may call what.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationAuditLog } from '#server/db/schema/moderation';
import { parentProfiles, users } from '#server/db/schema/users';
import { type Caller, jsonRequest, signIn, signUp, signUpAs } from '#server/test/auth-helpers';
import { insertUser } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { yearsAgo } from '#server/test/test-values';
import type { AdminUserDetail, AdminUserPage } from '#shared/admin-users.schema';
import type { ApiErrorBody } from '#shared/api-error';

let t: TestApp;
let admin: Caller;
let parent: Caller;
let creator: Caller;

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

async function page(query: string): Promise<AdminUserPage> {
  const response = await admin.request(`/api/admin/users?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AdminUserPage;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAs(t.app, t.db, 'admin');
  parent = await signUpAs(t.app, t.db, 'parent', { withChild: true });
  creator = await signUpAs(t.app, t.db, 'creator');
  // A few people to filter: cities, tiers and join dates set directly.
  const people = [
    { name: 'Maryam Haddad', city: 'Leeds', tier: 'Premium', joined: '2026-03-10T12:00:00Z' },
    { name: 'Yusuf Haddad', city: 'leeds', tier: 'Basic', joined: '2026-05-02T12:00:00Z' },
    { name: 'Aisha 50%_off', city: 'Bradford', tier: 'Premium', joined: '2026-03-15T12:00:00Z' },
  ] as const;
  for (const person of people) {
    const user = await insertUser(t.db, {
      name: person.name,
      email: `${person.name.split(' ')[0]?.toLowerCase()}@filters.test`,
      createdAt: new Date(person.joined),
    });
    await t.db.insert(parentProfiles).values({
      userId: user.id,
      fullName: person.name,
      city: person.city,
      subscriptionTier: person.tier,
    });
  }
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/users', () => {
  it('combines search, role, subscription, city and join dates on the server', async () => {
    const byCity = await page('city=LEEDS');
    expect(byCity.users.map((u) => u.name).sort()).toEqual(['Maryam Haddad', 'Yusuf Haddad']);
    const combined = await page('q=haddad&city=leeds&tier=Premium&joinedFrom=2026-03-01&joinedTo=2026-03-31');
    expect(combined.total).toBe(1);
    expect(combined.users[0]).toMatchObject({
      name: 'Maryam Haddad',
      role: 'parent',
      status: 'active',
      subscriptionTier: 'Premium',
      subscriptionStatus: 'free',
      city: 'Leeds',
      childrenCount: 0,
    });
    // The join-date range includes its last day entirely.
    expect((await page('joinedFrom=2026-05-02&joinedTo=2026-05-02')).users.map((u) => u.name)).toEqual([
      'Yusuf Haddad',
    ]);
    // % and _ are searched for literally.
    expect((await page('q=50%25_')).users.map((u) => u.name)).toEqual(['Aisha 50%_off']);
    expect((await page('q=50%25x')).total).toBe(0);
    const creators = await page('role=creator');
    expect(creators.users.map((u) => u.id)).toEqual([creator.userId]);
    expect(creators.users[0]?.childrenCount).toBeNull();
    const parents = await page(`role=parent&q=${encodeURIComponent('@example.test')}`);
    expect(parents.users.find((u) => u.id === parent.userId)?.childrenCount).toBe(1);
  });

  it('pages newest first with a stable order', async () => {
    const first = await page('page=1');
    expect(first.pageSize).toBe(20);
    expect(first.total).toBe(6);
    const dates = first.users.map((u) => u.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await page('page=2')).users).toEqual([]);
  });

  it('refuses bad filters with 400 and their message', async () => {
    const response = await admin.request('/api/admin/users?joinedFrom=2026-13-45');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Please enter a valid date');
    const role = await admin.request('/api/admin/users?role=king');
    expect(role.status).toBe(400);
    expect((await errorOf(role)).message).toBe('Unknown role');
  });

  it('is for admins only: 401 signed out, 403 for a parent or a creator', async () => {
    expect((await jsonRequest(t.app, '/api/admin/users')).status).toBe(401);
    expect((await parent.request('/api/admin/users')).status).toBe(403);
    expect((await creator.request(`/api/admin/users/${parent.userId}`)).status).toBe(403);
    const edit = await parent.request(`/api/admin/users/${parent.userId}`, {
      method: 'PATCH',
      json: { name: 'Me', email: 'me@example.test' },
    });
    expect(edit.status).toBe(403);
    expect((await parent.request(`/api/admin/users/${creator.userId}/suspend`, { json: {} })).status).toBe(
      403,
    );
  });
});

describe('GET and PATCH /api/admin/users/:userId', () => {
  it('answers 404 User not found for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no such user', 'x'.repeat(80)]) {
      const response = await admin.request(`/api/admin/users/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe('User not found');
    }
    const edit = await admin.request('/api/admin/users/nobody', {
      method: 'PATCH',
      json: { name: 'X', email: 'x@example.test' },
    });
    expect(edit.status).toBe(404);
    expect((await errorOf(edit)).message).toBe('User not found');
  });

  it('edits name, e-mail, phone, city, country and date of birth, audited', async () => {
    const response = await admin.request(`/api/admin/users/${parent.userId}`, {
      method: 'PATCH',
      json: {
        name: 'Khadija Rahman',
        email: 'Khadija.Rahman@Example.test',
        phone: '+44 7700 900123',
        city: 'Manchester',
        country: 'United Kingdom',
        dateOfBirth: '1990-04-12',
      },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const detail = (await response.json()) as AdminUserDetail;
    expect(detail).toMatchObject({
      name: 'Khadija Rahman',
      email: 'khadija.rahman@example.test',
      phone: '+44 7700 900123',
      city: 'Manchester',
      country: 'United Kingdom',
      dateOfBirth: '1990-04-12',
      profileKind: 'parent',
      childrenCount: 1,
    });
    const [audit] = await t.db
      .select()
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.action, 'user.update'));
    expect(audit).toMatchObject({ actorId: admin.userId, targetType: 'user', targetId: parent.userId });
    expect(audit?.after).toMatchObject({ city: 'Manchester', name: 'Khadija Rahman' });
    // The new address signs in.
    await signIn(t.app, 'khadija.rahman@example.test', 'correct-horse-battery-staple');
  });

  it('validates with the shared schema (400 and the message) and keeps e-mail addresses unique (409)', async () => {
    const bad = await admin.request(`/api/admin/users/${creator.userId}`, {
      method: 'PATCH',
      json: { name: ' ', email: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    const issues = (await errorOf(bad)).issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([
      'Full name is required',
      'Please enter a valid email address',
    ]);
    const future = await admin.request(`/api/admin/users/${creator.userId}`, {
      method: 'PATCH',
      json: { name: 'Ok', email: 'ok@example.test', dateOfBirth: '2999-01-01' },
    });
    expect(future.status).toBe(400);
    expect((await errorOf(future)).message).toBe('Date of birth cannot be in the future');
    const taken = await admin.request(`/api/admin/users/${creator.userId}`, {
      method: 'PATCH',
      json: { name: 'Ok', email: 'KHADIJA.rahman@example.test' },
    });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe('This e-mail address is already used by another account');
  });
});

describe('suspension', () => {
  it('ends every session at once: a second client is refused on its next request and cannot sign in', async () => {
    const person = await signUpAs(t.app, t.db, 'parent');
    const [{ email } = { email: '' }] = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, person.userId));
    const second = await signIn(t.app, email, 'correct-horse-battery-staple');
    expect((await second.request('/api/me')).status).toBe(200);
    const suspended = await admin.request(`/api/admin/users/${person.userId}/suspend`, { json: {} });
    expect(suspended.status).toBe(200);
    expect(((await suspended.json()) as AdminUserDetail).status).toBe('suspended');
    expect((await second.request('/api/me')).status).toBe(401);
    expect((await person.request('/api/me')).status).toBe(401);
    const signInAgain = await jsonRequest(t.app, '/api/auth/sign-in/email', {
      json: { email, password: 'correct-horse-battery-staple' },
    });
    expect(signInAgain.status).toBe(403);
    expect((await errorOf(signInAgain)).message).toBe(
      'This account has been suspended. Please contact support.',
    );
    expect((await page('status=suspended')).users.map((u) => u.id)).toEqual([person.userId]);
    // A retry changes nothing; reinstating lets them sign in again; both are audited.
    expect((await admin.request(`/api/admin/users/${person.userId}/suspend`, { json: {} })).status).toBe(200);
    const back = await admin.request(`/api/admin/users/${person.userId}/reinstate`, { json: {} });
    expect(((await back.json()) as AdminUserDetail).status).toBe('active');
    await signIn(t.app, email, 'correct-horse-battery-staple');
    const actions = await t.db
      .select({ action: moderationAuditLog.action })
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.targetId, person.userId));
    expect(actions.map((a) => a.action).sort()).toEqual(['user.reinstate', 'user.suspend']);
  });

  it("ends the parent's child-mode sessions too: the child's device is refused at its next request", async () => {
    const person = await signUpAs(t.app, t.db, 'parent');
    const created = await person.request('/api/children', {
      json: { name: 'Maryam', dateOfBirth: yearsAgo(7) },
    });
    expect(created.status).toBe(201);
    const child = (await created.json()) as { id: string };
    const started = await person.request('/api/child-sessions', {
      json: { childId: child.id, timeZone: 'Europe/London' },
      headers: { 'x-device-id': 'device-suspend-0001' },
    });
    expect(started.status).toBe(201);
    const childCookie = started.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('qk_child='));
    expect(childCookie).toBeDefined();
    const childFeed = () => jsonRequest(t.app, '/api/child/feed', { cookie: childCookie });
    expect((await childFeed()).status).toBe(200);
    expect((await admin.request(`/api/admin/users/${person.userId}/suspend`, { json: {} })).status).toBe(200);
    expect((await childFeed()).status).toBe(401);
  });

  it('refuses suspending oneself, and unknown users are 404', async () => {
    const self = await admin.request(`/api/admin/users/${admin.userId}/suspend`, { json: {} });
    expect(self.status).toBe(409);
    const unknown = await admin.request('/api/admin/users/nobody-here/suspend', { json: {} });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe('User not found');
  });
});

describe('PUT /api/admin/users/:userId/role', () => {
  it('changes a role with an audit entry and refuses an unknown role', async () => {
    const person = await signUp(t.app);
    const response = await admin.request(`/api/admin/users/${person.userId}/role`, {
      method: 'PUT',
      json: { role: 'creator' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AdminUserDetail).role).toBe('creator');
    const bad = await admin.request(`/api/admin/users/${person.userId}/role`, {
      method: 'PUT',
      json: { role: 'owner' },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Unknown role');
  });

  it('never removes the last administrator, even under two concurrent demotions', async () => {
    const second = await signUpAs(t.app, t.db, 'admin');
    // Two admins demote each other at the same moment: exactly one may win.
    const [a, b] = await Promise.all([
      admin.request(`/api/admin/users/${second.userId}/role`, { method: 'PUT', json: { role: 'parent' } }),
      second.request(`/api/admin/users/${admin.userId}/role`, { method: 'PUT', json: { role: 'parent' } }),
    ]);
    const statuses = [a.status, b.status].sort();
    // The loser is refused: 409 (last admin) or 403 (already demoted by the time its guard ran).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    // A new admin and the remaining one demote each other at once: again one admin remains.
    const third = await signUpAs(t.app, t.db, 'admin');
    const remaining = admins[0]?.id as string;
    const results = await Promise.all([
      third.request(`/api/admin/users/${remaining}/role`, { method: 'PUT', json: { role: 'parent' } }),
      (remaining === admin.userId ? admin : second).request(`/api/admin/users/${third.userId}/role`, {
        method: 'PUT',
        json: { role: 'creator' },
      }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const left = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(left).toHaveLength(1);
    const refused = results.find((r) => r.status === 409);
    if (refused)
      expect((await errorOf(refused)).message).toBe(
        'The last administrator cannot be given another role or suspended',
      );
  });
});

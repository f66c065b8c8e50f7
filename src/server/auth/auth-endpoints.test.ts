// better-auth's own endpoints (decision 010): every endpoint it exposes is either one we use, forwarded with our
// rules, or answers 404 and changes nothing; no session token is ever echoed in a JSON body.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions } from '#server/db/schema/auth';
import { children } from '#server/db/schema/children';
import { users } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import { DISABLED_AUTH_PATHS } from './auth';

/** The endpoints the app uses (decision 010 says why); each is forwarded to better-auth. */
const KEPT = new Set([
  '/sign-in/social',
  '/callback/:id',
  '/get-session',
  '/sign-out',
  '/sign-up/email',
  '/sign-in/email',
  '/reset-password',
  '/verify-email',
  '/send-verification-email',
  '/change-email',
  '/change-password',
  '/request-password-reset',
  '/reset-password/:token',
  '/error',
]);

const PASSWORD = 'correct-horse-battery-staple';

let t: TestApp;
let parent: Caller;

beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpAs(t.app, t.db, 'parent', { withChild: true });
});

afterAll(async () => {
  await t.close();
});

async function snapshot(userId: string) {
  return {
    user: await t.db.select().from(users).where(eq(users.id, userId)),
    sessions: (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).map((row) => row.id),
    accounts: await t.db.select().from(accounts).where(eq(accounts.userId, userId)),
    children: await t.db.select().from(children).where(eq(children.parentId, userId)),
  };
}

/** Every endpoint better-auth's router would serve, read from auth.api (server-only calls have no path). */
function exposedEndpoints(): { path: string; methods: string[] }[] {
  return Object.values(t.auth.api as Record<string, { path?: string; options?: { method?: unknown } }>)
    .filter((endpoint) => typeof endpoint.path === 'string')
    .map((endpoint) => {
      const method = endpoint.options?.method;
      const methods = Array.isArray(method) ? method : [typeof method === 'string' ? method : 'GET'];
      return { path: endpoint.path as string, methods: methods.filter((name) => name !== '*') };
    });
}

function concrete(path: string): string {
  return `/api/auth${path.replace(':id', 'google').replace(':token', 'some-token')}`;
}

describe('the endpoints better-auth exposes', () => {
  it('are all either kept or disabled, and the list in decision 010 is complete', () => {
    const exposed = exposedEndpoints().map((endpoint) => endpoint.path);
    expect(exposed.length).toBeGreaterThan(20);
    const unknown = exposed.filter((path) => !KEPT.has(path) && !DISABLED_AUTH_PATHS.includes(path));
    expect(unknown).toEqual([]);
  });

  it('every endpoint we do not use answers 404 and changes nothing, even for a signed-in user', async () => {
    const before = await snapshot(parent.userId);
    const refused = exposedEndpoints().filter((endpoint) => !KEPT.has(endpoint.path));
    expect(refused.length).toBeGreaterThanOrEqual(DISABLED_AUTH_PATHS.length);
    for (const endpoint of refused) {
      for (const method of endpoint.methods) {
        const response = await parent.request(concrete(endpoint.path), {
          method,
          ...(method === 'GET' ? {} : { json: { password: PASSWORD, name: 'Changed', callbackURL: '/' } }),
        });
        expect(response.status, `${method} ${endpoint.path}`).toBe(404);
        expect(((await response.json()) as ApiErrorBody).error.code).toBe('NOT_FOUND');
      }
    }
    expect(await snapshot(parent.userId)).toEqual(before);
    expect((await parent.request('/api/me')).status).toBe(200);
  });

  it('delete-user cannot delete an account, with or without the password, however the path is written', async () => {
    const before = await snapshot(parent.userId);
    const paths = [
      '/api/auth/delete-user',
      '/api/auth/delete-user/',
      '/api/auth//delete-user',
      '/api/auth/Delete-User',
      '/api/auth/delete%2Duser',
      '/api/auth/delete-user?callbackURL=/',
      '/api/auth/delete-user/callback?token=x',
    ];
    for (const path of paths) {
      for (const body of [{}, { password: PASSWORD }]) {
        const response = await parent.request(path, { json: body });
        expect(response.status, path).toBe(404);
      }
    }
    expect(
      (await parent.request('/api/auth/delete-user/callback?token=x&callbackURL=/', { method: 'GET' }))
        .status,
    ).toBe(404);
    expect(await snapshot(parent.userId)).toEqual(before);
    expect(before.user).toHaveLength(1);
    expect(before.children).toHaveLength(1);
  });

  it('update-user cannot rename the user or set any field', async () => {
    const response = await parent.request('/api/auth/update-user', { json: { name: 'Renamed', image: 'x' } });
    expect(response.status).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, parent.userId));
    expect(row?.name).not.toBe('Renamed');
  });

  it('answers 404 to methods the mount does not forward', async () => {
    expect((await parent.request('/api/auth/sign-in/email', { method: 'GET' })).status).toBe(404);
    expect((await parent.request('/api/auth/verify-email', { json: {} })).status).toBe(404);
  });
});

describe('session tokens in JSON', () => {
  function hasToken(value: unknown): boolean {
    if (Array.isArray(value)) return value.some(hasToken);
    if (value === null || typeof value !== 'object') return false;
    return Object.entries(value).some(([key, inner]) => key === 'token' || hasToken(inner));
  }

  it('sign-up, sign-in, get-session and change-password answer without a token; the cookie still works', async () => {
    const email = 'no.tokens@example.test';
    const signUp = await jsonRequest(t.app, '/api/auth/sign-up/email', {
      json: { name: 'No Tokens', email, password: PASSWORD },
    });
    expect(signUp.status).toBe(200);
    const signUpBody = (await signUp.json()) as { user: { email: string } };
    expect(signUpBody.user.email).toBe(email);
    expect(hasToken(signUpBody)).toBe(false);

    const signIn = await jsonRequest(t.app, '/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const signInBody = await signIn.json();
    expect(hasToken(signInBody)).toBe(false);
    expect(signInBody).toMatchObject({ user: { email } });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0] ?? '')
      .filter((value) => value.includes('session_token'))
      .join('; ');
    expect(cookie).not.toBe('');

    const session = await jsonRequest(t.app, '/api/auth/get-session', { cookie });
    const sessionBody = (await session.json()) as {
      session: { userId: string };
      user: { id: string; email: string };
    };
    expect(sessionBody.user.email).toBe(email);
    expect(sessionBody.session.userId).toBe(sessionBody.user.id);
    expect(sessionBody.session.userId).toBe(signInBody.user.id);
    expect(hasToken(sessionBody)).toBe(false);

    const changed = await jsonRequest(t.app, '/api/auth/change-password', {
      cookie,
      json: {
        currentPassword: PASSWORD,
        newPassword: 'another-unique-password-5',
        revokeOtherSessions: true,
      },
    });
    expect(changed.status).toBe(200);
    expect(hasToken(await changed.json())).toBe(false);
  });
});

// Signs users up and in through the real better-auth endpoints and carries their session cookie.

import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema/users';
import { TEST_ORIGIN } from './test-app';

export type Caller = {
  cookie: string;
  userId: string;
  request: (
    path: string,
    init?: { method?: string; json?: unknown; headers?: Record<string, string> },
  ) => Promise<Response>;
};

export function jsonRequest(
  app: App,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string>; cookie?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN, ...init.headers };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  return Promise.resolve(
    app.request(path, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    }),
  );
}

function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie().map((value) => value.split(';')[0] ?? '');
  const session = cookies.filter((value) => value.includes('session_token'));
  if (session.length === 0) throw new Error(`no session cookie (status ${response.status})`);
  return session.join('; ');
}

export function asCaller(app: App, cookie: string, userId: string): Caller {
  return {
    cookie,
    userId,
    request: (path, init = {}) => jsonRequest(app, path, { ...init, cookie }),
  };
}

let counter = 0;

export async function signUp(
  app: App,
  overrides: { name?: string; email?: string; password?: string } = {},
): Promise<Caller> {
  counter += 1;
  const body = {
    name: overrides.name ?? `Test Person ${counter}`,
    email: overrides.email ?? `person${counter}-${Date.now()}@example.test`,
    password: overrides.password ?? 'correct-horse-battery-staple',
  };
  const response = await jsonRequest(app, '/api/auth/sign-up/email', { json: body });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const payload = (await response.json()) as { user: { id: string } };
  return asCaller(app, sessionCookie(response), payload.user.id);
}

export async function signIn(app: App, email: string, password: string): Promise<Caller> {
  const response = await jsonRequest(app, '/api/auth/sign-in/email', { json: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const payload = (await response.json()) as { user: { id: string } };
  return asCaller(app, sessionCookie(response), payload.user.id);
}

/** A signed-in user with the given role and a profile of that kind (admins get none). */
export async function signUpAs(
  app: App,
  db: Database,
  role: 'parent' | 'creator' | 'admin',
): Promise<Caller> {
  const caller = await signUp(app);
  if (role === 'admin') {
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, caller.userId));
  } else {
    const response = await caller.request('/api/me/role', { json: { role } });
    if (response.status !== 200) throw new Error(`choosing role failed: ${response.status}`);
  }
  return caller;
}

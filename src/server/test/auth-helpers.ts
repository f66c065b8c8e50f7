// Signs users up and then in through the real better-auth endpoints and carries their session cookie. New users are
// verified by default by following the very link the app e-mailed them ({ verified: false } keeps them unverified).

import { eq } from 'drizzle-orm';
import type { App } from '#server/app';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/users';
import { TEST_ORIGIN, testAppMail } from './test-app';

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

/** The newest verification link the app e-mailed to this address. */
export function verificationLinkFor(app: App, email: string): string {
  const sent = testAppMail.get(app);
  if (!sent) throw new Error('no mailbox for this app: create it with createTestApp()');
  const address = email.toLowerCase();
  for (const mail of [...sent].reverse()) {
    if (mail.to.toLowerCase() !== address) continue;
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text)?.[0];
    if (link) return link;
  }
  throw new Error(`no verification e-mail was sent to ${email}`);
}

/** Follows the e-mailed verification link (signed in as `cookie` when given) and returns the redirect answer. */
export async function followVerificationLink(app: App, email: string, cookie?: string): Promise<Response> {
  const link = new URL(verificationLinkFor(app, email));
  return app.request(link.pathname + link.search, { headers: cookie ? { Cookie: cookie } : {} });
}

let counter = 0;

export async function signUp(
  app: App,
  overrides: { name?: string; email?: string; password?: string; verified?: boolean } = {},
): Promise<Caller> {
  counter += 1;
  const body = {
    name: overrides.name ?? `Test Person ${counter}`,
    email: overrides.email ?? `person${counter}-${Date.now()}@example.test`,
    password: overrides.password ?? 'correct-horse-battery-staple',
  };
  const response = await jsonRequest(app, '/api/auth/sign-up/email', { json: body });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  // Sign-up starts no session (its answer must not tell a new address from a registered one): the new account
  // signs in with the password it just chose, as the web's registration form does.
  const payload = { user: { email: body.email.toLowerCase() } };
  const caller = await signIn(app, body.email, body.password);
  if (overrides.verified !== false) {
    const followed = await followVerificationLink(app, payload.user.email, caller.cookie);
    if (followed.status !== 302 || followed.headers.get('location') !== '/email-verified') {
      throw new Error(`verification failed: ${followed.status} ${followed.headers.get('location')}`);
    }
  }
  return caller;
}

export async function signIn(app: App, email: string, password: string): Promise<Caller> {
  const response = await jsonRequest(app, '/api/auth/sign-in/email', { json: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const payload = (await response.json()) as { user: { id: string } };
  return asCaller(app, sessionCookie(response), payload.user.id);
}

/**
 * A signed-in, verified user with the given role and a profile of that kind (admins get none); `verified: false`
 * leaves the address unconfirmed, `withChild` gives a parent one child profile (needed for their votes to count).
 */
export async function signUpAs(
  app: App,
  db: Database,
  role: 'parent' | 'creator' | 'admin',
  options: { verified?: boolean; withChild?: boolean } = {},
): Promise<Caller> {
  const caller = await signUp(app, { verified: options.verified ?? true });
  if (role === 'admin') {
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, caller.userId));
  } else {
    const response = await caller.request('/api/me/role', { json: { role } });
    if (response.status !== 200) throw new Error(`choosing role failed: ${response.status}`);
  }
  if (options.withChild) {
    const child = await caller.request('/api/children', {
      json: { name: 'Amina', dateOfBirth: '2018-03-04' },
    });
    if (child.status !== 201) throw new Error(`adding a child failed: ${child.status} ${await child.text()}`);
  }
  return caller;
}

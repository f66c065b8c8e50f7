// Google sign-in through the real OAuth/OIDC code path, against a local OpenID provider (oidc-provider).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '#server/db/schema/auth';
import { systemSettings } from '#server/db/schema/settings';
import { users } from '#server/db/schema/users';
import { asCaller, jsonRequest } from '#server/test/auth-helpers';
import { type CapturedLine, createCapturingLogger, ERROR_LEVEL } from '#server/test/capturing-logger';
import { type OidcStandIn, startOidcStandIn } from '#server/test/oidc-stand-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app';
import { ACCOUNT_SUSPENDED_CODE, type Me, type SiteInfo } from '#shared/accounts.schema';
import { INVITATION_REQUIRED_CODE } from '#shared/outreach-messages';

let t: TestApp;
let oidc: OidcStandIn;
let logLines: CapturedLine[];

beforeAll(async () => {
  oidc = await startOidcStandIn({ redirectUri: `${TEST_ORIGIN}/api/auth/callback/google` });
  const capturing = createCapturingLogger('warn');
  logLines = capturing.lines;
  t = await createTestApp(
    {
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
      ADMIN_EMAILS: 'google.boss@example.test',
    },
    { logger: capturing.logger },
  );
});

afterAll(async () => {
  await t.close();
  await oidc.close();
});

class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), rest.join('='));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Walks the provider's redirects and its login and consent forms until it sends the browser back to us. */
async function loginAtProvider(authorizeUrl: string, login: string): Promise<string> {
  const jar = new CookieJar();
  let next: { url: string; init?: RequestInit } = { url: authorizeUrl };
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init?.headers ?? {}), cookie: jar.header() },
    });
    jar.take(response);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url).toString();
      if (target.startsWith(TEST_ORIGIN)) return target;
      next = { url: target };
      continue;
    }
    const html = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`provider page without a form (status ${response.status})`);
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    const body =
      prompt === 'login'
        ? new URLSearchParams({ prompt, login, password: 'anything' })
        : new URLSearchParams({ prompt: prompt ?? '' });
    next = {
      url: new URL(action, next.url).toString(),
      init: { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    };
  }
  throw new Error('too many steps at the provider');
}

async function signInWithGoogle(email: string) {
  const start = await jsonRequest(t.app, '/api/auth/sign-in/social', {
    json: { provider: 'google', callbackURL: '/auth/callback', errorCallbackURL: '/signin?error=oauth' },
  });
  expect(start.status).toBe(200);
  const appJar = new CookieJar();
  appJar.take(start);
  const { url } = (await start.json()) as { url: string };
  expect(url.startsWith(oidc.issuer)).toBe(true);
  const callback = new URL(await loginAtProvider(url, email));
  expect(callback.pathname).toBe('/api/auth/callback/google');
  const finished = await t.app.request(callback.pathname + callback.search, {
    headers: { Cookie: appJar.header() },
  });
  expect(finished.status).toBe(302);
  appJar.take(finished);
  return { location: finished.headers.get('location'), cookie: appJar.header() };
}

describe('Google sign-in (OIDC)', () => {
  it('tells the web that Google sign-in is available', async () => {
    const site = (await (await jsonRequest(t.app, '/api/site')).json()) as SiteInfo;
    expect(site.googleSignIn).toBe(true);
  });

  it('creates the user on first sign-in, returns to /auth/callback, and the profile follows the role choice', async () => {
    const { location, cookie } = await signInWithGoogle('layla.google@example.test');
    expect(location).toBe('/auth/callback');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'layla.google@example.test'));
    expect(user).toMatchObject({ name: 'Layla Google', role: 'parent', emailVerified: true });
    const linked = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, user?.id ?? ''));
    expect(linked.map((account) => account.providerId)).toEqual(['google']);
    const caller = asCaller(t.app, cookie, user?.id ?? '');
    const me = (await (await caller.request('/api/me')).json()) as Me;
    expect(me).toMatchObject({ profile: null, nextPath: '/complete-profile', user: { hasPassword: false } });
    const chosen = (await (await caller.request('/api/me/role', { json: { role: 'parent' } })).json()) as Me;
    expect(chosen.nextPath).toBe('/get-started');
  });

  it('makes a listed ADMIN_EMAILS address admin when Google vouches for it (email_verified)', async () => {
    await signInWithGoogle('google.boss@example.test');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'google.boss@example.test'));
    expect(user).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('signs the same person in again without creating a second user', async () => {
    await signInWithGoogle('omar.repeat@example.test');
    await signInWithGoogle('omar.repeat@example.test');
    expect(await t.db.select().from(users).where(eq(users.email, 'omar.repeat@example.test'))).toHaveLength(
      1,
    );
  });
});

describe('Google sign-in while registration is invite-only', () => {
  it('refuses a new person (no invitation can ride along) but still signs in an existing one', async () => {
    await signInWithGoogle('early.family@example.test');
    await t.db
      .insert(systemSettings)
      .values({ key: 'registration', value: { mode: 'waitlist' } })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: { mode: 'waitlist' } } });
    try {
      const refused = await signInWithGoogle('late.family@example.test');
      // The refusal reaches the sign-in page by its code (the page shows the invitation message for it).
      const landed = new URL(refused.location ?? '', TEST_ORIGIN);
      expect(landed.pathname).toBe('/signin');
      expect(landed.searchParams.getAll('error')).toEqual(['oauth', INVITATION_REQUIRED_CODE]);
      expect(await t.db.select().from(users).where(eq(users.email, 'late.family@example.test'))).toEqual([]);
      const existing = await signInWithGoogle('early.family@example.test');
      expect(existing.location).toBe('/auth/callback');
    } finally {
      await t.db
        .update(systemSettings)
        .set({ value: { mode: 'open' } })
        .where(eq(systemSettings.key, 'registration'));
    }
  });
});

describe('a suspended account', () => {
  it('signing in with Google is sent back to the sign-in page, which says the account is suspended', async () => {
    await signInWithGoogle('suspended.google@example.test');
    await t.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.email, 'suspended.google@example.test'));
    const refused = await signInWithGoogle('suspended.google@example.test');
    const landed = new URL(refused.location ?? '', TEST_ORIGIN);
    expect(landed.pathname).toBe('/signin');
    expect(landed.searchParams.getAll('error')).toEqual(['oauth', ACCOUNT_SUSPENDED_CODE]);
    expect(refused.cookie).not.toMatch(/session_token=[^;\s]/);
  });
});

describe('Google sign-in when not configured', () => {
  it('says so instead of failing', async () => {
    const plain = await createTestApp();
    try {
      const site = (await (await jsonRequest(plain.app, '/api/site')).json()) as SiteInfo;
      expect(site.googleSignIn).toBe(false);
      const attempt = await jsonRequest(plain.app, '/api/auth/sign-in/oauth2', {
        json: { providerId: 'google' },
      });
      expect(attempt.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('a forged OAuth return', () => {
  it('is turned away without an error-level log line (anyone could fill the logs with errors)', async () => {
    const before = logLines.length;
    for (const query of ['', '?state=', '?state=forged&code=x', '?error=access_denied']) {
      const response = await t.app.request(`/api/auth/callback/google${query}`);
      expect(response.status, query).toBeLessThan(500);
    }
    const lines = logLines.slice(before);
    expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    expect(lines.some((line) => line.msg === 'State not found')).toBe(true);
  });
});

// Rate limiting through a real socket: the limit is keyed by the client's address, and a forged
// X-Forwarded-For header (not trusted by default) cannot reset it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, serveOverHttp, TEST_ORIGIN, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';

let t: TestApp;
let server: Awaited<ReturnType<typeof serveOverHttp>>;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  server = await serveOverHttp(t);
  base = server.url;
});

afterAll(async () => {
  await server.close();
  await t.close();
});

it('answers 429 after 3 sign-in attempts a minute from one address, whatever X-Forwarded-For says', async () => {
  const attempt = (forwardedFor: string) =>
    fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ email: 'someone@example.test', password: 'not-the-password' }),
    });
  const statuses: number[] = [];
  for (let i = 0; i < 3; i += 1) statuses.push((await attempt(`10.0.0.${i}`)).status);
  expect(statuses).toEqual([401, 401, 401]);
  const limited = await attempt('10.0.0.99');
  expect(limited.status).toBe(429);
  const body = (await limited.json()) as ApiErrorBody;
  expect(body.error).toMatchObject({
    code: 'RATE_LIMITED',
    message: 'Too many attempts. Please wait a minute and try again.',
  });
});

it('trusts the public origin and, for a local address, its loopback twin only', async () => {
  const { trustedOrigins } = await import('./auth');
  expect(trustedOrigins('http://localhost:3000')).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  expect(trustedOrigins('https://kids.example.org')).toEqual(['https://kids.example.org']);
});

it('behind our own proxy (TRUST_PROXY) keys the limit by the address the proxy appended, not the forgeable ones', async () => {
  const proxied = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' });
  const proxiedServer = await serveOverHttp(proxied);
  try {
    const attempt = (forwardedFor: string) =>
      fetch(`${proxiedServer.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify({ email: 'someone@example.test', password: 'not-the-password' }),
      });
    // The client forges a different first entry each time; the proxy's appended entry is the same client.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt(`10.9.9.${i}, 203.0.113.7`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client (another appended address) is not limited by the first one's attempts.
    expect((await attempt('203.0.113.7, 198.51.100.20')).status).toBe(401);
  } finally {
    await proxiedServer.close();
    await proxied.close();
  }
});

it('limits requests for a new verification e-mail like password-reset requests (half the sign-in limit)', async () => {
  // With 3 a minute, e-mail sending endpoints allow one request a minute per address.
  const attempt = () =>
    fetch(`${base}/api/auth/send-verification-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
      body: JSON.stringify({ email: 'nobody.here@example.test' }),
    });
  expect((await attempt()).status).toBe(200);
  const limited = await attempt();
  expect(limited.status).toBe(429);
  expect(((await limited.json()) as ApiErrorBody).error.code).toBe('RATE_LIMITED');
});

it('never limits reading one’s own session: a school or a carrier NAT shares one address for many families', async () => {
  // better-auth's default rule is 200 requests a minute per address and path; every page load reads the session.
  const statuses = new Set<number>();
  for (let batch = 0; batch < 5; batch += 1) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${base}/api/auth/get-session`).then((response) => response.status),
      ),
    );
    for (const status of answers) statuses.add(status);
  }
  expect([...statuses]).toEqual([200]);
  const rows = await t.db.$client.query(
    "select count(*)::int as n from rate_limits where key like '%get-session%'",
  );
  expect(rows.rows[0]).toEqual({ n: 0 });
});

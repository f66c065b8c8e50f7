// The HTTP front on a real socket: request ids, the security headers on every response, a route's own stricter
// policy winning, and one access-log line per request without the query string.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, serveOverHttp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

let t: TestApp;
let server: Awaited<ReturnType<typeof serveOverHttp>>;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  server = await serveOverHttp(t, {
    logger: pino({ level: 'info', base: undefined }, sink),
  });
});

afterAll(async () => {
  await server.close();
  await t.close();
});

describe('HTTP front', () => {
  it('gives every response a request id, the same one the error envelope names', async () => {
    const response = await fetch(`${server.url}/api/does-not-exist`);
    const body = (await response.json()) as ApiErrorBody;
    expect(response.status).toBe(404);
    expect(body.error.code).toBe('NOT_FOUND');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-request-id')).toBe(body.error.requestId);
    const again = await fetch(`${server.url}/api/health`);
    expect(again.headers.get('x-request-id')).not.toBe(body.error.requestId);
  });

  it('sends a CSP that allows only our origin and the embed hosts, and the other security headers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(
      'frame-src https://www.youtube-nocookie.com https://www.instagram.com https://www.tiktok.com',
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it("lets a route's own stricter policy replace the default one", async () => {
    const response = await fetch(`${server.url}/api/media/avatar.svg?name=Aisha`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('writes one access-log line per request, with the path but not the query', async () => {
    const response = await fetch(`${server.url}/api/feed?search=private%20words&page=1`);
    const requestId = response.headers.get('x-request-id');
    await response.arrayBuffer();
    await expect.poll(() => logLines.find((line) => line.requestId === requestId)).toBeDefined();
    const line = logLines.find((entry) => entry.requestId === requestId);
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/api/feed', status: 200 });
    expect(typeof line?.ms).toBe('number');
    expect(JSON.stringify(line)).not.toContain('private');
    expect(logLines.filter((entry) => entry.requestId === requestId)).toHaveLength(1);
    expect(line).not.toHaveProperty('aborted');
  });
});

describe('security headers over https', () => {
  it('adds HSTS and upgrade-insecure-requests only when the public URL is https', () => {
    const names = (https: boolean) => securityHeaders({ https }).map(([name]) => name);
    expect(names(true)).toContain('Strict-Transport-Security');
    expect(names(false)).not.toContain('Strict-Transport-Security');
    expect(contentSecurityPolicy({ https: true })).toMatch(/; upgrade-insecure-requests$/);
  });
});

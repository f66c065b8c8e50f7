// Walks every registered /api/admin/* route of the real app (Hono's app.routes), so a new admin route without
// the admin guard fails here: 401 signed out, 403 for a parent, a creator and a device in child mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';

let t: TestApp;
let parent: Caller;
let creator: Caller;
let admin: Caller;
let childCookie: string;

const SOME_ID = '00000000-0000-4000-8000-000000000000';

function adminRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const route of t.app.routes) {
    if (!route.path.startsWith('/api/admin/') || route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: route.method, path: route.path.replaceAll(/:[A-Za-z]+/g, SOME_ID) });
  }
  return routes;
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpAs(t.app, t.db, 'parent');
  creator = await signUpAs(t.app, t.db, 'creator');
  admin = await signUpAs(t.app, t.db, 'admin');
  // A real child credential: the parent starts child mode for their child on this "device".
  const child = await parent.request('/api/children', { json: { name: 'Amina', dateOfBirth: '2019-05-01' } });
  expect(child.status).toBe(201);
  const { id: childId } = (await child.json()) as { id: string };
  const session = await parent.request('/api/child-sessions', { json: { childId } });
  expect(session.status, await session.clone().text()).toBe(201);
  childCookie = session.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .filter((value) => value.startsWith('qk_child='))
    .join('; ');
  expect(childCookie).toMatch(/^qk_child=.+/);
});

afterAll(async () => {
  await t.close();
});

describe('every admin route', () => {
  it('is found by walking the router (the list cannot silently be empty)', () => {
    const paths = adminRoutes().map((route) => `${route.method} ${route.path}`);
    expect(paths.length).toBeGreaterThanOrEqual(15);
    expect(paths).toContain('GET /api/admin/content');
    expect(paths).toContain(`PUT /api/admin/content/${SOME_ID}`);
    expect(paths).toContain('POST /api/admin/content/import');
    expect(paths).toContain('GET /api/admin/content/import');
    expect(paths).toContain(`GET /api/admin/content/import/${SOME_ID}`);
    expect(paths).toContain('PUT /api/admin/youtube-sync/settings');
  });

  it('answers 401 when signed out', async () => {
    for (const route of adminRoutes()) {
      const response = await jsonRequest(t.app, route.path, {
        method: route.method,
        json: route.method === 'GET' ? undefined : {},
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      const body = (await response.json()) as ApiErrorBody;
      expect(body.error.code).toBe('NOT_AUTHENTICATED');
    }
  });

  it('answers 403 to parents, creators and child credentials', async () => {
    const callers: [string, (path: string, method: string) => Promise<Response>][] = [
      [
        'parent',
        (path, method) => parent.request(path, { method, ...(method === 'GET' ? {} : { json: {} }) }),
      ],
      [
        'creator',
        (path, method) => creator.request(path, { method, ...(method === 'GET' ? {} : { json: {} }) }),
      ],
      [
        'child',
        (path, method) =>
          jsonRequest(t.app, path, {
            method,
            cookie: childCookie,
            ...(method === 'GET' ? {} : { json: {} }),
          }),
      ],
    ];
    for (const route of adminRoutes()) {
      for (const [who, call] of callers) {
        const response = await call(route.path, route.method);
        expect(response.status, `${who}: ${route.method} ${route.path}`).toBe(403);
        expect(((await response.json()) as ApiErrorBody).error.message).toBe('Access Denied');
      }
    }
  });

  it('lets an admin through the guard (no 401/403)', async () => {
    for (const route of adminRoutes()) {
      const response = await admin.request(route.path, {
        method: route.method,
        ...(route.method === 'GET' ? {} : { json: {} }),
      });
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(response.status);
      expect(response.status, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });
});

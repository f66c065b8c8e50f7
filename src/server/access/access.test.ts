// The access layer on its own: the route table generated from the declarations routes carry, and the caller resolved
// once per request (anonymous, a user with role and verified address, a device in child mode with its policy).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '#server/http/app-env';
import { signUpAs } from '#server/test/auth-helpers';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app';
import { access, callerOf, declaredRoutes } from './index';

const ok = () => new Response('ok');

describe('the generated route table', () => {
  it("finds each route's declaration through mounted routers, and reports a route without one", () => {
    const plain = new Hono<AppEnv>().get('/things', access({ audience: 'admin' }), ok).get('/forgotten', ok);
    // A router with its own error handler is mounted with its handlers wrapped: the declaration is still found.
    const wrapped = new Hono<AppEnv>().post('/things/:id', access({ audience: 'parent', owns: 'child' }), ok);
    wrapped.onError(() => new Response('wrapped', { status: 500 }));
    const app = new Hono<AppEnv>()
      .use(async (_c, next) => next())
      .route('/api/admin', plain)
      .route('/api/children', wrapped);

    expect(declaredRoutes(app)).toEqual([
      {
        key: 'GET /api/admin/things',
        method: 'GET',
        path: '/api/admin/things',
        access: { audience: 'admin' },
      },
      { key: 'GET /api/admin/forgotten', method: 'GET', path: '/api/admin/forgotten', access: undefined },
      {
        key: 'POST /api/children/things/:id',
        method: 'POST',
        path: '/api/children/things/:id',
        access: { audience: 'parent', owns: 'child' },
      },
    ]);
  });
});

describe('the real app', () => {
  let t: TestApp;
  let probe: Hono<AppEnv>;

  beforeAll(async () => {
    t = await createTestApp();
    const deps: AppDeps = t.deps;
    // A route of our own on the real dependencies: it asks for the caller twice, as a guard and a handler would.
    probe = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('deps', deps);
        await next();
      })
      .get('/who', async (c) => {
        const first = await callerOf(c);
        const again = await callerOf(c);
        const summary =
          first.kind === 'user'
            ? { kind: first.kind, role: first.role, verified: first.verified }
            : first.kind === 'child'
              ? { kind: first.kind, childId: first.session.child.id, band: first.policy.maxAgeRange }
              : { kind: first.kind };
        return c.json({ ...summary, resolvedOnce: first === again });
      });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  const who = async (cookie?: string) =>
    (await probe.request('/who', { headers: cookie ? { Cookie: cookie } : {} })).json();

  it('declares every API route, and every /api/admin path is for admins only', () => {
    const routes = declaredRoutes(t.app).filter((route) => route.path.startsWith('/api/'));
    expect(routes.filter((route) => !route.access).map((route) => route.key)).toEqual([]);
    const admin = routes.filter((route) => route.path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(40);
    expect(admin.filter((route) => route.access?.audience !== 'admin').map((route) => route.key)).toEqual([]);
  });

  it('resolves anonymous callers, users with their role and verified address, and child devices, once each', async () => {
    expect(await who()).toEqual({ kind: 'anonymous', resolvedOnce: true });

    const unverified = await signUpAs(t.app, t.db, 'parent', { verified: false });
    expect(await who(unverified.cookie)).toEqual({
      kind: 'user',
      role: 'parent',
      verified: false,
      resolvedOnce: true,
    });
    const admin = await signUpAs(t.app, t.db, 'admin');
    expect(await who(admin.cookie)).toEqual({
      kind: 'user',
      role: 'admin',
      verified: true,
      resolvedOnce: true,
    });

    const parent = await signUpAs(t.app, t.db, 'parent', { withChild: true });
    const children = (await (await parent.request('/api/children')).json()) as { id: string }[];
    const childId = children[0]?.id ?? '';
    const started = await t.app.request('/api/child-sessions', {
      method: 'POST',
      headers: {
        Origin: TEST_ORIGIN,
        Cookie: parent.cookie,
        'Content-Type': 'application/json',
        'X-Device-Id': randomUUID(),
      },
      body: JSON.stringify({ childId }),
    });
    expect(started.status).toBe(201);
    const childCookie = started.headers
      .getSetCookie()
      .map((value) => value.split(';')[0] ?? '')
      .find((value) => value.startsWith('qk_child='));
    expect(await who(childCookie)).toMatchObject({ kind: 'child', childId, resolvedOnce: true });
    // A credential that names no session is nobody.
    expect(await who('qk_child=not-a-session')).toEqual({ kind: 'anonymous', resolvedOnce: true });
  });

  it('refuses callers outside the declared audience before the handler runs', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const refused = await parent.request('/api/admin/audit-log');
    expect(refused.status).toBe(403);
    expect((await t.app.request('/api/admin/audit-log')).status).toBe(401);
    // A device in child mode is a known caller who may not be here: 403, not "sign in".
    const child = await t.app.request('/api/admin/audit-log', { headers: { Cookie: 'qk_child=anything' } });
    expect(child.status).toBe(403);
  });
});

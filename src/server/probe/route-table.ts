// The route table the probes walk, generated: every route the real app registers (Hono's app.routes) with the access
// declaration it carries among its handlers (access/route-access.ts), plus better-auth's own endpoints under
// /api/auth with their declarations beside the auth mount (auth/better-auth-access.ts).
import { type DeclaredRoute, declaredRoutes, type RouteAccess } from '#server/access';
import { BETTER_AUTH_ACCESS } from '#server/auth';
import type { TestApp } from '#server/test/test-app';

export type ProbedRoute = DeclaredRoute;

/** Our routes under /api (the web's pages are no API routes). */
export function appRoutes(t: TestApp): ProbedRoute[] {
  return declaredRoutes(t.app).filter((route) => route.path.startsWith('/api/'));
}

type EndpointLike = {
  path?: string;
  options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
};

/** better-auth's endpoints reachable over HTTP (server-only ones have no path or say so), keyed without /api/auth. */
export function betterAuthRoutes(t: TestApp): ProbedRoute[] {
  const routes: ProbedRoute[] = [];
  for (const endpoint of Object.values(t.auth.api) as EndpointLike[]) {
    if (!endpoint.path || endpoint.options?.metadata?.SERVER_ONLY) continue;
    const raw = endpoint.options?.method ?? 'GET';
    const methods = (Array.isArray(raw) ? raw : [raw]).filter((method) => method !== '*');
    for (const method of methods) {
      const key = `${method} ${endpoint.path}`;
      routes.push({ key, method, path: `/api/auth${endpoint.path}`, access: BETTER_AUTH_ACCESS[key] });
    }
  }
  return routes;
}

/** Declarations whose route is gone (a stale line is as misleading as a missing one). */
export function declarationsWithoutRoute(declared: Record<string, RouteAccess>, routes: ProbedRoute[]) {
  const keys = new Set(routes.map((route) => route.key));
  return Object.keys(declared).filter((key) => !keys.has(key));
}

/**
 * Routes that need the background job queue, which the test harness does not start: there a 503 UNAVAILABLE saying
 * so is the expected answer in the probes (not a failure).
 */
export const NEEDS_JOB_QUEUE: ReadonlySet<string> = new Set(['PUT /api/admin/youtube-sync/settings']);

export function isJobQueueAbsent(routeKey: string, status: number, body: string): boolean {
  return status === 503 && NEEDS_JOB_QUEUE.has(routeKey) && body.includes('UNAVAILABLE');
}

// Generated bad requests (fast-check): at least 10,000 per run across every route of the table, each sent as the
// identity the route is for (so it reaches validation). No answer may be a 5xx, nothing may be logged at error level,
// and the server must be healthy afterwards. The seed is printed; PROBE_SEED=<n> replays a run, PROBE_REQUESTS=<n>
// changes the count (decision 015).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Audience } from '#server/access';
import { type CapturedLine, createCapturingLogger, ERROR_LEVEL } from '#server/test/capturing-logger';
import { type LlmStandIn, startLlmStandIn } from '#server/test/llm-stand-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app';
import { type BadRequest, badRequestFor, type GeneratorRoute } from './bad-request-arbitraries';
import { buildWorld, type Identity, send, type World } from './probe-world';
import { ROUTE_SAMPLES } from './route-samples';
import { appRoutes, betterAuthRoutes, isJobQueueAbsent, type ProbedRoute } from './route-table';

const SEED = Number(process.env.PROBE_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REQUESTS = Number(process.env.PROBE_REQUESTS ?? 10_000);
const CONCURRENCY = Number(process.env.PROBE_CONCURRENCY ?? 6);
/** A closed local port: anything that would go upstream (YouTube, image hosts) fails at once, offline. */
const NOWHERE = 'http://127.0.0.1:9';

let t: TestApp;
let standIn: LlmStandIn;
let world: World;
let lines: CapturedLine[];

beforeAll(async () => {
  // Ask Qamar's routes exist only with a model: a local stand-in, so the generated requests reach them too.
  standIn = await startLlmStandIn();
  const capturing = createCapturingLogger('error');
  lines = capturing.lines;
  t = await createTestApp(
    {
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      TUTOR_LLM_BASE_URL: standIn.baseUrl,
      TUTOR_LLM_MODEL: 'stand-in',
      YOUTUBE_FEED_BASE_URL: NOWHERE,
      YOUTUBE_API_BASE_URL: NOWHERE,
      YOUTUBE_FETCH_TIMEOUT_MS: '500',
      IMAGE_PROXY_TEST_HOSTS: ['i.ytimg.com', 'img.youtube.com', 'ui-avatars.com']
        .map((host) => `${host}=${NOWHERE}`)
        .join(','),
    },
    { logger: capturing.logger },
  );
  world = await buildWorld(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

/** The identity a route is for: a request that gets past the guard reaches validation. */
function identityFor(audience: Audience): Identity {
  const { identities } = world;
  switch (audience) {
    case 'public':
    case 'catalogMedia':
      return identities.anonymous;
    case 'child':
      return identities.child;
    case 'creator':
      return identities.creatorA;
    case 'admin':
      return identities.admin;
    default:
      return identities.parentA;
  }
}

function paramValue(route: ProbedRoute): string {
  const access = route.access;
  if (!access) return 'x';
  if (access.owns === 'child' || route.path.startsWith('/api/children/'))
    return world.sampleContext(world.identities.parentA).childId;
  if (access.param === 'contentThumbnail') return `${world.published.id}.svg`;
  if (access.param === 'creatorUser') return world.creatorAUserId;
  if (access.param === 'pendingContent') return world.pending.id;
  if (route.path.includes(':token')) return 'not-a-token';
  if (route.path.includes('/callback/')) return 'google';
  return world.published.id;
}

/** Each distinct error-level message once, with how often it was logged. */
function distinctLogLines(failures: { logged: string[] }[]): string[] {
  const counts = new Map<string, number>();
  for (const line of failures.flatMap((failure) => failure.logged)) {
    const key = line.slice(0, 200);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].map(([line, count]) => `  logged at error level (${count}×): ${line}`);
}

type Failure = { request: BadRequest; status: number; body: string; logged: string[] };

async function buildTable(): Promise<{ route: GeneratorRoute; who: Identity }[]> {
  const table: { route: GeneratorRoute; who: Identity }[] = [];
  const routes = [...appRoutes(t), ...betterAuthRoutes(t)];
  for (const route of routes) {
    const access = route.access;
    if (!access || access.audience === 'betterAuth') continue;
    // A route that ends its caller's account or session gets a caller of its own.
    let who = identityFor(access.audience);
    if (access.destructive) who = await world.throwaway(who.role);
    const sample = ROUTE_SAMPLES[route.key];
    table.push({
      who,
      route: {
        key: route.key,
        method: route.method,
        path: route.path,
        sample,
        sampleJson: sample?.json?.(world.sampleContext(who)),
        paramValue: paramValue(route),
      },
    });
  }
  return table;
}

describe('generated bad requests', () => {
  it(`never answer 5xx nor log an error, and leave the server healthy`, async () => {
    const started = performance.now();
    const table = await buildTable();
    expect(table.length).toBeGreaterThan(90);
    const arbitrary = fc.oneof(
      ...table.map(({ route, who }) =>
        badRequestFor(route, TEST_ORIGIN).map((request) => ({ request, who, routeKey: route.key })),
      ),
    );
    const generated = fc.sample(arbitrary, { numRuns: REQUESTS, seed: SEED });
    const sendingStarted = performance.now();
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    const slow = new Map<string, number>();
    /** Error answers carry their request id, as do the error lines logged for them. */
    const byRequestId = new Map<string, Failure>();
    const sendOne = async ({ request, who, routeKey }: (typeof generated)[number]) => {
      const sent = performance.now();
      const headers: Record<string, string> = { ...request.headers };
      if (who.cookie) headers.Cookie = who.cookie;
      let status: number;
      let body: string;
      try {
        const response = await t.app.request(request.url, {
          method: request.method,
          headers,
          body: request.body,
        });
        status = response.status;
        body = await response.text();
      } catch (error) {
        status = 599;
        body = `the request threw: ${error instanceof Error ? error.message : String(error)}`;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      slow.set(routeKey, (slow.get(routeKey) ?? 0) + performance.now() - sent);
      const failure: Failure = { request, status, body: body.slice(0, 160), logged: [] };
      const requestId = /"requestId":"([^"]+)"/.exec(body)?.[1];
      if (requestId) byRequestId.set(requestId, failure);
      if (status >= 500 && !isJobQueueAbsent(routeKey, status, body)) failures.push(failure);
    };
    // A few requests in flight at once: the database round trips overlap (the pool has 5 connections).
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < generated.length) {
          const item = generated[next];
          next += 1;
          if (item) await sendOne(item);
        }
      }),
    );
    // Every error-level line is a failure: of the request whose id it carries, or on its own.
    for (const line of lines.filter((entry) => entry.level >= ERROR_LEVEL)) {
      // pino joins a cause's message at the end ("Failed query: <sql> params: …: <PostgreSQL's message>"): keep the end.
      const message = (line.err as { message?: string } | undefined)?.message ?? '';
      const text = `${line.msg ?? ''}: ${JSON.stringify(message.length > 180 ? `…${message.slice(-180)}` : message)}`;
      const owner = typeof line.requestId === 'string' ? byRequestId.get(line.requestId) : undefined;
      if (owner) {
        owner.logged.push(text);
        if (!failures.includes(owner)) failures.push(owner);
      } else {
        failures.push({
          request: { kind: 'error line without a request id', method: '-', url: '-', headers: {} },
          status: 0,
          body: '',
          logged: [text],
        });
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const sendingSeconds = ((performance.now() - sendingStarted) / 1000).toFixed(1);

    // Healthy afterwards: the health check and an ordinary feed page.
    const health = await send(t, undefined, 'GET', '/api/health');
    const feed = await send(t, world.identities.parentA, 'GET', '/api/feed?page=1');

    const byRoute = new Map<string, number>();
    for (const failure of failures) {
      const key = `${failure.request.method} ${failure.request.url.split('?')[0]?.slice(0, 80)} [${failure.request.kind.slice(0, 40)}] → ${failure.status}`;
      byRoute.set(key, (byRoute.get(key) ?? 0) + 1);
    }
    console.info(
      [
        `generated bad requests: seed ${SEED} (PROBE_SEED=${SEED} to replay), ${generated.length} requests over ${table.length} routes in ${seconds} s (${sendingSeconds} s sending), ${failures.length} failures`,
        `statuses: ${[...statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')}`,
        `slowest: ${[...slow.entries()]
          .sort(([, a], [, b]) => b - a)
          .slice(0, 12)
          .map(([key, ms]) => `${key} ${Math.round(ms)} ms`)
          .join('; ')}`,
        ...[...byRoute.entries()].slice(0, 80).map(([key, count]) => `  ✗ ${key} (${count}×)`),
        ...distinctLogLines(failures),
        ...failures
          .slice(0, 15)
          .map(
            (failure) =>
              `  example: ${failure.request.method} ${failure.request.url.slice(0, 120)} body ${String(failure.request.body).slice(0, 80)} → ${failure.status} ${failure.body} log: ${failure.logged.join(' | ').slice(0, 200)}`,
          ),
      ].join('\n'),
    );
    expect(generated.length).toBeGreaterThanOrEqual(Math.min(REQUESTS, 10_000));
    expect(health.status).toBe(200);
    expect(feed.status).toBe(200);
    expect(
      failures.map(
        (failure) =>
          `${failure.request.method} ${failure.request.url.slice(0, 100)} [${failure.request.kind}] → ${failure.status}${failure.logged.length > 0 ? `, logged: ${failure.logged[0]?.slice(0, 80)}` : ''}`,
      ),
    ).toEqual([]);
  }, 600_000);
});

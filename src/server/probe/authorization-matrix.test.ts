// The authorization matrix: every route of the real router × seven identities (anonymous, a child credential, parents
// A and B, creators A and B, an admin), with objects owned by someone else, checked against the access declaration
// the route carries where it is registered. A route without a declaration fails here (decisions 015, 030-a).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '#server/access';
import { BETTER_AUTH_ACCESS } from '#server/auth';
import { setFeedPublic } from '#server/test/factories';
import { type LlmStandIn, startLlmStandIn } from '#server/test/llm-stand-in';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { buildWorld, IDENTITY_NAMES, type Identity, send, type Thing, type World } from './probe-world';
import { ROUTE_SAMPLES } from './route-samples';
import {
  appRoutes,
  betterAuthRoutes,
  declarationsWithoutRoute,
  isJobQueueAbsent,
  type ProbedRoute,
} from './route-table';

let t: TestApp;
let standIn: LlmStandIn;
let world: World;

beforeAll(async () => {
  // Ask Qamar's routes exist only with a model: a local stand-in, so the matrix walks them too.
  standIn = await startLlmStandIn();
  t = await createTestApp({ TUTOR_LLM_BASE_URL: standIn.baseUrl, TUTOR_LLM_MODEL: 'stand-in' });
  world = await buildWorld(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

/** What one identity may expect from one route: through the guard, or one of these refusals. */
type Verdict = { allow: true } | { allow: false; statuses: number[]; why: string };

const ALLOW: Verdict = { allow: true };
const VERIFIED_REASON = 'e-mail not verified';
const deny = (why: string, ...statuses: number[]): Verdict => ({ allow: false, statuses, why });

function audienceVerdict(access: RouteAccess, who: Identity, feedPublic: boolean): Verdict {
  const { audience } = access;
  if (who.role === 'anonymous') {
    if (audience === 'public') return ALLOW;
    if ((audience === 'publicCatalog' || audience === 'catalogMedia') && feedPublic) return ALLOW;
    return deny('anonymous', 401);
  }
  if (who.role === 'child') {
    if (audience === 'public' || audience === 'catalogMedia' || audience === 'child') return ALLOW;
    if (audience === 'publicCatalog') return deny('child credential on the catalog', 403);
    // The child credential is no session: refused either as "not signed in" or as "not allowed here".
    return deny('child credential outside child mode', 401, 403);
  }
  let verdict: Verdict = ALLOW;
  if (audience === 'child') verdict = deny('a session is no child credential', 401, 403);
  else if (audience === 'parent' || audience === 'creator' || audience === 'admin') {
    if (who.role !== audience) verdict = deny(`role ${who.role} on a ${audience} route`, 403);
  } else if (audience === 'uploader' && who.role !== 'creator' && who.role !== 'admin') {
    verdict = deny(`role ${who.role} on an uploader route`, 403);
  }
  if (verdict.allow && access.verified && !who.verified) verdict = deny(VERIFIED_REASON, 403);
  return verdict;
}

/** One request of the matrix: a path filled for this identity, and what it must not reveal. */
type Target = {
  path: string;
  label: string;
  /** The object is not this identity's to see or change: 403/404 and its marker never in the body. */
  hidden?: Thing;
  /** The object is the caller's own: the route must find it (no 404). */
  own?: boolean;
};

function canOwn(access: RouteAccess, who: Identity): boolean {
  if (access.owns === 'comment')
    return who.role === 'parent' || who.role === 'creator' || who.role === 'admin';
  return who.role === 'parent';
}

async function ownedObject(access: RouteAccess, owner: Identity): Promise<Thing> {
  if (access.owns === 'child') return world.newChild(owner);
  if (access.owns === 'childSession') return world.newChildSession(owner);
  if (access.owns === 'timeRequest') return world.newTimeRequest(owner);
  if (access.owns === 'collection') return world.newCollection(owner);
  return world.newComment(owner);
}

async function targetsFor(route: ProbedRoute, access: RouteAccess, who: Identity): Promise<Target[]> {
  const fill = (id: string) => route.path.replace(/:[A-Za-z]+/, id);
  if (access.owns) {
    const { parentA, parentB } = world.identities;
    const someoneElse = who.userId === parentA.userId ? parentB : parentA;
    const other = await ownedObject(access, someoneElse);
    const adminMay = access.adminAnyObject && who.role === 'admin';
    const targets: Target[] = [
      {
        path: fill(other.id),
        label: `${someoneElse.name}'s ${access.owns}`,
        hidden: adminMay ? undefined : other,
      },
    ];
    if (canOwn(access, who)) {
      const own = await ownedObject(access, who);
      targets.push({ path: fill(own.id), label: `own ${access.owns}`, own: true });
    }
    return targets;
  }
  const { published, pending, aboveBand } = world;
  switch (access.param) {
    case undefined:
      return [{ path: route.path, label: '' }];
    case 'publishedContent': {
      const targets: Target[] = [
        { path: fill(published.id), label: 'published item' },
        { path: fill(pending.id), label: 'pending item', hidden: pending },
      ];
      if (access.audience === 'child') {
        targets.push({ path: fill(aboveBand.id), label: 'item above the band', hidden: aboveBand });
      }
      return targets;
    }
    case 'pendingContent':
      return [{ path: fill((await world.newPending()).id), label: 'pending item' }];
    case 'contentThumbnail':
      return [
        { path: fill(`${published.id}.svg`), label: 'published thumbnail' },
        // An unpublished item's image is for its creator (creator A) and admins, and while it is pending for the
        // verified parents who read the pending queue to vote on it (decision 010).
        {
          path: fill(`${pending.id}.svg`),
          label: 'pending thumbnail',
          hidden:
            who.name === 'creatorA' || who.role === 'admin' || (who.role === 'parent' && who.verified)
              ? undefined
              : pending,
        },
      ];
    case 'creatorUser':
      return [{ path: fill(world.creatorAUserId), label: "creator A's user id" }];
    case 'report':
      return [{ path: fill((await world.newReport()).id), label: 'open report' }];
    case 'screeningTerm':
      return [{ path: fill((await world.newScreeningTerm()).id), label: 'screening term' }];
  }
}

function withQuery(path: string, query: Record<string, string | string[]> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  }
  return `${path}?${params}`;
}

type Outcome = { cells: number; failures: string[] };

async function checkCell(
  route: ProbedRoute,
  access: RouteAccess,
  who: Identity,
  target: Target,
  feedPublic: boolean,
  outcome: Outcome,
) {
  const sample = ROUTE_SAMPLES[route.key];
  const audience = audienceVerdict(access, who, feedPublic);
  let verdict = audience;
  if (verdict.allow && target.hidden) verdict = deny(`not ${who.name}'s to see`, 403, 404);
  // A call that would end the caller's own account or session is made by a fresh caller of the same kind.
  const caller = verdict.allow && access.destructive ? await world.throwaway(who.role) : who;
  // Whoever the guard refuses sends an empty body: a route that validates before it authorizes answers 400 and
  // fails here. Everyone else sends a well-formed request, so object rules and verification are really reached.
  const refusedByGuard = !audience.allow && audience.why !== VERIFIED_REASON;
  const json = refusedByGuard ? {} : (sample?.json?.(world.sampleContext(caller)) ?? {});
  const response = await send(t, caller, route.method, withQuery(target.path, sample?.query), {
    json: route.method === 'GET' ? undefined : json,
  });
  const text = await response.text();
  outcome.cells += 1;
  const cell = `${who.name} ${route.method} ${target.path}${target.label ? ` (${target.label})` : ''}${feedPublic ? '' : ' [feed private]'}`;
  const problems: string[] = [];
  if (response.status >= 500 && !isJobQueueAbsent(route.key, response.status, text))
    problems.push(`answered ${response.status}`);
  else if (verdict.allow) {
    if (response.status === 401 || response.status === 403) problems.push(`refused with ${response.status}`);
    if (target.own && response.status === 404) problems.push('did not find its own object (404)');
  } else if (!verdict.statuses.includes(response.status)) {
    problems.push(`expected ${verdict.statuses.join(' or ')} (${verdict.why}), got ${response.status}`);
  }
  if (!verdict.allow && target.hidden && text.includes(target.hidden.marker)) {
    problems.push('the body shows the object it must not see');
  }
  if (problems.length > 0) outcome.failures.push(`${cell}: ${problems.join('; ')} ${text.slice(0, 160)}`);
}

/** The figures go to the test output; each failing cell on its own line, so a run reads as a probe report. */
function report(part: string, outcome: Outcome) {
  const lines = [
    `authorization matrix (${part}): ${outcome.cells} cells, ${outcome.failures.length} failures`,
  ];
  console.info([...lines, ...outcome.failures.map((failure) => `  ✗ ${failure}`)].join('\n'));
}

function identitiesFor(access: RouteAccess): Identity[] {
  const base: Identity[] = IDENTITY_NAMES.map((name) => world.identities[name]);
  return access.verified ? [...base, world.unverifiedParent] : base;
}

/**
 * Well-formed bodies for better-auth's endpoints that check their body before the session: with `{}` they answer 400
 * to anyone, which would hide whether the session check holds.
 */
const BETTER_AUTH_BODIES: Record<string, { json?: unknown; query?: string }> = {
  'POST /verify-password': { json: { password: 'correct-horse-battery-staple' } },
  'POST /change-email': { json: { newEmail: 'probe-new-address@example.test' } },
  'POST /change-password': {
    json: { currentPassword: 'correct-horse-battery-staple', newPassword: 'another-horse-battery-staple' },
  },
  'POST /revoke-session': { json: { token: 'not-a-session-token' } },
  'POST /link-social': { json: { provider: 'google' } },
  'POST /unlink-account': { json: { providerId: 'credential', accountId: 'not-an-account' } },
  'POST /refresh-token': { json: { accountId: 'not-an-account' } },
  'POST /get-access-token': { json: { accountId: 'not-an-account' } },
  'GET /account-info': { query: '?accountId=not-an-account' },
};

describe('the route table', () => {
  it('has a declaration for every route of the router', () => {
    const routes = appRoutes(t);
    expect(routes.length).toBeGreaterThanOrEqual(70);
    expect(routes.filter((route) => !route.access).map((route) => route.key)).toEqual([]);
  });

  it("declares every one of better-auth's endpoints, and only those", () => {
    const routes = betterAuthRoutes(t);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes.filter((route) => !route.access).map((route) => route.key)).toEqual([]);
    expect(declarationsWithoutRoute(BETTER_AUTH_ACCESS, routes)).toEqual([]);
  });
});

describe('the authorization matrix', () => {
  it('holds for every route × identity × object (feed public)', async () => {
    const outcome: Outcome = { cells: 0, failures: [] };
    await setFeedPublic(t.deps, true);
    for (const route of appRoutes(t)) {
      const access = route.access;
      if (!access || access.audience === 'betterAuth') continue;
      for (const who of identitiesFor(access)) {
        for (const target of await targetsFor(route, access, who)) {
          await checkCell(route, access, who, target, true, outcome);
        }
      }
    }
    report('feed public', outcome);
    expect(outcome.cells).toBeGreaterThan(500);
    expect(outcome.failures).toEqual([]);
  }, 180_000);

  it('closes the catalog, its lists and its images to anonymous visitors while the feed is private', async () => {
    const outcome: Outcome = { cells: 0, failures: [] };
    await setFeedPublic(t.deps, false);
    try {
      for (const route of appRoutes(t)) {
        const access = route.access;
        if (access?.audience !== 'publicCatalog' && access?.audience !== 'catalogMedia') continue;
        for (const who of identitiesFor(access)) {
          for (const target of await targetsFor(route, access, who)) {
            await checkCell(route, access, who, target, false, outcome);
          }
        }
      }
    } finally {
      await setFeedPublic(t.deps, true);
    }
    report('feed private', outcome);
    expect(outcome.cells).toBeGreaterThan(50);
    expect(outcome.failures).toEqual([]);
  }, 120_000);

  it("holds for better-auth's own endpoints: sessions are required where declared", async () => {
    const outcome: Outcome = { cells: 0, failures: [] };
    for (const route of betterAuthRoutes(t)) {
      const access = route.access;
      if (!access) continue;
      const sample = BETTER_AUTH_BODIES[route.key] ?? {};
      const path = `${route.path.replace(':id', 'google').replace(':token', 'not-a-token')}${sample.query ?? ''}`;
      for (const who of identitiesFor(access)) {
        const verdict = audienceVerdict(access, who, true);
        const caller = verdict.allow && access.destructive ? await world.throwaway(who.role) : who;
        const json = route.method === 'GET' ? undefined : (sample.json ?? {});
        const response = await send(t, caller, route.method, path, { json });
        outcome.cells += 1;
        const cell = `${who.name} ${route.method} ${path}`;
        const body = (await response.text()).slice(0, 160);
        // An endpoint we switch off answers 404 to everyone; that is always a safe answer.
        if (response.status >= 500) outcome.failures.push(`${cell}: answered ${response.status} ${body}`);
        else if (response.status === 404) continue;
        else if (verdict.allow && access.audience !== 'public' && [401, 403].includes(response.status)) {
          outcome.failures.push(`${cell}: refused with ${response.status} ${body}`);
        } else if (!verdict.allow && !verdict.statuses.includes(response.status)) {
          outcome.failures.push(
            `${cell}: expected ${verdict.statuses.join(' or ')}, got ${response.status} ${body}`,
          );
        }
      }
    }
    report('better-auth', outcome);
    expect(outcome.cells).toBeGreaterThan(100);
    expect(outcome.failures).toEqual([]);
  }, 120_000);
});

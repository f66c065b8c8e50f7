// The child-safety probe for the parents' per-child lists: random children (age band, music, approved-only mode,
// approvals of videos, creators and collections, blocks of videos and creators) each in child mode, and at least
// 1,000 generated requests to every child endpoint that reads the catalog. A model of the rules says which items
// each child may see; an id of any other item in any answer, or a direct request for one that is not refused, is
// a leak. The lists also change through the parent's API while the requests run. Some children have "learn first"
// on (the Tutor) and have learned nothing today: every video endpoint must refuse them with 403 LEARN_FIRST.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashChildToken } from '#server/access';
import { children, childSessions } from '#server/db/schema/children';
import { parentProfiles } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertCreator } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { ageBandForDateOfBirth } from '#shared/age-band';
import type { ApprovalKind, BlockKind, Collection } from '#shared/child-content-rules';
import { COOKIES } from '#shared/client-storage';

const CHILDREN = 12;
const REQUESTS = 1_200;
const SEED = Number(process.env.PROBE_SEED ?? Date.now() % 1_000_000);

/** A small seeded generator (mulberry32), so a failing run can be repeated with PROBE_SEED. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const some = <T>(items: readonly T[], chance: number): T[] => items.filter(() => next() < chance);
  return { next, int, pick, some };
}
const random = generator(SEED);

type Item = { id: string; title: string; ageRange: number; hasMusic: boolean; creatorId: string };
type Lists = {
  approvedOnly: boolean;
  approvedVideos: Set<string>;
  approvedCreators: Set<string>;
  approvedCollections: Set<string>;
  blockedVideos: Set<string>;
  blockedCreators: Set<string>;
};
type ProbeChild = {
  id: string;
  band: number;
  musicAllowed: boolean;
  /** "Learn first" on, nothing learned: the videos stay shut. */
  learnFirst: boolean;
  cookie: string;
  lists: Lists;
};

/** The child video endpoints "learn first" closes (the library and thumbnails stay open, by the lists). */
const LEARN_FIRST_GATED = /^\/api\/child\/(feed|content\/)/;

let t: TestApp;
let parent: Caller;
const items: Item[] = [];
let creatorIds: string[] = [];
const collections = new Map<string, Set<string>>();
const probeChildren: ProbeChild[] = [];

/** The model: what this child may see today. */
function maySee(child: ProbeChild, item: Item): boolean {
  const { lists } = child;
  if (item.ageRange > child.band || (item.hasMusic && !child.musicAllowed)) return false;
  if (lists.blockedVideos.has(item.id) || lists.blockedCreators.has(item.creatorId)) return false;
  if (!lists.approvedOnly) return true;
  return (
    lists.approvedVideos.has(item.id) ||
    lists.approvedCreators.has(item.creatorId) ||
    [...lists.approvedCollections].some((id) => collections.get(id)?.has(item.id))
  );
}

const WORDS = ['Moon', 'Dates', 'Camel', 'Lantern', 'Prayer', 'Garden', 'River', 'Star'];

beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpAs(t.app, t.db, 'parent');
  await t.db
    .update(parentProfiles)
    .set({ subscriptionTier: 'Premium' })
    .where(eq(parentProfiles.userId, parent.userId));
  creatorIds = [];
  for (let index = 0; index < 6; index += 1)
    creatorIds.push((await insertCreator(t.db, { fullName: `Probe channel ${index}` })).id);
  for (let index = 0; index < 72; index += 1) {
    const ageRange = 1 + (index % 3);
    const hasMusic = index % 4 === 0;
    const creatorId = creatorIds[index % creatorIds.length] as string;
    const title = `${WORDS[index % WORDS.length]} tale ${index}`;
    const row = await insertContent(t.db, {
      title,
      ageRange,
      hasMusic,
      contentRating: 'G',
      creatorProfileId: creatorId,
    });
    items.push({ id: row.id, title, ageRange, hasMusic, creatorId });
  }
  for (let index = 0; index < 4; index += 1) {
    const response = await parent.request('/api/collections', { json: { name: `Probe shelf ${index}` } });
    const shelf = (await response.json()) as Collection;
    const inside = new Set(random.some(items, 0.15).map((item) => item.id));
    for (const contentId of inside)
      await parent.request(`/api/collections/${shelf.id}/videos`, { json: { contentId } });
    collections.set(shelf.id, inside);
  }
  // Children as factory rows with their own child-mode sessions (the plan's device limit would stop at three).
  for (let index = 0; index < CHILDREN; index += 1) {
    const years = random.pick([4, 7, 10]);
    const dateOfBirth = `${new Date().getUTCFullYear() - years}-01-01`;
    const musicAllowed = random.next() < 0.5;
    const learnFirst = index % 4 === 3;
    const [row] = await t.db
      .insert(children)
      .values({
        parentId: parent.userId,
        name: `Probe kid ${index}`,
        dateOfBirth,
        musicAllowed,
        learnFirstMinutes: learnFirst ? 5 : 0,
      })
      .returning({ id: children.id });
    const id = row?.id ?? '';
    const token = randomBytes(24).toString('base64url');
    await t.db.insert(childSessions).values({
      childId: id,
      parentId: parent.userId,
      deviceId: randomUUID(),
      tokenHash: hashChildToken(token),
    });
    const child: ProbeChild = {
      id,
      band: ageBandForDateOfBirth(dateOfBirth),
      musicAllowed,
      learnFirst,
      cookie: `${COOKIES.child}=${token}`,
      lists: {
        approvedOnly: false,
        approvedVideos: new Set(),
        approvedCreators: new Set(),
        approvedCollections: new Set(),
        blockedVideos: new Set(),
        blockedCreators: new Set(),
      },
    };
    probeChildren.push(child);
    // Random lists, through the parent's API.
    for (const item of random.some(items, 0.2)) await change(child, 'approve', 'video', item.id);
    for (const creatorId of random.some(creatorIds, 0.2))
      await change(child, 'approve', 'creator', creatorId);
    for (const shelf of random.some([...collections.keys()], 0.4))
      await change(child, 'approve', 'collection', shelf);
    for (const item of random.some(items, 0.1)) await change(child, 'block', 'video', item.id);
    for (const creatorId of random.some(creatorIds, 0.15)) await change(child, 'block', 'creator', creatorId);
    if (random.next() < 0.6) await setApprovedOnly(child, true);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function setApprovedOnly(child: ProbeChild, on: boolean) {
  const response = await parent.request(`/api/children/${child.id}`, {
    method: 'PATCH',
    json: { approvedOnly: on },
  });
  expect(response.status).toBe(200);
  child.lists.approvedOnly = on;
}

async function change(
  child: ProbeChild,
  action: 'approve' | 'unapprove' | 'block' | 'unblock',
  kind: ApprovalKind | BlockKind,
  targetId: string,
) {
  const path = `/api/children/${child.id}/${action.endsWith('approve') ? 'approvals' : 'blocks'}`;
  const adding = action === 'approve' || action === 'block';
  const response = await parent.request(path, {
    method: adding ? 'POST' : 'DELETE',
    json: { kind, targetId },
  });
  expect(response.status, `${action} ${kind}: ${await response.clone().text()}`).toBeLessThan(300);
  const { lists } = child;
  const set = action.endsWith('approve')
    ? kind === 'video'
      ? lists.approvedVideos
      : kind === 'creator'
        ? lists.approvedCreators
        : lists.approvedCollections
    : kind === 'video'
      ? lists.blockedVideos
      : lists.blockedCreators;
  if (adding) set.add(targetId);
  else set.delete(targetId);
}

/** One random change of one child's lists, as a parent makes it while the child watches. */
async function randomChange(child: ProbeChild) {
  const roll = random.int(6);
  const item = random.pick(items);
  const creatorId = random.pick(creatorIds);
  if (roll === 0) await change(child, 'approve', 'video', item.id);
  else if (roll === 1) await change(child, 'unapprove', 'creator', creatorId);
  else if (roll === 2) {
    if (random.next() < 0.5) await change(child, 'block', 'video', item.id);
    else await change(child, 'block', 'creator', creatorId);
  } else if (roll === 3) {
    const blocked = [...child.lists.blockedVideos];
    if (blocked.length > 0) await change(child, 'unblock', 'video', random.pick(blocked));
  } else if (roll === 4) await change(child, 'approve', 'creator', creatorId);
  else await setApprovedOnly(child, !child.lists.approvedOnly);
}

type Probe = { path: string; method: string; json?: unknown; target?: Item };

function randomRequest(): Probe {
  const item = random.pick(items);
  const kind = random.int(9);
  switch (kind) {
    case 0: {
      const query = new URLSearchParams();
      if (random.next() < 0.3) query.set('sort', 'random');
      if (random.next() < 0.3) query.set('page', String(1 + random.int(3)));
      if (random.next() < 0.2) query.set('age', String(1 + random.int(3)));
      return { method: 'GET', path: `/api/child/feed?${query}` };
    }
    case 1:
      return { method: 'GET', path: `/api/child/feed?q=${encodeURIComponent(random.pick(WORDS))}` };
    case 2:
      return { method: 'GET', path: `/api/child/content/${item.id}`, target: item };
    case 3:
      return { method: 'GET', path: `/api/child/content/${item.id}/related`, target: item };
    case 4:
      return { method: 'GET', path: `/api/child/content/${item.id}/next`, target: item };
    case 5:
      return { method: 'PUT', path: `/api/child/library/watch-later/${item.id}`, target: item };
    case 6:
      return {
        method: 'PUT',
        path: `/api/child/library/progress/${item.id}`,
        json: { positionSeconds: 10, durationSeconds: 100 },
        target: item,
      };
    case 7:
      return { method: 'GET', path: `/api/media/thumbnails/${item.id}.svg`, target: item };
    default:
      return { method: 'GET', path: '/api/child/library' };
  }
}

describe('the child-safety probe: approved-only and blocks', () => {
  it(`shows no child anything outside its lists in ${REQUESTS} generated requests (seed ${SEED})`, async () => {
    const leaks: string[] = [];
    let refusedRight = 0;
    let allowedRight = 0;
    let lockedRight = 0;
    for (let index = 0; index < REQUESTS; index += 1) {
      const child = random.pick(probeChildren);
      if (index % 40 === 39) await randomChange(child);
      const probe = randomRequest();
      const response = await jsonRequest(t.app, probe.path, {
        method: probe.method,
        json: probe.json,
        cookie: child.cookie,
      });
      const text = await response.text();
      const where = `${probe.method} ${probe.path} as child ${child.id.slice(0, 8)} (seed ${SEED})`;
      if (response.status >= 500) leaks.push(`${where}: answered ${response.status}`);
      if (child.learnFirst && LEARN_FIRST_GATED.test(probe.path)) {
        if (response.status !== 403 || !text.includes('"LEARN_FIRST"'))
          leaks.push(`${where}: learn first is on, answered ${response.status}`);
        else lockedRight += 1;
        continue;
      }
      if (probe.target) {
        const allowed = maySee(child, probe.target);
        if (allowed && response.status !== 200)
          leaks.push(`${where}: refused an allowed item (${response.status})`);
        if (!allowed && response.status !== 403) leaks.push(`${where}: answered ${response.status}, not 403`);
        if (allowed) allowedRight += 1;
        else refusedRight += 1;
      }
      if (response.status === 200 && !probe.path.endsWith('.svg')) {
        for (const item of items) {
          if (maySee(child, item) || !text.includes(item.id)) continue;
          // The item the request names is echoed only when it may be seen (checked above).
          leaks.push(`${where}: the answer shows ${item.title}`);
        }
      }
    }
    console.info(
      `child-lists probe: ${REQUESTS} requests, ${CHILDREN} children, ${allowedRight} allowed and ${refusedRight} refused direct requests, ${lockedRight} shut by learn first, ${leaks.length} leaks (seed ${SEED})`,
    );
    expect(leaks).toEqual([]);
    expect(lockedRight).toBeGreaterThan(50);
    // The run really tried both sides of the rules.
    expect(refusedRight).toBeGreaterThan(50);
    expect(allowedRight).toBeGreaterThan(50);
  }, 300_000);
});

// The parent's search switch and the child's picture over HTTP: a picture from the fixed list (a bad id refused with
// its message and nothing changed), the switch on every child endpoint that takes a search (`q`), and the parent's
// side guarded like the rest of the child profile (signed out, wrong role, another family's child).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children } from '#server/db/schema/children';
import { parentProfiles } from '#server/db/schema/users';
import { ROUTE_SAMPLES } from '#server/probe/route-samples';
import { appRoutes } from '#server/probe/route-table';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { fireTogether } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { errorMessage, yearsAgo } from '#server/test/test-values';
import { CHILD_AVATARS } from '#shared/child-avatars';
import type { ChildSessionInfo } from '#shared/child-mode';
import type { Child } from '#shared/children.schema';
import type { FeedPage } from '#shared/feed.schema';

const SEARCH_OFF = 'Search is turned off for now. Ask a parent to turn it on.';
const BAD_AVATAR = 'Please choose one of the child pictures';

let t: TestApp;
let parent: Caller;
let otherParent: Caller;
let creator: Caller;
let admin: Caller;
let child: Child;
let otherChild: Child;
let device: string;

async function startChildMode(who: Caller, childId: string, deviceId: string) {
  const response = await who.request('/api/child-sessions', {
    json: { childId, timeZone: 'Europe/London' },
    headers: { 'x-device-id': deviceId },
  });
  if (response.status !== 201) throw new Error(`start failed ${response.status} ${await response.text()}`);
  return (
    response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('qk_child=')) ?? ''
  );
}

const asChild = (path: string) => jsonRequest(t.app, path, { cookie: device });

async function setSearch(enabled: boolean) {
  const response = await parent.request(`/api/children/${child.id}`, {
    method: 'PATCH',
    json: { searchEnabled: enabled },
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as Child).searchEnabled).toBe(enabled);
}

async function rowOf(id: string) {
  const [row] = await t.db.select().from(children).where(eq(children.id, id));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  [parent, otherParent, creator, admin] = [
    await signUpAs(t.app, t.db, 'parent'),
    await signUpAs(t.app, t.db, 'parent'),
    await signUpAs(t.app, t.db, 'creator'),
    await signUpAs(t.app, t.db, 'admin'),
  ];
  await t.db
    .update(parentProfiles)
    .set({ subscriptionTier: 'Premium' })
    .where(eq(parentProfiles.userId, parent.userId));
  const created = await parent.request('/api/children', {
    json: { name: 'Yusuf', dateOfBirth: yearsAgo(6), avatar: 'kite' },
  });
  expect(created.status).toBe(201);
  child = (await created.json()) as Child;
  otherChild = (await (
    await otherParent.request('/api/children', { json: { name: 'Maryam', dateOfBirth: yearsAgo(7) } })
  ).json()) as Child;
  await insertContent(t.db, { title: 'The camel and the palm tree', ageRange: 2, contentRating: 'G' });
  await insertContent(t.db, { title: 'Counting stars', ageRange: 2, contentRating: 'G' });
  device = await startChildMode(parent, child.id, 'device-search-0001');
});

afterAll(async () => {
  await t.close();
});

describe("the child's picture", () => {
  it('is chosen when adding a child and defaults to none; search defaults to on', async () => {
    expect(child.avatar).toBe('kite');
    expect(child.searchEnabled).toBe(true);
    expect(otherChild.avatar).toBeNull();
    expect(otherChild.searchEnabled).toBe(true);
  });

  it('is changed from the fixed list, cleared with null, and shown to the child mode session', async () => {
    for (const avatar of [CHILD_AVATARS[0], CHILD_AVATARS[CHILD_AVATARS.length - 1]]) {
      const response = await parent.request(`/api/children/${child.id}`, {
        method: 'PATCH',
        json: { avatar },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as Child).avatar).toBe(avatar);
    }
    const session = (await (await asChild('/api/child/session')).json()) as ChildSessionInfo;
    expect(session.child.avatar).toBe(CHILD_AVATARS[CHILD_AVATARS.length - 1]);
    expect(session.child.searchEnabled).toBe(true);
    const cleared = await parent.request(`/api/children/${child.id}`, {
      method: 'PATCH',
      json: { avatar: null },
    });
    expect(((await cleared.json()) as Child).avatar).toBeNull();
    const listed = (await (await parent.request('/api/children')).json()) as Child[];
    expect(listed.find((item) => item.id === child.id)?.avatar).toBeNull();
  });

  it('refuses an id outside the list with its message, and changes nothing', async () => {
    await parent.request(`/api/children/${child.id}`, { method: 'PATCH', json: { avatar: 'sun' } });
    for (const avatar of ['dragon', '', 'SUN', 7, ['sun'], { id: 'sun' }]) {
      const response = await parent.request(`/api/children/${child.id}`, {
        method: 'PATCH',
        json: { avatar, name: 'Changed' },
      });
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toBe(BAD_AVATAR);
    }
    expect(await rowOf(child.id)).toMatchObject({ avatar: 'sun', name: 'Yusuf' });
    const before = (await t.db.select().from(children).where(eq(children.parentId, parent.userId))).length;
    const added = await parent.request('/api/children', {
      json: { name: 'Zaid', dateOfBirth: yearsAgo(5), avatar: 'unicorn' },
    });
    expect(added.status).toBe(400);
    expect(await errorMessage(added)).toBe(BAD_AVATAR);
    expect(await t.db.select().from(children).where(eq(children.parentId, parent.userId))).toHaveLength(
      before,
    );
  });
});

describe('the parent side of both settings', () => {
  it('refuses a search switch that is not yes or no', async () => {
    for (const searchEnabled of ['no', 0, null]) {
      const response = await parent.request(`/api/children/${child.id}`, {
        method: 'PATCH',
        json: { searchEnabled },
      });
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toBe('Search allowed must be yes or no');
    }
    expect((await rowOf(child.id))?.searchEnabled).toBe(true);
  });

  it('is for the signed-in parent of the child only', async () => {
    const change = { method: 'PATCH', json: { avatar: 'boat', searchEnabled: false } };
    const signedOut = await jsonRequest(t.app, `/api/children/${child.id}`, change);
    expect(signedOut.status).toBe(401);
    for (const who of [creator, admin]) {
      const response = await who.request(`/api/children/${child.id}`, change);
      expect(response.status).toBe(403);
    }
    // The child's own device cannot change its settings either.
    const fromDevice = await jsonRequest(t.app, `/api/children/${child.id}`, { ...change, cookie: device });
    expect([401, 403]).toContain(fromDevice.status);
    // Another family's child is not found, and stays as it was.
    const foreign = await parent.request(`/api/children/${otherChild.id}`, change);
    expect(foreign.status).toBe(404);
    expect(await errorMessage(foreign)).toBe('Child not found');
    expect(await rowOf(otherChild.id)).toMatchObject({ avatar: null, searchEnabled: true });
    expect(await rowOf(child.id)).toMatchObject({ avatar: 'sun', searchEnabled: true });
  });
});

describe('the search switch in child mode', () => {
  it('lets the child search while on', async () => {
    await setSearch(true);
    const response = await asChild('/api/child/feed?q=camel');
    expect(response.status).toBe(200);
    const page = (await response.json()) as FeedPage;
    expect(page.items.map((item) => item.title)).toEqual(['The camel and the palm tree']);
  });

  it('refuses a search when off, with its message, while the feed itself still answers', async () => {
    await setSearch(false);
    const session = (await (await asChild('/api/child/session')).json()) as ChildSessionInfo;
    expect(session.child.searchEnabled).toBe(false);
    for (const q of ['camel', 'a', 'Counting stars']) {
      const refused = await asChild(`/api/child/feed?q=${encodeURIComponent(q)}&page=1`);
      expect(refused.status).toBe(403);
      expect(await errorMessage(refused)).toBe(SEARCH_OFF);
    }
    const feed = await asChild('/api/child/feed?q=&page=1');
    expect(feed.status).toBe(200);
    expect(((await feed.json()) as FeedPage).items).toHaveLength(2);
    await setSearch(true);
  });

  it('holds on every child endpoint that takes a search', async () => {
    // The child routes whose well-formed request carries a search (the probes' samples): each one is refused.
    const searching = appRoutes(t).filter(
      (route) =>
        route.access?.audience === 'child' && route.method === 'GET' && ROUTE_SAMPLES[route.key]?.query?.q,
    );
    expect(searching.map((route) => route.key)).toContain('GET /api/child/feed');
    await setSearch(false);
    for (const route of searching) {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(ROUTE_SAMPLES[route.key]?.query ?? {})) {
        for (const one of Array.isArray(value) ? value : [value]) query.append(name, one);
      }
      const response = await asChild(`${route.path}?${query}`);
      expect(response.status, route.key).toBe(403);
      expect(await errorMessage(response)).toBe(SEARCH_OFF);
    }
    await setSearch(true);
  });

  it('takes effect at once, also while searches are under way', async () => {
    // Turned off while the child searches: once the switch answered, no search gets through any more.
    const answers = await fireTogether(8, async (i) =>
      i === 0
        ? parent.request(`/api/children/${child.id}`, { method: 'PATCH', json: { searchEnabled: false } })
        : asChild('/api/child/feed?q=stars'),
    );
    expect(answers[0]?.status).toBe(200);
    for (const response of answers.slice(1)) expect([200, 403]).toContain(response.status);
    for (const q of ['stars', 'camel']) {
      expect((await asChild(`/api/child/feed?q=${q}`)).status).toBe(403);
    }
    await setSearch(true);
  });
});

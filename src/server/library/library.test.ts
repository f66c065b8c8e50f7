// The TV library over HTTP: watch later and continue watching, per user and per child, with a child's
// lists following that child's rules; bad input, signed out, the wrong credential and someone else's rows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '#server/db/schema/content';
import { watchLater, watchProgress } from '#server/db/schema/library';
import { parentProfiles } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { errorMessage, yearsAgo } from '#server/test/test-values';
import type { Child } from '#shared/children.schema';
import type { Library } from '#shared/library.schema';

let t: TestApp;
let parent: Caller;
let other: Caller;
let child: Child;
let childCookie = '';
let allowed: string;
let tooOld: string;
let later: string;

const NOT_FOUND_ID = '00000000-0000-4000-8000-00000000abcd';

const asChild = (path: string, init: { method?: string; json?: unknown } = {}) =>
  jsonRequest(t.app, path, { ...init, cookie: childCookie });

async function libraryOf(request: (path: string) => Promise<Response>, path: string): Promise<Library> {
  const response = await request(path);
  expect(response.status).toBe(200);
  return (await response.json()) as Library;
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpAs(t.app, t.db, 'parent');
  other = await signUpAs(t.app, t.db, 'creator');
  await t.db
    .update(parentProfiles)
    .set({ subscriptionTier: 'Premium' })
    .where(eq(parentProfiles.userId, parent.userId));
  allowed = (await insertContent(t.db, { ageRange: 1, title: 'Wudu for little ones' })).id;
  tooOld = (await insertContent(t.db, { ageRange: 4, title: 'For older children' })).id;
  later = (await insertContent(t.db, { ageRange: 1, title: 'Stories of the prophets' })).id;
  const created = await parent.request('/api/children', {
    json: { name: 'Maryam', dateOfBirth: yearsAgo(6) },
  });
  child = (await created.json()) as Child;
  const started = await parent.request('/api/child-sessions', {
    json: { childId: child.id, timeZone: 'Europe/London' },
    headers: { 'x-device-id': 'device-library-0001' },
  });
  expect(started.status).toBe(201);
  childCookie =
    started.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('qk_child=')) ?? '';
});

afterAll(async () => {
  await t.close();
});

describe('a signed-in user', () => {
  it('adds to watch later once however often it is sent, and removes it', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await other.request(`/api/library/watch-later/${later}`, { method: 'PUT' });
      expect(response.status).toBe(200);
    }
    expect((await libraryOf(other.request, '/api/library')).watchLater.map((item) => item.id)).toEqual([
      later,
    ]);
    const rows = await t.db.select().from(watchLater).where(eq(watchLater.userId, other.userId));
    expect(rows).toHaveLength(1);
    const removed = await other.request(`/api/library/watch-later/${later}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await libraryOf(other.request, '/api/library')).watchLater).toEqual([]);
  });

  it('saves progress as one row (idempotent upsert) and lists unfinished videos in Continue watching', async () => {
    const save = (positionSeconds: number) =>
      other.request(`/api/library/progress/${allowed}`, {
        method: 'PUT',
        json: { positionSeconds, durationSeconds: 300 },
      });
    expect((await save(30)).status).toBe(200);
    expect((await save(70)).status).toBe(200);
    expect((await save(70)).status).toBe(200);
    const rows = await t.db.select().from(watchProgress).where(eq(watchProgress.userId, other.userId));
    expect(rows).toHaveLength(1);
    const library = await libraryOf(other.request, '/api/library');
    expect(library.continueWatching).toHaveLength(1);
    expect(library.continueWatching[0]).toMatchObject({
      id: allowed,
      positionSeconds: 70,
      durationSeconds: 300,
    });
    // Watched to the end: no longer "continue watching".
    expect((await save(300)).status).toBe(200);
    expect((await libraryOf(other.request, '/api/library')).continueWatching).toEqual([]);
  });

  it('lists the videos it liked', async () => {
    const like = await other.request(`/api/content/${allowed}/like`, { method: 'PUT' });
    expect(like.status).toBeLessThan(300);
    expect((await libraryOf(other.request, '/api/library')).liked.map((item) => item.id)).toEqual([allowed]);
  });

  it('never sees or removes someone else’s rows', async () => {
    await parent.request(`/api/library/watch-later/${allowed}`, { method: 'PUT' });
    const mine = await libraryOf(parent.request, '/api/library');
    expect(mine.watchLater.map((item) => item.id)).toEqual([allowed]);
    expect(mine.liked).toEqual([]);
    // The other user's DELETE of the same video touches only their own (empty) list.
    await other.request(`/api/library/watch-later/${allowed}`, { method: 'DELETE' });
    expect((await libraryOf(parent.request, '/api/library')).watchLater.map((item) => item.id)).toEqual([
      allowed,
    ]);
    expect((await libraryOf(other.request, '/api/library')).watchLater).toEqual([]);
  });

  it.each([
    [{ positionSeconds: -1, durationSeconds: 10 }],
    [{ positionSeconds: 1.5, durationSeconds: 10 }],
    [{ positionSeconds: '5', durationSeconds: 10 }],
    [{ positionSeconds: 5 }],
    [{ positionSeconds: 5, durationSeconds: 100_000 }],
  ])('refuses bad progress %j with the message, 400', async (json) => {
    const response = await other.request(`/api/library/progress/${allowed}`, { method: 'PUT', json });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe('Send the playback position in whole seconds');
  });

  it('answers 404 for an unknown, malformed or unpublished video', async () => {
    const draft = (await insertContent(t.db, { status: 'pending' })).id;
    for (const id of [NOT_FOUND_ID, 'not-a-uuid', draft]) {
      const response = await other.request(`/api/library/watch-later/${id}`, { method: 'PUT' });
      expect(response.status).toBe(404);
      expect(await errorMessage(response)).toBe('Video not found');
    }
  });

  it('signed out: 401; the child credential is no user', async () => {
    const anonymous = await jsonRequest(t.app, '/api/library');
    expect(anonymous.status).toBe(401);
    const put = await jsonRequest(t.app, `/api/library/watch-later/${allowed}`, { method: 'PUT' });
    expect(put.status).toBe(401);
    const childAsUser = await asChild('/api/library');
    expect([401, 403]).toContain(childAsUser.status);
  });
});

describe('a child session', () => {
  it('keeps its own list, only with videos the child may watch', async () => {
    expect((await asChild(`/api/child/library/watch-later/${allowed}`, { method: 'PUT' })).status).toBe(200);
    const refused = await asChild(`/api/child/library/watch-later/${tooOld}`, { method: 'PUT' });
    expect(refused.status).toBe(403);
    expect(
      (
        await asChild(`/api/child/library/progress/${allowed}`, {
          method: 'PUT',
          json: { positionSeconds: 40, durationSeconds: 200 },
        })
      ).status,
    ).toBe(200);
    const library = await libraryOf((path) => asChild(path), '/api/child/library');
    expect(library.watchLater.map((item) => item.id)).toEqual([allowed]);
    expect(library.continueWatching.map((item) => item.id)).toEqual([allowed]);
    expect(library.liked).toEqual([]);
    // The parent's own list is not the child's, and the child's rows are the child's.
    expect((await libraryOf(parent.request, '/api/library')).continueWatching).toEqual([]);
    const rows = await t.db.select().from(watchLater).where(eq(watchLater.childId, child.id));
    expect(rows.map((row) => row.contentId)).toEqual([allowed]);
  });

  it('drops an item from its lists once the child may no longer watch it', async () => {
    await t.db.update(content).set({ ageRange: 4 }).where(eq(content.id, allowed));
    const library = await libraryOf((path) => asChild(path), '/api/child/library');
    expect(library.watchLater).toEqual([]);
    expect(library.continueWatching).toEqual([]);
    await t.db.update(content).set({ ageRange: 1 }).where(eq(content.id, allowed));
  });

  it('is refused to a parent session and to nobody', async () => {
    expect([401, 403]).toContain((await parent.request('/api/child/library')).status);
    expect([401, 403]).toContain((await jsonRequest(t.app, '/api/child/library')).status);
  });

  it('goes into the family export and is deleted with the child', async () => {
    const exported = await parent.request(`/api/children/${child.id}/export`);
    expect(exported.status).toBe(200);
    const body = (await exported.json()) as { tvLibrary: { watchLater: { contentId: string }[] } };
    expect(body.tvLibrary.watchLater.map((row) => row.contentId)).toEqual([allowed]);
    const deleted = await parent.request(`/api/children/${child.id}`, { method: 'DELETE' });
    expect(deleted.status).toBeLessThan(300);
    expect(await t.db.select().from(watchLater).where(eq(watchLater.childId, child.id))).toEqual([]);
    expect(await t.db.select().from(watchProgress).where(eq(watchProgress.childId, child.id))).toEqual([]);
  });
});

// The children's screen tried by a visitor: GET /api/demo/child-feed and /api/demo/child-content/:id read the
// catalog through the youngest child's strictest policy (the strict values preset without music), behind the
// catalog's door, and write nothing.

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childSessions } from '#server/db/schema/children';
import { content, contentViews } from '#server/db/schema/content';
import { englishMessage } from '#server/http/app-error';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent, setFeedPublic } from '#server/test/factories';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { errorMessage, yearsAgo } from '#server/test/test-values';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import { ENGAGEMENT_MESSAGES } from '#shared/engagement';
import type { ContentDetail, FeedPage } from '#shared/feed.schema';

let t: TestApp;
let parent: Caller;
let childCookie: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  // Described on every values axis (the demo is the strict preset: an axis nobody has described counts as shown).
  const clean = { faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' } as const;
  ids.allowed = (await insertContent(t.db, { title: 'Demo wudu for little ones', ageRange: 1, ...clean })).id;
  ids.secondAllowed = (
    await insertContent(t.db, { title: 'Demo counting with dates', ageRange: 1, ...clean })
  ).id;
  ids.olderBand = (await insertContent(t.db, { title: 'Demo seerah for eight', ageRange: 2, ...clean })).id;
  ids.pgRated = (
    await insertContent(t.db, { title: 'Demo PG adventure', ageRange: 1, contentRating: 'PG', ...clean })
  ).id;
  ids.withMusic = (
    await insertContent(t.db, { title: 'Demo song with drums', ageRange: 1, hasMusic: true, ...clean })
  ).id;
  ids.voiceOnly = (
    await insertContent(t.db, { title: 'Demo voice-only nasheed', ageRange: 1, music: 'voice', ...clean })
  ).id;
  ids.faces = (
    await insertContent(t.db, { title: 'Demo cartoon with faces', ageRange: 1, ...clean, faces: 'shown' })
  ).id;
  ids.undescribed = (await insertContent(t.db, { title: 'Demo item nobody described', ageRange: 1 })).id;
  ids.pending = (
    await insertContent(t.db, { title: 'Demo pending story', ageRange: 1, status: 'pending' })
  ).id;
  ids.draft = (await insertContent(t.db, { title: 'Demo draft story', ageRange: 1, status: 'draft' })).id;

  parent = await signUpAs(t.app, t.db, 'parent');
  const created = await parent.request('/api/children', {
    json: { name: 'Yusuf', dateOfBirth: yearsAgo(5) },
  });
  const child = (await created.json()) as { id: string };
  const started = await parent.request('/api/child-sessions', {
    json: {
      childId: child.id,
      deviceInfo: { screen_size: '412x915', platform: 'Linux' },
      timeZone: 'Europe/London',
    },
    headers: { 'x-device-id': 'device-demo-0001' },
  });
  if (started.status !== 201) throw new Error(`child mode did not start: ${started.status}`);
  const token = started.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((value) => value.startsWith('qk_child='));
  if (!token) throw new Error('no child credential');
  childCookie = token;
});

afterAll(async () => {
  await t.close();
});

const titles = (page: FeedPage) =>
  page.items.map((item) => item.title).filter((title) => title.startsWith('Demo '));

async function written() {
  const [views] = await t.db.select({ n: count() }).from(contentViews);
  const [sessions] = await t.db.select({ n: count() }).from(childSessions);
  const rows = await t.db.select({ id: content.id, viewCount: content.viewCount }).from(content);
  return {
    views: views?.n,
    sessions: sessions?.n,
    viewCounts: rows.sort((a, b) => a.id.localeCompare(b.id)),
  };
}

describe('GET /api/demo/child-feed', () => {
  it('shows an anonymous visitor only published items for ages 3-5, rated G, without music, strict values', async () => {
    const response = await t.app.request('/api/demo/child-feed');
    expect(response.status).toBe(200);
    const page = (await response.json()) as FeedPage;
    expect(titles(page).sort()).toEqual(['Demo counting with dates', 'Demo wudu for little ones']);
  });

  it('searches and pages like the child feed, never past the policy', async () => {
    const found = (await (await t.app.request('/api/demo/child-feed?q=wudu')).json()) as FeedPage;
    expect(titles(found)).toEqual(['Demo wudu for little ones']);
    const music = (await (await t.app.request('/api/demo/child-feed?q=drums')).json()) as FeedPage;
    expect(music.items).toEqual([]);
    const older = (await (await t.app.request('/api/demo/child-feed?age=2')).json()) as FeedPage;
    expect(titles(older)).toEqual([]);
  });

  it('answers bad input with a 400 and never a 500', async () => {
    for (const query of ['page=0', 'page=abc', `q=${'x'.repeat(500)}`, 'sort=sideways']) {
      const response = await t.app.request(`/api/demo/child-feed?${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it('is the catalog behind its door: signed out while the feed is private gets 401, signed in reads it', async () => {
    await setFeedPublic(t.deps, false);
    try {
      const anonymous = await t.app.request('/api/demo/child-feed');
      expect(anonymous.status).toBe(401);
      expect(await errorMessage(anonymous)).toBe(englishMessage(ENGAGEMENT_MESSAGES.authenticationRequired));
      const signedIn = await parent.request('/api/demo/child-feed');
      expect(signedIn.status).toBe(200);
    } finally {
      await setFeedPublic(t.deps, true);
    }
  });

  it('refuses a device in child mode, which has its own child feed', async () => {
    const response = await jsonRequest(t.app, '/api/demo/child-feed', { cookie: childCookie });
    expect(response.status).toBe(403);
    expect(await errorMessage(response)).toBe(englishMessage(CHILD_MODE_MESSAGES.useChildArea));
  });
});

describe('GET /api/demo/child-content/:id', () => {
  it('plays an item the youngest child may see, for a visitor', async () => {
    const response = await t.app.request(`/api/demo/child-content/${ids.allowed}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as ContentDetail).title).toBe('Demo wudu for little ones');
  });

  it.each([
    ['an older age band', 'olderBand', 'Demo seerah for eight'],
    ['a PG rating', 'pgRated', 'Demo PG adventure'],
    ['music', 'withMusic', 'Demo song with drums'],
    ['voice-only music (the demo has no music at all)', 'voiceOnly', 'Demo voice-only nasheed'],
    ['animated faces (the strict preset)', 'faces', 'Demo cartoon with faces'],
    ['values nobody has described (unknown counts as shown)', 'undescribed', 'Demo item nobody described'],
    ["a creator's pending item", 'pending', 'Demo pending story'],
    ["a creator's draft", 'draft', 'Demo draft story'],
  ])('refuses an item with %s, without showing it', async (_, key, title) => {
    const response = await t.app.request(`/api/demo/child-content/${ids[key]}`);
    expect([403, 404]).toContain(response.status);
    expect(await response.text()).not.toContain(title);
  });

  it('answers an unknown or malformed id with 404', async () => {
    expect((await t.app.request('/api/demo/child-content/not-a-uuid')).status).toBe(404);
    expect((await t.app.request('/api/demo/child-content/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });

  it('refuses a device in child mode', async () => {
    const response = await jsonRequest(t.app, `/api/demo/child-content/${ids.allowed}`, {
      cookie: childCookie,
    });
    expect(response.status).toBe(403);
  });
});

it('writes nothing: no view, no count, no child session, however many read the demo at once', async () => {
  const before = await written();
  const answers = await fireTogether(10, async (index) =>
    t.app.request(index % 2 === 0 ? '/api/demo/child-feed' : `/api/demo/child-content/${ids.allowed}`),
  );
  expect(statusCounts(answers)).toEqual({ 200: 10 });
  expect(await written()).toEqual(before);
});

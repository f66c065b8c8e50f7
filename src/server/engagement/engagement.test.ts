import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, contentReports, contentViews } from '#server/db/schema/content';
import { systemSettings } from '#server/db/schema/settings';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertCreator, setFeedPublic } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import type {
  CommentsPage,
  CommentView,
  CreatorVideos,
  LikeState,
  NextVideo,
  RelatedVideos,
  ViewResult,
} from '#shared/engagement';
import type { FeedPage } from '#shared/feed.schema';

let t: TestApp;
let parent: Caller;
let otherParent: Caller;
let creator: Caller;
let admin: Caller;
let creatorUserId: string;
const ids = {
  main: '',
  show1: '',
  show2: '',
  show3: '',
  show4: '',
  show5: '',
  show6: '',
  otherCategory: '',
  pendingShow: '',
  lonely: '',
};
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const anonymous = (
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
) => jsonRequest(t.app, path, init);

async function json<T>(response: Response | Promise<Response>) {
  const settled = await response;
  return { status: settled.status, body: (await settled.json()) as T };
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpAs(t.app, t.db, 'parent');
  otherParent = await signUpAs(t.app, t.db, 'parent');
  creator = await signUpAs(t.app, t.db, 'creator');
  admin = await signUpAs(t.app, t.db, 'admin');
  const profile = await insertCreator(t.db, { fullName: 'Aisha Rahman' });
  creatorUserId = profile.userId ?? '';
  const base = { creatorProfileId: profile.id };
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  ids.main = (
    await insertContent(t.db, { ...base, title: 'Main story', category: 'Shows', createdAt: day(20) })
  ).id;
  for (let i = 1; i <= 6; i += 1) {
    ids[`show${i}` as keyof typeof ids] = (
      await insertContent(t.db, { ...base, title: `Show ${i}`, category: 'Shows', createdAt: day(i) })
    ).id;
  }
  ids.otherCategory = (
    await insertContent(t.db, {
      ...base,
      title: 'Quran time',
      category: 'Quran & Dua for Kids',
      createdAt: day(19),
    })
  ).id;
  ids.pendingShow = (
    await insertContent(t.db, {
      ...base,
      title: 'Pending show',
      category: 'Shows',
      status: 'pending',
      createdAt: day(21),
    })
  ).id;
  ids.lonely = (await insertContent(t.db, { title: 'Lonely nasheed', category: 'Nasheeds & Songs' })).id;
});

afterAll(async () => {
  await t.close();
});

describe('likes', () => {
  it('counts likes and toggles the caller’s like on and off, idempotently', async () => {
    expect((await json<LikeState>(anonymous(`/api/content/${ids.main}/likes`))).body).toEqual({
      count: 0,
      liked: false,
    });
    expect(
      (await json<LikeState>(parent.request(`/api/content/${ids.main}/like`, { method: 'PUT' }))).body,
    ).toEqual({
      count: 1,
      liked: true,
    });
    await parent.request(`/api/content/${ids.main}/like`, { method: 'PUT' });
    expect(
      (await json<LikeState>(otherParent.request(`/api/content/${ids.main}/like`, { method: 'PUT' }))).body,
    ).toEqual({ count: 2, liked: true });
    expect((await json<LikeState>(parent.request(`/api/content/${ids.main}/likes`))).body).toEqual({
      count: 2,
      liked: true,
    });
    expect(
      (await json<LikeState>(parent.request(`/api/content/${ids.main}/like`, { method: 'DELETE' }))).body,
    ).toEqual({ count: 1, liked: false });
    expect((await json<LikeState>(anonymous(`/api/content/${ids.main}/likes`))).body.count).toBe(1);
  });

  it('needs a signed-in user to like', async () => {
    const { status, body } = await json<ApiErrorBody>(
      anonymous(`/api/content/${ids.main}/like`, { method: 'PUT' }),
    );
    expect(status).toBe(401);
    expect(body.error.message).toBe('Not authenticated');
    expect((await anonymous(`/api/content/${ids.main}/like`, { method: 'DELETE' })).status).toBe(401);
  });

  it.each([
    ['pending', () => ids.pendingShow],
    ['unknown', () => UNKNOWN],
    ['malformed', () => 'nope'],
  ])('answers 404 for a %s video', async (_label, id) => {
    const put = await json<ApiErrorBody>(parent.request(`/api/content/${id()}/like`, { method: 'PUT' }));
    expect(put.status).toBe(404);
    expect(put.body.error.message).toBe('Video not found');
    expect((await anonymous(`/api/content/${id()}/likes`)).status).toBe(404);
  });
});

describe('comments', () => {
  let first: CommentView;

  it('adds comments as plain text and lists them newest first with the author', async () => {
    const created = await json<CommentView>(
      parent.request(`/api/content/${ids.main}/comments`, { json: { text: '  <b>MashaAllah</b> lovely  ' } }),
    );
    expect(created.status).toBe(201);
    first = created.body;
    expect(first.text).toBe('<b>MashaAllah</b> lovely');
    expect(first.canDelete).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await otherParent.request(`/api/content/${ids.main}/comments`, { json: { text: 'Second comment' } });
    const { status, body } = await json<CommentsPage>(anonymous(`/api/content/${ids.main}/comments`));
    expect(status).toBe(200);
    expect(body.items.map((item) => item.text)).toEqual(['Second comment', '<b>MashaAllah</b> lovely']);
    expect(body.items.every((item) => item.canDelete === false)).toBe(true);
    expect(body.items[1]?.author.name).toMatch(/Test Person/);
    const mine = await json<CommentsPage>(parent.request(`/api/content/${ids.main}/comments`));
    expect(mine.body.items.map((item) => item.canDelete)).toEqual([false, true]);
  });

  it.each([
    [{ text: '' }, 'Comment text is required'],
    [{ text: '   ' }, 'Comment text is required'],
    [{}, 'Comment text is required'],
    [{ text: 42 }, 'Comment text is required'],
    [{ text: 'x'.repeat(2001) }, 'Comments can be at most 2000 characters'],
  ])('rejects %j with a 400 and a clear message', async (payload, message) => {
    const { status, body } = await json<ApiErrorBody>(
      parent.request(`/api/content/${ids.main}/comments`, { json: payload }),
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });

  it('rejects malformed JSON and bad pages with a 400', async () => {
    const response = await t.app.request(`/api/content/${ids.main}/comments`, {
      method: 'POST',
      headers: { Cookie: parent.cookie, Origin: 'http://localhost:3000', 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
    const page = await json<ApiErrorBody>(anonymous(`/api/content/${ids.main}/comments?page=0`));
    expect(page.status).toBe(400);
    expect(page.body.error.message).toBe('Page must be a positive whole number');
  });

  it('needs sign-in to comment, and a published video', async () => {
    expect((await anonymous(`/api/content/${ids.main}/comments`, { json: { text: 'hi' } })).status).toBe(401);
    expect(
      (await parent.request(`/api/content/${ids.pendingShow}/comments`, { json: { text: 'hi' } })).status,
    ).toBe(404);
    expect((await anonymous(`/api/content/${UNKNOWN}/comments`)).status).toBe(404);
  });

  it('lets only the author (or an admin) delete a comment; to anyone else it does not exist', async () => {
    expect((await anonymous(`/api/comments/${first.id}`, { method: 'DELETE' })).status).toBe(401);
    const other = await json<ApiErrorBody>(
      otherParent.request(`/api/comments/${first.id}`, { method: 'DELETE' }),
    );
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe('Comment not found');
    expect((await creator.request(`/api/comments/${first.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await parent.request(`/api/comments/${first.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await parent.request(`/api/comments/${first.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await parent.request('/api/comments/not-a-uuid', { method: 'DELETE' })).status).toBe(404);
    const left = await json<CommentsPage>(anonymous(`/api/content/${ids.main}/comments`));
    expect(left.body.items.map((item) => item.text)).toEqual(['Second comment']);
    const secondId = left.body.items[0]?.id;
    expect((await admin.request(`/api/comments/${secondId}`, { method: 'DELETE' })).status).toBe(204);
  });
});

describe('reports', () => {
  it('stores a report for moderation', async () => {
    const { status } = await json<{ id: string }>(
      parent.request(`/api/content/${ids.main}/reports`, {
        json: { reason: 'misinformation', details: 'The date of Eid is wrong.' },
      }),
    );
    expect(status).toBe(201);
    const rows = await t.db.select().from(contentReports).where(eq(contentReports.contentId, ids.main));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: parent.userId,
      reason: 'misinformation',
      details: 'The date of Eid is wrong.',
      status: 'open',
    });
  });

  it.each([
    [{ details: 'x' }, 'Please choose a reason'],
    [{ reason: 'boring', details: 'x' }, 'Please choose a reason'],
    [{ reason: 'other' }, 'Please describe the problem'],
    [{ reason: 'other', details: '  ' }, 'Please describe the problem'],
    [{ reason: 'other', details: 'x'.repeat(2001) }, 'Details can be at most 2000 characters'],
  ])('rejects %j with a 400', async (payload, message) => {
    const { status, body } = await json<ApiErrorBody>(
      parent.request(`/api/content/${ids.main}/reports`, { json: payload }),
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });

  it('needs sign-in and a published video', async () => {
    const payload = { reason: 'other', details: 'x' };
    expect((await anonymous(`/api/content/${ids.main}/reports`, { json: payload })).status).toBe(401);
    expect((await parent.request(`/api/content/${ids.pendingShow}/reports`, { json: payload })).status).toBe(
      404,
    );
  });
});

describe('counted views', () => {
  const view = (id: string, device: string | undefined, init: { caller?: Caller; ua?: string } = {}) => {
    const headers: Record<string, string> = { 'User-Agent': init.ua ?? BROWSER_UA };
    if (device !== undefined) headers['x-device-id'] = device;
    const path = `/api/content/${id}/views`;
    return json<ViewResult>(
      init.caller ? init.caller.request(path, { json: {}, headers }) : anonymous(path, { json: {}, headers }),
    );
  };
  const viewCount = async (id: string) =>
    (await t.db.select({ n: content.viewCount }).from(content).where(eq(content.id, id)))[0]?.n;

  it('counts a device once per 24 hours and keeps only the anonymous reports that counted', async () => {
    const device = 'device-aaaa-1111';
    expect((await view(ids.show1, device)).body).toEqual({ counted: true, viewCount: 1 });
    expect((await view(ids.show1, device)).body).toEqual({ counted: false, viewCount: 1 });
    expect((await view(ids.show1, 'device-bbbb-2222')).body).toEqual({ counted: true, viewCount: 2 });
    expect(await viewCount(ids.show1)).toBe(2);
    const rows = await t.db.select().from(contentViews).where(eq(contentViews.contentId, ids.show1));
    expect(rows.map((row) => [row.deviceId, row.counted])).toEqual([
      [device, true],
      ['device-bbbb-2222', true],
    ]);
  });

  it('counts again once the cooldown has passed', async () => {
    const device = 'device-cccc-3333';
    await view(ids.show2, device);
    await t.db
      .update(contentViews)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(contentViews.contentId, ids.show2), eq(contentViews.deviceId, device)));
    expect((await view(ids.show2, device)).body).toEqual({ counted: true, viewCount: 2 });
  });

  it('counts a signed-in viewer once across devices', async () => {
    expect((await view(ids.show3, 'device-dddd-4444', { caller: parent })).body.counted).toBe(true);
    expect((await view(ids.show3, 'device-eeee-5555', { caller: parent })).body.counted).toBe(false);
    const rows = await t.db.select().from(contentViews).where(eq(contentViews.contentId, ids.show3));
    expect(rows.map((row) => row.viewerId)).toEqual([parent.userId, parent.userId]);
  });

  it('never counts bots, keeps no row of an anonymous one, and marks a signed-in one is_bot', async () => {
    for (const ua of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', '']) {
      expect((await view(ids.show4, `bot-device-${ua.length}`, { ua })).body).toEqual({
        counted: false,
        viewCount: 0,
      });
    }
    expect(await t.db.select().from(contentViews).where(eq(contentViews.contentId, ids.show4))).toEqual([]);
    expect(
      (await view(ids.show4, 'bot-device-signed', { ua: 'curl/8.5.0', caller: parent })).body.counted,
    ).toBe(false);
    const rows = await t.db.select().from(contentViews).where(eq(contentViews.contentId, ids.show4));
    expect(rows.map((row) => [row.viewerId, row.isBot, row.counted])).toEqual([[parent.userId, true, false]]);
    expect(await viewCount(ids.show4)).toBe(0);
  });

  it('counts exactly once when the same device reports many times at once', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => view(ids.show5, 'device-race-0001')));
    expect(results.filter((result) => result.body.counted)).toHaveLength(1);
    expect(await viewCount(ids.show5)).toBe(1);
  });

  it.each([
    [undefined, 'A device id is required (header x-device-id)'],
    ['', 'A device id is required (header x-device-id)'],
    ['short', 'A device id is required (header x-device-id)'],
    ['bad device id with spaces', 'A device id is required (header x-device-id)'],
  ])('rejects device id %j with a 400', async (device, message) => {
    const { status, body } = await json<ApiErrorBody>(
      anonymous(`/api/content/${ids.show6}/views`, {
        json: {},
        headers: device === undefined ? {} : { 'x-device-id': device },
      }),
    );
    expect(status).toBe(400);
    expect((body as unknown as ApiErrorBody).error.message).toBe(message);
  });

  it('answers 404 for unpublished or unknown videos and never counts them', async () => {
    expect((await view(ids.pendingShow, 'device-ffff-6666')).status).toBe(404);
    expect((await view(UNKNOWN, 'device-ffff-6666')).status).toBe(404);
    expect(await viewCount(ids.pendingShow)).toBe(0);
  });
});

describe('related and next', () => {
  it('lists 5 newest published videos of the same category, never this one or unpublished ones', async () => {
    const { status, body } = await json<RelatedVideos>(anonymous(`/api/content/${ids.main}/related`));
    expect(status).toBe(200);
    expect(body.items.map((item) => item.title)).toEqual(['Show 6', 'Show 5', 'Show 4', 'Show 3', 'Show 2']);
    expect(body.items[0]?.creator.name).toBe('Aisha Rahman');
  });

  it('answers an empty list when nothing is related, and 404 for unknown videos', async () => {
    expect((await json<RelatedVideos>(anonymous(`/api/content/${ids.lonely}/related`))).body.items).toEqual(
      [],
    );
    expect((await anonymous(`/api/content/${ids.pendingShow}/related`)).status).toBe(404);
  });

  it('picks a random other published video for next', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 15; i += 1) {
      const { status, body } = await json<NextVideo>(anonymous(`/api/content/${ids.main}/next`));
      expect(status).toBe(200);
      expect(body.id).not.toBe(ids.main);
      expect(body.id).not.toBe(ids.pendingShow);
      seen.add(body.id ?? '');
    }
    expect(seen.size).toBeGreaterThan(1);
    expect((await anonymous(`/api/content/${UNKNOWN}/next`)).status).toBe(404);
  });
});

describe('creator latest videos', () => {
  it('lists up to 6 published videos of a creator, newest first', async () => {
    const { status, body } = await json<CreatorVideos>(anonymous(`/api/profiles/${creatorUserId}/videos`));
    expect(status).toBe(200);
    expect(body.items).toHaveLength(6);
    expect(body.items[0]?.title).toBe('Main story');
    expect(body.items.map((item) => item.title)).not.toContain('Pending show');
  });

  it('answers an empty list for a parent and 404 for an unknown user', async () => {
    expect(
      (await json<CreatorVideos>(anonymous(`/api/profiles/${parent.userId}/videos`))).body.items,
    ).toEqual([]);
    const missing = await json<ApiErrorBody>(anonymous('/api/profiles/no-such-user/videos'));
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Profile Not Found');
  });
});

describe('feed visibility', () => {
  const setPublic = (isPublic: boolean) => setFeedPublic(t.deps, isPublic);

  it('closes the catalog to anonymous visitors while the feed is private, and opens it again', async () => {
    await setPublic(false);
    for (const path of [
      '/api/feed',
      `/api/content/${ids.main}`,
      `/api/content/${ids.main}/related`,
      `/api/content/${ids.main}/comments`,
      `/api/content/${ids.main}/likes`,
      `/api/content/${ids.main}/next`,
    ]) {
      const { status, body } = await json<ApiErrorBody>(anonymous(path));
      expect(status, path).toBe(401);
      expect(body.error.message).toBe('Authentication required');
    }
    const signedIn = await json<FeedPage>(parent.request('/api/feed'));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.items.length).toBeGreaterThan(0);
    await setPublic(true);
    expect((await anonymous('/api/feed')).status).toBe(200);
  });

  it('also reads the legacy JSON-string form of the setting', async () => {
    await t.db
      .update(systemSettings)
      .set({ value: sql`to_jsonb('{"public": false}'::text)` })
      .where(eq(systemSettings.key, 'feed_visibility'));
    t.feedVisibility.forget();
    expect((await anonymous('/api/feed')).status).toBe(401);
    await setPublic(true);
  });
});

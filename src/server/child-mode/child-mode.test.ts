import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, childSessions } from '#server/db/schema/children';
import { contentViews } from '#server/db/schema/content';
import { childScreenTime } from '#server/db/schema/screen-time';
import { parentProfiles } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { errorMessage, yearsAgo } from '#server/test/test-values';
import type { ApiErrorBody } from '#shared/api-error';
import type { ChildSessionInfo, ExitChallenge, HeartbeatResult } from '#shared/child-mode';
import type { Child } from '#shared/children.schema';
import type { ContentDetail, FeedItem, FeedPage } from '#shared/feed.schema';
import { localDay } from '#shared/screen-time';
import { sweepChildSessions } from './child-sessions.service';

let t: TestApp;
let parent: Caller;
let otherParent: Caller;
let admin: Caller;
let child: Child;

const message = errorMessage;

function cookiesFrom(response: Response): Map<string, string> {
  const jar = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const index = pair.indexOf('=');
    jar.set(pair.slice(0, index), pair.slice(index + 1));
  }
  return jar;
}

type Device = {
  childCookie: string;
  parkedCookie: string;
  setCookies: Map<string, string>;
  info: ChildSessionInfo;
};

async function startChildMode(who: Caller, childId: string, deviceId: string): Promise<Device> {
  const response = await who.request('/api/child-sessions', {
    json: { childId, deviceInfo: { screen_size: '412x915', platform: 'Linux' }, timeZone: 'Europe/London' },
    headers: { 'x-device-id': deviceId },
  });
  if (response.status !== 201) throw new Error(`start failed ${response.status} ${await response.text()}`);
  const setCookies = cookiesFrom(response);
  return {
    childCookie: `qk_child=${setCookies.get('qk_child')}`,
    parkedCookie: `qk_parked_session=${setCookies.get('qk_parked_session')}`,
    setCookies,
    info: (await response.json()) as ChildSessionInfo,
  };
}

const asChild = (device: Device, path: string, init: { method?: string; json?: unknown } = {}) =>
  jsonRequest(t.app, path, { ...init, cookie: device.childCookie });

async function resetExitLock() {
  await t.db
    .update(parentProfiles)
    .set({ exitFailedAttempts: 0, exitLockedUntil: null })
    .where(eq(parentProfiles.userId, parent.userId));
}

async function endAllSessions() {
  await t.db.update(childSessions).set({ sessionStatus: 'ended', endedAt: new Date(), tokenHash: null });
}

let allowed: string;
let tooOld: string;
let pgRated: string;
let withMusic: string;
let otherCategory: string;
let pending: string;

beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpAs(t.app, t.db, 'parent');
  otherParent = await signUpAs(t.app, t.db, 'parent');
  admin = await signUpAs(t.app, t.db, 'admin');
  const created = await parent.request('/api/children', {
    json: { name: 'Amina', dateOfBirth: yearsAgo(7) },
  });
  child = (await created.json()) as Child;
  // Strict, stories only, no music.
  await parent.request(`/api/children/${child.id}`, {
    method: 'PATCH',
    json: {
      restrictionLevel: 'strict',
      allowedCategories: ['Islamic Stories & Manners'],
      musicAllowed: false,
    },
  });
  allowed = (await insertContent(t.db, { title: 'Allowed story', ageRange: 2, contentRating: 'G' })).id;
  tooOld = (await insertContent(t.db, { title: 'Teen talk', ageRange: 4, contentRating: 'G' })).id;
  pgRated = (await insertContent(t.db, { title: 'PG film', ageRange: 1, contentRating: 'PG' })).id;
  withMusic = (await insertContent(t.db, { title: 'With music', ageRange: 1, hasMusic: true })).id;
  otherCategory = (
    await insertContent(t.db, { title: 'Football', ageRange: 1, category: 'Sports & Fitness' })
  ).id;
  pending = (await insertContent(t.db, { title: 'Pending one', ageRange: 1, status: 'pending' })).id;
  await insertContent(t.db, { title: 'Second allowed', ageRange: 1, contentRating: 'G' });
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/child-sessions', () => {
  it('starts child mode: a session row, a child credential, and the parent cookie parked and cleared', async () => {
    const device = await startChildMode(parent, child.id, 'device-aaaa-0001');
    expect(device.info).toMatchObject({
      status: 'active',
      child: { id: child.id, name: 'Amina', ageBand: 2 },
      screenTime: { limitMinutes: 120, usedSeconds: 0 },
      exitMode: 'math',
    });
    const sessionCookie = [...device.setCookies.keys()].find((name) => name.endsWith('session_token'));
    expect(sessionCookie).toBeDefined();
    expect(device.setCookies.get(sessionCookie as string)).toBe('');
    expect(parent.cookie).toContain(device.setCookies.get('qk_parked_session') as string);
    const [row] = await t.db.select().from(childSessions).where(eq(childSessions.id, device.info.sessionId));
    expect(row).toMatchObject({
      childId: child.id,
      parentId: parent.userId,
      deviceId: 'device-aaaa-0001',
      sessionStatus: 'active',
      deviceInfo: { screen_size: '412x915', platform: 'Linux' },
    });
    // Only the hash is stored.
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toBe(device.setCookies.get('qk_child'));
    const [profile] = await t.db
      .select({ timeZone: parentProfiles.timeZone })
      .from(parentProfiles)
      .where(eq(parentProfiles.userId, parent.userId));
    expect(profile?.timeZone).toBe('Europe/London');
    await endAllSessions();
  });

  it('answers 404 for another parent’s child and for a malformed id', async () => {
    const theirs = await otherParent.request('/api/child-sessions', { json: { childId: child.id } });
    expect(theirs.status).toBe(404);
    expect(await message(theirs)).toBe('Child not found');
    expect((await parent.request('/api/child-sessions', { json: { childId: 'nope' } })).status).toBe(404);
  });

  it('validates the body', async () => {
    const missing = await parent.request('/api/child-sessions', { json: {} });
    expect(missing.status).toBe(400);
    expect(await message(missing)).toBe('Please choose a child');
    const zone = await parent.request('/api/child-sessions', {
      json: { childId: child.id, timeZone: 'Mars/Olympus' },
    });
    expect(zone.status).toBe(400);
    expect(await message(zone)).toBe('Unknown time zone');
  });

  it('needs a signed-in parent', async () => {
    expect((await jsonRequest(t.app, '/api/child-sessions', { json: { childId: child.id } })).status).toBe(
      401,
    );
    expect((await admin.request('/api/child-sessions', { json: { childId: child.id } })).status).toBe(403);
  });

  it('allows one child device at a time on the Free plan, naming Premium; three on Premium', async () => {
    await startChildMode(parent, child.id, 'device-free-0001');
    const second = await parent.request('/api/child-sessions', {
      json: { childId: child.id },
      headers: { 'x-device-id': 'device-free-0002' },
    });
    expect(second.status).toBe(409);
    expect(await message(second)).toBe(
      'Your Free plan allows child mode on 1 device at a time. Exit child mode on the other device, or upgrade to Premium for up to 3 devices.',
    );
    // The same device starting again replaces its own session.
    await startChildMode(parent, child.id, 'device-free-0001');
    await t.db
      .update(parentProfiles)
      .set({ subscriptionTier: 'Premium' })
      .where(eq(parentProfiles.userId, parent.userId));
    await startChildMode(parent, child.id, 'device-prem-0002');
    await startChildMode(parent, child.id, 'device-prem-0003');
    const fourth = await parent.request('/api/child-sessions', {
      json: { childId: child.id },
      headers: { 'x-device-id': 'device-prem-0004' },
    });
    expect(fourth.status).toBe(409);
    const active = await t.db
      .select()
      .from(childSessions)
      .where(and(eq(childSessions.parentId, parent.userId), eq(childSessions.sessionStatus, 'active')));
    expect(active).toHaveLength(3);
    await t.db
      .update(parentProfiles)
      .set({ subscriptionTier: 'Basic' })
      .where(eq(parentProfiles.userId, parent.userId));
    await endAllSessions();
  });
});

describe('the child credential', () => {
  let device: Device;
  beforeAll(async () => {
    device = await startChildMode(parent, child.id, 'device-cred-0001');
  });
  afterAll(endAllSessions);

  it.each([
    ['/api/children'],
    ['/api/me'],
    ['/api/profile'],
    ['/api/parent/child-mode'],
    ['/api/parent/pending-content'],
    [`/api/children/${'00000000-0000-4000-8000-000000000000'}/activity`],
  ])('is not a parent credential: %s answers 401', async (path) => {
    expect((await asChild(device, path)).status).toBe(401);
  });

  it.each([['/api/admin/content'], ['/api/admin/reports'], ['/api/admin/overview']])(
    'is refused by admin routes: %s answers 403',
    async (path) => {
      expect((await asChild(device, path)).status).toBe(403);
    },
  );

  it('cannot start another child session or vote', async () => {
    expect((await asChild(device, '/api/child-sessions', { json: { childId: child.id } })).status).toBe(401);
    expect(
      (await asChild(device, `/api/parent/pending-content/${pending}/vote`, { json: { vote: true } })).status,
    ).toBe(401);
  });

  it('a parent session is not a child credential', async () => {
    expect((await parent.request('/api/child/feed')).status).toBe(401);
    expect((await admin.request(`/api/child/content/${allowed}`)).status).toBe(401);
    expect(await message(await parent.request('/api/child/session'))).toBe(
      'Child mode is not active on this device',
    );
  });

  it('cannot read the public catalog either (the child area is the only way in)', async () => {
    for (const path of ['/api/feed', `/api/content/${allowed}`, `/api/content/${allowed}/related`]) {
      const response = await asChild(device, path);
      expect(response.status, path).toBe(403);
      expect(await message(response)).toBe(
        'This device is in child mode. Videos for children are in the child area.',
      );
    }
    expect((await jsonRequest(t.app, '/api/feed')).status).toBe(200);
  });

  it('a made-up credential is refused', async () => {
    const response = await jsonRequest(t.app, '/api/child/feed', { cookie: 'qk_child=made-up-token' });
    expect(response.status).toBe(401);
  });

  it('tells the child app who it is for', async () => {
    const response = await asChild(device, '/api/child/session');
    expect(response.status).toBe(200);
    expect((await response.json()) as ChildSessionInfo).toMatchObject({
      child: { name: 'Amina' },
      heartbeatSeconds: 30,
    });
  });

  it('tells the child app the interface language the parent chose, null when none', async () => {
    expect(device.info.child.interfaceLanguage).toBeNull(); // the start's answer carries it too
    const before = (await (await asChild(device, '/api/child/session')).json()) as ChildSessionInfo;
    expect(before.child.interfaceLanguage).toBeNull();
    await parent.request(`/api/children/${child.id}`, { method: 'PATCH', json: { interfaceLanguage: 'ar' } });
    try {
      const now = (await (await asChild(device, '/api/child/session')).json()) as ChildSessionInfo;
      expect(now.child.interfaceLanguage).toBe('ar');
    } finally {
      await parent.request(`/api/children/${child.id}`, {
        method: 'PATCH',
        json: { interfaceLanguage: null },
      });
    }
  });
});

describe('what a child may see', () => {
  let device: Device;
  beforeAll(async () => {
    device = await startChildMode(parent, child.id, 'device-see-0001');
  });
  afterAll(endAllSessions);

  it('the feed holds only published items within band, rating, categories and music', async () => {
    const response = await asChild(device, '/api/child/feed');
    expect(response.status).toBe(200);
    const page = (await response.json()) as FeedPage;
    expect(page.items.map((item) => item.title).sort()).toEqual(['Allowed story', 'Second allowed']);
  });

  it('a search cannot widen the policy', async () => {
    const page = (await (await asChild(device, '/api/child/feed?q=Teen')).json()) as FeedPage;
    expect(page.items).toEqual([]);
  });

  it('an allowed video opens; anything else answers 403 with the spec’s message', async () => {
    const ok = await asChild(device, `/api/child/content/${allowed}`);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as ContentDetail).title).toBe('Allowed story');
    for (const id of [tooOld, pgRated, withMusic, otherCategory, pending]) {
      const refused = await asChild(device, `/api/child/content/${id}`);
      expect(refused.status, id).toBe(403);
      expect(await message(refused)).toBe('This content is not appropriate for your age');
      expect((await asChild(device, `/api/child/content/${id}/related`)).status).toBe(403);
      expect((await asChild(device, `/api/child/content/${id}/next`)).status).toBe(403);
    }
    expect((await asChild(device, '/api/child/content/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });

  it('related and next stay inside the policy', async () => {
    const related = (await (
      await asChild(device, `/api/child/content/${allowed}/related`)
    ).json()) as FeedItem[];
    expect(related.map((item) => item.title)).toEqual(['Second allowed']);
    const next = (await (await asChild(device, `/api/child/content/${allowed}/next`)).json()) as {
      id: string;
    };
    expect(next.id).not.toBe(allowed);
    expect([tooOld, pgRated, withMusic, otherCategory, pending]).not.toContain(next.id);
  });

  it('a lenient level with music and all categories widens exactly as the parent says', async () => {
    await parent.request(`/api/children/${child.id}`, {
      method: 'PATCH',
      json: { restrictionLevel: 'lenient', allowedCategories: null, musicAllowed: true },
    });
    const page = (await (await asChild(device, '/api/child/feed')).json()) as FeedPage;
    expect(page.items.map((item) => item.title).sort()).toEqual([
      'Allowed story',
      'Football',
      'PG film',
      'Second allowed',
      'With music',
    ]);
    await parent.request(`/api/children/${child.id}`, {
      method: 'PATCH',
      json: {
        restrictionLevel: 'strict',
        allowedCategories: ['Islamic Stories & Manners'],
        musicAllowed: false,
      },
    });
  });

  it('records a view once per 24 hours and refuses a view of forbidden content', async () => {
    const first = await asChild(device, '/api/child/views', { json: { contentId: allowed } });
    expect(await first.json()).toEqual({ counted: true });
    const again = await asChild(device, '/api/child/views', { json: { contentId: allowed } });
    expect(await again.json()).toEqual({ counted: false });
    expect((await asChild(device, '/api/child/views', { json: { contentId: tooOld } })).status).toBe(403);
    const bad = await asChild(device, '/api/child/views', { json: { contentId: 'x' } });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('Invalid content id');
    const views = await t.db.select().from(contentViews).where(eq(contentViews.childId, child.id));
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ viewerId: parent.userId, deviceId: 'device-see-0001', isBot: false });
  });
});

describe('screen time on the server', () => {
  const today = () => localDay(new Date(), 'Europe/London');
  afterAll(async () => {
    await endAllSessions();
    await t.db.delete(childScreenTime);
  });

  it('a heartbeat adds the real time since the last one, never more than 30 s, and the view’s duration', async () => {
    await t.db.delete(childScreenTime);
    const device = await startChildMode(parent, child.id, 'device-time-0001');
    // Pretend the previous heartbeat was 10 minutes ago: still only one interval counts.
    await t.db
      .update(childSessions)
      .set({ lastHeartbeatAt: new Date(Date.now() - 50_000) })
      .where(eq(childSessions.id, device.info.sessionId));
    const beat = await asChild(device, '/api/child/heartbeat', { json: { contentId: allowed } });
    expect(beat.status).toBe(200);
    expect(((await beat.json()) as HeartbeatResult).usedSeconds).toBe(30);
    // A burst of forged heartbeats adds nothing: no time has passed.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => asChild(device, '/api/child/heartbeat', { json: {} })),
    );
    for (const response of burst) expect(((await response.json()) as HeartbeatResult).usedSeconds).toBe(30);
    const [view] = await t.db.select().from(contentViews).where(eq(contentViews.childId, child.id));
    expect(view?.viewDuration).toBe(30);
    const bad = await asChild(device, '/api/child/heartbeat', { json: { contentId: 'nope' } });
    expect(bad.status).toBe(400);
  });

  it("a video's beat credits the view with what the player played (the end included), never more than the time that passed", async () => {
    await endAllSessions();
    await t.db.delete(contentViews).where(eq(contentViews.childId, child.id));
    const device = await startChildMode(parent, child.id, 'device-time-0003');
    expect((await asChild(device, '/api/child/views', { json: { contentId: allowed } })).status).toBe(200);
    const viewSeconds = async () =>
      (await t.db.select().from(contentViews).where(eq(contentViews.childId, child.id)))[0]?.viewDuration;
    const beatAfter = async (seconds: number, json: object) => {
      await t.db
        .update(childSessions)
        .set({ lastHeartbeatAt: new Date(Date.now() - seconds * 1000) })
        .where(eq(childSessions.id, device.info.sessionId));
      return asChild(device, '/api/child/heartbeat', { json });
    };
    const before = ((await (await beatAfter(0, {})).json()) as HeartbeatResult).usedSeconds;
    // 25 s since the last beat, of which the player played 18 (to the end of a short video): the view gets 18,
    // the day's screen time all 25.
    const ended = await beatAfter(25, { contentId: allowed, watchedSeconds: 18 });
    expect(ended.status).toBe(200);
    expect(((await ended.json()) as HeartbeatResult).usedSeconds).toBe(before + 25);
    expect(await viewSeconds()).toBe(18);
    // A player claiming more than the time that passed gets the time that passed.
    await beatAfter(10, { contentId: allowed, watchedSeconds: 400 });
    expect(await viewSeconds()).toBe(28);
    // Paused all along: nothing more for the view.
    await beatAfter(12, { contentId: allowed, watchedSeconds: 0 });
    expect(await viewSeconds()).toBe(28);
    // A player that does not report its time (Instagram, TikTok): the time that passed, as before.
    await beatAfter(7, { contentId: allowed });
    expect(await viewSeconds()).toBe(35);
    for (const watchedSeconds of [-1, 1.5, 601, 'ten', null]) {
      const bad = await beatAfter(5, { contentId: allowed, watchedSeconds });
      expect(bad.status, String(watchedSeconds)).toBe(400);
      expect(await message(bad)).toBe('Watched seconds must be a whole number from 0 to 600');
    }
    expect(await viewSeconds()).toBe(35);

    // Ten beats at once, each claiming 20 s played: together they add the 20 s that passed, once.
    await t.db
      .update(childSessions)
      .set({ lastHeartbeatAt: new Date(Date.now() - 20_000) })
      .where(eq(childSessions.id, device.info.sessionId));
    const burst = await fireTogether(10, () =>
      asChild(device, '/api/child/heartbeat', { json: { contentId: allowed, watchedSeconds: 20 } }),
    );
    expect(statusCounts(burst)).toEqual({ 200: 10 });
    expect(await viewSeconds()).toBe(55);
  });

  it('at the daily limit the session times out and every child endpoint answers TIME_UP; no reset by a new session or device', async () => {
    await endAllSessions();
    await t.db
      .update(parentProfiles)
      .set({ subscriptionTier: 'Premium' })
      .where(eq(parentProfiles.userId, parent.userId));
    const device = await startChildMode(parent, child.id, 'device-time-0002');
    // 119 min 50 s already used today; one 30-second heartbeat goes over the 120-minute limit.
    await t.db
      .insert(childScreenTime)
      .values({ childId: child.id, day: today(), seconds: 120 * 60 - 10 })
      .onConflictDoUpdate({
        target: [childScreenTime.childId, childScreenTime.day],
        set: { seconds: 120 * 60 - 10 },
      });
    await t.db
      .update(childSessions)
      .set({ lastHeartbeatAt: new Date(Date.now() - 30_000) })
      .where(eq(childSessions.id, device.info.sessionId));
    const beat = (await (
      await asChild(device, '/api/child/heartbeat', { json: {} })
    ).json()) as HeartbeatResult;
    expect(beat).toMatchObject({ status: 'timed_out', remainingSeconds: 0 });
    const [row] = await t.db.select().from(childSessions).where(eq(childSessions.id, device.info.sessionId));
    expect(row?.sessionStatus).toBe('timed_out');
    expect(row?.endedAt).not.toBeNull();
    for (const path of ['/api/child/feed', `/api/child/content/${allowed}`]) {
      const response = await asChild(device, path);
      expect(response.status).toBe(403);
      const body = (await response.json()) as ApiErrorBody;
      expect(body.error).toMatchObject({
        code: 'TIME_UP',
        message: "You've used all your screen time for today. See you tomorrow!",
      });
    }
    // The time-up screen still learns who it is for.
    expect((await asChild(device, '/api/child/session')).status).toBe(200);
    // A second device, a brand-new session: the same day's count applies.
    const other = await startChildMode(parent, child.id, 'device-time-0003');
    expect(other.info.screenTime.remainingSeconds).toBe(0);
    const refused = await asChild(other, '/api/child/feed');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ApiErrorBody).error.code).toBe('TIME_UP');
    // The parent raises the limit: the same device carries on.
    await parent.request(`/api/children/${child.id}`, { method: 'PATCH', json: { screenTimeLimit: 135 } });
    expect((await asChild(device, '/api/child/feed')).status).toBe(200);
    const [again] = await t.db
      .select()
      .from(childSessions)
      .where(eq(childSessions.id, device.info.sessionId));
    expect(again?.sessionStatus).toBe('active');
    await parent.request(`/api/children/${child.id}`, { method: 'PATCH', json: { screenTimeLimit: 120 } });
    await t.db
      .update(parentProfiles)
      .set({ subscriptionTier: 'Basic' })
      .where(eq(parentProfiles.userId, parent.userId));
  });

  it('the every-minute sweep times out over-limit sessions and ends idle ones', async () => {
    await endAllSessions();
    await t.db.delete(childScreenTime);
    const device = await startChildMode(parent, child.id, 'device-sweep-001');
    await t.db.insert(childScreenTime).values({ childId: child.id, day: today(), seconds: 120 * 60 });
    expect(await sweepChildSessions(t.db, new Date(), t.deps.childTime)).toEqual({ ended: 0, timedOut: 1 });
    await t.db.delete(childScreenTime);
    await endAllSessions();
    const idle = await startChildMode(parent, child.id, 'device-sweep-002');
    await t.db
      .update(childSessions)
      .set({ lastActiveAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(childSessions.id, idle.info.sessionId));
    expect(await sweepChildSessions(t.db, new Date(), t.deps.childTime)).toEqual({ ended: 1, timedOut: 0 });
    expect((await asChild(idle, '/api/child/feed')).status).toBe(401);
    expect(device.info.sessionId).not.toBe(idle.info.sessionId);
  });

  it('an idle session (30 min) ends on its next request', async () => {
    await endAllSessions();
    const device = await startChildMode(parent, child.id, 'device-idle-0001');
    await t.db
      .update(childSessions)
      .set({ lastActiveAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(childSessions.id, device.info.sessionId));
    expect((await asChild(device, '/api/child/feed')).status).toBe(401);
    const [row] = await t.db.select().from(childSessions).where(eq(childSessions.id, device.info.sessionId));
    expect(row?.sessionStatus).toBe('ended');
  });

  it('keeps last activity to the minute: a read within a minute writes nothing, a later one moves it', async () => {
    await endAllSessions();
    const device = await startChildMode(parent, child.id, 'device-touch-001');
    const lastActive = async () =>
      (await t.db.select().from(childSessions).where(eq(childSessions.id, device.info.sessionId)))[0]
        ?.lastActiveAt;
    const recent = new Date(Date.now() - 20_000);
    await t.db
      .update(childSessions)
      .set({ lastActiveAt: recent })
      .where(eq(childSessions.id, device.info.sessionId));
    expect((await asChild(device, '/api/child/feed')).status).toBe(200);
    expect((await lastActive())?.getTime()).toBe(recent.getTime());
    const older = new Date(Date.now() - 5 * 60_000);
    await t.db
      .update(childSessions)
      .set({ lastActiveAt: older })
      .where(eq(childSessions.id, device.info.sessionId));
    const before = Date.now();
    expect((await asChild(device, '/api/child/feed')).status).toBe(200);
    expect((await lastActive())?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('exiting child mode', () => {
  afterAll(endAllSessions);

  it('refuses a wrong answer, then a right one ends the session and gives the parent session back', async () => {
    await endAllSessions();
    const device = await startChildMode(parent, child.id, 'device-exit-0001');
    const challenge = (await (
      await asChild(device, '/api/child/exit-challenge', { json: {} })
    ).json()) as ExitChallenge;
    expect(challenge.mode).toBe('math');
    const [, a, b] =
      /What is (\d+) \+ (\d+)\?/.exec(challenge.mode === 'math' ? challenge.question : '') ?? [];
    const sum = Number(a) + Number(b);
    expect(sum).toBeGreaterThanOrEqual(2);
    expect(sum).toBeLessThanOrEqual(20);
    const wrong = await asChild(device, '/api/child/exit', { json: { answer: sum + 1 } });
    expect(wrong.status).toBe(400);
    expect(await message(wrong)).toBe("That's not correct, please try again.");
    const right = await jsonRequest(t.app, '/api/child/exit', {
      json: { answer: sum },
      cookie: `${device.childCookie}; ${device.parkedCookie}`,
    });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ redirectTo: '/dashboard/parent' });
    const restored = cookiesFrom(right);
    const name = [...restored.keys()].find((key) => key.endsWith('session_token')) as string;
    expect(restored.get('qk_child')).toBe('');
    const me = await jsonRequest(t.app, '/api/me', { cookie: `${name}=${restored.get(name)}` });
    expect(me.status).toBe(200);
    const [row] = await t.db.select().from(childSessions).where(eq(childSessions.id, device.info.sessionId));
    expect(row).toMatchObject({ sessionStatus: 'ended', tokenHash: null });
    expect(row?.endedAt).not.toBeNull();
    // The old credential is dead.
    expect((await asChild(device, '/api/child/feed')).status).toBe(401);
  });

  it('uses the parent’s PIN when set, and locks after five wrong tries', async () => {
    await endAllSessions();
    expect(
      (await parent.request('/api/parent/exit-pin', { method: 'PUT', json: { pin: '12ab' } })).status,
    ).toBe(400);
    const set = await parent.request('/api/parent/exit-pin', { method: 'PUT', json: { pin: '4826' } });
    expect(set.status).toBe(200);
    const [profile] = await t.db
      .select()
      .from(parentProfiles)
      .where(eq(parentProfiles.userId, parent.userId));
    // A salted hash, never the PIN itself.
    expect(profile?.exitPinHash).toMatch(/^\S{32,}$/);
    expect(profile?.exitPinHash).not.toContain('4826');
    const device = await startChildMode(parent, child.id, 'device-pin-00001');
    expect(device.info.exitMode).toBe('pin');
    expect(await (await asChild(device, '/api/child/exit-challenge', { json: {} })).json()).toEqual({
      mode: 'pin',
    });
    // A math answer is no way round a PIN.
    expect((await asChild(device, '/api/child/exit', { json: { answer: 4 } })).status).toBe(400);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await asChild(device, '/api/child/exit', { json: { pin: '0000' } });
      expect(wrong.status).toBe(400);
      expect(await message(wrong)).toBe("That's not the right PIN, please try again.");
    }
    const locked = await asChild(device, '/api/child/exit', { json: { pin: '4826' } });
    expect(locked.status).toBe(429);
    expect(await message(locked)).toBe('Too many wrong answers. Please wait 5 minutes and try again.');
    // Five minutes later the lock has run out.
    await t.db
      .update(parentProfiles)
      .set({ exitLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(parentProfiles.userId, parent.userId));
    expect((await asChild(device, '/api/child/exit', { json: { pin: '4826' } })).status).toBe(200);
    await parent.request('/api/parent/exit-pin', { method: 'DELETE' });
  });

  it('checks at most five of 60 PIN guesses sent together, and the right one after them does not exit', async () => {
    await endAllSessions();
    await resetExitLock();
    expect(
      (await parent.request('/api/parent/exit-pin', { method: 'PUT', json: { pin: '4826' } })).status,
    ).toBe(200);
    const device = await startChildMode(parent, child.id, 'device-pin-race1');
    // 59 wrong PINs and the right one last.
    const answers = await fireTogether(60, (index) =>
      asChild(device, '/api/child/exit', {
        json: { pin: index === 59 ? '4826' : String(1000 + index) },
      }),
    );
    const counts = statusCounts(answers);
    expect((counts[400] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
    expect((counts[400] ?? 0) + (counts[200] ?? 0) + (counts[429] ?? 0)).toBe(60);
    for (const answer of answers.filter((one) => one.status === 429)) {
      expect(await message(answer)).toBe('Too many wrong answers. Please wait 5 minutes and try again.');
    }
    // The right PIN, sent last, came after the wrong ones had used the allowance up; so does one sent now.
    expect(answers[59]?.status).toBe(429);
    expect((await asChild(device, '/api/child/exit', { json: { pin: '4826' } })).status).toBe(429);
    const [row] = await t.db.select().from(childSessions).where(eq(childSessions.id, device.info.sessionId));
    expect(row?.sessionStatus).toBe('active');
    expect((await asChild(device, '/api/child/feed')).status).toBe(200);
    await resetExitLock();
    await parent.request('/api/parent/exit-pin', { method: 'DELETE' });
  });

  it('checks at most five of the 19 possible sums sent together', async () => {
    await endAllSessions();
    await resetExitLock();
    const device = await startChildMode(parent, child.id, 'device-sum-race1');
    expect((await asChild(device, '/api/child/exit-challenge', { json: {} })).status).toBe(200);
    // Every sum two numbers from 1 to 10 can make: one of them is right.
    const answers = await fireTogether(19, (index) =>
      asChild(device, '/api/child/exit', { json: { answer: index + 2 } }),
    );
    const counts = statusCounts(answers);
    expect((counts[400] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(14);
    if (!counts[200]) {
      const [row] = await t.db
        .select()
        .from(childSessions)
        .where(eq(childSessions.id, device.info.sessionId));
      expect(row?.sessionStatus).toBe('active');
    }
    await resetExitLock();
  });

  it('works after the session timed out or went idle (the parent still has to answer)', async () => {
    await endAllSessions();
    const device = await startChildMode(parent, child.id, 'device-exit-0002');
    await t.db
      .update(childSessions)
      .set({ sessionStatus: 'ended', endedAt: new Date() })
      .where(eq(childSessions.id, device.info.sessionId));
    expect((await asChild(device, '/api/child/exit', { json: { answer: 99 } })).status).toBe(400);
    const challenge = (await (await asChild(device, '/api/child/exit-challenge', { json: {} })).json()) as {
      question: string;
    };
    const [, a, b] = /(\d+) \+ (\d+)/.exec(challenge.question) ?? [];
    expect(
      (await asChild(device, '/api/child/exit', { json: { answer: Number(a) + Number(b) } })).status,
    ).toBe(200);
  });

  it('validates the answer and needs a child credential', async () => {
    const device = await startChildMode(parent, child.id, 'device-exit-0003');
    const bad = await asChild(device, '/api/child/exit', { json: { answer: 'seven' } });
    expect(bad.status).toBe(400);
    expect((await jsonRequest(t.app, '/api/child/exit', { json: { answer: 3 } })).status).toBe(401);
    expect((await parent.request('/api/child/exit-challenge', { json: {} })).status).toBe(401);
  });
});

describe('a parent ends a session from the dashboard', () => {
  it('ends their own and answers 404 for someone else’s', async () => {
    await endAllSessions();
    const device = await startChildMode(parent, child.id, 'device-end-00001');
    const settings = await parent.request('/api/parent/child-mode');
    expect(((await settings.json()) as { activeSessions: unknown[] }).activeSessions).toHaveLength(1);
    expect(
      (await otherParent.request(`/api/child-sessions/${device.info.sessionId}/end`, { json: {} })).status,
    ).toBe(404);
    expect(
      (await parent.request(`/api/child-sessions/${device.info.sessionId}/end`, { json: {} })).status,
    ).toBe(204);
    expect((await asChild(device, '/api/child/feed')).status).toBe(401);
  });
});

describe('deleting a child', () => {
  it('removes sessions, screen time and history with it', async () => {
    const created = await parent.request('/api/children', {
      json: { name: 'Gone', dateOfBirth: yearsAgo(5) },
    });
    expect(created.status).toBe(409); // Free plan: one child
    await t.db
      .update(parentProfiles)
      .set({ subscriptionTier: 'Premium' })
      .where(eq(parentProfiles.userId, parent.userId));
    const second = (await (
      await parent.request('/api/children', { json: { name: 'Gone', dateOfBirth: yearsAgo(5) } })
    ).json()) as Child;
    await endAllSessions();
    const device = await startChildMode(parent, second.id, 'device-del-00001');
    await asChild(device, '/api/child/views', { json: { contentId: allowed } });
    await t.db.insert(childScreenTime).values({ childId: second.id, day: '2026-01-01', seconds: 60 });
    expect((await parent.request(`/api/children/${second.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await t.db.select().from(contentViews).where(eq(contentViews.childId, second.id))).toHaveLength(0);
    expect(await t.db.select().from(childSessions).where(eq(childSessions.childId, second.id))).toHaveLength(
      0,
    );
    expect(
      await t.db.select().from(childScreenTime).where(eq(childScreenTime.childId, second.id)),
    ).toHaveLength(0);
    expect(await t.db.select().from(children).where(eq(children.id, second.id))).toHaveLength(0);
  });
});

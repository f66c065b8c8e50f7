// The time rules on the server's clock: a fake clock moves across midnight, the London DST changes, weekday and
// weekend, a weekly limit and bedtime, with two devices of one child in child mode at once. Every boundary must be
// enforced on both devices within 60 s of the clock reaching it, with its warnings (5, then 1 minute) first.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { childSessions } from '#server/db/schema/children';
import { childScreenTime } from '#server/db/schema/screen-time';
import { parentProfiles } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { FakeClock } from '#server/test/fake-clock';
import { fireTogether } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { errorMessage, yearsAgo } from '#server/test/test-values';
import type { ApiErrorBody } from '#shared/api-error';
import type { ChildSessionInfo, HeartbeatResult } from '#shared/child-mode';
import type { ChildTimeState } from '#shared/child-time';
import type { Child, UpdateChildInput } from '#shared/children.schema';
import { sweepChildSessions } from './child-sessions.service';

const clock = new FakeClock('2026-11-24T10:00:00Z');
let t: TestApp;
let parent: Caller;
let otherParent: Caller;
let admin: Caller;
let child: Child;
let videoA: string;
let videoB: string;

type Device = { cookie: string; name: string };
let devices: Device[] = [];

const NO_RULES: UpdateChildInput = {
  screenTimeLimit: 60,
  dayLimits: [null, null, null, null, null, null, null],
  weeklyLimit: null,
  allowedWindows: [null, null, null, null, null, null, null],
  videoGraceMinutes: 0,
  autoplayVideos: 0,
};

async function setRules(rules: UpdateChildInput) {
  const response = await parent.request(`/api/children/${child.id}`, {
    method: 'PATCH',
    json: { ...NO_RULES, ...rules },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Child;
}

async function startDevice(name: string): Promise<Device> {
  const response = await parent.request('/api/child-sessions', {
    json: { childId: child.id, timeZone: 'Europe/London' },
    headers: { 'x-device-id': `device-${name}-0001` },
  });
  if (response.status !== 201) throw new Error(`start failed ${response.status} ${await response.text()}`);
  const token = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('qk_child='));
  return { cookie: token ?? '', name };
}

const asDevice = (device: Device, path: string, json?: unknown) =>
  jsonRequest(t.app, path, { cookie: device.cookie, ...(json !== undefined ? { json } : {}) });

async function sessionOf(device: Device): Promise<ChildSessionInfo> {
  const response = await asDevice(device, '/api/child/session');
  expect(response.status).toBe(200);
  return (await response.json()) as ChildSessionInfo;
}

type Beat = { at: string; device: string; status: number; result?: HeartbeatResult; code?: string };

/** One heartbeat from every device at the clock's instant. */
async function beatAll(subject: object = {}): Promise<Beat[]> {
  const at = clock.now().toISOString();
  const beats: Beat[] = [];
  for (const device of devices) {
    const response = await asDevice(device, '/api/child/heartbeat', subject);
    const body = (await response.json()) as HeartbeatResult | ApiErrorBody;
    beats.push(
      response.status === 200
        ? { at, device: device.name, status: 200, result: body as HeartbeatResult }
        : { at, device: device.name, status: response.status, code: (body as ApiErrorBody).error.code },
    );
  }
  return beats;
}

/** Heartbeats every 30 s of clock time until `until`; every beat in order. */
async function beatUntil(until: string, subject: object = {}): Promise<Beat[]> {
  const beats: Beat[] = [];
  while (clock.now().getTime() < new Date(until).getTime()) {
    clock.advance(30_000);
    beats.push(...(await beatAll(subject)));
  }
  return beats;
}

const closed = (beat: Beat) => beat.status === 403 || beat.result?.status === 'timed_out';
const warningOf = (beat: Beat) => (beat.result?.state.kind === 'open' ? beat.result.state.warning : null);

/**
 * The boundary's rule: each device saw the 5-minute warning, then the 1-minute warning, then was closed no later
 * than 60 s after the boundary, and stayed closed.
 */
function expectBoundary(beats: Beat[], boundary: string) {
  for (const device of devices) {
    const own = beats.filter((beat) => beat.device === device.name);
    const firstFive = own.findIndex((beat) => warningOf(beat) === 5);
    const firstOne = own.findIndex((beat) => warningOf(beat) === 1);
    const firstClosed = own.findIndex(closed);
    expect(firstFive, `${device.name}: 5-minute warning`).toBeGreaterThanOrEqual(0);
    expect(firstOne, `${device.name}: 1-minute warning`).toBeGreaterThan(firstFive);
    expect(firstClosed, `${device.name}: closed`).toBeGreaterThan(firstOne);
    const closedAt = new Date(own[firstClosed]?.at ?? 0).getTime();
    expect(closedAt - new Date(boundary).getTime()).toBeLessThanOrEqual(60_000);
    expect(own.slice(firstClosed).every(closed), `${device.name}: stays closed`).toBe(true);
  }
}

async function feedStatus(device: Device) {
  return (await asDevice(device, '/api/child/feed')).status;
}

async function resetDay() {
  await t.db.delete(childScreenTime).where(eq(childScreenTime.childId, child.id));
  await t.db
    .update(childSessions)
    .set({ sessionStatus: 'ended', endedAt: clock.now(), tokenHash: null })
    .where(eq(childSessions.childId, child.id));
}

/** Two devices in child mode at the clock's instant, each with a first heartbeat (its clock starts there). */
async function twoDevices() {
  devices = [await startDevice('phone'), await startDevice('tablet')];
  await beatAll();
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  parent = await signUpAs(t.app, t.db, 'parent');
  otherParent = await signUpAs(t.app, t.db, 'parent');
  admin = await signUpAs(t.app, t.db, 'admin');
  // Premium: up to 3 devices in child mode at once.
  await t.db
    .update(parentProfiles)
    .set({ subscriptionTier: 'Premium' })
    .where(eq(parentProfiles.userId, parent.userId));
  const created = await parent.request('/api/children', {
    json: { name: 'Amina', dateOfBirth: yearsAgo(7) },
  });
  child = (await created.json()) as Child;
  videoA = (await insertContent(t.db, { title: 'Story A', ageRange: 1, contentRating: 'G' })).id;
  videoB = (await insertContent(t.db, { title: 'Story B', ageRange: 1, contentRating: 'G' })).id;
});

beforeEach(async () => {
  await resetDay();
});

afterAll(async () => {
  await t.close();
});

describe('daily limit, two devices', () => {
  it('warns at 5 and 1 minutes, then closes both devices within 60 s; the sweep agrees', async () => {
    await setRules({ screenTimeLimit: 15 });
    clock.set('2026-11-24T10:00:00Z');
    await twoDevices();
    // Two devices add their time together: 15 minutes of the child's day are used after 7.5 minutes.
    const beats = await beatUntil('2026-11-24T10:09:00Z');
    const usedUp = beats.find((beat) => beat.result && beat.result.usedSeconds >= 900);
    expect(usedUp).toBeDefined();
    expectBoundary(beats, usedUp?.at ?? '');
    for (const device of devices) {
      expect(await feedStatus(device)).toBe(403);
      expect((await sessionOf(device)).time).toEqual({ kind: 'time_up', reason: 'daily' });
    }
    expect(await sweepChildSessions(t.db, clock.now(), t.deps.childTime)).toEqual({ ended: 0, timedOut: 0 });
  });

  it('opens again after midnight on both devices (the family’s day), with the new day’s limit', async () => {
    // Tuesday 60 minutes, Wednesday 30.
    await setRules({ screenTimeLimit: 60, dayLimits: [null, null, 30, null, null, null, null] });
    clock.set('2026-11-24T23:30:00Z');
    await twoDevices();
    await t.db.insert(childScreenTime).values({ childId: child.id, day: '2026-11-24', seconds: 3600 - 330 });
    const beats = await beatUntil('2026-11-24T23:59:30Z');
    expectBoundary(beats, beats.find((beat) => beat.result && beat.result.usedSeconds >= 3600)?.at ?? '');
    for (const device of devices) expect(await feedStatus(device)).toBe(403);
    clock.set('2026-11-25T00:00:10Z');
    for (const device of devices) {
      expect(await feedStatus(device)).toBe(200);
      const info = await sessionOf(device);
      expect(info.status).toBe('active');
      expect(info.screenTime).toMatchObject({ limitMinutes: 30, usedSeconds: 0, remainingSeconds: 1800 });
    }
  });
});

describe('weekday and weekend limits', () => {
  it('closes on Friday night at the school-day limit and opens on Saturday with the weekend’s', async () => {
    await setRules({ dayLimits: [15, 15, 15, 15, 15, 120, 120] });
    clock.set('2026-11-27T23:40:00Z'); // Friday
    await twoDevices();
    const beats = await beatUntil('2026-11-27T23:49:00Z');
    expectBoundary(beats, beats.find((beat) => beat.result && beat.result.usedSeconds >= 900)?.at ?? '');
    clock.set('2026-11-28T00:00:30Z'); // Saturday
    for (const device of devices) {
      expect(await feedStatus(device)).toBe(200);
      expect((await sessionOf(device)).screenTime).toMatchObject({ limitMinutes: 120 });
    }
  });
});

describe('weekly limit', () => {
  it('closes with reason weekly when the week is used although the day is not, until Monday', async () => {
    await setRules({ screenTimeLimit: 120, weeklyLimit: 60 });
    // Monday and Tuesday used 50 minutes between them; Wednesday has 10 left of the week.
    await t.db.insert(childScreenTime).values([
      { childId: child.id, day: '2026-11-23', seconds: 1800 },
      { childId: child.id, day: '2026-11-24', seconds: 1200 },
    ]);
    clock.set('2026-11-25T16:00:00Z');
    await twoDevices();
    const beats = await beatUntil('2026-11-25T16:06:00Z');
    expectBoundary(beats, beats.find((beat) => beat.result && beat.result.usedSeconds >= 600)?.at ?? '');
    for (const device of devices) {
      expect((await sessionOf(device)).time).toEqual({ kind: 'time_up', reason: 'weekly' });
    }
    // Sunday still closed; Monday is a new week.
    clock.set('2026-11-29T12:00:00Z');
    for (const device of devices) expect(await feedStatus(device)).toBe(403);
    clock.set('2026-11-30T00:00:30Z');
    for (const device of devices) expect(await feedStatus(device)).toBe(200);
  });
});

describe('bedtime (allowed windows) across the DST changes', () => {
  const everyDay = (from: string, to: string) => Array(7).fill({ from, to });

  it('spring change: sleeps until 07:00 BST, warns before 19:30 BST and sleeps again on both devices', async () => {
    await setRules({ screenTimeLimit: 480, allowedWindows: everyDay('07:00', '19:30') });
    // Sunday 29 March 2026, 06:58 BST (05:58 UTC): before the window.
    clock.set('2026-03-29T05:58:00Z');
    devices = [await startDevice('phone'), await startDevice('tablet')];
    for (const device of devices) {
      expect(await feedStatus(device)).toBe(403);
      expect((await sessionOf(device)).time).toEqual({ kind: 'sleep', opensAt: '2026-03-29T06:00:00.000Z' });
    }
    clock.set('2026-03-29T06:00:30Z');
    for (const device of devices) expect(await feedStatus(device)).toBe(200);
    // 19:30 BST is 18:30 UTC (fresh devices: the morning's were idle for more than 30 minutes).
    clock.set('2026-03-29T18:23:00Z');
    await twoDevices();
    const beats = await beatUntil('2026-03-29T18:31:00Z');
    expectBoundary(beats, '2026-03-29T18:30:00Z');
    for (const device of devices) {
      expect((await sessionOf(device)).time).toEqual({ kind: 'sleep', opensAt: '2026-03-30T06:00:00.000Z' });
    }
  });

  it('autumn change: 19:30 is GMT again, and the sweep closes a device that sends nothing', async () => {
    await setRules({ screenTimeLimit: 480, allowedWindows: everyDay('07:00', '19:30') });
    // Sunday 25 October 2026: 19:30 GMT is 19:30 UTC (an hour later in UTC than the day before).
    clock.set('2026-10-25T19:23:00Z');
    await twoDevices();
    const beats = await beatUntil('2026-10-25T19:31:00Z');
    expectBoundary(beats, '2026-10-25T19:30:00Z');
    // A third device that never beats: the every-minute sweep times it out at bedtime.
    await resetDay();
    clock.set('2026-10-25T19:29:00Z');
    const quiet = await startDevice('quiet');
    expect(await sweepChildSessions(t.db, clock.now(), t.deps.childTime)).toEqual({ ended: 0, timedOut: 0 });
    clock.set('2026-10-25T19:30:00Z');
    expect(await sweepChildSessions(t.db, clock.now(), t.deps.childTime)).toEqual({ ended: 0, timedOut: 1 });
    devices = [quiet];
    expect((await sessionOf(quiet)).status).toBe('timed_out');
  });
});

describe('starting child mode while closed', () => {
  it('answers 201 with the state, and the device waits on the sleep screen', async () => {
    await setRules({ allowedWindows: Array(7).fill({ from: '07:00', to: '19:30' }) });
    clock.set('2026-11-24T21:00:00Z');
    const response = await parent.request('/api/child-sessions', {
      json: { childId: child.id, timeZone: 'Europe/London' },
      headers: { 'x-device-id': 'device-night-0001' },
    });
    expect(response.status).toBe(201);
    const info = (await response.json()) as ChildSessionInfo;
    expect(info.status).toBe('timed_out');
    expect(info.time).toEqual<ChildTimeState>({ kind: 'sleep', opensAt: '2026-11-25T07:00:00.000Z' });
  });
});

describe('the grace to finish a video', () => {
  it('lets the video that was playing go on within the grace; nothing new starts', async () => {
    await setRules({ screenTimeLimit: 15, videoGraceMinutes: 3 });
    clock.set('2026-11-24T10:00:00Z');
    devices = [await startDevice('phone')];
    await beatAll({ contentId: videoA });
    await t.db.insert(childScreenTime).values({ childId: child.id, day: '2026-11-24', seconds: 880 });
    // This beat crosses the limit while video A plays: the grace starts.
    clock.advance(30_000);
    const [crossing] = await beatAll({ contentId: videoA });
    expect(crossing?.status).toBe(200);
    expect(crossing?.result?.status).toBe('active');
    expect(crossing?.result?.state).toEqual({ kind: 'time_up', reason: 'daily' });
    const graceEndsAt = crossing?.result?.graceEndsAt ?? '';
    expect(new Date(graceEndsAt).getTime()).toBe(clock.now().getTime() + 3 * 60_000);
    const [device] = devices as [Device];
    // The same video may be read again; another one, its next, related or the feed may not.
    expect((await asDevice(device, `/api/child/content/${videoA}`)).status).toBe(200);
    for (const path of [
      `/api/child/content/${videoB}`,
      `/api/child/content/${videoA}/next`,
      '/api/child/feed',
    ]) {
      const refused = await asDevice(device, path);
      expect(refused.status, path).toBe(403);
      expect(await errorMessage(refused)).toBe(
        "You've used all your screen time for today. See you tomorrow!",
      );
    }
    // A beat naming another video is refused: the grace is for the video that was playing.
    const [other] = await beatAll({ contentId: videoB });
    expect(other?.status).toBe(403);
    // Video A plays on until the grace ends, then the device closes.
    const beats = await beatUntil(new Date(new Date(graceEndsAt).getTime() + 30_000).toISOString(), {
      contentId: videoA,
    });
    const open = beats.filter((beat) => beat.result?.status === 'active');
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((beat) => new Date(beat.at).getTime() < new Date(graceEndsAt).getTime())).toBe(true);
    expect(closed(beats.at(-1) as Beat)).toBe(true);
  });

  it('gives no grace when the parent left it off', async () => {
    await setRules({ screenTimeLimit: 15, videoGraceMinutes: 0 });
    clock.set('2026-11-24T10:00:00Z');
    devices = [await startDevice('phone')];
    await beatAll({ contentId: videoA });
    await t.db.insert(childScreenTime).values({ childId: child.id, day: '2026-11-24', seconds: 890 });
    clock.advance(30_000);
    expect((await beatAll({ contentId: videoA }))[0]?.result?.status).toBe('timed_out');
  });

  it('starts the grace once when the beats at the boundary arrive together', async () => {
    await setRules({ screenTimeLimit: 15, videoGraceMinutes: 5 });
    clock.set('2026-11-24T10:00:00Z');
    devices = [await startDevice('phone')];
    await beatAll({ contentId: videoA });
    await t.db.insert(childScreenTime).values({ childId: child.id, day: '2026-11-24', seconds: 880 });
    clock.advance(30_000);
    const [device] = devices as [Device];
    const answers = await fireTogether(8, () =>
      asDevice(device, '/api/child/heartbeat', { contentId: videoA }),
    );
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as HeartbeatResult[];
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(bodies.every((body) => body.status === 'active')).toBe(true);
    const ends = new Set(bodies.map((body) => body.graceEndsAt));
    expect(ends).toEqual(new Set([new Date(clock.now().getTime() + 5 * 60_000).toISOString()]));
    // The day gained at most the one interval that really passed, however many beats came together.
    const [day] = await t.db.select().from(childScreenTime).where(eq(childScreenTime.childId, child.id));
    expect(day?.seconds).toBeLessThanOrEqual(880 + 30);
  });
});

describe('beats arriving together at a boundary', () => {
  it('on two devices: the day never gains more than the time that passed, and both close', async () => {
    await setRules({ screenTimeLimit: 15 });
    clock.set('2026-11-24T10:00:00Z');
    await twoDevices();
    await t.db.insert(childScreenTime).values({ childId: child.id, day: '2026-11-24', seconds: 890 });
    clock.advance(30_000);
    const answers = await fireTogether(10, (index) =>
      asDevice(devices[index % 2] as Device, '/api/child/heartbeat', {}),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 403)).toBe(true);
    const [day] = await t.db.select().from(childScreenTime).where(eq(childScreenTime.childId, child.id));
    // One interval per device at most, however many beats came.
    expect(day?.seconds).toBeLessThanOrEqual(890 + 2 * 30);
    clock.advance(30_000);
    for (const device of devices) expect(await feedStatus(device)).toBe(403);
  });
});

describe("the parent's Screen Time card", () => {
  it("shows today's weekday limit and the week against the weekly limit", async () => {
    await setRules({ dayLimits: [30, 30, 30, 30, 30, 90, 90], weeklyLimit: 240 });
    await t.db.insert(childScreenTime).values([
      { childId: child.id, day: '2026-11-23', seconds: 1800 },
      { childId: child.id, day: '2026-11-28', seconds: 600 },
    ]);
    clock.set('2026-11-28T12:00:00Z'); // Saturday
    const response = await parent.request(`/api/children/${child.id}/screen-time?period=today`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      dailyLimitMinutes: 90,
      periodLimitMinutes: 90,
      usedMinutes: 10,
      weeklyLimitMinutes: 240,
      weekUsedMinutes: 40,
    });
    const week = await (await parent.request(`/api/children/${child.id}/screen-time?period=week`)).json();
    // Seven days hold every weekday once: five school days and the weekend.
    expect(week).toMatchObject({ periodLimitMinutes: 5 * 30 + 2 * 90 });
  });
});

describe('PATCH /api/children/:id time rules', () => {
  it('saves and returns them', async () => {
    const saved = await setRules({
      dayLimits: [60, 60, 60, 60, 60, 120, 120],
      weeklyLimit: 480,
      allowedWindows: [...Array(5).fill({ from: '07:00', to: '19:30' }), null, null],
      videoGraceMinutes: 10,
      autoplayVideos: 3,
    });
    expect(saved.time).toEqual({
      dayLimits: [60, 60, 60, 60, 60, 120, 120],
      weeklyLimit: 480,
      allowedWindows: [...Array(5).fill({ from: '07:00', to: '19:30' }), null, null],
      videoGraceMinutes: 10,
      autoplayVideos: 3,
    });
  });

  it('refuses bad values with their message and changes nothing', async () => {
    await setRules({ weeklyLimit: 300 });
    const cases: [unknown, string][] = [
      [{ weeklyLimit: 10 }, 'A weekly limit must be between 15 minutes and 56 hours'],
      [{ dayLimits: [60] }, 'Give a limit (or the usual one) for each of the 7 days'],
      [
        { allowedWindows: [{ from: '20:00', to: '07:00' }, null, null, null, null, null, null] },
        'The end of the allowed time must be after its start',
      ],
      [{ videoGraceMinutes: 30 }, 'The time to finish a video must be between 0 and 15 minutes'],
      [{ autoplayVideos: 11 }, 'Autoplay can play between 1 and 5 videos in a row (0 turns it off)'],
    ];
    for (const [json, message] of cases) {
      const response = await parent.request(`/api/children/${child.id}`, { method: 'PATCH', json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await errorMessage(response)).toBe(message);
    }
    const [listed] = (await (await parent.request('/api/children')).json()) as Child[];
    expect(listed?.time.weeklyLimit).toBe(300);
  });

  it('is the owner’s only: signed out 401, another role 403, another family’s child 404', async () => {
    const json = { weeklyLimit: 600 };
    const signedOut = await jsonRequest(t.app, `/api/children/${child.id}`, { method: 'PATCH', json });
    expect(signedOut.status).toBe(401);
    expect((await admin.request(`/api/children/${child.id}`, { method: 'PATCH', json })).status).toBe(403);
    const foreign = await otherParent.request(`/api/children/${child.id}`, { method: 'PATCH', json });
    expect(foreign.status).toBe(404);
    const [listed] = (await (await parent.request('/api/children')).json()) as Child[];
    expect(listed?.time.weeklyLimit).not.toBe(600);
  });
});

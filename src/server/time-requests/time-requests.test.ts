import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { childScreenTime } from '#server/db/schema/screen-time';
import { screenTimeGrants, timeRequests } from '#server/db/schema/time-requests';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app';
import { errorMessage, yearsAgo } from '#server/test/test-values';
import type { ChildSessionInfo } from '#shared/child-mode';
import type { Child } from '#shared/children.schema';
import { localDay } from '#shared/screen-time';
import type {
  ChildTimeRequestStatus,
  ParentTimeRequest,
  TimeGrantItem,
  TimeRequestHistory,
} from '#shared/time-requests';
import { grantForDay } from './index';

let t: TestApp;
let parent: Caller;
let otherParent: Caller;
let creator: Caller;
let child: Child;
let otherChild: Child;
let childCookie: string;

const today = () => localDay(new Date(), 'Europe/London');

const asChild = (path: string, init: { method?: string; json?: unknown } = {}) =>
  jsonRequest(t.app, path, { ...init, cookie: childCookie });
const ask = (from = 'time_up') => asChild('/api/child/time-requests', { json: { from } });

async function addChild(who: Caller, name: string): Promise<Child> {
  const response = await who.request('/api/children', { json: { name, dateOfBirth: yearsAgo(7) } });
  expect(response.status).toBe(201);
  return (await response.json()) as Child;
}

async function pendingId(): Promise<string> {
  const response = await parent.request('/api/parent/time-requests');
  const pending = (await response.json()) as ParentTimeRequest[];
  const [first] = pending;
  if (!first) throw new Error('no pending request');
  return first.id;
}

/**
 * Reads an event stream until an event satisfies `done`, or `timeoutMs` passed; returns every event's data. The
 * stream may repeat an answer (it re-reads on every notification, and once when its LISTEN connection opens).
 */
async function readUntil(
  response: Response,
  done: (event: unknown) => boolean,
  timeoutMs: number,
): Promise<unknown[]> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  const events: unknown[] = [];
  let buffer = '';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ done: true; value: undefined }>((resolve) => {
    timer = setTimeout(() => resolve({ done: true, value: undefined }), timeoutMs);
  });
  try {
    while (!events.some(done)) {
      const next = await Promise.race([reader.read(), timeout]);
      if (next.done) break;
      buffer += decoder.decode(next.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('\n');
        buffer = buffer.slice(end + 2);
        if (data) events.push(JSON.parse(data));
        end = buffer.indexOf('\n\n');
      }
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel();
  }
  return events;
}

async function openStream(cookie: string, path: string): Promise<Response> {
  const before = t.timeRequestsLive.subscriberCount;
  const response = await jsonRequest(t.app, path, { cookie, headers: { Accept: 'text/event-stream' } });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  // Subscribed and listening before anything is written.
  await vi.waitFor(() => expect(t.timeRequestsLive.subscriberCount).toBe(before + 1));
  await t.timeRequestsLive.ready;
  return response;
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpAs(t.app, t.db, 'parent');
  otherParent = await signUpAs(t.app, t.db, 'parent');
  creator = await signUpAs(t.app, t.db, 'creator');
  child = await addChild(parent, 'Amina');
  otherChild = await addChild(otherParent, 'Yusuf');
  const started = await parent.request('/api/child-sessions', {
    json: { childId: child.id, timeZone: 'Europe/London' },
    headers: { 'x-device-id': 'device-time-requests-1' },
  });
  expect(started.status).toBe(201);
  const credential = started.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((value) => value.startsWith('qk_child='));
  if (!credential) throw new Error('no child credential');
  childCookie = credential;
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await t.db.delete(screenTimeGrants);
  await t.db.delete(timeRequests);
});

describe('the child asks', () => {
  it('records a waiting request the parent sees, and refuses a second while it waits', async () => {
    const response = await ask('time_up');
    expect(response.status).toBe(201);
    const status = (await response.json()) as ChildTimeRequestStatus;
    expect(status).toMatchObject({ latest: { state: 'pending', answer: null }, asksLeft: 2 });

    const pending = (await (await parent.request('/api/parent/time-requests')).json()) as ParentTimeRequest[];
    expect(pending).toEqual([
      expect.objectContaining({ childId: child.id, childName: 'Amina', from: 'time_up', state: 'pending' }),
    ]);

    const again = await ask('time_up');
    expect(again.status).toBe(409);
    expect(await errorMessage(again)).toBe('You already asked. Your parent will answer soon.');
  });

  it('holds one waiting request when many asks arrive together', async () => {
    const answers = await fireTogether(6, () => ask('sleep'));
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 5 });
    const rows = await t.db.select().from(timeRequests).where(eq(timeRequests.childId, child.id));
    expect(rows).toHaveLength(1);
  });

  it('allows three asks a day, also when the last ones arrive together', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await ask()).status).toBe(201);
      const id = await pendingId();
      expect(
        (await parent.request(`/api/parent/time-requests/${id}/answer`, { json: { answer: 'no' } })).status,
      ).toBe(200);
    }
    const answers = await fireTogether(5, () => ask('pause'));
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 4 });
    const id = await pendingId();
    await parent.request(`/api/parent/time-requests/${id}/answer`, { json: { answer: 'no' } });

    const fourth = await ask();
    expect(fourth.status).toBe(429);
    expect(await errorMessage(fourth)).toBe("You can ask 3 times a day. Let's try again tomorrow!");
    const racing = await fireTogether(4, () => ask());
    expect(statusCounts(racing)).toEqual({ 429: 4 });
    expect(await t.db.select().from(timeRequests).where(eq(timeRequests.childId, child.id))).toHaveLength(3);
  });

  it("lets another day's unanswered request expire instead of blocking today", async () => {
    await t.db.insert(timeRequests).values({ childId: child.id, day: '2020-01-01', origin: 'time_up' });
    expect((await ask()).status).toBe(201);
    const rows = await t.db.select().from(timeRequests).where(eq(timeRequests.day, '2020-01-01'));
    expect(rows[0]?.state).toBe('expired');
    // A day after today (the family moved its time zone back): expired too, never a clash with today's request.
    await t.db.delete(timeRequests);
    await t.db.insert(timeRequests).values({ childId: child.id, day: '2999-01-01', origin: 'sleep' });
    expect((await ask()).status).toBe(201);
  });

  it('refuses bad input with its message and records nothing', async () => {
    const response = await ask('party');
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe("Ask from Time's Up, sleep time or a prayer pause");
    const malformed = await jsonRequest(t.app, '/api/child/time-requests', {
      method: 'POST',
      cookie: childCookie,
      headers: { 'Content-Type': 'application/json' },
    });
    // An empty body is the default ask (from Time's Up); a body that is not JSON is refused.
    expect(malformed.status).toBe(201);
    await t.db.delete(timeRequests);
    const notJson = await t.app.request('/api/child/time-requests', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, Cookie: childCookie, 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(notJson.status).toBe(400);
    expect(await t.db.select().from(timeRequests)).toHaveLength(0);
  });

  it('is for the child credential only', async () => {
    const anonymous = await jsonRequest(t.app, '/api/child/time-requests', { json: { from: 'time_up' } });
    expect(anonymous.status).toBe(401);
    const asParent = await parent.request('/api/child/time-requests', { json: { from: 'time_up' } });
    expect([401, 403]).toContain(asParent.status);
    expect(await t.db.select().from(timeRequests)).toHaveLength(0);
  });
});

describe('the parent answers', () => {
  it('gives the time once, and the child reads the answer and the extra time', async () => {
    await ask();
    const id = await pendingId();
    const response = await parent.request(`/api/parent/time-requests/${id}/answer`, {
      json: { answer: 'fifteen_minutes' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, state: 'answered', answer: 'fifteen_minutes' });
    expect(await grantForDay(t.db, child.id, today())).toEqual({ extraMinutes: 15, restOfDay: false });

    const status = (await (await asChild('/api/child/time-requests')).json()) as ChildTimeRequestStatus;
    expect(status).toMatchObject({
      latest: { id, state: 'answered', answer: 'fifteen_minutes' },
      grant: { extraMinutes: 15, restOfDay: false },
    });
    expect(await (await parent.request('/api/parent/time-requests')).json()).toEqual([]);

    const again = await parent.request(`/api/parent/time-requests/${id}/answer`, {
      json: { answer: 'one_hour' },
    });
    expect(again.status).toBe(409);
    expect(await errorMessage(again)).toBe('This request has already been answered');
    expect(await grantForDay(t.db, child.id, today())).toEqual({ extraMinutes: 15, restOfDay: false });
  });

  it('lets the child watch again after a yes, and not after a no', async () => {
    const used = child.screenTimeLimit * 60;
    await t.db
      .insert(childScreenTime)
      .values({ childId: child.id, day: today(), seconds: used, updatedAt: new Date() })
      .onConflictDoUpdate({ target: [childScreenTime.childId, childScreenTime.day], set: { seconds: used } });
    try {
      expect((await asChild('/api/child/feed')).status).toBe(403);
      await ask();
      const no = await parent.request(`/api/parent/time-requests/${await pendingId()}/answer`, {
        json: { answer: 'no' },
      });
      expect(no.status).toBe(200);
      expect((await asChild('/api/child/feed')).status).toBe(403);

      await ask();
      const yes = await parent.request(`/api/parent/time-requests/${await pendingId()}/answer`, {
        json: { answer: 'fifteen_minutes' },
      });
      expect(yes.status).toBe(200);
      expect((await asChild('/api/child/feed')).status).toBe(200);
      const session = (await (await asChild('/api/child/session')).json()) as ChildSessionInfo;
      expect(session.status).toBe('active');
      expect(session.screenTime.remainingSeconds).toBeGreaterThan(14 * 60);
      expect(session.screenTime.remainingSeconds).toBeLessThanOrEqual(15 * 60);
    } finally {
      await t.db.delete(childScreenTime).where(eq(childScreenTime.childId, child.id));
    }
  });

  it('answers once when two devices answer at the same moment', async () => {
    await ask();
    const id = await pendingId();
    const answers = await fireTogether(6, (index) =>
      parent.request(`/api/parent/time-requests/${id}/answer`, {
        json: { answer: index % 2 === 0 ? 'one_hour' : 'rest_of_day' },
      }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 5 });
    const grants = await t.db.select().from(screenTimeGrants).where(eq(screenTimeGrants.requestId, id));
    expect(grants).toHaveLength(1);
  });

  it('says no without giving time', async () => {
    await ask();
    const id = await pendingId();
    await parent.request(`/api/parent/time-requests/${id}/answer`, { json: { answer: 'no' } });
    expect(await grantForDay(t.db, child.id, today())).toEqual({ extraMinutes: 0, restOfDay: false });
    const status = (await (await asChild('/api/child/time-requests')).json()) as ChildTimeRequestStatus;
    expect(status.latest).toMatchObject({ state: 'answered', answer: 'no' });
  });

  it('refuses a bad answer with its message, and changes nothing', async () => {
    await ask();
    const id = await pendingId();
    const response = await parent.request(`/api/parent/time-requests/${id}/answer`, {
      json: { answer: 'forever' },
    });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe('Choose 15 minutes, 1 hour, the rest of today or no');
    const malformed = await jsonRequest(t.app, `/api/parent/time-requests/${id}/answer`, {
      method: 'POST',
      cookie: parent.cookie,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await errorMessage(malformed)).toBe('Choose 15 minutes, 1 hour, the rest of today or no');
    expect((await t.db.select().from(timeRequests).where(eq(timeRequests.id, id)))[0]?.state).toBe('pending');
  });

  it("hides another family's request: 404, nothing changed, nothing shown", async () => {
    await ask();
    const id = await pendingId();
    const response = await otherParent.request(`/api/parent/time-requests/${id}/answer`, {
      json: { answer: 'rest_of_day' },
    });
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain('Amina');
    expect(text).toContain('Time request not found');
    expect(await (await otherParent.request('/api/parent/time-requests')).json()).toEqual([]);
    expect((await t.db.select().from(timeRequests).where(eq(timeRequests.id, id)))[0]?.state).toBe('pending');
    expect(
      (await parent.request('/api/parent/time-requests/not-a-uuid/answer', { json: { answer: 'no' } }))
        .status,
    ).toBe(404);
  });

  it('is for parents: signed out 401, another role 403, the child credential refused', async () => {
    await ask();
    const id = await pendingId();
    const path = `/api/parent/time-requests/${id}/answer`;
    expect((await jsonRequest(t.app, path, { json: { answer: 'no' } })).status).toBe(401);
    expect((await creator.request(path, { json: { answer: 'no' } })).status).toBe(403);
    expect([401, 403]).toContain((await asChild(path, { json: { answer: 'no' } })).status);
    expect((await jsonRequest(t.app, '/api/parent/time-requests')).status).toBe(401);
    expect((await creator.request('/api/parent/time-requests')).status).toBe(403);
    expect((await t.db.select().from(timeRequests).where(eq(timeRequests.id, id)))[0]?.state).toBe('pending');
  });
});

describe('extra time given unprompted', () => {
  it("adds to the day's grant, which the child sees", async () => {
    const response = await parent.request(`/api/children/${child.id}/extra-time`, {
      json: { answer: 'one_hour' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ extraMinutes: 60, restOfDay: false, requestId: null });
    await parent.request(`/api/children/${child.id}/extra-time`, { json: { answer: 'fifteen_minutes' } });
    expect(await grantForDay(t.db, child.id, today())).toEqual({ extraMinutes: 75, restOfDay: false });
    // What is left today (the Screen Time card, Login as) counts it.
    const summary = await (await parent.request(`/api/children/${child.id}/screen-time?period=today`)).json();
    expect(summary).toMatchObject({
      periodLimitMinutes: 120 + 75,
      extraToday: { extraMinutes: 75, restOfDay: false },
    });
    await parent.request(`/api/children/${child.id}/extra-time`, { json: { answer: 'rest_of_day' } });
    const status = (await (await asChild('/api/child/time-requests')).json()) as ChildTimeRequestStatus;
    expect(status.grant).toEqual({ extraMinutes: 75, restOfDay: true });
    expect(await grantForDay(t.db, child.id, '2020-01-01')).toEqual({ extraMinutes: 0, restOfDay: false });
  });

  it('refuses no, a bad gift, another family and other roles', async () => {
    const path = `/api/children/${child.id}/extra-time`;
    const no = await parent.request(path, { json: { answer: 'no' } });
    expect(no.status).toBe(400);
    expect(await errorMessage(no)).toBe('Choose 15 minutes, 1 hour or the rest of today');
    expect((await otherParent.request(path, { json: { answer: 'one_hour' } })).status).toBe(404);
    expect((await jsonRequest(t.app, path, { json: { answer: 'one_hour' } })).status).toBe(401);
    expect((await creator.request(path, { json: { answer: 'one_hour' } })).status).toBe(403);
    expect(
      (await parent.request(`/api/children/${otherChild.id}/extra-time`, { json: { answer: 'one_hour' } }))
        .status,
    ).toBe(404);
    expect(await t.db.select().from(screenTimeGrants)).toHaveLength(0);
  });
});

describe("the child's activity history", () => {
  it('lists every request, its answer and the extra time given', async () => {
    await ask('pause');
    const id = await pendingId();
    await parent.request(`/api/parent/time-requests/${id}/answer`, { json: { answer: 'one_hour' } });
    await parent.request(`/api/children/${child.id}/extra-time`, { json: { answer: 'fifteen_minutes' } });
    const response = await parent.request(`/api/children/${child.id}/time-requests?days=7`);
    expect(response.status).toBe(200);
    const history = (await response.json()) as TimeRequestHistory;
    expect(history.requests).toEqual([
      expect.objectContaining({ id, from: 'pause', state: 'answered', answer: 'one_hour' }),
    ]);
    expect(history.grants.map((grant: TimeGrantItem) => [grant.extraMinutes, grant.requestId])).toEqual(
      expect.arrayContaining([
        [60, id],
        [15, null],
      ]),
    );
  });

  it("is in the child's data export", async () => {
    await ask();
    const id = await pendingId();
    await parent.request(`/api/parent/time-requests/${id}/answer`, { json: { answer: 'rest_of_day' } });
    const exported = (await (await parent.request(`/api/children/${child.id}/export`)).json()) as {
      timeRequests: {
        requests: { id: string; answer: string }[];
        grants: { requestId: string; restOfDay: boolean }[];
      };
    };
    expect(exported.timeRequests.requests).toEqual([expect.objectContaining({ id, answer: 'rest_of_day' })]);
    expect(exported.timeRequests.grants).toEqual([
      expect.objectContaining({ requestId: id, restOfDay: true }),
    ]);
  });

  it('refuses a bad period, another family, signed out and other roles', async () => {
    const path = `/api/children/${child.id}/time-requests`;
    const bad = await parent.request(`${path}?days=3`);
    expect(bad.status).toBe(400);
    expect(await errorMessage(bad)).toBe('Period must be 1, 7 or 30 days');
    expect((await otherParent.request(`${path}?days=7`)).status).toBe(404);
    expect((await jsonRequest(t.app, path)).status).toBe(401);
    expect((await creator.request(path)).status).toBe(403);
  });
});

describe('the e-mail a parent may choose', () => {
  it('is off by default, and once on, tells the parent who is asking', async () => {
    const before = t.sentMail.length;
    await ask();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.sentMail.length).toBe(before);
    await t.db.delete(timeRequests);

    const saved = await parent.request('/api/parent/time-requests/settings', {
      method: 'PUT',
      json: { emailOnRequest: true },
    });
    expect(await saved.json()).toEqual({ emailOnRequest: true });
    expect(await (await parent.request('/api/parent/time-requests/settings')).json()).toEqual({
      emailOnRequest: true,
    });
    await ask();
    const deadline = Date.now() + 2_000;
    while (t.sentMail.length === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const mail = t.sentMail.at(-1);
    expect(mail?.subject).toBe('Amina is asking for more screen time');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/dashboard/parent`);

    const bad = await parent.request('/api/parent/time-requests/settings', {
      method: 'PUT',
      json: { emailOnRequest: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(await (await otherParent.request('/api/parent/time-requests/settings')).json()).toEqual({
      emailOnRequest: false,
    });
    await parent.request('/api/parent/time-requests/settings', {
      method: 'PUT',
      json: { emailOnRequest: false },
    });
  });
});

describe('live', () => {
  it("reaches the parent's open stream when the child asks, and the child's when the parent answers", async () => {
    const parentStream = await openStream(parent.cookie, '/api/parent/time-requests');
    const otherStream = await openStream(otherParent.cookie, '/api/parent/time-requests');
    const isPending = (event: unknown) =>
      Array.isArray(event) && event.some((request: ParentTimeRequest) => request.state === 'pending');
    const parentEvents = readUntil(parentStream, isPending, 2_000);
    const otherEvents = readUntil(otherStream, isPending, 1_000);
    const asked = Date.now();
    await ask();
    const seen = await parentEvents;
    expect(Date.now() - asked).toBeLessThan(2_000);
    expect(seen.at(-1)).toEqual([expect.objectContaining({ childId: child.id, state: 'pending' })]);
    // Another family's dashboard hears nothing of it.
    expect((await otherEvents).filter(isPending)).toEqual([]);

    const childStream = await openStream(childCookie, '/api/child/time-requests');
    const isAnswered = (event: unknown) => (event as ChildTimeRequestStatus).latest?.state === 'answered';
    const childEvents = readUntil(childStream, isAnswered, 2_000);
    const id = await pendingId();
    const answered = Date.now();
    await parent.request(`/api/parent/time-requests/${id}/answer`, { json: { answer: 'no' } });
    const childSeen = (await childEvents) as ChildTimeRequestStatus[];
    expect(Date.now() - answered).toBeLessThan(2_000);
    expect(childSeen[0]?.latest?.state).toBe('pending');
    expect(childSeen.at(-1)?.latest).toMatchObject({ state: 'answered', answer: 'no' });
    await vi.waitFor(() => expect(t.timeRequestsLive.subscriberCount).toBe(0));
  });
});

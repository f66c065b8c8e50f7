// Extra time given while bedtime keeps child mode closed, on the server's clock: a yes to a child asking from the
// sleep screen opens child mode for that time from the answer (and the parent's list said it would), gifts given
// together queue one after the other, and extra time given while child mode is open adds to the limit as before.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { childSessions } from '#server/db/schema/children';
import { childScreenTime } from '#server/db/schema/screen-time';
import { screenTimeGrants, timeRequests } from '#server/db/schema/time-requests';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { FakeClock } from '#server/test/fake-clock';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { yearsAgo } from '#server/test/test-values';
import type { ChildSessionInfo } from '#shared/child-mode';
import type { Child } from '#shared/children.schema';
import type { ParentTimeRequest, TimeGrantItem, TimeRequestHistory } from '#shared/time-requests';

const clock = new FakeClock('2026-11-24T20:00:00Z');
let t: TestApp;
let parent: Caller;
let child: Child;
let childCookie: string;

const everyDay = { from: '07:00', to: '19:30' };

const asChild = (path: string, json?: unknown) =>
  jsonRequest(t.app, path, { cookie: childCookie, ...(json !== undefined ? { json } : {}) });

async function session(): Promise<ChildSessionInfo> {
  return (await (await asChild('/api/child/session')).json()) as ChildSessionInfo;
}

async function pending(): Promise<ParentTimeRequest[]> {
  return (await (await parent.request('/api/parent/time-requests')).json()) as ParentTimeRequest[];
}

const opensOf = async () =>
  (await t.db.select().from(screenTimeGrants).where(eq(screenTimeGrants.childId, child.id)))
    .map((row) => row.opensAt?.toISOString() ?? null)
    .sort();

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  parent = await signUpAs(t.app, t.db, 'parent');
  child = (await (
    await parent.request('/api/children', { json: { name: 'Amina', dateOfBirth: yearsAgo(7) } })
  ).json()) as Child;
  const rules = await parent.request(`/api/children/${child.id}`, {
    method: 'PATCH',
    json: { screenTimeLimit: 60, allowedWindows: Array(7).fill(everyDay) },
  });
  expect(rules.status).toBe(200);
  const started = await parent.request('/api/child-sessions', {
    json: { childId: child.id, timeZone: 'Europe/London' },
    headers: { 'x-device-id': 'device-bedtime-0001' },
  });
  expect(started.status).toBe(201);
  childCookie =
    started.headers
      .getSetCookie()
      .map((value) => value.split(';')[0] ?? '')
      .find((value) => value.startsWith('qk_child=')) ?? '';
});

beforeEach(async () => {
  await t.db.delete(screenTimeGrants);
  await t.db.delete(timeRequests);
  await t.db.delete(childScreenTime);
  await t.db
    .update(childSessions)
    .set({ sessionStatus: 'timed_out', endedAt: clock.now() })
    .where(eq(childSessions.childId, child.id));
});

afterAll(async () => {
  await t.close();
});

describe('extra time while bedtime keeps child mode closed', () => {
  it('a yes to a child on the sleep screen opens child mode for 15 minutes from the answer', async () => {
    clock.set('2026-11-24T20:00:00Z');
    expect((await session()).time).toEqual({ kind: 'sleep', opensAt: '2026-11-25T07:00:00.000Z' });
    expect((await asChild('/api/child/feed')).status).toBe(403);
    expect((await asChild('/api/child/time-requests', { from: 'sleep' })).status).toBe(201);

    // The parent's list says what a yes will do.
    const [request] = await pending();
    expect(request).toMatchObject({ from: 'sleep', opensNow: true });

    clock.set('2026-11-24T20:02:00Z');
    const answered = await parent.request(`/api/parent/time-requests/${request?.id}/answer`, {
      json: { answer: 'fifteen_minutes' },
    });
    expect(answered.status).toBe(200);
    expect(await opensOf()).toEqual(['2026-11-24T20:02:00.000Z']);

    expect((await asChild('/api/child/feed')).status).toBe(200);
    const open = await session();
    expect(open.status).toBe('active');
    expect(open.time).toEqual({ kind: 'open', remainingSeconds: 900, warning: null });

    clock.set('2026-11-24T20:13:00Z');
    expect((await session()).time).toMatchObject({ kind: 'open', remainingSeconds: 240, warning: 5 });
    clock.set('2026-11-24T20:17:00Z');
    expect((await asChild('/api/child/feed')).status).toBe(403);
    expect((await session()).time).toEqual({ kind: 'sleep', opensAt: '2026-11-25T07:00:00.000Z' });

    // The history shows what the answer opened.
    const history = (await (
      await parent.request(`/api/children/${child.id}/time-requests?days=1`)
    ).json()) as TimeRequestHistory;
    expect(history.grants[0]?.opening).toEqual({
      startsAt: '2026-11-24T20:02:00.000Z',
      endsAt: '2026-11-24T20:17:00.000Z',
    });
  });

  it('queues gifts given at the same moment one after the other', async () => {
    clock.set('2026-11-24T21:00:00Z');
    const answers = await fireTogether(3, () =>
      parent.request(`/api/children/${child.id}/extra-time`, { json: { answer: 'fifteen_minutes' } }),
    );
    expect(statusCounts(answers)).toEqual({ 201: 3 });
    const given = (await Promise.all(answers.map((answer) => answer.json()))) as TimeGrantItem[];
    expect(given.every((grant) => grant.opening !== null)).toBe(true);
    expect(await opensOf()).toEqual([
      '2026-11-24T21:00:00.000Z',
      '2026-11-24T21:15:00.000Z',
      '2026-11-24T21:30:00.000Z',
    ]);
    expect((await session()).time).toMatchObject({ kind: 'open', remainingSeconds: 45 * 60 });
    // The child watches on (a request every few minutes keeps the session from going idle).
    for (const at of ['21:00', '21:20', '21:40', '21:44']) {
      clock.set(`2026-11-24T${at}:00Z`);
      expect((await asChild('/api/child/feed')).status).toBe(200);
    }
    clock.set('2026-11-24T21:45:00Z');
    expect((await asChild('/api/child/feed')).status).toBe(403);
  });

  it('adds to the limit, as before, when given while child mode is open', async () => {
    clock.set('2026-11-25T12:00:00Z');
    await t.db.insert(childScreenTime).values({ childId: child.id, day: '2026-11-25', seconds: 3600 });
    expect((await session()).time).toEqual({ kind: 'time_up', reason: 'daily' });
    expect((await asChild('/api/child/time-requests', { from: 'time_up' })).status).toBe(201);
    const [request] = await pending();
    expect(request).toMatchObject({ from: 'time_up', opensNow: false });
    await parent.request(`/api/parent/time-requests/${request?.id}/answer`, {
      json: { answer: 'fifteen_minutes' },
    });
    expect(await opensOf()).toEqual([null]);
    expect((await asChild('/api/child/feed')).status).toBe(200);
    expect((await session()).time).toMatchObject({ kind: 'open', remainingSeconds: 900 });
  });
});

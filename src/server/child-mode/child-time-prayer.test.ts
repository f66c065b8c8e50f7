// Prayer-time pauses reach child mode: with the family's prayer pauses on, the server's clock inside a prayer's
// pause closes child mode (a named pause, with when it ends) on every child request, and it opens again when the
// pause is over. The times are the same computation the parent's dashboard shows (adhan, London, 2026-11-24).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { FakeClock } from '#server/test/fake-clock';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { yearsAgo } from '#server/test/test-values';
import type { ChildSessionInfo } from '#shared/child-mode';
import type { Child } from '#shared/children.schema';
import { prayerTimesOnDate } from '#shared/prayer-schedule';

const DAY = '2026-11-24';
const LONDON = { latitude: 51.51, longitude: -0.13 };
const DHUHR = prayerTimesOnDate(
  { ...LONDON, method: 'MuslimWorldLeague', madhab: 'shafi', highLatitudeRule: 'recommended' },
  DAY,
).dhuhr as Date;
const minutesFromDhuhr = (minutes: number) => new Date(DHUHR.getTime() + minutes * 60_000);
// Child mode starts a little before Dhuhr (an idle session ends after 30 minutes).
const clock = new FakeClock(minutesFromDhuhr(-12));
let t: TestApp;
let parent: Caller;
let child: Child;
let cookie = '';

const asChild = (path: string) => jsonRequest(t.app, path, { cookie });

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  parent = await signUpAs(t.app, t.db, 'parent');
  const added = await parent.request('/api/children', { json: { name: 'Amina', dateOfBirth: yearsAgo(7) } });
  child = (await added.json()) as Child;
  const saved = await parent.request('/api/parent/prayer-times', {
    method: 'PUT',
    json: {
      enabled: true,
      location: { kind: 'coordinates', ...LONDON },
      method: 'MuslimWorldLeague',
      madhab: 'shafi',
      highLatitudeRule: 'recommended',
      prayers: ['dhuhr'],
      pauseMinutes: 15,
      countsAsScreenTime: false,
    },
  });
  expect(saved.status).toBe(200);
  const started = await parent.request('/api/child-sessions', {
    json: { childId: child.id, timeZone: 'Europe/London' },
    headers: { 'x-device-id': 'device-prayer-0001' },
  });
  expect(started.status).toBe(201);
  cookie =
    started.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('qk_child=')) ?? '';
});

afterAll(async () => {
  await t.close();
});

describe('a prayer pause in child mode', () => {
  it('closes child mode during Dhuhr, names it with when it ends, and opens again after', async () => {
    clock.set(minutesFromDhuhr(-10));
    expect((await asChild('/api/child/feed')).status).toBe(200);

    clock.set(minutesFromDhuhr(2));
    expect((await asChild('/api/child/feed')).status).toBe(403);
    const paused = (await (await asChild('/api/child/session')).json()) as ChildSessionInfo;
    expect(paused.time).toMatchObject({ kind: 'paused', name: 'dhuhr' });
    if (paused.time.kind !== 'paused') throw new Error('not paused');
    expect(paused.time.endsAt).toBe(minutesFromDhuhr(15).toISOString());

    clock.set(minutesFromDhuhr(16));
    expect((await asChild('/api/child/feed')).status).toBe(200);
  });
});

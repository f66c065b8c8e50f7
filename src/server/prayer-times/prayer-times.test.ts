import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyPrayerSettings } from '#server/db/schema/prayer-times';
import { englishMessage } from '#server/http/app-error';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import { PRAYER_MESSAGES, type PrayerSettingsInput, type PrayerTimesView } from '#shared/prayer-times';
import { localDay } from '#shared/screen-time';
import { prayerPausesOn } from './index';

let t: TestApp;
let parent: Caller;
let otherParent: Caller;
let creator: Caller;

const karachi: PrayerSettingsInput = {
  enabled: true,
  location: { kind: 'city', cityId: 'karachi-pk' },
  method: 'Karachi',
  madhab: 'hanafi',
  highLatitudeRule: 'recommended',
  prayers: ['fajr', 'maghrib'],
  pauseMinutes: 15,
  countsAsScreenTime: false,
};

async function view(response: Response): Promise<PrayerTimesView> {
  expect(response.status).toBe(200);
  return (await response.json()) as PrayerTimesView;
}

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

const save = (who: Caller, json: unknown) => who.request('/api/parent/prayer-times', { method: 'PUT', json });

beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpAs(t.app, t.db, 'parent');
  otherParent = await signUpAs(t.app, t.db, 'parent');
  creator = await signUpAs(t.app, t.db, 'creator');
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/parent/prayer-times', () => {
  it('starts switched off, with no location and no times, in the family’s time zone', async () => {
    const answer = await view(await parent.request('/api/parent/prayer-times'));
    expect(answer.settings).toEqual({
      enabled: false,
      location: null,
      method: 'MuslimWorldLeague',
      madhab: 'shafi',
      highLatitudeRule: 'recommended',
      prayers: ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'],
      pauseMinutes: 10,
      countsAsScreenTime: false,
    });
    expect(answer.timeZone).toBe('Europe/London');
    expect(answer.today).toEqual([]);
    expect(await prayerPausesOn(t.db, parent.userId, answer.day, answer.timeZone)).toEqual([]);
  });

  it('refuses strangers and other roles', async () => {
    expect((await jsonRequest(t.app, '/api/parent/prayer-times')).status).toBe(401);
    expect((await creator.request('/api/parent/prayer-times')).status).toBe(403);
  });
});

describe('PUT /api/parent/prayer-times', () => {
  it('saves a city and answers today’s five times, the chosen ones with their pause', async () => {
    const zone = await parent.request('/api/parent/child-mode', {
      method: 'PATCH',
      json: { timeZone: 'Asia/Karachi' },
    });
    expect(zone.status).toBe(200);
    const answer = await view(await save(parent, karachi));
    expect(answer.settings.location).toEqual({
      kind: 'city',
      city: {
        id: 'karachi-pk',
        name: 'Karachi',
        country: 'PK',
        latitude: 24.87,
        longitude: 66.99,
        timeZone: 'Asia/Karachi',
      },
    });
    expect(answer.settings).toMatchObject({
      enabled: true,
      method: 'Karachi',
      madhab: 'hanafi',
      pauseMinutes: 15,
    });
    expect(answer.timeZone).toBe('Asia/Karachi');
    expect(answer.day).toBe(localDay(new Date(), 'Asia/Karachi'));
    expect(answer.today.map((time) => time.prayer)).toEqual(['fajr', 'dhuhr', 'asr', 'maghrib', 'isha']);
    const paused = answer.today.filter((time) => time.pauseEndsAt !== null);
    expect(paused.map((time) => time.prayer)).toEqual(['fajr', 'maghrib']);
    for (const time of paused)
      expect(Date.parse(time.pauseEndsAt ?? '') - Date.parse(time.at)).toBe(15 * 60_000);
    // The same again on reading.
    expect(await view(await parent.request('/api/parent/prayer-times'))).toEqual(answer);

    // Child mode's clock gets the same pauses for the family's day.
    const pauses = await prayerPausesOn(t.db, parent.userId, answer.day, 'Asia/Karachi');
    expect(pauses.map((pause) => pause.name)).toEqual(['fajr', 'maghrib']);
    expect(pauses.map((pause) => pause.startsAt.toISOString())).toEqual(paused.map((time) => time.at));
    expect(pauses.every((pause) => pause.countsAsScreenTime === false)).toBe(true);
  });

  it('saves typed coordinates, and switching off keeps the choices but stops the pauses', async () => {
    const typed = await view(
      await save(parent, {
        ...karachi,
        location: { kind: 'coordinates', latitude: 21.4225, longitude: 39.8262 },
        countsAsScreenTime: true,
      }),
    );
    expect(typed.settings.location).toEqual({ kind: 'coordinates', latitude: 21.4225, longitude: 39.8262 });
    expect(typed.settings.countsAsScreenTime).toBe(true);
    const pauses = await prayerPausesOn(t.db, parent.userId, typed.day, 'Asia/Karachi');
    expect(pauses.length).toBeGreaterThan(0);
    expect(pauses.every((pause) => pause.countsAsScreenTime)).toBe(true);

    const off = await view(await save(parent, { ...karachi, enabled: false }));
    expect(off.settings.enabled).toBe(false);
    expect(off.today).toHaveLength(5);
    expect(off.today.every((time) => time.pauseEndsAt === null)).toBe(true);
    expect(await prayerPausesOn(t.db, parent.userId, off.day, 'Asia/Karachi')).toEqual([]);
  });

  it('answers for the poles and the date line too, never a 500', async () => {
    const traveller = await signUpAs(t.app, t.db, 'parent');
    for (const [latitude, longitude] of [
      [90, 0],
      [-90, 180],
      [69.65, 18.96],
      [0, -180],
    ] as const) {
      const answer = await view(
        await save(traveller, { ...karachi, location: { kind: 'coordinates', latitude, longitude } }),
      );
      expect(answer.today.length).toBeLessThanOrEqual(5);
      const pauses = await prayerPausesOn(t.db, traveller.userId, answer.day, answer.timeZone);
      expect(pauses.every((pause) => pause.endsAt > pause.startsAt)).toBe(true);
    }
  });

  it('answers bad input with its message and changes nothing', async () => {
    await view(await save(parent, karachi));
    const before = await view(await parent.request('/api/parent/prayer-times'));
    const cases: [unknown, string][] = [
      [{ ...karachi, pauseMinutes: 45 }, PRAYER_MESSAGES.pauseMinutes],
      [{ ...karachi, location: { kind: 'city', cityId: 'atlantis-xx' } }, PRAYER_MESSAGES.cityUnknown],
      [
        { ...karachi, location: { kind: 'coordinates', latitude: 95, longitude: 10 } },
        PRAYER_MESSAGES.latitude,
      ],
      [{ ...karachi, location: null }, PRAYER_MESSAGES.locationRequired],
      [{ ...karachi, prayers: [] }, PRAYER_MESSAGES.noPrayers],
      [{ ...karachi, method: 'Astrology' }, PRAYER_MESSAGES.method],
    ];
    for (const [json, key] of cases) {
      const response = await save(parent, json);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.message).toBe(englishMessage(key as Parameters<typeof englishMessage>[0]));
    }
    expect(englishMessage(PRAYER_MESSAGES.pauseMinutes)).toBe('The pause must be 5 to 30 minutes');
    const notJson = await parent.request('/api/parent/prayer-times', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await view(await parent.request('/api/parent/prayer-times'))).toEqual(before);
  });

  it('refuses strangers and other roles, and changes nothing for them', async () => {
    const before = await view(await parent.request('/api/parent/prayer-times'));
    expect(
      (await jsonRequest(t.app, '/api/parent/prayer-times', { method: 'PUT', json: karachi })).status,
    ).toBe(401);
    expect((await save(creator, karachi)).status).toBe(403);
    expect(await view(await parent.request('/api/parent/prayer-times'))).toEqual(before);
  });

  it('keeps each family’s settings to itself', async () => {
    await view(await save(parent, karachi));
    const theirs = await view(await otherParent.request('/api/parent/prayer-times'));
    expect(theirs.settings.enabled).toBe(false);
    expect(theirs.settings.location).toBeNull();
    await view(
      await save(otherParent, {
        ...karachi,
        location: { kind: 'city', cityId: 'london-gb' },
        pauseMinutes: 5,
      }),
    );
    const mine = await view(await parent.request('/api/parent/prayer-times'));
    expect(mine.settings.location).toMatchObject({ kind: 'city', city: { id: 'karachi-pk' } });
    expect(mine.settings.pauseMinutes).toBe(15);
    const otherDay = localDay(new Date(), 'Europe/London');
    expect(
      (await prayerPausesOn(t.db, otherParent.userId, otherDay, 'Europe/London')).map((pause) => pause.name),
    ).toEqual(['fajr', 'maghrib']);
  });

  it('saves sent together leave one row per family, holding one of the sent values', async () => {
    const minutes = [5, 10, 15, 20, 25, 30, 12, 18];
    const answers = await fireTogether(minutes.length, (index) =>
      save(parent, { ...karachi, pauseMinutes: minutes[index] }),
    );
    expect(statusCounts(answers)).toEqual({ 200: minutes.length });
    const rows = await t.db
      .select()
      .from(familyPrayerSettings)
      .where(eq(familyPrayerSettings.parentUserId, parent.userId));
    expect(rows).toHaveLength(1);
    expect(minutes).toContain(rows[0]?.pauseMinutes);
    const saved = await view(await parent.request('/api/parent/prayer-times'));
    expect(saved.settings.pauseMinutes).toBe(rows[0]?.pauseMinutes);
  });
});

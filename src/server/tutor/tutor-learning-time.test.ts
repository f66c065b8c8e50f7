// Learning time and "learn first": a heartbeat naming the child's own lesson of today counts as screen time and as
// learning (never more than the time that passed, also under parallel beats); any other lesson counts as neither.
// With "learn first" on, every child video endpoint refuses (403 LEARN_FIRST) until enough learning, games stay
// open, and the child session says so beforehand.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childScreenTime } from '#server/db/schema/screen-time';
import { learningDays, tutorLessons } from '#server/db/schema/tutor';
import { FakeClock } from '#server/test/fake-clock';
import { fireTogether } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { type Family, familyOn } from '#server/test/tutor-families';
import type { ApiErrorBody } from '#shared/api-error';
import type { ChildSessionInfo } from '#shared/child-mode';
import type { LearnHome, LessonView } from '#shared/tutor/learn-api';
import { rightResponse } from '#shared/tutor/right-response';

// A Tuesday morning in London (GMT).
const clock = new FakeClock('2026-03-10T09:00:00Z');
const TODAY = '2026-03-10';
const SOME_VIDEO = '00000000-0000-4000-8000-0000000000aa';

let t: TestApp;

const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error;

async function lessonOf(family: Family, subject = 'maths'): Promise<LessonView> {
  const response = await family.asChild('/api/child/learn/lessons', { json: { subject } });
  expect([200, 201]).toContain(response.status);
  return (await response.json()) as LessonView;
}

const beat = (family: Family, body: Record<string, unknown>) =>
  family.asChild('/api/child/heartbeat', { json: body });

async function secondsOf(table: typeof learningDays | typeof childScreenTime, childId: string) {
  const [row] = await t.db
    .select({ seconds: table.seconds })
    .from(table)
    .where(and(eq(table.childId, childId), eq(table.day, TODAY)));
  return row?.seconds ?? 0;
}

async function setLearnFirst(family: Family, minutes: number) {
  const response = await family.parent.request(`/api/parent/children/${family.child.id}/learning/settings`, {
    method: 'PUT',
    json: { learnFirstMinutes: minutes },
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('a heartbeat with a lesson', () => {
  it('adds the time that passed to screen time and to learning time', async () => {
    const family = await familyOn(t, 'Premium');
    const lesson = await lessonOf(family);
    clock.advance(30_000);
    const response = await beat(family, { lessonId: lesson.id });
    expect(response.status).toBe(200);
    expect(await secondsOf(learningDays, family.child.id)).toBe(30);
    expect(await secondsOf(childScreenTime, family.child.id)).toBe(30);
    clock.advance(30_000);
    expect((await beat(family, {})).status).toBe(200);
    // A beat without a lesson is screen time only.
    expect(await secondsOf(learningDays, family.child.id)).toBe(30);
    expect(await secondsOf(childScreenTime, family.child.id)).toBe(60);
    const home = (await (await family.asChild('/api/child/learn')).json()) as LearnHome;
    expect(home.today.learnedSeconds).toBe(30);
  });

  it('parallel beats add no more than the time that passed', async () => {
    const family = await familyOn(t, 'Premium');
    const lesson = await lessonOf(family);
    clock.advance(30_000);
    const answers = await fireTogether(10, () => beat(family, { lessonId: lesson.id }));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await secondsOf(learningDays, family.child.id)).toBe(30);
    expect(await secondsOf(childScreenTime, family.child.id)).toBe(30);
  });

  it("counts as neither for another child's lesson, another day's lesson or a lesson beside a video", async () => {
    const family = await familyOn(t, 'Premium');
    const other = await familyOn(t, 'Premium');
    const theirs = await lessonOf(other);
    clock.advance(30_000);
    const foreign = await beat(family, { lessonId: theirs.id });
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe('Lesson not found');

    const own = await lessonOf(family, 'english');
    await t.db.update(tutorLessons).set({ day: '2026-03-09' }).where(eq(tutorLessons.id, own.id));
    const yesterday = await beat(family, { lessonId: own.id });
    expect(yesterday.status).toBe(404);
    expect((await errorOf(yesterday)).key).toBe('tutorLessonNotToday');

    const both = await beat(family, { lessonId: own.id, contentId: SOME_VIDEO });
    expect(both.status).toBe(400);
    const malformed = await beat(family, { lessonId: 'lesson-1' });
    expect(malformed.status).toBe(400);
    expect(await secondsOf(learningDays, family.child.id)).toBe(0);
    expect(await secondsOf(childScreenTime, family.child.id)).toBe(0);
  });
});

describe('learn first', () => {
  const gated: [string, string, unknown?][] = [
    ['GET', '/api/child/feed'],
    ['GET', `/api/child/content/${SOME_VIDEO}`],
    ['GET', `/api/child/content/${SOME_VIDEO}/related`],
    ['GET', `/api/child/content/${SOME_VIDEO}/next`],
    ['POST', `/api/child/content/${SOME_VIDEO}/start`, { autoplay: false }],
    ['POST', '/api/child/views', { contentId: SOME_VIDEO }],
    ['GET', `/api/uploads/media/${SOME_VIDEO}/master.m3u8`],
    ['GET', `/api/uploads/media/${SOME_VIDEO}/720p/index.m3u8`],
  ];

  it('closes every video endpoint until the minutes are learned, keeps games open, and opens after', async () => {
    const family = await familyOn(t, 'Premium');
    const before = await family.asChild('/api/child/feed');
    expect(before.status).toBe(200);
    await setLearnFirst(family, 2);

    const session = (await (await family.asChild('/api/child/session')).json()) as ChildSessionInfo;
    expect(session.learnFirst).toEqual({ minutes: 2, learnedSeconds: 0, videosOpen: false });

    for (const [method, path, json] of gated) {
      const response = await family.asChild(path, { method, ...(json ? { json } : {}) });
      expect(response.status, `${method} ${path}`).toBe(403);
      const error = await errorOf(response);
      expect(error.code).toBe('LEARN_FIRST');
      expect(error.message).toBe('Learn first! 2 more minutes of learning open the videos.');
      expect(error.params).toEqual({ minutes: 2 });
    }
    expect((await family.asChild('/api/child/games/scores')).status).toBe(200);
    clock.advance(30_000);
    expect((await beat(family, { gameId: 'snake' })).status).toBe(200);

    const lesson = await lessonOf(family);
    for (let i = 0; i < 3; i++) {
      clock.advance(30_000);
      expect((await beat(family, { lessonId: lesson.id })).status).toBe(200);
    }
    const still = await family.asChild('/api/child/feed');
    expect(still.status).toBe(403);
    expect((await errorOf(still)).message).toBe('Learn first! 1 more minutes of learning open the videos.');

    clock.advance(30_000);
    expect((await beat(family, { lessonId: lesson.id })).status).toBe(200);
    expect((await family.asChild('/api/child/feed')).status).toBe(200);
    const open = (await (await family.asChild('/api/child/session')).json()) as ChildSessionInfo;
    expect(open.learnFirst).toEqual({ minutes: 2, learnedSeconds: 120, videosOpen: true });
    const home = (await (await family.asChild('/api/child/learn')).json()) as LearnHome;
    expect(home.learnFirst?.videosOpen).toBe(true);
  });

  it("Free: the day's one lesson finished opens the videos, however short it was", async () => {
    const family = await familyOn(t, 'Basic');
    await setLearnFirst(family, 30);
    expect((await family.asChild('/api/child/feed')).status).toBe(403);
    const lesson = await lessonOf(family);
    for (const [index, exercise] of lesson.exercises.entries()) {
      const response = await family.asChild(`/api/child/learn/lessons/${lesson.id}/answers`, {
        json: { index, response: rightResponse(exercise) },
      });
      expect(response.status).toBe(200);
    }
    expect((await family.asChild('/api/child/feed')).status).toBe(200);
  });

  it('is off at 0 and for a child whose parent never set it', async () => {
    const family = await familyOn(t, 'Premium');
    await setLearnFirst(family, 5);
    expect((await family.asChild('/api/child/feed')).status).toBe(403);
    await setLearnFirst(family, 0);
    expect((await family.asChild('/api/child/feed')).status).toBe(200);
    const session = (await (await family.asChild('/api/child/session')).json()) as ChildSessionInfo;
    expect(session.learnFirst).toBeNull();
  });
});

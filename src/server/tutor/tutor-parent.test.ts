// The parent's Tutor routes: one child's learning report (the family's week, the path with its two lists in the
// parent's language), the "learn first" minutes and the weekly e-mail switch; and who may call them. Also the
// family's data export, which carries the child's learning.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentProfiles } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { FakeClock } from '#server/test/fake-clock';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { type Family, familyOn } from '#server/test/tutor-families';
import type { ApiErrorBody } from '#shared/api-error';
import type { ChildLearningReport, LessonView } from '#shared/tutor/learn-api';
import { rightResponse } from '#shared/tutor/right-response';

// A Wednesday in London (summer time): the week runs Monday 2026-06-08 to Sunday 2026-06-14.
const clock = new FakeClock('2026-06-10T10:00:00Z');

let t: TestApp;
let family: Family;
let other: Family;
let creator: Caller;

const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error;
const reportPath = (childId: string) => `/api/parent/children/${childId}/learning`;

async function report(who: Caller, childId: string, locale = 'en'): Promise<ChildLearningReport> {
  const response = await who.request(reportPath(childId), { headers: { 'Accept-Language': locale } });
  expect(response.status).toBe(200);
  return (await response.json()) as ChildLearningReport;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  family = await familyOn(t, 'Premium');
  other = await familyOn(t, 'Basic');
  creator = await signUpAs(t.app, t.db, 'creator');
  // Some learning: a maths lesson answered right through, with its beats.
  const started = await family.asChild('/api/child/learn/lessons', { json: { subject: 'maths' } });
  const lesson = (await started.json()) as LessonView;
  for (const [index, exercise] of lesson.exercises.entries()) {
    clock.advance(30_000);
    expect((await family.asChild('/api/child/heartbeat', { json: { lessonId: lesson.id } })).status).toBe(
      200,
    );
    const answered = await family.asChild(`/api/child/learn/lessons/${lesson.id}/answers`, {
      json: { index, response: rightResponse(exercise) },
    });
    expect(answered.status).toBe(200);
  }
}, 90_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/parent/children/:childId/learning', () => {
  it("reports the week's learning per day, Monday first, and each subject's path and lists", async () => {
    const body = await report(family.parent, family.child.id);
    expect(body.childId).toBe(family.child.id);
    expect(body.days.map((d) => d.day)).toEqual([
      '2026-06-08',
      '2026-06-09',
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
    ]);
    expect(body.days[2]?.seconds).toBe(240);
    expect(body.weekSeconds).toBe(240);
    expect(body.subjects.map((s) => s.subject)).toEqual(['arabic', 'maths', 'english']);
    const maths = body.subjects.find((s) => s.subject === 'maths');
    expect(maths?.stars).toBe(8);
    expect(maths?.goingWell.length).toBeGreaterThan(0);
    expect(maths?.goingWell.length).toBeLessThanOrEqual(3);
    expect(maths?.practiseNext.length).toBeGreaterThan(0);
    expect(maths?.practiseNext.length).toBeLessThanOrEqual(3);
    const arabic = body.subjects.find((s) => s.subject === 'arabic');
    // Nothing begun: the first skill of the path is what to practise next.
    expect(arabic?.goingWell).toEqual([]);
    expect(arabic?.practiseNext).toEqual([arabic?.skills[0]?.title]);
    expect(body).toMatchObject({ learnFirstMinutes: 0, weeklyEmail: false, lessonsPerDay: null });
    expect((await report(other.parent, other.child.id)).lessonsPerDay).toBe(1);
  });

  it("names the skills in the parent's language", async () => {
    const english = await report(family.parent, family.child.id, 'en');
    const arabic = await report(family.parent, family.child.id, 'ar');
    expect(arabic.subjects[0]?.skills[0]?.title).not.toBe(english.subjects[0]?.skills[0]?.title);
    expect(arabic.subjects[0]?.skills[0]?.title).toMatch(/[\u0600-\u06ff]/);
  });

  it("refuses another family's child (404), the signed-out, a creator and the child credential", async () => {
    const theirs = await family.parent.request(reportPath(other.child.id));
    expect(theirs.status).toBe(404);
    expect((await errorOf(theirs)).key).toBe('childNotFound');
    expect((await family.parent.request(reportPath('not-a-child'))).status).toBe(404);
    expect((await jsonRequest(t.app, reportPath(family.child.id))).status).toBe(401);
    expect((await creator.request(reportPath(family.child.id))).status).toBe(403);
    expect([401, 403]).toContain((await family.asChild(reportPath(family.child.id))).status);
  });
});

describe('PUT /api/parent/children/:childId/learning/settings', () => {
  const put = (who: Caller, childId: string, json: unknown) =>
    who.request(`${reportPath(childId)}/settings`, { method: 'PUT', json });

  it('sets the learn-first minutes and answers the report', async () => {
    const response = await put(family.parent, family.child.id, { learnFirstMinutes: 15 });
    expect(response.status).toBe(200);
    expect(((await response.json()) as ChildLearningReport).learnFirstMinutes).toBe(15);
    expect((await report(family.parent, family.child.id)).learnFirstMinutes).toBe(15);
    expect((await put(family.parent, family.child.id, { learnFirstMinutes: 0 })).status).toBe(200);
  });

  it('rejects minutes outside 0-60 with a message, changing nothing', async () => {
    for (const json of [
      { learnFirstMinutes: 61 },
      { learnFirstMinutes: -1 },
      { learnFirstMinutes: 2.5 },
      {},
    ]) {
      const response = await put(family.parent, family.child.id, json);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message.length).toBeGreaterThan(0);
    }
    expect((await report(family.parent, family.child.id)).learnFirstMinutes).toBe(0);
  });

  it("refuses another family's child, the signed-out, a creator and the child credential", async () => {
    const theirs = await put(family.parent, other.child.id, { learnFirstMinutes: 10 });
    expect(theirs.status).toBe(404);
    expect((await report(other.parent, other.child.id)).learnFirstMinutes).toBe(0);
    const anonymous = await jsonRequest(t.app, `${reportPath(family.child.id)}/settings`, {
      method: 'PUT',
      json: { learnFirstMinutes: 10 },
    });
    expect(anonymous.status).toBe(401);
    expect((await put(creator, family.child.id, { learnFirstMinutes: 10 })).status).toBe(403);
    const asChild = await family.asChild(`${reportPath(family.child.id)}/settings`, {
      method: 'PUT',
      json: { learnFirstMinutes: 10 },
    });
    expect([401, 403]).toContain(asChild.status);
  });
});

describe('PUT /api/parent/learning-email', () => {
  const put = (who: Caller, json: unknown) =>
    who.request('/api/parent/learning-email', { method: 'PUT', json });

  it("turns the family's weekly e-mail on and off", async () => {
    const on = await put(family.parent, { weeklyEmail: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ weeklyEmail: true });
    expect((await report(family.parent, family.child.id)).weeklyEmail).toBe(true);
    const [row] = await t.db
      .select({ weekly: parentProfiles.weeklyLearningEmail })
      .from(parentProfiles)
      .where(eq(parentProfiles.userId, family.parent.userId));
    expect(row?.weekly).toBe(true);
    expect(await (await put(family.parent, { weeklyEmail: false })).json()).toEqual({ weeklyEmail: false });
  });

  it('rejects a body without a yes or no, and refuses other callers', async () => {
    for (const json of [{}, { weeklyEmail: 'yes' }, { weeklyEmail: null }]) {
      expect((await put(family.parent, json)).status).toBe(400);
    }
    const anonymous = await jsonRequest(t.app, '/api/parent/learning-email', {
      method: 'PUT',
      json: { weeklyEmail: true },
    });
    expect(anonymous.status).toBe(401);
    expect((await put(creator, { weeklyEmail: true })).status).toBe(403);
    const asChild = await family.asChild('/api/parent/learning-email', {
      method: 'PUT',
      json: { weeklyEmail: true },
    });
    expect([401, 403]).toContain(asChild.status);
  });
});

describe("the family's data export", () => {
  it("carries the child's learner state, lessons with answers and learning time", async () => {
    const response = await family.parent.request(`/api/children/${family.child.id}/export`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      tutor: { learnerStates: unknown[]; lessons: { answers: unknown[] }[]; learningSecondsByDay: unknown[] };
    };
    expect(body.tutor.learnerStates).toHaveLength(1);
    expect(body.tutor.lessons[0]?.answers).toHaveLength(8);
    expect(body.tutor.learningSecondsByDay).toEqual([{ day: '2026-06-10', seconds: 240 }]);
  });
});

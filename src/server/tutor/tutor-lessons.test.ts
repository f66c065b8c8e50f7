// The child's Tutor routes: the Learn home, starting lessons within the plan (Free: one a day, also under parallel
// starts), reading a lesson, answering in order with the server's answer key (retry-safe, and applied once under
// parallel answers), and who may call them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerStates, tutorLessons } from '#server/db/schema/tutor';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { type Family, familyOn, misfitResponse, wrongResponse } from '#server/test/tutor-families';
import type { ApiErrorBody } from '#shared/api-error';
import type { LearnHome, LessonAnswerResult, LessonView } from '#shared/tutor/learn-api';
import { rightResponse } from '#shared/tutor/right-response';

let t: TestApp;
let free: Family;
let premium: Family;
let creator: Caller;

const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error;

async function start(family: Family, subject: string): Promise<Response> {
  return family.asChild('/api/child/learn/lessons', { json: { subject } });
}

async function startedLesson(family: Family, subject: string): Promise<LessonView> {
  const response = await start(family, subject);
  expect([200, 201]).toContain(response.status);
  return (await response.json()) as LessonView;
}

const answer = (family: Family, lessonId: string, body: unknown) =>
  family.asChild(`/api/child/learn/lessons/${lessonId}/answers`, { json: body });

beforeAll(async () => {
  t = await createTestApp();
  free = await familyOn(t, 'Basic');
  premium = await familyOn(t, 'Premium', { age: 10 });
  creator = await signUpAs(t.app, t.db, 'creator');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/child/learn', () => {
  it("shows the child's three subjects on their band's path, today's count and the plan's limit", async () => {
    const response = await free.asChild('/api/child/learn');
    expect(response.status).toBe(200);
    const home = (await response.json()) as LearnHome;
    expect(home.subjects.map((s) => s.subject)).toEqual(['arabic', 'maths', 'english']);
    for (const subject of home.subjects) {
      expect(subject.band).toBe(2);
      expect(subject.skills.length).toBeGreaterThan(0);
      expect(subject.skills[0]?.title).not.toBe(subject.skills[0]?.id);
      expect(subject.stars).toBe(0);
    }
    expect(home.today).toEqual({ lessonsStarted: 0, lessonsAllowed: 1, learnedSeconds: 0, openLesson: null });
    expect(home.learnFirst).toBeNull();
    const premiumHome = (await (await premium.asChild('/api/child/learn')).json()) as LearnHome;
    expect(premiumHome.today.lessonsAllowed).toBeNull();
    expect(premiumHome.subjects[0]?.band).toBe(3);
  });

  it('refuses the signed-out, a parent, and a creator', async () => {
    expect((await jsonRequest(t.app, '/api/child/learn')).status).toBe(401);
    expect([401, 403]).toContain((await free.parent.request('/api/child/learn')).status);
    expect([401, 403]).toContain((await creator.request('/api/child/learn')).status);
    expect([401, 403]).toContain(
      (await free.parent.request('/api/child/learn/lessons', { json: { subject: 'maths' } })).status,
    );
  });
});

describe('POST /api/child/learn/lessons', () => {
  it('rejects a subject that is not one of the three, with a message and nothing stored', async () => {
    for (const body of [{ subject: 'history' }, {}, { subject: 3 }, null]) {
      const response = await start(premium, body === null ? '' : (body as { subject: string }).subject);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message.length).toBeGreaterThan(0);
    }
    const raw = await jsonRequest(t.app, '/api/child/learn/lessons', {
      json: 'not an object',
      cookie: premium.childCookie,
    });
    expect(raw.status).toBe(400);
    const rows = await t.db.select().from(tutorLessons).where(eq(tutorLessons.childId, premium.child.id));
    expect(rows).toHaveLength(0);
  });

  it('Free: starts one lesson a day, carries it on, and refuses a second one with the message', async () => {
    const first = await start(free, 'maths');
    expect(first.status).toBe(201);
    const lesson = (await first.json()) as LessonView;
    expect(lesson.subject).toBe('maths');
    expect(lesson.exercises).toHaveLength(8);
    expect(lesson.answers).toEqual([]);
    expect(lesson.finishedAt).toBeNull();
    const again = await start(free, 'maths');
    expect(again.status).toBe(200);
    expect(((await again.json()) as LessonView).id).toBe(lesson.id);
    const second = await start(free, 'english');
    expect(second.status).toBe(403);
    const error = await errorOf(second);
    expect(error.message).toBe("That's today's lesson! Come back tomorrow for another one.");
    expect(error.key).toBe('tutorOneLessonToday');
    const home = (await (await free.asChild('/api/child/learn')).json()) as LearnHome;
    expect(home.today.lessonsStarted).toBe(1);
    expect(home.today.openLesson).toEqual({ id: lesson.id, subject: 'maths' });
  });

  it('Premium: a lesson of each subject the same day', async () => {
    const subjects = ['arabic', 'maths', 'english'];
    const lessons = await Promise.all(subjects.map((s) => startedLesson(premium, s)));
    expect(new Set(lessons.map((l) => l.id)).size).toBe(3);
    expect(lessons.map((l) => l.subject)).toEqual(subjects);
  });

  it('Free: parallel starts of every subject create one lesson', async () => {
    const family = await familyOn(t, 'Basic');
    const subjects = ['arabic', 'maths', 'english'];
    const answers = await fireTogether(12, (i) => start(family, subjects[i % 3] as string));
    const counts = statusCounts(answers);
    expect(counts[201]).toBe(1);
    expect((counts[200] ?? 0) + (counts[403] ?? 0)).toBe(11);
    const rows = await t.db.select().from(tutorLessons).where(eq(tutorLessons.childId, family.child.id));
    expect(rows).toHaveLength(1);
  });

  it('Premium: parallel starts of one subject create one lesson, carried on by the others', async () => {
    const family = await familyOn(t, 'Premium');
    const answers = await fireTogether(8, () => start(family, 'english'));
    expect(statusCounts(answers)).toEqual({ 200: 7, 201: 1 });
    const rows = await t.db.select().from(tutorLessons).where(eq(tutorLessons.childId, family.child.id));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/child/learn/lessons/:lessonId', () => {
  it("shows the child's own lesson; another child's or an unknown one is not found", async () => {
    const lesson = await startedLesson(premium, 'maths');
    const own = await premium.asChild(`/api/child/learn/lessons/${lesson.id}`);
    expect(own.status).toBe(200);
    expect(((await own.json()) as LessonView).id).toBe(lesson.id);
    const theirs = await free.asChild(`/api/child/learn/lessons/${lesson.id}`);
    expect(theirs.status).toBe(404);
    expect((await errorOf(theirs)).message).toBe('Lesson not found');
    expect((await free.asChild('/api/child/learn/lessons/not-a-lesson')).status).toBe(404);
    expect((await free.asChild('/api/child/learn/lessons/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await jsonRequest(t.app, `/api/child/learn/lessons/${lesson.id}`)).status).toBe(401);
  });
});

describe('POST /api/child/learn/lessons/:lessonId/answers', () => {
  it('checks each answer on the server, in order, retry-safe, and finishes the lesson', async () => {
    const family = await familyOn(t, 'Premium');
    const lesson = await startedLesson(family, 'maths');
    const [first, second] = lesson.exercises;
    if (!first || !second) throw new Error('a short lesson');

    const early = await answer(family, lesson.id, { index: 1, response: rightResponse(second) });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe('Answer the exercises in order.');

    const misfit = await answer(family, lesson.id, { index: 0, response: misfitResponse(first) });
    expect(misfit.status).toBe(400);
    expect((await errorOf(misfit)).key).toBe('tutorAnswerDoesNotFit');

    for (const bad of [{}, { index: -1, response: rightResponse(first) }, { index: 0 }, { index: 99 }]) {
      const response = await answer(family, lesson.id, bad);
      expect(response.status).toBe(400);
    }

    const right = await answer(family, lesson.id, { index: 0, response: rightResponse(first) });
    expect(right.status).toBe(200);
    const result = (await right.json()) as LessonAnswerResult;
    expect(result).toMatchObject({ correct: true, stars: 1, finished: false });
    expect(result.praise.length).toBeGreaterThan(0);

    // The same index again: the recorded result, even with another response, and nothing changes.
    const retry = await answer(family, lesson.id, { index: 0, response: wrongResponse(first) });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(result);

    const wrong = await answer(family, lesson.id, { index: 1, response: wrongResponse(second) });
    expect(((await wrong.json()) as LessonAnswerResult).correct).toBe(false);

    let last: LessonAnswerResult | undefined;
    for (let index = 2; index < lesson.exercises.length; index++) {
      const exercise = lesson.exercises[index];
      if (!exercise) throw new Error('no exercise');
      const response = await answer(family, lesson.id, { index, response: rightResponse(exercise) });
      expect(response.status).toBe(200);
      last = (await response.json()) as LessonAnswerResult;
    }
    expect(last?.finished).toBe(true);
    expect(last?.stars).toBe(lesson.exercises.length - 1);

    const after = (await (
      await family.asChild(`/api/child/learn/lessons/${lesson.id}`)
    ).json()) as LessonView;
    expect(after.finishedAt).not.toBeNull();
    expect(after.stars).toBe(lesson.exercises.length - 1);
    expect(after.answers.map((a) => a.correct)).toEqual(lesson.exercises.map((_, i) => i !== 1));

    const beyond = await answer(family, lesson.id, {
      index: lesson.exercises.length,
      response: rightResponse(first),
    });
    expect(beyond.status).toBe(409);
    expect((await errorOf(beyond)).message).toBe('This lesson is finished.');

    const [state] = await t.db.select().from(learnerStates).where(eq(learnerStates.childId, family.child.id));
    expect(state?.stars).toBe(lesson.exercises.length - 1);
    const answered = Object.values(state?.state.skills ?? {}).reduce((sum, s) => sum + s.n, 0);
    expect(answered).toBe(lesson.exercises.length);

    // A finished lesson is no longer today's open one: the next start of the subject is a new lesson.
    const next = await start(family, 'maths');
    expect(next.status).toBe(201);
  });

  it("refuses another child's lesson and callers without the child credential", async () => {
    const lesson = await startedLesson(premium, 'english');
    const exercise = lesson.exercises[0];
    if (!exercise) throw new Error('no exercise');
    const body = { index: 0, response: rightResponse(exercise) };
    expect((await answer(free, lesson.id, body)).status).toBe(404);
    expect((await answer(free, 'nope', body)).status).toBe(404);
    const signedOut = await jsonRequest(t.app, `/api/child/learn/lessons/${lesson.id}/answers`, {
      json: body,
    });
    expect(signedOut.status).toBe(401);
    const asParent = await premium.parent.request(`/api/child/learn/lessons/${lesson.id}/answers`, {
      json: body,
    });
    expect([401, 403]).toContain(asParent.status);
    const rows = await t.db.select().from(tutorLessons).where(eq(tutorLessons.id, lesson.id));
    expect(rows[0]?.answers).toEqual([]);
  });

  it('parallel answers to one index are applied once', async () => {
    const family = await familyOn(t, 'Premium');
    const lesson = await startedLesson(family, 'arabic');
    const exercise = lesson.exercises[0];
    if (!exercise) throw new Error('no exercise');
    const answers = await fireTogether(10, () =>
      answer(family, lesson.id, { index: 0, response: rightResponse(exercise) }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 10 });
    const results = await Promise.all(answers.map((r) => r.json() as Promise<LessonAnswerResult>));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    const [row] = await t.db.select().from(tutorLessons).where(eq(tutorLessons.id, lesson.id));
    expect(row?.answers).toHaveLength(1);
    expect(row?.stars).toBe(1);
    const [state] = await t.db.select().from(learnerStates).where(eq(learnerStates.childId, family.child.id));
    expect(state?.stars).toBe(1);
    expect(state?.state.skills[exercise.skillId]?.n).toBe(1);
  });
});

describe('deleting a child', () => {
  it('deletes their lessons and learner state', async () => {
    const family = await familyOn(t, 'Premium');
    const lesson = await startedLesson(family, 'maths');
    const exercise = lesson.exercises[0];
    if (!exercise) throw new Error('no exercise');
    expect((await answer(family, lesson.id, { index: 0, response: rightResponse(exercise) })).status).toBe(
      200,
    );
    const deleted = await family.parent.request(`/api/children/${family.child.id}`, { method: 'DELETE' });
    expect(deleted.status).toBeLessThan(300);
    expect(await t.db.select().from(tutorLessons).where(eq(tutorLessons.childId, family.child.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(learnerStates).where(eq(learnerStates.childId, family.child.id))).toEqual(
      [],
    );
  });
});

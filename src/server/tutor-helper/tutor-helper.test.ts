// Ask Qamar through the real protocol: the app's client talks to a local OpenAI-compatible stand-in that streams
// chat.completion.chunks, well-behaved or not; the guards, the hint ladder, the cap (under parallel questions), the
// transcript and every route's refusals.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { children } from '#server/db/schema/children';
import { screeningTerms } from '#server/db/schema/moderation';
import { tutorLessons } from '#server/db/schema/tutor';
import { tutorHelperDays, tutorHelperExchanges } from '#server/db/schema/tutor-helper';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { type LlmStandIn, POLITE_PIECES, startLlmStandIn } from '#server/test/llm-stand-in';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { yearsAgo } from '#server/test/test-values';
import type { ApiErrorBody } from '#shared/api-error';
import type { Child } from '#shared/children.schema';
import type { Exercise } from '#shared/tutor/exercise';
import {
  type HelperChildSettings,
  type HelperStatus,
  type HelperStreamEvent,
  TUTOR_HELPER_LIMITS,
} from '#shared/tutor-helper';
import { ADVERSARIAL_QUESTIONS } from '#shared/tutor-helper-adversarial';

const sum: Exercise = {
  kind: 'choose-number',
  id: 'm.add.3-4',
  skillId: 'm.add.within10',
  prompt: { text: '3 + 4 = ?', lang: 'en', speak: true },
  choices: [6, 7, 8],
  answer: 7,
};

let standIn: LlmStandIn;
let t: TestApp;
let parent: Caller;
let youngParent: Caller;
let otherParent: Caller;
let creator: Caller;
let child: Child;
let youngChild: Child;
let otherChild: Child;
let childCookie: string;
let youngChildCookie: string;
/** The child's lesson of today, whose first exercise is `sum` (the exercise is read from it, never from the body). */
let lessonId: string;
let otherLessonId: string;
let answeredLessonId: string;

async function storeLesson(childId: string, subject: 'maths' | 'english', answered = false): Promise<string> {
  const [row] = await t.db
    .insert(tutorLessons)
    .values({
      childId,
      subject,
      day: new Date().toISOString().slice(0, 10),
      locale: 'en',
      exercises: [sum, { ...sum, id: 'm.add.2-5' }],
      answers: answered
        ? [
            {
              index: 0,
              correct: true,
              response: { kind: 'number' as const, value: 7 },
              at: new Date().toISOString(),
              newlyMastered: [],
            },
          ]
        : [],
    })
    .returning({ id: tutorLessons.id });
  if (!row) throw new Error('no lesson');
  return row.id;
}

async function addChild(who: Caller, name: string, age: number): Promise<Child> {
  const response = await who.request('/api/children', { json: { name, dateOfBirth: yearsAgo(age) } });
  expect(response.status).toBe(201);
  return (await response.json()) as Child;
}

async function childModeFor(who: Caller, id: string, device: string): Promise<string> {
  const started = await who.request('/api/child-sessions', {
    json: { childId: id, timeZone: 'Europe/London' },
    headers: { 'x-device-id': device },
  });
  expect(started.status).toBe(201);
  const credential = started.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((value) => value.startsWith('qk_child='));
  if (!credential) throw new Error('no child credential');
  return credential;
}

const ask = (body: Record<string, unknown>, cookie = childCookie) =>
  jsonRequest(t.app, '/api/child/tutor-helper/ask', {
    json: { lessonId, index: 0, locale: 'en', ...body },
    cookie,
  });

async function events(response: Response): Promise<HelperStreamEvent[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/x-ndjson');
  return (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as HelperStreamEvent);
}

const shownText = (list: HelperStreamEvent[]) =>
  list.flatMap((event) => (event.type === 'text' ? [event.text] : [])).join('');

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

const exchanges = () =>
  t.db.select().from(tutorHelperExchanges).where(eq(tutorHelperExchanges.childId, child.id));

beforeAll(async () => {
  standIn = await startLlmStandIn();
  t = await createTestApp({
    TUTOR_LLM_BASE_URL: standIn.baseUrl,
    TUTOR_LLM_MODEL: 'stand-in-tutor',
    // Long enough for twenty parallel streams on a busy machine; the slow endpoint's test streams slower still.
    TUTOR_LLM_TIMEOUT_MS: '4000',
  });
  parent = await signUpAs(t.app, t.db, 'parent');
  youngParent = await signUpAs(t.app, t.db, 'parent');
  otherParent = await signUpAs(t.app, t.db, 'parent');
  creator = await signUpAs(t.app, t.db, 'creator');
  child = await addChild(parent, 'Maryam', 10);
  youngChild = await addChild(youngParent, 'Idris', 6);
  otherChild = await addChild(otherParent, 'Zaid', 11);
  const enabled = await parent.request(`/api/children/${child.id}/tutor-helper`, {
    method: 'PUT',
    json: { enabled: true },
  });
  expect(enabled.status).toBe(200);
  childCookie = await childModeFor(parent, child.id, 'device-helper-1');
  youngChildCookie = await childModeFor(youngParent, youngChild.id, 'device-helper-2');
  lessonId = await storeLesson(child.id, 'maths');
  answeredLessonId = await storeLesson(child.id, 'english', true);
  otherLessonId = await storeLesson(otherChild.id, 'maths');
}, 60_000);

afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

beforeEach(async () => {
  await t.db.delete(tutorHelperDays);
  await t.db.delete(tutorHelperExchanges);
  await t.db.delete(screeningTerms);
  standIn.script = () => ({ pieces: POLITE_PIECES });
  standIn.received.length = 0;
});

describe('when no endpoint is configured', () => {
  it('the helper does not exist: every path answers 404 "not set up", for the child and the parent', async () => {
    const bare = await createTestApp();
    try {
      expect(bare.tutorHelperModel).toBeNull();
      const [bareParent] = [await signUpAs(bare.app, bare.db, 'parent')];
      const response = await bareParent.request('/api/children');
      expect(response.status).toBe(200);
      for (const [method, path] of [
        ['GET', '/api/child/tutor-helper'],
        ['POST', '/api/child/tutor-helper/ask'],
        ['GET', `/api/children/${child.id}/tutor-helper`],
        ['PUT', `/api/children/${child.id}/tutor-helper`],
        ['DELETE', `/api/children/${child.id}/tutor-helper/transcript`],
      ] as const) {
        const answer = await bareParent.request(path, { method, ...(method === 'GET' ? {} : { json: {} }) });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect((await errorOf(answer)).key).toBe('tutorHelperNotConfigured');
      }
    } finally {
      await bare.close();
    }
  });
});

describe("the parent's switch", () => {
  it('turns the helper on and off for a child aged 9 to 12, and refuses it for a younger child', async () => {
    const off = await parent.request(`/api/children/${child.id}/tutor-helper`, {
      method: 'PUT',
      json: { enabled: false },
    });
    expect(((await off.json()) as HelperChildSettings).enabled).toBe(false);
    const on = await parent.request(`/api/children/${child.id}/tutor-helper`, {
      method: 'PUT',
      json: { enabled: true },
    });
    expect(await on.json()).toMatchObject({
      childId: child.id,
      childName: 'Maryam',
      enabled: true,
      ageAllowed: true,
    });

    const young = await youngParent.request(`/api/children/${youngChild.id}/tutor-helper`, {
      method: 'PUT',
      json: { enabled: true },
    });
    expect(young.status).toBe(403);
    expect((await errorOf(young)).message).toBe('Ask Qamar is only for children aged 9 to 12.');
    const [row] = await t.db.select().from(children).where(eq(children.id, youngChild.id));
    expect(row?.tutorHelperEnabled).toBe(false);
  });

  it('refuses bad input with its message, the signed out, other roles and another family', async () => {
    const path = `/api/children/${child.id}/tutor-helper`;
    const bad = await parent.request(path, { method: 'PUT', json: { enabled: 'yes' } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Choose whether Ask Qamar is on or off.');
    expect((await jsonRequest(t.app, path)).status).toBe(401);
    expect((await jsonRequest(t.app, path, { method: 'PUT', json: { enabled: true } })).status).toBe(401);
    expect((await creator.request(path)).status).toBe(403);
    expect((await creator.request(path, { method: 'PUT', json: { enabled: false } })).status).toBe(403);
    expect([401, 403]).toContain((await jsonRequest(t.app, path, { cookie: childCookie })).status);
    const foreign = await otherParent.request(path, { method: 'PUT', json: { enabled: false } });
    expect(foreign.status).toBe(404);
    expect((await otherParent.request(path)).status).toBe(404);
    expect((await otherParent.request(`${path}/transcript`, { method: 'DELETE' })).status).toBe(404);
    const [row] = await t.db.select().from(children).where(eq(children.id, child.id));
    expect(row?.tutorHelperEnabled).toBe(true);
    expect((await parent.request(`/api/children/${otherChild.id}/tutor-helper`)).status).toBe(404);
  });
});

describe("the child's questions", () => {
  it('says whether the helper is there and how many questions are left', async () => {
    const status = (await (
      await jsonRequest(t.app, '/api/child/tutor-helper', { cookie: childCookie })
    ).json()) as HelperStatus;
    expect(status).toEqual({ available: true, limit: TUTOR_HELPER_LIMITS.questionsPerDay, left: 20 });
    const young = (await (
      await jsonRequest(t.app, '/api/child/tutor-helper', { cookie: youngChildCookie })
    ).json()) as HelperStatus;
    expect(young.available).toBe(false);
    const refused = await ask({ suggestion: 'hint' }, youngChildCookie);
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).key).toBe('tutorHelperOff');
    expect(standIn.received).toHaveLength(0);
  });

  it('streams a reply through the blueprint and climbs the hint ladder one rung a turn', async () => {
    const first = await events(await ask({ suggestion: 'hint' }));
    expect(first[0]).toEqual({ type: 'start', rung: 'question', left: 19 });
    expect(first.filter((event) => event.type === 'text').length).toBeGreaterThan(1);
    expect(shownText(first)).toBe(POLITE_PIECES.join(''));
    expect(first.at(-1)).toEqual({ type: 'done', left: 19 });
    const [system, user] = standIn.received[0] ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('help only with the one exercise');
    expect(system?.content).toContain('3 + 4 = ?');
    expect(system?.content).toContain('Ask one short question');
    expect(user).toEqual({ role: 'user', content: 'Give me a hint' });

    const second = await events(await ask({ question: "I still don't understand" }));
    expect(second[0]).toMatchObject({ rung: 'hint' });
    const third = await events(await ask({ suggestion: 'explain' }));
    expect(third[0]).toMatchObject({ rung: 'example' });
    const lastConversation = standIn.received[2] ?? [];
    expect(lastConversation.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
    ]);
    expect(lastConversation[0]?.content).toContain('worked example of a similar exercise');

    const stored = await exchanges();
    expect(stored).toHaveLength(3);
    expect(stored.every((row) => row.reply === POLITE_PIECES.join('').trim() && !row.refused)).toBe(true);
  });

  it("uses the child's language for the blueprint", async () => {
    await events(await ask({ suggestion: 'hint', locale: 'ar' }));
    const [system, user] = standIn.received[0] ?? [];
    expect(system?.content).toContain('أجب بالعربية');
    expect(user?.content).toBe('أعطني تلميحًا');
  });

  it('refuses bad input with its message and never a 500', async () => {
    const none = await ask({});
    expect(none.status).toBe(400);
    expect((await errorOf(none)).message).toBe('Type a question or choose one of the suggestions.');
    const long = await ask({ question: 'a'.repeat(201) });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toBe('Please keep your question to 200 characters.');
    const noExercise = await jsonRequest(t.app, '/api/child/tutor-helper/ask', {
      json: { suggestion: 'hint' },
      cookie: childCookie,
    });
    expect(noExercise.status).toBe(400);
    const badLesson = await ask({ lessonId: 'lesson-1', suggestion: 'hint' });
    expect(badLesson.status).toBe(400);
    expect((await errorOf(badLesson)).message).toBe('Invalid lesson id');
    const badIndex = await ask({ index: 40, suggestion: 'hint' });
    expect(badIndex.status).toBe(400);
    expect((await errorOf(badIndex)).message).toBe('Choose an exercise of your lesson.');
    expect(standIn.received).toHaveLength(0);
  });

  it("reads the exercise from the child's own lesson: another child's, an answered or a missing one is not found", async () => {
    for (const body of [
      { lessonId: otherLessonId },
      { lessonId: answeredLessonId, index: 0 },
      { index: 5 },
      { lessonId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const response = await ask({ ...body, suggestion: 'hint' });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe('Lesson not found');
    }
    // The answered lesson's next exercise is still open to questions.
    expect((await ask({ lessonId: answeredLessonId, index: 1, suggestion: 'hint' })).status).toBe(200);
    // Refused lessons cost no question of the day's.
    const [day] = await t.db.select().from(tutorHelperDays).where(eq(tutorHelperDays.childId, child.id));
    expect(day?.used).toBe(1);
  });

  it('refuses the signed out and a parent on the child route', async () => {
    expect(
      (
        await jsonRequest(t.app, '/api/child/tutor-helper/ask', {
          json: { lessonId, index: 0, suggestion: 'hint' },
        })
      ).status,
    ).toBe(401);
    expect([401, 403]).toContain(
      (
        await parent.request('/api/child/tutor-helper/ask', {
          json: { lessonId, index: 0, suggestion: 'hint' },
        })
      ).status,
    );
    expect([401, 403]).toContain((await parent.request('/api/child/tutor-helper')).status);
  });
});

describe('the guards against a stand-in that misbehaves', () => {
  it('withholds a reply that gives the answer before the last rung, and lets the worked example through', async () => {
    standIn.script = () => ({ pieces: ['Easy! ', 'The answer is 7. ', 'Tap it now.'] });
    const list = await events(await ask({ suggestion: 'hint' }));
    expect(list).toContainEqual({ type: 'replace', reason: 'answerWithheld' });
    expect(shownText(list)).not.toContain('7');
    const [row] = await exchanges();
    expect(row).toMatchObject({ reply: null, outcome: 'answerWithheld', refused: false, rung: 'question' });

    await events(await ask({ suggestion: 'hint' }));
    standIn.script = () => ({
      pieces: ['Look: 2 + 5. ', 'Start at 2, count on 5: 3, 4, 5, 6, 7. ', 'Now yours!'],
    });
    const example = await events(await ask({ suggestion: 'explain' }));
    expect(example[0]).toMatchObject({ rung: 'example' });
    expect(example.some((event) => event.type === 'replace')).toBe(false);
    expect(shownText(example)).toContain('count on 5');
  });

  it('stops a reply with a screening term, an admin term included, before the child reads it', async () => {
    standIn.script = () => ({ pieces: ['Count on from 3. ', 'That is a racist idea.'] });
    const list = await events(await ask({ suggestion: 'hint' }));
    expect(list.filter((event) => event.type === 'replace')).toEqual([
      { type: 'replace', reason: 'unsafeOutput' },
    ]);
    expect(shownText(list)).not.toContain('racist');

    await t.db.insert(screeningTerms).values({ reason: 'advertising', term: 'mega discount' });
    standIn.script = () => ({ pieces: ['Get a mega disc', 'ount on apps!'] });
    const admin = await events(await ask({ suggestion: 'hint' }));
    expect(admin).toContainEqual({ type: 'replace', reason: 'unsafeOutput' });
    expect(shownText(admin)).toBe('');
    const asked = await events(await ask({ question: 'is 7 a mega discount number?' }));
    expect(asked).toContainEqual({ type: 'refusal', reason: 'unsafe' });
  });

  it('gives up kindly on a slow or failing endpoint and gives the question back', async () => {
    standIn.script = () => ({ pieces: ['Think ', 'about ', 'it ', 'slowly ', 'please.'], delayMs: 1500 });
    const slow = await events(await ask({ suggestion: 'hint' }));
    expect(slow).toContainEqual({ type: 'replace', reason: 'unavailable' });
    expect(slow.at(-1)).toEqual({ type: 'done', left: 20 });

    standIn.script = () => ({ status: 500 });
    const failed = await events(await ask({ suggestion: 'hint' }));
    expect(failed).toContainEqual({ type: 'replace', reason: 'unavailable' });
    expect(failed.at(-1)).toEqual({ type: 'done', left: 20 });
    const rows = await exchanges();
    expect(rows.map((row) => row.outcome)).toEqual(['unavailable', 'unavailable']);
    const [day] = await t.db.select().from(tutorHelperDays).where(eq(tutorHelperDays.childId, child.id));
    expect(day?.used).toBe(0);
  });

  it('refuses every question of the adversarial set without calling the model', async () => {
    expect(ADVERSARIAL_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    const missed: string[] = [];
    for (const { question, refusal } of ADVERSARIAL_QUESTIONS) {
      await t.db.delete(tutorHelperDays);
      const list = await events(await ask({ question }));
      const got = list.find((event) => event.type === 'refusal');
      if (got?.type !== 'refusal' || got.reason !== refusal)
        missed.push(`${question} → ${JSON.stringify(got)}`);
    }
    expect(missed).toEqual([]);
    expect(standIn.received).toHaveLength(0);
    const stored = await exchanges();
    expect(stored).toHaveLength(ADVERSARIAL_QUESTIONS.length);
    expect(stored.every((row) => row.refused && row.reply === null)).toBe(true);
  });
});

describe('the daily cap', () => {
  it('holds under parallel questions: exactly the cap gets through, the rest a kind 429', async () => {
    const answers = await fireTogether(TUTOR_HELPER_LIMITS.questionsPerDay + 8, () =>
      ask({ suggestion: 'hint' }),
    );
    expect(statusCounts(answers)).toEqual({ 200: TUTOR_HELPER_LIMITS.questionsPerDay, 429: 8 });
    const refused = answers.find((answer) => answer.status === 429);
    if (!refused) throw new Error('no refusal');
    expect((await errorOf(refused)).message).toBe(
      'You have asked Qamar 20 questions today. Well done for trying! Ask again tomorrow.',
    );
    await Promise.all(answers.filter((answer) => answer.status === 200).map((answer) => answer.text()));
    const [day] = await t.db.select().from(tutorHelperDays).where(eq(tutorHelperDays.childId, child.id));
    expect(day?.used).toBe(TUTOR_HELPER_LIMITS.questionsPerDay);
    expect(standIn.received).toHaveLength(TUTOR_HELPER_LIMITS.questionsPerDay);
    const status = (await (
      await jsonRequest(t.app, '/api/child/tutor-helper', { cookie: childCookie })
    ).json()) as HelperStatus;
    expect(status.left).toBe(0);
  });
});

describe("the parent's transcript", () => {
  it('shows every exchange with why it was refused, deletes them, and goes in the export', async () => {
    await events(await ask({ suggestion: 'hint' }));
    await events(await ask({ question: 'Is music haram?' }));
    const read = await parent.request(`/api/children/${child.id}/tutor-helper`);
    const settings = (await read.json()) as HelperChildSettings;
    expect(settings.exchanges).toHaveLength(2);
    expect(settings.exchanges[0]).toMatchObject({
      question: 'Is music haram?',
      refused: true,
      outcome: 'ruling',
      reply: null,
      exerciseId: sum.id,
      skillId: sum.skillId,
    });
    expect(settings.exchanges[1]).toMatchObject({ suggestion: 'hint', reply: POLITE_PIECES.join('').trim() });

    const exported = (await (await parent.request(`/api/children/${child.id}/export`)).json()) as {
      tutorHelperExchanges: unknown[];
    };
    expect(exported.tutorHelperExchanges).toHaveLength(2);

    const deleted = await parent.request(`/api/children/${child.id}/tutor-helper/transcript`, {
      method: 'DELETE',
    });
    expect(await deleted.json()).toEqual({ deleted: 2 });
    expect(await exchanges()).toHaveLength(0);
  });

  it('goes with the child when the child is deleted', async () => {
    const leavingParent = await signUpAs(t.app, t.db, 'parent');
    const leaving = await addChild(leavingParent, 'Leaving', 10);
    await t.db.insert(tutorHelperExchanges).values({
      childId: leaving.id,
      exerciseId: 'x',
      skillId: 'y',
      question: 'help',
      refused: false,
    });
    await t.db.insert(tutorHelperDays).values({ childId: leaving.id, day: '2026-01-01', used: 1 });
    expect((await leavingParent.request(`/api/children/${leaving.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    const left = await t.db
      .select()
      .from(tutorHelperExchanges)
      .where(eq(tutorHelperExchanges.childId, leaving.id));
    expect(left).toHaveLength(0);
    expect(
      await t.db.select().from(tutorHelperDays).where(eq(tutorHelperDays.childId, leaving.id)),
    ).toHaveLength(0);
  });
});

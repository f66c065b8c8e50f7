// The weekly learning e-mail: sent on the family's Monday morning (their time zone) to each family who chose it,
// once per week however often the job runs (also in parallel), about each child's minutes, new skills and what to
// practise next, in the parent's language; a failed send is tried again on the next run.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningEmailWeeks } from '#server/db/schema/tutor';
import { users } from '#server/db/schema/users';
import { JOB_DEFINITIONS } from '#server/job-definitions';
import { FakeClock } from '#server/test/fake-clock';
import { fireTogether } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { type Family, familyOn } from '#server/test/tutor-families';
import type { LessonView } from '#shared/tutor/learn-api';
import { rightResponse } from '#shared/tutor/right-response';
import { sendWeeklyLearningEmails, weekToSend } from './weekly-email';

// Wednesday of the week that the Monday below reports on (2026-06-08 to 2026-06-14); London is on summer time.
const clock = new FakeClock('2026-06-10T10:00:00Z');
const MONDAY_LONDON_0930 = new Date('2026-06-15T08:30:00Z');
const MONDAY_NEW_YORK_0900 = new Date('2026-06-15T13:00:00Z');

let t: TestApp;
let london: Family;
let arabic: Family;
let newYork: Family;
let notChosen: Family;

async function learnOneLesson(family: Family) {
  const started = await family.asChild('/api/child/learn/lessons', { json: { subject: 'maths' } });
  const lesson = (await started.json()) as LessonView;
  for (const [index, exercise] of lesson.exercises.entries()) {
    clock.advance(30_000);
    expect((await family.asChild('/api/child/heartbeat', { json: { lessonId: lesson.id } })).status).toBe(
      200,
    );
    await family.asChild(`/api/child/learn/lessons/${lesson.id}/answers`, {
      json: { index, response: rightResponse(exercise) },
    });
  }
}

async function chooseEmail(family: Family, locale: 'en' | 'ar' = 'en') {
  await t.db.update(users).set({ locale }).where(eq(users.id, family.parent.userId));
  const response = await family.parent.request('/api/parent/learning-email', {
    method: 'PUT',
    json: { weeklyEmail: true },
  });
  expect(response.status).toBe(200);
}

async function emailOf(family: Family) {
  const [user] = await t.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, family.parent.userId));
  return user?.email ?? '';
}

const mailTo = async (family: Family) => {
  const to = await emailOf(family);
  // The learning e-mail's subject starts with the site's name (the sign-up's confirmation does not).
  return t.sentMail.filter((mail) => mail.to === to && mail.subject.startsWith('Qamar Kids'));
};

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  london = await familyOn(t, 'Premium');
  arabic = await familyOn(t, 'Premium');
  newYork = await familyOn(t, 'Basic', { timeZone: 'America/New_York' });
  notChosen = await familyOn(t, 'Premium');
  await learnOneLesson(london);
  await learnOneLesson(notChosen);
  await chooseEmail(london);
  await chooseEmail(arabic, 'ar');
  await chooseEmail(newYork);
}, 90_000);

afterAll(async () => {
  await t?.close();
});

describe('weekToSend', () => {
  it("is the week just ended, on the family's Monday from 08:00 only", () => {
    expect(weekToSend(new Date('2026-06-15T06:59:00Z'), 'Europe/London')).toBeNull();
    expect(weekToSend(new Date('2026-06-15T07:00:00Z'), 'Europe/London')).toBe('2026-06-08');
    expect(weekToSend(new Date('2026-06-16T08:00:00Z'), 'Europe/London')).toBeNull();
    expect(weekToSend(new Date('2026-06-15T08:30:00Z'), 'America/New_York')).toBeNull();
  });
});

describe('the weekly learning e-mail', () => {
  it('is a scheduled job', () => {
    const job = JOB_DEFINITIONS.find((j) => j.name === 'tutor-weekly-learning-email');
    expect(job?.cron).toBeDefined();
  });

  it('tells each family who chose it what every child learned, once per week even in parallel runs', async () => {
    const runs = await fireTogether(3, () => sendWeeklyLearningEmails(t.deps, MONDAY_LONDON_0930));
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await sendWeeklyLearningEmails(t.deps, MONDAY_LONDON_0930)).toBe(0);

    const [mail, ...more] = await mailTo(london);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Qamar Kids: what your family learned this week');
    expect(mail?.text).toContain('Amina: 4 minutes of learning');
    expect(mail?.text).toMatch(/Mastered this week: .+/);
    expect(mail?.text).toMatch(/Practise next: .+/);
    // One child: the link opens her progress page.
    expect(mail?.text).toMatch(/\/dashboard\/parent\/children\/[0-9a-f-]{36}\/learning/);

    const [arabicMail] = await mailTo(arabic);
    expect(arabicMail?.subject).toContain('ما تعلّمته عائلتك');
    expect(arabicMail?.html).toContain('dir="rtl"');
    expect(arabicMail?.text).toContain('لا مهارات جديدة متقنة هذا الأسبوع');

    expect(await mailTo(notChosen)).toHaveLength(0);
    // New York's Monday morning has not come yet.
    expect(await mailTo(newYork)).toHaveLength(0);

    // Written to the outbox the tests use, like every mail without SMTP.
    const outbox = t.mailer.outboxDir ?? '';
    const to = (await emailOf(london)).replace(/[^a-z0-9@._-]/gi, '_');
    const files = fs.readdirSync(outbox).filter((file) => file.endsWith(`-${to}.eml`));
    const written = files.map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
    expect(
      written.filter((eml) => eml.includes('Subject: Qamar Kids: what your family learned')),
    ).toHaveLength(1);
  });

  it('tries a failed send again on the next run, and records the week only once it is sent', async () => {
    const failing = {
      ...t.deps,
      mailer: {
        ...t.mailer,
        send: async () => {
          throw new Error('the relay is down');
        },
      },
    };
    expect(await sendWeeklyLearningEmails(failing, MONDAY_NEW_YORK_0900)).toBe(0);
    const recorded = await t.db
      .select()
      .from(learningEmailWeeks)
      .where(eq(learningEmailWeeks.parentId, newYork.parent.userId));
    expect(recorded).toHaveLength(0);
    expect(await sendWeeklyLearningEmails(t.deps, MONDAY_NEW_YORK_0900)).toBe(1);
    const [mail] = await mailTo(newYork);
    expect(mail?.text).toContain('Amina: 0 minutes of learning');
    expect(mail?.text).toContain('Practise next: any subject on the Learn tab.');
  });
});

// The Tutor for parents in a real browser: a parent whose child has had a lesson (answered through the child's API,
// as the Learn tab does) opens the child's progress page from the dashboard, reads the skill map, the week's minutes
// and what to practise next, turns "learn first" and the weekly e-mail on (both still on after a reload); a Free
// family sees the one-lesson-a-day note; /tutor for a visitor and for a parent; the page in Arabic.
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { LOCALE_COOKIE } from '../src/shared/locales';
import type { ExerciseResponse } from '../src/shared/tutor/exercise';
import type { LessonAnswerResult, LessonView } from '../src/shared/tutor/learn-api';
import { rightResponse } from '../src/shared/tutor/right-response';
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

// Sign-up, a lesson through the API, several pages with axe, on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

const originOf = () => new URL(test.info().project.use.baseURL ?? '').origin;

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(0, 15);
  return date.toISOString().slice(0, 10);
}

/** A wrong first try where one is simple to make (another choice, another number); else the right answer. */
function wrongResponse(exercise: LessonView['exercises'][number]): ExerciseResponse {
  switch (exercise.kind) {
    case 'tap-choice':
    case 'listen-choose':
      return { kind: 'choice', choiceId: exercise.choices.find((c) => c.id !== exercise.answer)?.id ?? 'c9' };
    case 'number-line':
    case 'choose-number':
      return { kind: 'number', value: exercise.answer + 1 };
    default:
      return rightResponse(exercise);
  }
}

async function parentWithChild(page: Page, name: string, years: number) {
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const created = await page.request.post('/api/children', {
    headers: { Origin: originOf() },
    data: { name, dateOfBirth: yearsAgo(years) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { parent, childId: id };
}

/** The child's device: the parent's sign-in in a context of its own, turned into child mode for this child. */
async function childDevice(page: Page, childId: string): Promise<APIRequestContext> {
  const device = await playwrightRequest.newContext({
    baseURL: originOf(),
    extraHTTPHeaders: { Origin: originOf() },
    storageState: await page.context().storageState(),
  });
  const started = await device.post('/api/child-sessions', { data: { childId } });
  expect(started.status(), await started.text()).toBe(201);
  return device;
}

/** One lesson of a subject answered through the child's API: every exercise right but (where simple) the second. */
async function learnOneLesson(
  device: APIRequestContext,
  childId: string,
  subject: 'arabic' | 'maths' | 'english',
) {
  const started = await device.post('/api/child/learn/lessons', { data: { subject } });
  expect(started.status(), await started.text()).toBe(201);
  const lesson = (await started.json()) as LessonView;
  let result: LessonAnswerResult | undefined;
  for (const [index, exercise] of lesson.exercises.entries()) {
    // Ten seconds of learning on the heartbeat's clock before each answer (the previous beat moved back in time).
    await sql(
      `update child_sessions set last_heartbeat_at = now() - interval '10 seconds'
       where child_id = $1 and session_status = 'active'`,
      [childId],
    );
    const beat = await device.post('/api/child/heartbeat', { data: { lessonId: lesson.id } });
    expect(beat.status(), await beat.text()).toBe(200);
    const response = index === 1 ? wrongResponse(exercise) : rightResponse(exercise);
    const answered = await device.post(`/api/child/learn/lessons/${lesson.id}/answers`, {
      data: { index, response },
    });
    expect(answered.status(), await answered.text()).toBe(200);
    result = (await answered.json()) as LessonAnswerResult;
  }
  expect(result?.finished).toBe(true);
  return lesson;
}

test('a parent reads the progress of a child who learned, turns learn first and the e-mail on, and they stay', async ({
  page,
}) => {
  const { parent, childId } = await parentWithChild(page, 'Maryam', 7);
  await sql("update parent_profiles set subscription_tier = 'Premium' where user_id = $1", [parent.id]);
  const device = await childDevice(page, childId);
  await learnOneLesson(device, childId, 'maths');
  await learnOneLesson(device, childId, 'arabic');
  await device.dispose();

  await page.goto('/dashboard/parent');
  await page.getByRole('link', { name: 'Learning', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/parent/children/${childId}/learning$`));
  await expect(page.getByRole('heading', { name: "Maryam's learning" })).toBeVisible();
  // Premium: no daily-lesson note.
  await expect(page.getByText(/On the Free plan/)).toHaveCount(0);
  await expect(page.getByText(/^Learning time this week: \d+ minutes?$/)).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Minutes of learning each day this week' })).toBeVisible();

  const maths = page.getByRole('region', { name: 'Maths', exact: true });
  await expect(maths.getByText(/^Mastered: \d+ of \d+ skills$/)).toBeVisible();
  await expect(maths.getByRole('heading', { name: 'Going well' })).toBeVisible();
  await expect(maths.getByRole('heading', { name: 'Practise next' })).toBeVisible();
  // The skills met carry their status in words; the ones to come are folded under their count.
  const metInMaths = maths.getByRole('list', { name: 'Skill map' });
  await expect(metInMaths.getByText(/^(Mastered|Learning)$/).first()).toBeVisible();
  await expect(maths.getByText(/^Skills still to come \(\d+\)$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Arabic', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/learning-progress-mobile.png', fullPage: true });

  // Learn first: 15 minutes; the weekly e-mail: on. Both are stored and still shown after a reload.
  await page.getByLabel('Learn first').selectOption('15');
  await expect(page.getByText('Learn first saved.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Send me a weekly learning e-mail' }).check();
  await expect(page.getByText('Weekly e-mail saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Learn first')).toHaveValue('15');
  await expect(page.getByRole('checkbox', { name: 'Send me a weekly learning e-mail' })).toBeChecked();
  await expectNoAxeViolations(page);

  // The same page in Arabic, right to left.
  // The language a parent picks in the top bar: kept in the locale cookie, which the page is drawn in.
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'ar', url: originOf() }]);
  await page.goto(`/dashboard/parent/children/${childId}/learning`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تعلّم Maryam' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'الرياضيات' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/learning-progress-ar-mobile.png', fullPage: true });
});

test('a Free family sees one lesson a day and the way to Premium; a child who has not begun gets the empty state', async ({
  page,
}) => {
  const { childId } = await parentWithChild(page, 'Yusuf', 5);
  await page.goto(`/dashboard/parent/children/${childId}/learning`);
  await expect(
    page.getByText('On the Free plan, Yusuf has one Tutor lesson a day, every subject together.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'See what Premium adds' })).toHaveAttribute('href', '/upgrade');
  await expect(
    page.getByText('Yusuf has not started learning yet. Hand over the device in child mode and open Learn.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/learning-progress-free-empty-mobile.png', fullPage: true });
});

test('/tutor: a visitor learns what it teaches and gets started; a parent gets a card per child', async ({
  page,
}) => {
  await page.goto('/tutor');
  await expect(page.getByRole('heading', { level: 1, name: 'The Tutor' })).toBeVisible();
  await expect(page.getByText('Coming Soon')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'How your child uses it' })).toBeVisible();
  await expect(page.getByText(/^1 Tutor lesson a day, every subject together/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/tutor-visitor-mobile.png', fullPage: true });

  const { childId } = await parentWithChild(page, 'Maryam', 8);
  await page.goto('/tutor');
  await page.getByRole('link', { name: /See Maryam's progress/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/parent/children/${childId}/learning$`));
  await expect(page.getByRole('heading', { name: "Maryam's learning" })).toBeVisible();
  await page.goto('/tutor');
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/tutor-parent-mobile.png', fullPage: true });
});

test("the page links to Ask Qamar's chats when the parent turned it on for a child of ten", async ({
  page,
}) => {
  const { childId } = await parentWithChild(page, 'Zainab', 10);
  await page.goto(`/dashboard/parent/children/${childId}/learning`);
  await expect(page.getByRole('heading', { name: "Zainab's learning" })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ask Qamar/ })).toHaveCount(0);
  await sql('update children set tutor_helper_enabled = true where id = $1', [childId]);
  await page.reload();
  await page.getByRole('link', { name: "Read Zainab's chats with Ask Qamar" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/parent/children/${childId}/ask-qamar$`));
  await expect(page.getByRole('heading', { name: 'Ask Qamar for Zainab' })).toBeVisible();
});

// The child's Learn tab on the TV with the remote only: Learn from the header, a subject chosen with the arrows and
// OK, a whole lesson answered by moving to the right answer (read from the lesson's JSON) and pressing OK, Next and
// the celebration, and back to Learn. It flips the site-wide tv_mode setting, so it runs in the serial 'exclusive'
// project and turns the setting off again.
import type { Page } from '@playwright/test';
import type { Exercise } from '../src/shared/tutor/exercise';
import type { LessonView } from '../src/shared/tutor/learn-api';
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';
import { focused, focusKey, press, setTvMode, TV_SCREEN } from './support/tv';

test.use(TV_SCREEN);
test.describe.configure({ timeout: 240_000 });

const slow = expect.configure({ timeout: 30_000 });

const CHILD_NAV = ['home', 'videos', 'games', 'learn', 'library', 'search', 'parent-sees', 'exit'];

function origin(): Record<string, string> {
  return { Origin: new URL(test.info().project.use.baseURL ?? '').origin };
}

async function openFromChildHeader(page: Page, item: string) {
  for (let i = 0; i < 6 && !(await focusKey(page))?.startsWith('nav-'); i += 1) await press(page, 'ArrowUp');
  const from = CHILD_NAV.indexOf(((await focusKey(page)) ?? 'nav-home').slice(4));
  const to = CHILD_NAV.indexOf(item);
  await press(page, to > from ? 'ArrowRight' : 'ArrowLeft', Math.abs(to - from));
  await expect(focused(page)).toHaveAttribute('data-focus-key', `nav-${item}`);
  await press(page, 'Enter');
}

/** Moves the remote towards `target` (by where it is on screen) until it is focused, then presses OK. */
async function moveToAndPress(page: Page, target: ReturnType<Page['locator']>) {
  const targetKey = await target.getAttribute('data-focus-key');
  for (let step = 0; step < 12 && (await focusKey(page)) !== targetKey; step += 1) {
    const from = await focused(page).boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) break;
    const dx = to.x + to.width / 2 - (from.x + from.width / 2);
    const dy = to.y + to.height / 2 - (from.y + from.height / 2);
    if (Math.abs(dy) > 20) await press(page, dy > 0 ? 'ArrowDown' : 'ArrowUp');
    else await press(page, dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  }
  await expect(focused(page)).toHaveAttribute('data-focus-key', targetKey ?? '');
  await press(page, 'Enter');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function rightAnswer(page: Page, exercise: Exercise) {
  const section = page.locator('section[data-exercise-kind]');
  if (exercise.kind === 'choose-number')
    return section.getByRole('button', { name: String(exercise.answer), exact: true });
  if (exercise.kind === 'tap-choice' || exercise.kind === 'listen-choose') {
    const choice = exercise.choices.find((item) => item.id === exercise.answer);
    const label = choice?.text?.text ?? choice?.picture?.alt ?? '';
    return section.getByRole('button', { name: new RegExp(escapeRegExp(label), 'i') }).first();
  }
  throw new Error(`No way to answer a ${exercise.kind} in this test`);
}

test('the remote opens Learn, does a whole lesson and comes back to Learn', async ({ page }) => {
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const created = await page.request.post('/api/children', {
    headers: origin(),
    data: { name: 'Hamza', dateOfBirth: '2019-01-15' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await sql(
    "update parent_profiles set time_zone = 'Europe/London', subscription_tier = 'Premium' where user_id = $1",
    [parent.id],
  );
  await setTvMode(true);
  try {
    await page.goto('/dashboard/parent');
    await page.getByRole('button', { name: 'Login as Hamza' }).click();
    await page
      .getByRole('dialog', { name: 'Start child mode' })
      .getByRole('button', { name: 'Start child mode' })
      .click();
    await slow(page).toHaveURL(/\/tv\/child$/);
    await slow(focused(page)).toBeVisible();

    await openFromChildHeader(page, 'learn');
    await slow(page).toHaveURL(/\/tv\/child\/learn$/);
    await slow(focused(page)).toHaveAttribute('data-focus-key', /^learn-start-/);
    for (let i = 0; i < 3 && (await focusKey(page)) !== 'learn-start-maths'; i += 1)
      await press(page, 'ArrowRight');
    await expect(focused(page)).toHaveAttribute('data-focus-key', 'learn-start-maths');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e/screenshots/tv/learn-home-tv.png' });
    await press(page, 'Enter');

    await slow(page).toHaveURL(/\/tv\/child\/learn\/lessons\/[0-9a-f-]+$/);
    const lessonId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    // The lesson kept to two exercises answered by choosing (the TV's watch and choose is tested with the screens).
    await sql(
      `update tutor_lessons set exercises = (
         select jsonb_agg(e order by n) from (
           select e, n from jsonb_array_elements(exercises) with ordinality as x(e, n)
           where e->>'kind' in ('tap-choice', 'choose-number') order by n limit 2
         ) kept
       ) where id = $1`,
      [lessonId],
    );
    await page.reload();
    const response = await page.request.get(`/api/child/learn/lessons/${lessonId}`);
    const lesson = (await response.json()) as LessonView;
    expect(lesson.exercises.length).toBe(2);

    for (const [index, exercise] of lesson.exercises.entries()) {
      await slow(page.getByText(`${index + 1} of 2`, { exact: true })).toBeVisible();
      await slow(focused(page)).toBeVisible();
      await moveToAndPress(page, rightAnswer(page, exercise));
      await slow(focused(page)).toHaveAttribute('data-focus-key', 'lesson-next');
      if (index === 0) await page.screenshot({ path: 'e2e/screenshots/tv/learn-lesson-tv.png' });
      await press(page, 'Enter');
    }

    await slow(page.getByRole('heading', { name: 'Lesson complete!' })).toBeVisible();
    await expect(page.getByText('You earned 2 stars!')).toBeVisible();
    await slow(focused(page)).toHaveAttribute('data-focus-key', 'lesson-back');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e/screenshots/tv/learn-celebration-tv.png' });
    await press(page, 'Enter');
    await slow(page).toHaveURL(/\/tv\/child\/learn$/);
  } finally {
    await setTvMode(false);
  }
});

// Asking for more time in two browsers at once: a child on Time's Up asks, the parent's open dashboard (another
// device) shows the request live, the parent answers, and the child's screen changes; timed end to end. Then the
// activity history lists it, the parent gives extra time unprompted, and at bedtime a yes opens child mode now.
import type { Browser, Page } from '@playwright/test';
import { localDay } from '../src/shared/screen-time';
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

// Child-mode requests answer 401/403 on purpose once the time is up; the browser logs them.
test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 40[0139]/] });
// Two devices, sign-up and several pages on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

// Pages on a loaded shared machine take their time to arrive; the timed figures below are measured in the browsers.
const slow = expect.configure({ timeout: 30_000 });
const ready = (page: Page) => slow(page.locator('#root')).toHaveAttribute('data-ready', 'true');

/** The target: child asks → parent's dashboard shows it → parent answers → child's screen changes. */
const END_TO_END_BUDGET_MS = 2_000;

async function origin(page: Page): Promise<Record<string, string>> {
  return { Origin: new URL(test.info().project.use.baseURL ?? page.url()).origin };
}

async function parentDevice(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: await origin(page),
    data: { email, password },
  });
  expect(response.status()).toBe(200);
  return { context, page };
}

/** Opens the dashboard and waits until its live stream of requests is open (the stream answers at once). */
async function openDashboard(page: Page) {
  const stream = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/parent/time-requests') &&
      (response.headers()['content-type'] ?? '').includes('text/event-stream'),
  );
  await page.goto('/dashboard/parent');
  await ready(page);
  await stream;
}

/**
 * When `text` first shows on the page (the browser's clock, read by a MutationObserver): the figure is the app's,
 * not the test runner's polling.
 */
function whenShown(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (!(document.body.textContent ?? '').includes(wanted)) return false;
          observer.disconnect();
          resolve(Date.now());
          return true;
        };
        const observer = new MutationObserver(check);
        if (!check())
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    text,
  );
}

/** An allowed window every day that leaves the family's clock (London) outside it now: bedtime. */
function bedtimeNow(): { from: string; to: string } {
  const [hours = 0, minutes = 0] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  // After 02:00 the window closed at 00:30 (the day's 75 extra minutes given while open move it to 01:45); before
  // 02:00 the window has not opened yet.
  return hours * 60 + minutes >= 120 ? { from: '00:00', to: '00:30' } : { from: '22:00', to: '23:00' };
}

/** Waits for the child's own live stream, so an answer cannot come before the screen listens. */
function childStreamOpen(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/child/time-requests') &&
      (response.headers()['content-type'] ?? '').includes('text/event-stream'),
  );
}

test('a child asks, the parent answers on another device, the child sees it within 2 s', async ({
  page,
  browser,
}) => {
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const created = await page.request.post('/api/children', {
    headers: await origin(page),
    data: { name: 'Amina', dateOfBirth: '2018-01-15' },
  });
  expect(created.status()).toBe(201);
  const childId = ((await created.json()) as { id: string }).id;
  await sql("update parent_profiles set time_zone = 'Europe/London' where user_id = $1", [parent.id]);
  // Today's 120 minutes are used up: child mode opens on Time's Up.
  await sql(
    `insert into child_screen_time (child_id, day, seconds) values ($1, $2, $3)
     on conflict (child_id, day) do update set seconds = excluded.seconds`,
    [childId, localDay(new Date(), 'Europe/London'), 120 * 60],
  );

  // The child's device: this page, in child mode on Time's Up.
  await page.goto('/dashboard/parent');
  await page.getByRole('button', { name: 'Login as Amina' }).click();
  const login = page.getByRole('dialog', { name: 'Start child mode' });
  await slow(login).toContainText("Amina has used all of today's screen time.");
  const listening = childStreamOpen(page);
  await login.getByRole('button', { name: 'Start child mode' }).click();
  await slow(page).toHaveURL(/\/child\/time-up$/);
  await ready(page);
  await listening;
  await slow(page.getByRole('button', { name: 'Ask for more time' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The parent's phone, dashboard open.
  const phone = await parentDevice(browser, parent.email, parent.password);
  try {
    await openDashboard(phone.page);
    const request = phone.page.getByRole('group', { name: 'Answer Amina' });

    // One round: the child asks, the parent's dashboard shows it, the parent answers, the child's screen changes.
    // Timed in the browsers (one machine, one clock): ask → shown to the parent, answer → shown to the child; the
    // test's own pause between the two (a parent reading) is left out.
    const round = async (
      askButton: string,
      answer: string,
      childSees: string,
      meanwhile?: () => Promise<unknown>,
    ) => {
      const shownToParent = whenShown(phone.page, 'Amina is asking for more time');
      const asked = await page.evaluate(() => Date.now());
      await page.getByRole('button', { name: askButton }).click();
      const parentSaw = await shownToParent;
      // Outside the timed legs: what the test looks at while the request is on the parent's screen.
      await meanwhile?.();
      const shownToChild = whenShown(page, childSees);
      const answered = await phone.page.evaluate(() => Date.now());
      await request.getByRole('button', { name: answer }).click();
      const childSaw = await shownToChild;
      return { toParent: parentSaw - asked, toChild: childSaw - answered };
    };

    // First round: no, said kindly.
    const no = await round('Ask for more time', 'No', 'Not this time. Thank you for asking so nicely!');
    await slow(phone.page.getByText('Amina is asking for more time')).toBeHidden();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e/screenshots/time-request-no-mobile.png' });

    // Second round: 15 minutes; the parent's notification looked at between the two timed legs.
    const yesFigures = await round('Ask again', '15 minutes', 'Yay! You have 15 more minutes.', async () => {
      await phone.page.screenshot({ path: 'e2e/screenshots/time-request-parent-mobile.png' });
      await expectNoAxeViolations(phone.page);
    });
    await slow(page.getByRole('link', { name: 'Back to videos' })).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/time-request-yes-mobile.png' });

    const total = (figures: { toParent: number; toChild: number }) => figures.toParent + figures.toChild;
    console.info(
      `ask for more time, end to end: ${total(no)} ms (no: ${no.toParent} ms to the parent, ${no.toChild} ms back), ` +
        `${total(yesFigures)} ms (15 minutes: ${yesFigures.toParent} ms, ${yesFigures.toChild} ms)`,
    );
    // Soft: a round over budget fails the test, and the steps after it still run and report.
    expect.soft(total(no)).toBeLessThanOrEqual(END_TO_END_BUDGET_MS);
    expect.soft(total(yesFigures)).toBeLessThanOrEqual(END_TO_END_BUDGET_MS);

    // The activity history shows both requests and their answers.
    await phone.page.goto(`/dashboard/parent/activity-history?child=${childId}`);
    await ready(phone.page);
    const history = phone.page.getByRole('region', { name: 'Asking for more time' });
    await slow(history.getByText("Asked for more time · From Time's Up")).toHaveCount(2);
    await slow(history.getByText('Answer: no', { exact: false })).toBeVisible();
    await slow(history.getByText('Answer: 15 minutes', { exact: false })).toBeVisible();

    // Extra time without being asked, from the child's row.
    await phone.page.goto('/dashboard/parent');
    await ready(phone.page);
    await phone.page.getByRole('button', { name: 'Give extra time' }).click();
    const give = phone.page.getByRole('dialog', { name: 'Give Amina extra time' });
    await give.getByRole('button', { name: '1 hour' }).click();
    await slow(give.getByText('Done! Amina has the extra time now.')).toBeVisible();
    await expectNoAxeViolations(phone.page);
    const { rows } = await sql(
      'select extra_minutes, request_id from screen_time_grants where child_id = $1 order by given_at',
      [childId],
    );
    expect(
      rows.map((row: { extra_minutes: number; request_id: string | null }) => row.extra_minutes),
    ).toEqual([15, 60]);
    await give.getByRole('button', { name: 'Done' }).click();

    // Bedtime: the child is on the sleep screen; a yes there opens child mode now, and both screens say so.
    await sql('update children set allowed_windows = $2::jsonb where id = $1', [
      childId,
      JSON.stringify(Array(7).fill(bedtimeNow())),
    ]);
    const sleeping = childStreamOpen(page);
    await page.goto('/child/time-up');
    await ready(page);
    await sleeping;
    await slow(page.getByRole('heading', { name: 'Sleep time' })).toBeVisible();
    await slow(page.getByText('If your parent says yes, you can watch again right away.')).toBeVisible();
    await expectNoAxeViolations(page);
    const bedtime = await round(
      'Ask for more time',
      '15 more minutes now',
      'Yay! You have 15 more minutes, starting now.',
      async () => {
        await slow(
          phone.page.getByText('Child mode is closed for Amina now', { exact: false }),
        ).toBeVisible();
        await phone.page.screenshot({ path: 'e2e/screenshots/time-request-bedtime-parent-mobile.png' });
      },
    );
    await page.screenshot({ path: 'e2e/screenshots/time-request-bedtime-yes-mobile.png' });
    console.info(`ask for more time at bedtime, end to end: ${total(bedtime)} ms`);
    expect.soft(total(bedtime)).toBeLessThanOrEqual(END_TO_END_BUDGET_MS);
    await slow(page.getByRole('link', { name: 'Back to videos' })).toBeVisible();
    // Child mode is open at bedtime: the feed is served, not sent back to the sleep screen.
    await page.goto('/child/feed');
    await ready(page);
    await expect(page).toHaveURL(/\/child\/feed$/);
    const opened = await sql(
      'select opens_at from screen_time_grants where child_id = $1 and opens_at is not null',
      [childId],
    );
    expect(opened.rows).toHaveLength(1);
  } finally {
    await phone.context.close();
  }
});

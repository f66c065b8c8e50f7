// Time rules in a real browser: a parent sets the daily limit and allowed hours in the child's "Screen time &
// schedule" section; in child mode the gentle warnings come first (5, then 1 minute), then the Time's Up screen;
// when the allowed hours are over, the calm sleep screen says when child mode opens again. The server's clock is the
// real one here, so the day's use is set just below the limit and the heartbeats' clock is moved with the page's.
import type { Page } from '@playwright/test';
import { localDay } from '../src/shared/screen-time';
import arChildMode from '../src/web/locales/ar/child-mode.json' with { type: 'json' };
import arFamily from '../src/web/locales/ar/family.json' with { type: 'json' };
import { appReady, expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

// Child-mode requests answer 403 on purpose once the time is up; the browser logs them.
test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 40[13]/] });
// Long journeys (settings, child mode, three heartbeats, a reload) on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

const LONDON = 'Europe/London';

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(0, 15);
  return date.toISOString().slice(0, 10);
}

/** A time zone's clock now, as minutes after midnight. */
function minutesIn(timeZone: string): number {
  const [hours = 0, minutes = 0] = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return hours * 60 + minutes;
}

const londonMinutes = () => minutesIn(LONDON);

/**
 * The family's time zone for a test that sets today's rules: London, or, within ten minutes of London's midnight
 * (the day would change under the test), Karachi, five hours ahead and far from its own midnight then.
 */
function familyZone(): string {
  return londonMinutes() > 23 * 60 + 50 ? 'Asia/Karachi' : LONDON;
}

/** The next heartbeat is credited a whole interval (30 s), as if the device had been on screen meanwhile. */
async function beatCreditsThirtySeconds(childId: string) {
  await sql(
    "update child_sessions set last_heartbeat_at = now() - interval '30 seconds' where child_id = $1",
    [childId],
  );
}

async function startChildMode(page: Page, childName: string) {
  await page.goto('/dashboard/parent');
  await appReady(page);
  await page.getByRole('button', { name: `Login as ${childName}` }).click();
  await page
    .getByRole('dialog', { name: 'Start child mode' })
    .getByRole('button', { name: 'Start child mode' })
    .click();
  await expect(page).toHaveURL(/\/child\/feed$/);
  await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
}

test('a parent sets limit and bedtime; child mode warns, then shows Time’s Up, then the sleep screen', async ({
  page,
}) => {
  const zone = familyZone();
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const created = await page.request.post('/api/children', {
    headers: { Origin: new URL(test.info().project.use.baseURL ?? page.url()).origin },
    data: { name: 'Zainab', dateOfBirth: yearsAgo(7) },
  });
  expect(created.status()).toBe(201);
  const childId = ((await created.json()) as { id: string }).id;
  await sql('update parent_profiles set time_zone = $2 where user_id = $1', [parent.id, zone]);

  // The parent's settings: 15 minutes a day, and child mode only between 00:00 and 23:59 every day.
  await page.goto('/dashboard/parent');
  await appReady(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Child Settings: Zainab' });
  await settings.getByText('Screen time & schedule').click();
  await settings.getByLabel('Daily screen time').selectOption('15');
  for (const group of ['School days (Monday to Friday)', 'Weekend (Saturday and Sunday)']) {
    const days = settings.getByRole('group', { name: group });
    await days.getByLabel('Only between set hours (bedtime)').check();
    await days.getByLabel('From').fill('00:00');
    await days.getByLabel('Until').fill('23:59');
  }
  await settings.getByLabel('Weekly limit').selectOption({ label: '10 hours' });
  await expectNoAxeViolations(page);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toBeHidden({ timeout: 20_000 });
  const [child] = (await (await page.request.get('/api/children')).json()) as {
    screenTimeLimit: number;
    time: { allowedWindows: unknown[]; weeklyLimit: number | null };
  }[];
  expect(child?.screenTimeLimit).toBe(15);
  expect(child?.time.weeklyLimit).toBe(600);
  expect(child?.time.allowedWindows).toEqual(Array(7).fill({ from: '00:00', to: '23:59' }));

  // 70 seconds of today's 15 minutes are left: the 5-minute warning shows at once.
  await sql(
    `insert into child_screen_time (child_id, day, seconds) values ($1, $2, $3)
     on conflict (child_id, day) do update set seconds = excluded.seconds`,
    [childId, localDay(new Date(), zone), 15 * 60 - 70],
  );
  await startChildMode(page, 'Zainab');
  const warning = page.getByTestId('time-warning');
  await expect(warning).toHaveText('5 minutes left. Time to find a good place to stop.');
  await expect(page.locator('[aria-live="polite"]').filter({ has: warning })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The page's clock drives the heartbeats; each is credited 30 s.
  await page.clock.install();
  await page.reload();
  await expect(warning).toBeVisible();
  await beatCreditsThirtySeconds(childId);
  await page.clock.runFor(31_000);
  await expect(warning).toHaveText('1 minute left. Time to find a good place to stop.');
  // That beat has landed (its answer is on screen): the next one crosses the limit.
  await sql('update child_screen_time set seconds = $2 where child_id = $1', [childId, 15 * 60 - 10]);
  await beatCreditsThirtySeconds(childId);
  await page.clock.runFor(31_000);
  await expect(page).toHaveURL(/\/child\/time-up$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: "Time's Up!" })).toBeVisible();
  await expect(page.getByText("You've used all your screen time for today. See you tomorrow!")).toBeVisible();

  // The allowed hours are over (as bedtime comes): the sleep screen, with when child mode opens again.
  const now = minutesIn(zone);
  const closedWindow = now >= 2 ? { from: '00:00', to: '00:01' } : { from: '23:58', to: '23:59' };
  await sql('update children set allowed_windows = $2::jsonb where id = $1', [
    childId,
    JSON.stringify(Array(7).fill(closedWindow)),
  ]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sleep time' })).toBeVisible();
  await expect(page.getByText(/^The moon is up\. Child mode opens again at .+\. Sleep well!$/)).toBeVisible();
  await expect(page.getByTestId('closed-sleep')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/child-sleep-mobile.png' });
});

test.describe('right to left (Arabic)', () => {
  test.use({ locale: 'ar-SA' });

  test('the schedule section and the sleep screen in Arabic: axe clean, screenshots', async ({ page }) => {
    const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
    const created = await page.request.post('/api/children', {
      headers: { Origin: new URL(test.info().project.use.baseURL ?? page.url()).origin },
      data: { name: 'Zainab', dateOfBirth: yearsAgo(7) },
    });
    const childId = ((await created.json()) as { id: string }).id;
    await sql('update parent_profiles set time_zone = $2 where user_id = $1', [parent.id, LONDON]);
    await page.goto('/dashboard/parent');
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: arFamily.children.settings, exact: true }).click();
    await page.getByText(arFamily.schedule.section).click();
    await expect(page.getByRole('group', { name: arFamily.schedule.schoolDays })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e/screenshots/child-schedule-ar.png', fullPage: true });
    await page.keyboard.press('Escape');

    // Child mode closed by the allowed hours: the sleep screen in Arabic.
    const now = londonMinutes();
    const closedWindow = now >= 2 ? { from: '00:00', to: '00:01' } : { from: '23:58', to: '23:59' };
    await sql('update children set allowed_windows = $2::jsonb where id = $1', [
      childId,
      JSON.stringify(Array(7).fill(closedWindow)),
    ]);
    await page.goto('/dashboard/parent');
    await appReady(page);
    await page.getByRole('button', { name: arFamily.children.loginAs.replace('{{name}}', 'Zainab') }).click();
    await page.getByRole('button', { name: arFamily.children.login.start }).click();
    await expect(page).toHaveURL(/\/child\/time-up$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: arChildMode.sleep.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e/screenshots/child-sleep-ar.png', fullPage: true });
  });
});

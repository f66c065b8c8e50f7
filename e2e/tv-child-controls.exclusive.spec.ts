// The family controls on the child's TV, with the remote only: the header row (the screens, the "Your parent can see
// this" sign and Exit child mode) walked both ways in every interface language, right to left included, and "Ask for
// more time" from Time's Up answered on the parent's open dashboard (another device), timed end to end. It flips the
// site-wide tv_mode setting, so it runs in the serial 'exclusive' project and turns the setting off again.
import type { Browser, Page } from '@playwright/test';
import { LOCALES } from '../src/shared/locales';
import { localDay } from '../src/shared/screen-time';
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';
import { focused, focusKey, press, setTvMode, TV_SCREEN } from './support/tv';

const SHOTS = 'e2e/screenshots/tv';

test.use(TV_SCREEN);
// Child-mode requests answer 401/403 on purpose once the time is up; the browser logs them.
test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 40[0139]/] });
// Sign-up, child mode and several screens (two devices in the second test) on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

// Pages on a loaded shared machine take their time to arrive; the timed figures below are measured in the browsers.
const slow = expect.configure({ timeout: 30_000 });

/** The target: child asks → parent's dashboard shows it → parent answers → the TV is open again. */
const END_TO_END_BUDGET_MS = 2_000;

/** The child's header row in reading order: the screens, the sign, the way out. */
const HEADER = ['home', 'videos', 'games', 'learn', 'library', 'search', 'parent-sees', 'exit'].map(
  (item) => `nav-${item}`,
);

function origin(): Record<string, string> {
  return { Origin: new URL(test.info().project.use.baseURL ?? '').origin };
}

async function addChild(page: Page, name: string): Promise<string> {
  const created = await page.request.post('/api/children', {
    headers: origin(),
    data: { name, dateOfBirth: '2018-01-15' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The parent hands this TV to the child: "Login as", then child mode starts. */
async function startChildMode(page: Page, name: string) {
  await page.goto('/dashboard/parent');
  await page.getByRole('button', { name: `Login as ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Start child mode' })
    .getByRole('button', { name: 'Start child mode' })
    .click();
}

/** The header items' boxes, in the order of HEADER. */
async function headerBoxes(page: Page) {
  return Promise.all(
    HEADER.map(async (key) => {
      const box = await page.locator(`[data-focus-key="${key}"]`).boundingBox();
      expect(box, key).not.toBeNull();
      return box as NonNullable<typeof box>;
    }),
  );
}

test('the remote walks the child’s whole header row both ways in every language, the sign opens its page', async ({
  page,
}) => {
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const childId = await addChild(page, 'Maryam');
  await sql("update parent_profiles set time_zone = 'Europe/London' where user_id = $1", [parent.id]);
  await setTvMode(true);
  try {
    await startChildMode(page, 'Maryam');
    await slow(page).toHaveURL(/\/tv\/child$/);

    for (const locale of LOCALES) {
      // The child's interface language, as the parent sets it in Child Settings.
      await sql('update children set interface_language = $1 where id = $2', [locale, childId]);
      await page.goto('/tv/child/videos');
      await slow(page.locator('html')).toHaveAttribute('lang', locale);
      const rtl = locale === 'ar' || locale === 'ur';
      await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const back = rtl ? 'ArrowRight' : 'ArrowLeft';
      // The screen is drawn in the child's language and has taken the focus.
      if (locale !== 'en')
        await expect(page.locator('[data-focus-key="nav-exit"]')).not.toHaveText('Exit child mode');
      await slow(focused(page)).toHaveCount(1);

      // One row on a 1920 px screen, in the reading order, inside the screen: every item can be seen and reached.
      const boxes = await headerBoxes(page);
      const middle = (box: (typeof boxes)[number]) => box.y + box.height / 2;
      for (const [index, box] of boxes.entries()) {
        expect(
          Math.abs(middle(box) - middle(boxes[0] as typeof box)),
          `${locale}: ${HEADER[index]} in the row`,
        ).toBeLessThan(8);
        expect(box.x, `${locale}: ${HEADER[index]} on screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${locale}: ${HEADER[index]} on screen`).toBeLessThanOrEqual(1920);
        const before = boxes[index - 1];
        if (before) {
          if (rtl)
            expect(box.x + box.width, `${locale}: ${HEADER[index]} after`).toBeLessThanOrEqual(before.x);
          else
            expect(box.x, `${locale}: ${HEADER[index]} after`).toBeGreaterThanOrEqual(
              before.x + before.width,
            );
        }
      }

      // Up to the header and along it to Home, then the whole row forward to Exit child mode, and back again.
      for (let i = 0; i < 6 && !(await focusKey(page))?.startsWith('nav-'); i += 1)
        await press(page, 'ArrowUp');
      for (let i = 0; i < HEADER.length && (await focusKey(page)) !== 'nav-home'; i += 1)
        await press(page, back);
      await expect(focused(page)).toHaveAttribute('data-focus-key', 'nav-home');
      for (const key of HEADER.slice(1)) {
        await press(page, forward);
        await expect(focused(page), `${locale}: ${forward} to ${key}`).toHaveAttribute('data-focus-key', key);
      }
      // The row ends at the way out: one more press stays there.
      await press(page, forward);
      await expect(focused(page)).toHaveAttribute('data-focus-key', 'nav-exit');
      for (const key of HEADER.slice(0, -1).reverse()) {
        await press(page, back);
        await expect(focused(page), `${locale}: ${back} to ${key}`).toHaveAttribute('data-focus-key', key);
      }
      if (locale === 'en' || locale === 'ar') {
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `${SHOTS}/child-header-${locale}.png` });
      }
    }

    // Back in English: OK on the sign opens what the parent sees; Back returns to the screen it was opened from.
    await sql('update children set interface_language = null where id = $1', [childId]);
    await page.goto('/tv/child/library');
    await slow(page.locator('html')).toHaveAttribute('lang', 'en');
    await slow(focused(page)).toHaveCount(1);
    for (let i = 0; i < 6 && !(await focusKey(page))?.startsWith('nav-'); i += 1)
      await press(page, 'ArrowUp');
    await expect(focused(page)).toHaveAttribute('data-focus-key', 'nav-library');
    await press(page, 'ArrowRight', 2);
    await expect(focused(page)).toHaveAttribute('data-focus-key', 'nav-parent-sees');
    await expect(focused(page)).toHaveAccessibleName('Your parent can see this');
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/tv\/child\/parent-can-see$/);
    await expect(page.getByTestId('tv-child-parent-sees')).toContainText('Nobody else can see');
    await expect(focused(page)).toHaveAttribute('data-focus-key', 'child-parent-sees-back');
    await expectNoAxeViolations(page);
    await press(page, 'Escape');
    await expect(page).toHaveURL(/\/tv\/child\/library$/);
    await expect(page.getByRole('region', { name: 'Continue watching' })).toBeVisible();
  } finally {
    await setTvMode(false);
  }
});

async function parentDevice(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: origin(),
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
  await slow(page.locator('#root')).toHaveAttribute('data-ready', 'true');
  await stream;
}

/** Waits for the child's own live stream, so an answer cannot come before the screen listens. */
function childStreamOpen(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/child/time-requests') &&
      (response.headers()['content-type'] ?? '').includes('text/event-stream'),
  );
}

/**
 * When the page first shows `text`, or an element matching `selector` at `path` (the browser's clock, read by a
 * MutationObserver): the figure is the app's, not the test runner's polling.
 */
function whenShown(
  page: Page,
  wanted: { text: string } | { selector: string; path: string },
): Promise<number> {
  return page.evaluate(
    (what) =>
      new Promise<number>((resolve) => {
        const shown = () =>
          'text' in what
            ? (document.body.textContent ?? '').includes(what.text)
            : window.location.pathname === what.path && document.querySelector(what.selector) !== null;
        const check = () => {
          if (!shown()) return false;
          observer.disconnect();
          resolve(Date.now());
          return true;
        };
        const observer = new MutationObserver(check);
        if (!check())
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    wanted,
  );
}

test('a child on the TV asks for more time with the remote; the parent’s dashboard answers; the TV opens within 2 s', async ({
  page,
  browser,
}) => {
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const childId = await addChild(page, 'Amina');
  await sql("update parent_profiles set time_zone = 'Europe/London' where user_id = $1", [parent.id]);
  // Today's 120 minutes are used up: child mode opens on Time's Up.
  await sql(
    `insert into child_screen_time (child_id, day, seconds) values ($1, $2, $3)
     on conflict (child_id, day) do update set seconds = excluded.seconds`,
    [childId, localDay(new Date(), 'Europe/London'), 120 * 60],
  );
  await setTvMode(true);
  const phone = await parentDevice(browser, parent.email, parent.password);
  try {
    // The TV, handed to the child: Time's Up, the TV's way, with the ask button first.
    const listening = childStreamOpen(page);
    await startChildMode(page, 'Amina');
    await slow(page).toHaveURL(/\/tv\/child\/time-up$/);
    await listening;
    const screen = page.getByTestId('tv-child-time-up');
    await expect(screen).toContainText("Time's Up!");
    await slow(focused(page)).toHaveAttribute('data-focus-key', 'child-time-up-ask');
    await expect(focused(page)).toHaveText('Ask for more time');
    // The remote moves between the child's button and the parent's.
    await press(page, 'ArrowRight');
    await expect(focused(page)).toHaveAttribute('data-focus-key', 'child-time-up-unlock');
    await press(page, 'ArrowLeft');
    await expect(focused(page)).toHaveAttribute('data-focus-key', 'child-time-up-ask');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/child-time-up-ask.png` });

    await openDashboard(phone.page);
    const request = phone.page.getByRole('group', { name: 'Answer Amina' });
    const parentSees = () => whenShown(phone.page, { text: 'Amina is asking for more time' });

    // First round: OK on the remote asks; the TV says the question is on its way; the parent says no.
    let shownToParent = parentSees();
    let asked = await page.evaluate(() => Date.now());
    await press(page, 'Enter');
    let parentSaw = await shownToParent;
    await expect(page.getByTestId('tv-ask-waiting')).toContainText(
      "Your question is on its way. Let's wait for the answer together.",
    );
    // The button left while the question waits; the remote is on the parent's button, never lost.
    await expect(page.locator('[data-focus-key="child-time-up-ask"]')).toHaveCount(0);
    await expect(focused(page)).toHaveAttribute('data-focus-key', 'child-time-up-unlock');
    await page.screenshot({ path: `${SHOTS}/child-time-up-waiting.png` });
    const shownNo = whenShown(page, { text: 'Not this time. Thank you for asking so nicely!' });
    let answered = await phone.page.evaluate(() => Date.now());
    await request.getByRole('button', { name: 'No' }).click();
    const childSawNo = await shownNo;
    const no = { toParent: parentSaw - asked, toChild: childSawNo - answered };
    await expect(screen).toContainText('Not this time. Thank you for asking so nicely!');
    await expect(screen).toContainText('How about a story, a drawing or a game with your family?');
    await expect(page).toHaveURL(/\/tv\/child\/time-up$/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/child-time-up-no.png` });

    // Second round: the remote moves to "Ask again"; the parent gives 15 minutes; the TV opens on its home.
    await press(page, 'ArrowLeft');
    await expect(focused(page)).toHaveAttribute('data-focus-key', 'child-time-up-ask');
    await expect(focused(page)).toHaveText('Ask again');
    shownToParent = parentSees();
    asked = await page.evaluate(() => Date.now());
    await press(page, 'Enter');
    parentSaw = await shownToParent;
    // Open again: the TV's home with its header (the time-up screen has none).
    const open = whenShown(page, { selector: '[data-focus-key="nav-home"]', path: '/tv/child' });
    answered = await phone.page.evaluate(() => Date.now());
    await request.getByRole('button', { name: '15 minutes' }).click();
    const tvOpened = await open;
    const yes = { toParent: parentSaw - asked, toChild: tvOpened - answered };
    await expect(page).toHaveURL(/\/tv\/child$/);
    await expect(page.getByTestId('tv-child-news')).toHaveText('Yay! You have 15 more minutes.');
    await expect(page.getByRole('navigation', { name: 'TV menu' })).toBeVisible();
    // The home screen's rows arrive and take the remote, as on any visit.
    await slow(focused(page)).toHaveAttribute('data-focus-key', /^child-home-/);
    await page.screenshot({ path: `${SHOTS}/child-time-up-yes-home.png` });

    const total = (figures: { toParent: number; toChild: number }) => figures.toParent + figures.toChild;
    console.info(
      `TV: ask for more time, end to end: ${total(no)} ms (no: ${no.toParent} ms to the parent, ${no.toChild} ms ` +
        `back), ${total(yes)} ms (15 minutes: ${yes.toParent} ms to the parent, ${yes.toChild} ms until the TV is open)`,
    );
    expect(no.toChild).toBeLessThanOrEqual(END_TO_END_BUDGET_MS);
    expect(yes.toChild).toBeLessThanOrEqual(END_TO_END_BUDGET_MS);
    expect(total(no)).toBeLessThanOrEqual(END_TO_END_BUDGET_MS);
    expect(total(yes)).toBeLessThanOrEqual(END_TO_END_BUDGET_MS);

    // The server opened the session again: the child's screens answer, and the time counts from the new limit.
    const session = await page.request.get('/api/child/session');
    expect(session.status()).toBe(200);
    expect(((await session.json()) as { status: string }).status).toBe('active');
    const { rows } = await sql('select extra_minutes from screen_time_grants where child_id = $1', [childId]);
    expect(rows).toEqual([{ extra_minutes: 15 }]);
  } finally {
    await phone.context.close();
    await setTvMode(false);
  }
});

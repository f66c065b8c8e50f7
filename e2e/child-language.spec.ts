// A child's own interface language: the parent chooses it in Add Child or Child Settings, child mode is
// shown in it (right to left for Arabic and Urdu), and leaving child mode brings back this device's language.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import arChildMode from '../src/web/locales/ar/child-mode.json' with { type: 'json' };
import urChildMode from '../src/web/locales/ur/child-mode.json' with { type: 'json' };
import { appReady, expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

// Child-mode requests answer 401 on purpose (no session before it starts); the browser logs them.
test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 40[0139]/] });
test.describe.configure({ timeout: 90_000 });

type ChildModeTexts = Pick<typeof arChildMode, 'exitChildMode' | 'exitGate' | 'feed'> & {
  layout: Pick<(typeof arChildMode)['layout'], 'nav' | 'tabs'>;
};

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(0, 15);
  return date.toISOString().slice(0, 10);
}

async function origin(page: Page): Promise<Record<string, string>> {
  return { Origin: new URL(test.info().project.use.baseURL ?? page.url()).origin };
}

async function insertVideo(title: string) {
  const id = randomUUID();
  await sql(
    `insert into content (id, title, description, status, category, source_type, youtube_url, youtube_video_id, age_range, content_rating)
     values ($1, $2, 'A video for the child-language tests', 'published', 'Islamic Stories & Manners', 'youtube', $3, $4, 1, 'G')`,
    [id, title, `https://www.youtube.com/watch?v=${id.slice(0, 11)}`, id.slice(0, 11)],
  );
}

async function parent(page: Page) {
  const user = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  await sql("update parent_profiles set time_zone = 'Europe/London' where user_id = $1", [user.id]);
  await page.goto('/dashboard/parent');
  await expect(page.getByRole('heading', { name: 'Parent Dashboard', level: 1 })).toBeVisible();
}

function childRow(page: Page, childName: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Login as ${childName}` }) });
}

async function childLanguage(page: Page): Promise<string | null> {
  const [child] = (await (await page.request.get('/api/children')).json()) as {
    interfaceLanguage: string | null;
  }[];
  return child?.interfaceLanguage ?? null;
}

async function startChildMode(page: Page, childName: string) {
  await page.getByRole('button', { name: `Login as ${childName}` }).click();
  await expect(page.getByRole('dialog', { name: 'Start child mode' })).toBeVisible();
  await page.getByRole('button', { name: 'Start child mode' }).click();
  await expect(page).toHaveURL(/\/child\/feed$/);
  // A page load: the child feed is on screen from its HTML before the app has taken it over (decision 027).
  await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
}

/** The child area in `locale`: <html lang dir>, and the layout's and feed's texts from that locale's file. */
async function expectChildAreaIn(page: Page, locale: 'ar' | 'ur', texts: ChildModeTexts, tag: string) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', locale);
  await expect(html).toHaveAttribute('dir', 'rtl');
  const nav = page.getByRole('navigation', { name: texts.layout.nav });
  await expect(nav.getByRole('link')).toHaveText([
    texts.layout.tabs.videos,
    texts.layout.tabs.games,
    texts.layout.tabs.learn,
  ]);
  await expect(page.getByRole('heading', { name: texts.feed.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.exitChildMode })).toBeVisible();
  await expect(page.getByLabel(texts.feed.searchLabel)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Wudu song ${tag}` })).toBeVisible();
  // Right to left for real: the first tab (Videos) sits at the right-hand end.
  const videos = await nav.getByRole('link', { name: texts.layout.tabs.videos }).boundingBox();
  const games = await nav.getByRole('link', { name: texts.layout.tabs.games }).boundingBox();
  expect(videos && games && videos.x > games.x).toBe(true);
}

/** Leaves child mode through the exit question, asked in the child's language; lands on the dashboard. */
async function exitChildMode(page: Page, texts: ChildModeTexts) {
  await page.getByRole('button', { name: texts.exitChildMode }).click();
  const exit = page.getByRole('dialog', { name: texts.exitChildMode });
  const question = exit.getByTestId('exit-question');
  await expect(question).toHaveText(/\d+ \+ \d+/);
  const [, a, b] = /(\d+) \+ (\d+)/.exec((await question.textContent()) ?? '') ?? [];
  await exit.getByLabel(texts.exitGate.answerLabel).fill(String(Number(a) + Number(b)));
  await exit.getByRole('button', { name: texts.exitChildMode }).click();
  await expect(page).toHaveURL(/\/dashboard\/parent$/);
  await appReady(page);
}

async function expectEnglishAgain(page: Page) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Parent Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Login as / })).toBeVisible();
  // This device never chose a language, and the child's was never kept as its choice.
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name === 'qamar_locale')).toEqual([]);
}

test("a child added in Arabic sees child mode in Arabic, right to left; leaving it brings back the device's English", async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  await insertVideo(`Wudu song ${tag}`);
  await parent(page);

  await page.getByRole('button', { name: 'Add Child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Child' });
  await dialog.getByLabel("Child's name").fill('Maryam');
  await dialog.getByLabel('Date of birth').fill(yearsAgo(7));
  const language = dialog.getByRole('combobox', { name: 'Interface language' });
  await expect(language).toHaveValue('');
  await expect(language.getByRole('option', { selected: true })).toHaveText('Same as this device');
  await language.selectOption('ar');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/add-child-interface-language.png' });
  await dialog.getByRole('button', { name: 'Add Child' }).click();
  await expect(dialog).toBeHidden();
  // Shown back: in the list, in the API's answer, and in Child Settings.
  await expect(childRow(page, 'Maryam').getByText('العربية', { exact: true })).toBeVisible();
  expect(await childLanguage(page)).toBe('ar');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Child Settings: Maryam' });
  await expect(settings.getByRole('combobox', { name: 'Interface language' })).toHaveValue('ar');
  await settings.getByRole('button', { name: 'Close' }).click();

  await startChildMode(page, 'Maryam');
  await expectChildAreaIn(page, 'ar', arChildMode, tag);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Naskh Arabic Variable"', 'فيديوهات')))
    .toBe(true);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/child-feed-ar.png' });

  // A reload inside child mode is still in the child's language (it comes from the child session).
  await page.reload();
  await expectChildAreaIn(page, 'ar', arChildMode, tag);
  await exitChildMode(page, arChildMode);
  await expectEnglishAgain(page);
});

test("a change in Child Settings to Urdu applies at the next child mode; back to the device's language afterwards", async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  await insertVideo(`Wudu song ${tag}`);
  await parent(page);
  const response = await page.request.post('/api/children', {
    headers: await origin(page),
    data: { name: 'Yusuf', dateOfBirth: yearsAgo(8) },
  });
  expect(response.status(), await response.text()).toBe(201);
  await page.reload();
  expect(await childLanguage(page)).toBeNull();

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Child Settings: Yusuf' });
  const language = settings.getByRole('combobox', { name: 'Interface language' });
  await expect(language).toHaveValue('');
  await language.selectOption('ur');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toBeHidden();
  await expect(childRow(page, 'Yusuf').getByText('اردو', { exact: true })).toBeVisible();
  expect(await childLanguage(page)).toBe('ur');
  // The parent's own pages stay in the device's language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await startChildMode(page, 'Yusuf');
  await expectChildAreaIn(page, 'ur', urChildMode, tag);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Nastaliq Urdu"', 'ویڈیوز')))
    .toBe(true);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/child-feed-ur.png' });

  await exitChildMode(page, urChildMode);
  await expectEnglishAgain(page);
});

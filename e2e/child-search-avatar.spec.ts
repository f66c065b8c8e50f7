// The child's picture, the search switch and "Your parent can see this" in a real browser: a parent picks a picture
// and turns search off in Child Settings; child mode then shows the picture, no search box (the server refuses a
// search too), and the sign whose page says, in the child's language, what the parent sees.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

// One family from the settings to the child's screens in two languages: the longest path of the child specs.
test.describe.configure({ timeout: 180_000 });

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(0, 15);
  return date.toISOString().slice(0, 10);
}

function origin(page: Page): Record<string, string> {
  return { Origin: new URL(test.info().project.use.baseURL ?? page.url()).origin };
}

test('a parent picks a picture and turns search off; child mode shows the picture, no search, and the sign', async ({
  page,
}) => {
  await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const added = await page.request.post('/api/children', {
    headers: origin(page),
    data: { name: 'Hamza', dateOfBirth: yearsAgo(7) },
  });
  expect(added.status(), await added.text()).toBe(201);
  const childId = ((await added.json()) as { id: string }).id;
  await page.goto('/dashboard/parent');

  // The parent's side: a picture from the drawn set, and search off.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Child Settings: Hamza' });
  const pictures = settings.getByRole('group', { name: 'Picture' });
  await expect(pictures.getByRole('radio', { name: 'No picture' })).toBeChecked();
  await pictures.getByText('Rocket', { exact: true }).click();
  await expect(pictures.getByRole('radio', { name: 'Rocket' })).toBeChecked();
  const search = settings.getByRole('checkbox', { name: 'Search allowed in child mode' });
  await expect(search).toBeChecked();
  await search.uncheck();
  await expectNoAxeViolations(page);
  await pictures.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/child-settings-picture-mobile.png' });
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toBeHidden();
  const [saved] = (await (await page.request.get('/api/children')).json()) as {
    avatar: string | null;
    searchEnabled: boolean;
  }[];
  expect(saved).toMatchObject({ avatar: 'rocket', searchEnabled: false });

  // The child's card and the "who is watching" dialog show the picture.
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Login as Hamza' }) });
  await expect(card.locator('[data-avatar="rocket"]')).toBeVisible();
  await page.getByRole('button', { name: 'Login as Hamza' }).click();
  const start = page.getByRole('dialog', { name: 'Start child mode' });
  await expect(start.locator('[data-avatar="rocket"]')).toBeVisible();
  await start.getByRole('button', { name: 'Start child mode' }).click();
  await expect(page).toHaveURL(/\/child\/feed$/);
  await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');

  // Child mode: the picture in the top bar, no search box, even for a search typed into the address.
  const banner = page.getByRole('banner');
  await expect(banner.locator('[data-avatar="rocket"]')).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await page.goto('/child/feed?q=story');
  await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/child-feed-search-off-mobile.png' });
  const refused = await page.request.get('/api/child/feed?q=story');
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain('Search is turned off for now. Ask a parent to turn it on.');

  // The sign, reached with the keyboard, opens its page.
  const sign = banner.getByRole('link', { name: 'Your parent can see this' });
  await sign.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/child\/parent-can-see$/);
  await expect(page.getByRole('heading', { name: 'Your parent can see this', level: 1 })).toBeVisible();
  await expect(page.getByText('When you ask for more time')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nobody else can see' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/child-parent-sees-mobile.png', fullPage: true });

  // In the child's own language (set by the parent), right to left in Arabic.
  await sql("update children set interface_language = 'ar' where id = $1", [childId]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'والداك يمكنهما رؤية هذا', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/child-parent-sees-ar-mobile.png', fullPage: true });
  await page.getByRole('link', { name: 'العودة إلى الفيديوهات' }).click();
  await expect(page).toHaveURL(/\/child\/feed$/);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
});

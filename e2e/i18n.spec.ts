// The interface in the families' languages: the picker, right to left for Arabic and Urdu, the choice
// kept on the device, the browser's language on a first visit, fonts for each script.
import arCommon from '../src/web/locales/ar/common.json' with { type: 'json' };
import frCommon from '../src/web/locales/fr/common.json' with { type: 'json' };
import urCommon from '../src/web/locales/ur/common.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test('choosing Arabic, then Urdu: the page turns right to left, speaks the language, and stays so after a reload', async ({
  page,
}) => {
  await page.goto('/feed');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Videos' })).toBeVisible();

  await page.getByLabel('App language').selectOption('ar');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  const arabicNav = page.getByRole('navigation', { name: arCommon.nav.main });
  await expect(arabicNav.getByRole('link', { name: arCommon.nav.tabs.videos })).toBeVisible();
  await expect(arabicNav.getByRole('link', { name: arCommon.nav.tabs.games })).toBeVisible();
  // Right to left for real: the first tab (Videos) now sits at the right-hand end.
  const videos = await arabicNav.getByRole('link', { name: arCommon.nav.tabs.videos }).boundingBox();
  const games = await arabicNav.getByRole('link', { name: arCommon.nav.tabs.games }).boundingBox();
  expect(videos && games && videos.x > games.x).toBe(true);
  // The Arabic face is the one drawing the Arabic letters.
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Naskh Arabic Variable"', 'الفيديوهات')))
    .toBe(true);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: arCommon.nav.main })).toBeVisible();

  await page.getByRole('banner').getByLabel(arCommon.languagePicker.label).selectOption('ur');
  await expect(html).toHaveAttribute('lang', 'ur');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(
    page
      .getByRole('navigation', { name: urCommon.nav.main })
      .getByRole('link', { name: urCommon.nav.tabs.videos }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('banner').getByLabel(urCommon.languagePicker.label).selectOption('en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(nav.getByRole('link', { name: 'Videos' })).toBeVisible();
});

test.describe('a first visit follows the browser language', () => {
  test.use({ locale: 'fr-FR' });
  test('French browser, French interface', async ({ page }) => {
    await page.goto('/feed');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      page
        .getByRole('navigation', { name: frCommon.nav.main })
        .getByRole('link', { name: frCommon.nav.tabs.videos }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByLabel(frCommon.languagePicker.label)).toHaveValue('fr');
  });
});

test("a page carries its own texts; a language switch fetches the others as JSON, cached by the texts' version", async ({
  page,
  request,
}) => {
  const fetched: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/locales/')) fetched.push(url.pathname);
  });
  await page.goto('/feed');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const carried = await page.evaluate(() =>
    Object.keys(JSON.parse(document.getElementById('qk-page-texts')?.textContent ?? '{}')),
  );
  expect(carried).toEqual(expect.arrayContaining(['common', 'feed']));
  // Hydrated with what the page carried: nothing asked for.
  expect(fetched).toEqual([]);

  const answer = page.waitForResponse((response) => response.url().includes('/locales/ar/common?v='));
  await page.getByLabel('App language').selectOption('ar');
  const common = await answer;
  expect(common.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(((await common.json()) as typeof arCommon).nav.main).toBe(arCommon.nav.main);
  await expect(page.getByRole('navigation', { name: arCommon.nav.main })).toBeVisible();

  // Another version's address is answered fresh; an unknown locale or namespace is a 404.
  const stale = await request.get('/locales/ar/common?v=old');
  expect(stale.status()).toBe(200);
  expect(stale.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect((await request.get('/locales/xx/common')).status()).toBe(404);
  expect((await request.get('/locales/ar/no-such-namespace')).status()).toBe(404);
});

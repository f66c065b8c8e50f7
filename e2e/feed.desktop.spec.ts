// The feed and a video page on a wide screen (screenshots for review), and keyboard use of the filter drawer.
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test('desktop feed and video page', async ({ page }) => {
  await page.goto('/feed');
  const firstCard = page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('heading') })
    .first();
  await expect(firstCard).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/feed-desktop.png' });
  await firstCard.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/video-desktop.png' });
});

test('the filter drawer works from the keyboard and closes with Escape', async ({ page }) => {
  await page.goto('/feed');
  const filters = page.getByRole('button', { name: /Filters/ });
  await filters.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Filters' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Filters' })).toBeHidden();
  await expect(filters).toBeFocused();
});

// Drawn thumbnails in the viewer's language: in Arabic the feed asks for them with ?lang=ar and they
// name the category in Arabic; proxied images are left alone.
import { CATEGORY_LABELS } from '../src/shared/category-labels';
import { expect, test } from './support/fixtures';

test('the feed in Arabic draws its thumbnails with Arabic category names', async ({ page }) => {
  await page.goto('/feed');
  await page.getByLabel('App language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const first = page.locator('main img[src^="/api/media/thumbnails/"]').first();
  await expect(first).toHaveAttribute('src', /\?lang=ar$/);
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const src = (await first.getAttribute('src')) ?? '';
  const svg = await (await page.request.get(src)).text();
  const arabic = Object.values(CATEGORY_LABELS.ar);
  expect(arabic.some((label) => svg.includes(label))).toBe(true);
  expect(svg).toContain('direction="rtl"');
  // No drawn thumbnail is left without the language.
  await expect(page.locator('main img[src^="/api/media/thumbnails/"]:not([src*="lang=ar"])')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/screenshots/feed-ar-thumbnails.png' });
});

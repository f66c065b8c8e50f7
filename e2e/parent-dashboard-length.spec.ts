// The parent's dashboard stays one clear page on a phone: with the family controls in, it is no longer than it was
// before them, for a family with one child.
import type { Page } from '@playwright/test';
import { expect, signUpInBrowser, test } from './support/fixtures';

/**
 * The dashboard's height above the site footer (CSS px) on the mobile project (Pixel 7, 412 px wide), in English, for
 * a new parent whose set-up is done, with one child of seven and nothing else: 2498 px, measured by this test's own
 * steps against a build of a15d706, the commit before the family controls (the first parent of "Merge s21-time"),
 * three runs alike. The whole page was 3414 or 3454 px there: the footer's support line comes and goes with the live
 * settings, so the footer is left out. With the family controls as first merged the dashboard was 2944 px (the prayer
 * times card, the e-mail setting, "Give extra time" on the child's row); grouping them in the Screen Time card and
 * folding the exit PIN and time zone under one summary brought it to 2489 px.
 */
const MEASURED_BEFORE_FAMILY_CONTROLS = 2498;

// Sign-up, a page and its footer on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(0, 15);
  return date.toISOString().slice(0, 10);
}

/** The page's full height once every card has its data and the footer (drawn when near) is in. */
async function dashboardHeight(page: Page): Promise<{ page: number; dashboard: number }> {
  await page.goto('/dashboard/parent');
  await expect(page.getByRole('button', { name: 'Login as Amina' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  // The footer is drawn once its place comes near: scrolled to until it is there.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return page.getByRole('contentinfo').count();
    })
    .toBe(1);
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const footer = document.querySelector('footer');
    return {
      page: document.documentElement.scrollHeight,
      dashboard: Math.round((footer?.getBoundingClientRect().top ?? 0) + window.scrollY),
    };
  });
}

test('the parent dashboard of a family with one child is no longer on a phone than before the family controls', async ({
  page,
}) => {
  await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const created = await page.request.post('/api/children', {
    headers: { Origin: origin },
    data: { name: 'Amina', dateOfBirth: yearsAgo(7) },
  });
  expect(created.status()).toBe(201);
  const height = await dashboardHeight(page);
  console.info(
    `parent dashboard, one child, ${page.viewportSize()?.width} px wide: ${height.page} px tall, ${height.dashboard} px above the footer`,
  );
  await page.screenshot({ path: 'e2e/screenshots/parent-dashboard-one-child.png', fullPage: true });
  expect(height.dashboard).toBeLessThanOrEqual(MEASURED_BEFORE_FAMILY_CONTROLS);
});

// A child's values filter in a real browser: the parent sets Very careful in Child Settings, it survives a reload, then
// Custom changes one question; the server keeps exactly what was chosen.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUpInBrowser, test } from './support/fixtures';

// Three loads of the parent dashboard with two saves between them, on a machine shared with other runs.
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

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Child Settings: Safiya' });
  return {
    settings,
    values: settings.getByRole('group', {
      name: 'Values: music, faces, magic, imagery, dancing',
      exact: true,
    }),
  };
}

test('a parent sets Very careful, it stays after a reload, then customises one question', async ({
  page,
}) => {
  await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const added = await page.request.post('/api/children', {
    headers: origin(page),
    data: { name: 'Safiya', dateOfBirth: yearsAgo(6) },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.request.patch(`/api/children/${((await added.json()) as { id: string }).id}`, {
    headers: origin(page),
    data: { musicAllowed: true },
  });
  await page.goto('/dashboard/parent');

  let { settings, values } = await openSettings(page);
  // The ratings' levels and the values presets are two groups, each named for what it is about.
  const ratings = settings.getByRole('group', { name: 'Age ratings (content restriction level)' });
  await expect(ratings.getByRole('radio', { name: /^Strict · ratings/ })).toBeVisible();
  await expect(values.getByRole('radio', { name: /^Strict/ })).toHaveCount(0);
  await ratings.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/child-settings-ratings-and-values-mobile.png' });
  await expect(values.getByRole('radio', { name: /^Open/ })).toBeChecked();
  await values.getByText('Very careful', { exact: true }).click();
  await expect(values.getByRole('radio', { name: /^Very careful/ })).toBeChecked();
  await expect(values.getByText('Hidden from Safiya:')).toBeVisible();
  await expect(values.getByRole('listitem').filter({ hasText: 'Animated faces' })).toBeVisible();
  await expectNoAxeViolations(page);
  await values.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/child-settings-values-strict-mobile.png' });
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toBeHidden();

  await page.reload();
  ({ settings, values } = await openSettings(page));
  await expect(values.getByRole('radio', { name: /^Very careful/ })).toBeChecked();

  // Custom starts from Very careful's answers; one question changed.
  await values.getByText('Custom', { exact: true }).click();
  const dancing = values.getByRole('group', { name: 'May Safiya see mixed dancing?' });
  await expect(dancing.getByRole('radio', { name: 'No' })).toBeChecked();
  await dancing.getByText('Yes', { exact: true }).click();
  await expect(values.getByRole('listitem').filter({ hasText: 'Mixed dancing' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toBeHidden();

  const [saved] = (await (await page.request.get('/api/children')).json()) as { valuesFilter: unknown }[];
  expect(saved?.valuesFilter).toEqual({
    preset: 'custom',
    music: 'voice',
    faces: 'none',
    magic: 'none',
    imagery: 'none',
    dancing: 'shown',
  });
});

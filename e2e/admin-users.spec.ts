// Admin user management and moderation polish in the browser, in two lean journeys:
// 1. an admin finds a parent by city and join date, opens View Details (Escape closes it), edits and saves the
//    profile, then suspends them — the parent's open page, in another browser, is signed out on its next request
//    and they cannot sign in again; phone (360) and desktop (1440) screenshots, axe clean.
// 2. Publish asks nothing and says what happened, Undo puts the item back exactly; the audit log reads in words;
//    the seeded parent-approved items show their votes; the admin navigation has no dead ends.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUpInBrowser, sql, TEST_PASSWORD, test } from './support/fixtures';

const SHOTS = 'e2e/screenshots/admin';
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, name), fullPage: true });

test('find a user by city and join date, view, edit, save, suspend: their open page is signed out', async ({
  page,
  browser,
}) => {
  // Two browsers and many steps: more than the default 30 s on a cold, shared machine.
  test.setTimeout(150_000);
  // The parent, signed in in their own browser, on their dashboard.
  const parentContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await parentContext.addInitScript(() =>
    window.localStorage.setItem('cookie_consent', '{"analyticsEnabled":false,"marketingEnabled":false}'),
  );
  const parentPage = await parentContext.newPage();
  await parentPage.goto('/');
  const parent = await signUpInBrowser(parentPage, {
    role: 'parent',
    name: 'Sumayyah Kirkwall',
    setupCompleted: true,
  });
  const city = `Kirkwall ${Date.now().toString(36)}`;
  await sql('update parent_profiles set city = $1 where user_id = $2', [city, parent.id]);
  await sql("update users set created_at = '2025-02-14T10:00:00Z' where id = $1", [parent.id]);
  await parentPage.goto('/dashboard/parent');
  await expect(parentPage.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });

  // The admin finds them with the city and a one-day join-date range.
  await page.goto('/');
  await signUpInBrowser(page, { role: 'admin', name: 'Admin Amina' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/admin/users/all');
  await expect(page.getByRole('heading', { level: 1, name: 'All Users' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  // "Dashboard" once in the navigation, not three times at the top.
  await expect(page.getByText('Dashboard', { exact: true })).toHaveCount(1);
  await page.getByLabel('City').fill(city.toUpperCase());
  await page.getByLabel('Joined from').fill('2025-02-14');
  await page.getByLabel('Joined until').fill('2025-02-14');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('1 person found')).toBeVisible();
  const row = page.getByRole('row', { name: /Sumayyah Kirkwall/ });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'users-desktop.png');

  // View Details from the keyboard; Escape closes it.
  await row.getByRole('button', { name: 'Actions for Sumayyah Kirkwall' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeFocused();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'User details' });
  await expect(details.getByText(parent.email)).toBeVisible();
  await expect(details.getByText(`${parent.id.slice(0, 8)}…`)).toBeVisible();
  await expect(details.getByText('14 February 2025')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'user-details-modal-desktop.png');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // On a phone: the list and the modal, then View More.
  await page.setViewportSize({ width: 360, height: 780 });
  await shot(page, 'users-phone.png');
  await row.getByRole('button', { name: 'Actions for Sumayyah Kirkwall' }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(details).toBeVisible();
  await shot(page, 'user-details-modal-phone.png');
  await details.getByRole('link', { name: 'View More' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/admin/users/${parent.id}$`));

  // Edit and save.
  await page.getByRole('button', { name: 'Edit User' }).click();
  await page.getByLabel('Phone').fill('+44 7700 900456');
  await page.getByLabel('Country').fill('United Kingdom');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  const stored = await sql('select phone, country from parent_profiles where user_id = $1', [parent.id]);
  expect(stored.rows[0]).toEqual({ phone: '+44 7700 900456', country: 'United Kingdom' });
  await expectNoAxeViolations(page);
  await shot(page, 'user-detail-phone.png');

  // Suspend, after a confirmation.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Suspend account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Suspend Sumayyah Kirkwall?' });
  await confirm.getByRole('button', { name: 'Suspend account' }).click();
  await expect(page.getByText('Account suspended. They have been signed out everywhere.')).toBeVisible();
  await expect(page.getByText('Suspended', { exact: true }).first()).toBeVisible();
  await shot(page, 'user-detail-suspended-desktop.png');

  // The parent's open page: its next request is refused, and the page signs out (no reload).
  await parentPage.getByRole('link', { name: 'Profile settings' }).click();
  // The server's guard sends a signed-out caller to the landing page with the page to come back to.
  await expect(parentPage).toHaveURL(/\/\?next=%2Fsettings%2Fprofile$/);
  await expect(parentPage.getByText('That page needs an account.')).toBeVisible();
  // …and they cannot sign in again.
  const signIn = await parentPage.request.post('/api/auth/sign-in/email', {
    headers: { Origin: new URL(parentPage.url()).origin },
    data: { email: parent.email, password: TEST_PASSWORD },
  });
  expect(signIn.status()).toBe(403);
  await parentContext.close();
});

test('publish says what happened and can be undone; the audit log reads in words; approved items carry votes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signUpInBrowser(page, { role: 'admin' });
  const [creator] = (await sql('select id from creator_profiles order by created_at limit 1')).rows as {
    id: string;
  }[];
  const title = `Undo me ${Date.now().toString(36)}`;
  const videoId = `u${Date.now().toString(36)}`.padEnd(11, 'x').slice(0, 11);
  const upload = await page.request.post('/api/admin/content/upload', {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      creatorProfileId: creator?.id,
      title,
      description: 'A test item',
      youtubeUrl: `https://www.youtube.com/watch?v=${videoId}`,
      language: 'English',
      ageRange: 2,
      tags: [],
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  const before = await sql('select status, published_at, updated_at from content where id = $1', [id]);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/admin/content/all?status=pending');
  await page.getByRole('button', { name: `Publish ${title}` }).click();
  const status = page.getByRole('status').filter({ hasText: `“${title}” is published.` });
  await expect(status).toBeVisible();
  await expect((await sql('select status from content where id = $1', [id])).rows[0]).toEqual({
    status: 'published',
  });
  await status.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`Publishing undone: “${title}” is back as it was.`)).toBeVisible();
  const after = await sql('select status, published_at, updated_at from content where id = $1', [id]);
  expect(after.rows[0]).toEqual(before.rows[0]);
  await expect(page.getByRole('button', { name: `Publish ${title}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'publish-undo-desktop.png');

  // The audit log names the actions and the fields.
  await page.goto('/dashboard/admin/content');
  const log = page.getByRole('region', { name: 'Moderation log' });
  await expect(log.getByRole('cell', { name: 'Publishing undone', exact: true }).first()).toBeVisible();
  await expect(log.getByText('Published at').first()).toBeVisible();
  await page.setViewportSize({ width: 360, height: 780 });
  await log.screenshot({ path: path.join(SHOTS, 'audit-log-phone.png') });

  // The seeded parent-approved items carry their ten yes votes.
  await page.goto('/dashboard/admin/content/all?status=approved');
  await expect(page.getByText('10 parent yes votes').first()).toBeVisible();

  // Every entry of the admin navigation leads to a real page (Settings is registered by the settings work).
  await page.setViewportSize({ width: 1440, height: 900 });
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const targets = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(targets).toEqual([
    '/dashboard/admin',
    '/dashboard/admin/upload',
    '/dashboard/admin/users/all',
    '/dashboard/admin/content',
    '/dashboard/admin/games',
    '/dashboard/admin/site',
    '/dashboard/admin/settings',
  ]);
  // The games admin page has its own frame without this navigation: it is visited last.
  const last = '/dashboard/admin/games';
  for (const target of [
    ...targets.filter((href) => href !== '/dashboard/admin/settings' && href !== last),
    last,
  ]) {
    await nav.locator(`a[href="${target}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByText('Page not found')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

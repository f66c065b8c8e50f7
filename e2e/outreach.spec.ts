// The front door's forms: the cookie banner (choices remembered after a reload, never under /child),
// the mailing-list form's states, /contact and /parent-network (sent, then 'Send another message', e-mailed to
// support), the admin's list of messages; axe on each page; screenshots on a phone and a desktop.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, linkFromMail, signUpInBrowser, sql, test } from './support/fixtures';

test.use({ cookieBanner: true });

const SHOTS = 'e2e/screenshots/outreach';

async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 412, height: 839 });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Qamar Kids' });

test('the cookie banner: Essential Only is stored for the device and remembered after a reload', async ({
  page,
}) => {
  await page.goto('/parent-network');
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/cookie-banner-phone.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/cookie-banner-desktop.png` });
  await page.setViewportSize({ width: 412, height: 839 });

  // Keyboard reachable: the choice buttons are ordinary buttons in the page's tab order.
  await banner(page).getByRole('button', { name: 'Essential Only' }).press('Enter');
  await expect(banner(page)).toBeHidden();
  const deviceId = await page.evaluate(() => window.localStorage.getItem('device_id'));
  const stored = await sql(
    'select analytics_enabled, marketing_enabled from cookie_consents where device_id = $1',
    [deviceId],
  );
  expect(stored.rows).toEqual([{ analytics_enabled: true, marketing_enabled: false }]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner(page)).toBeHidden();

  // Local storage and the consent cookie cleared, the server still knows this device: no banner.
  await page.evaluate(() => window.localStorage.removeItem('cookie_consent'));
  await page.context().clearCookies({ name: 'qk_consent' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toBeHidden();
});

test('Accept All turns marketing on; close hides the banner without saving', async ({ page }) => {
  await page.goto('/contact');
  await banner(page).getByRole('button', { name: 'Close without choosing' }).click();
  await expect(banner(page)).toBeHidden();
  const deviceId = await page.evaluate(() => window.localStorage.getItem('device_id'));
  expect((await sql('select 1 from cookie_consents where device_id = $1', [deviceId])).rowCount).toBe(0);

  await page.reload();
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  const stored = await sql('select marketing_enabled from cookie_consents where device_id = $1', [deviceId]);
  expect(stored.rows).toEqual([{ marketing_enabled: true }]);
});

test('child surfaces never show the cookie banner', async ({ page }) => {
  await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const headers = { Origin: new URL(test.info().project.use.baseURL ?? '').origin };
  const child = await page.request.post('/api/children', {
    headers,
    data: { name: 'Zaid', dateOfBirth: `${new Date().getFullYear() - 7}-03-04` },
  });
  expect(child.status(), await child.text()).toBe(201);
  const { id } = (await child.json()) as { id: string };
  const session = await page.request.post('/api/child-sessions', {
    headers,
    data: { childId: id, timeZone: 'Europe/London' },
  });
  expect(session.status(), await session.text()).toBeLessThan(300);
  await page.goto('/child/feed');
  await expect(page).toHaveURL(/\/child\/feed$/);
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
});

test('/contact: checks the fields, sends, e-mails support, then offers another message', async ({ page }) => {
  await page.goto('/contact');
  await banner(page).getByRole('button', { name: 'Essential Only' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'contact');

  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Subject is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveAttribute('rows', '5');

  const marker = `contact-${Date.now()}`;
  await form.getByLabel('Name').fill('Maryam Khan');
  await form.getByLabel('Email').fill('maryam@example.test');
  await form.getByLabel('Subject').fill('More Arabic videos');
  await form.getByLabel('Message').fill(`Do you have more Arabic alphabet videos? ${marker}`);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
  await expect(
    (await sql('select kind from contact_messages where message like $1', [`%${marker}`])).rows,
  ).toEqual([{ kind: 'contact' }]);
  // The SMTP stand-in received it at the support address.
  expect(await linkFromMail('support@qamarkids.local', new RegExp(marker))).toBe(marker);

  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Name')).toHaveValue('');
});

test('/parent-network: four sections and a form that is stored and e-mailed (no alert)', async ({ page }) => {
  page.on('dialog', () => {
    throw new Error('no alert() on /parent-network');
  });
  await page.goto('/parent-network');
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  for (const title of [
    'Join the parent network',
    'Become a content scout',
    'Weekly messaging-app list',
    'Try new features first',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await screenshots(page, 'parent-network');

  const form = page.getByRole('form', { name: 'Parent network contact form' });
  await expect(form.getByLabel('Subject')).toHaveCount(0);
  const marker = `network-${Date.now()}`;
  await form.getByLabel('Name').fill('Yusuf Ali');
  await form.getByLabel('Email').fill('yusuf@example.test');
  await form.getByLabel('Message').fill(`I would like to be a content scout. ${marker}`);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
  expect(await linkFromMail('support@qamarkids.local', new RegExp(marker))).toBe(marker);
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByRole('form', { name: 'Parent network contact form' })).toBeVisible();
});

test('admins read the messages, newest first', async ({ page }) => {
  const marker = `admin-read-${Date.now()}`;
  await sql(
    "insert into contact_messages (kind, name, email, subject, message) values ('contact', 'Aisha', 'aisha@example.test', $1, 'Salam')",
    [marker],
  );
  await signUpInBrowser(page, { role: 'admin' });
  await page.goto('/dashboard/admin');
  await banner(page).getByRole('button', { name: 'Essential Only' }).click();
  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('heading', { name: marker })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/contact and the banner in Arabic read right to left', async ({ page }) => {
  await page
    .context()
    .addCookies([{ name: 'qamar_locale', value: 'ar', url: test.info().project.use.baseURL as string }]);
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'ملفات تعريف الارتباط في Qamar Kids' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/contact-ar-phone.png` });
});

// Settings and the dashboard of real figures. It flips site-wide settings (feed visibility, TV mode), so
// it runs in the 'exclusive' project after every other browser test, and puts both back at the end.

import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

test.describe.configure({ mode: 'serial' });

const SHOTS = 'e2e/screenshots/admin';

async function putSetting(page: Page, card: string, data: Record<string, unknown>) {
  const response = await page.request.put(`/api/admin/settings/${card}`, {
    headers: { Origin: new URL(test.info().project.use.baseURL ?? '').origin },
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function anonymousPage(browser: Browser, width = 412) {
  const context = await browser.newContext({ ...test.info().project.use, viewport: { width, height: 900 } });
  await context.addInitScript(() => {
    window.localStorage.setItem('cookie_consent', '{"analyticsEnabled":false,"marketingEnabled":false}');
  });
  return { context, page: await context.newPage() };
}

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 412, height: 839 });
}

const countOf = async (query: string) => Number((await sql(query)).rows[0].n);

test('the dashboard: stat cards equal SQL counts, three charts drawn, the settings panel', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpInBrowser(page, { role: 'admin' });
  await page.goto('/dashboard/admin');
  const total = page.locator('[data-stat="total-users"] [data-value]');
  // The first admin page load fetches the route chunk, the locale's page texts and seven API answers.
  await expect(total).not.toBeEmpty({ timeout: 20_000 });
  const totalUsers = await countOf('select count(*)::int as n from users');
  await expect(total).toHaveText(new Intl.NumberFormat('en').format(totalUsers));
  const active = await countOf(`select count(distinct a.user_id)::int as n from (
      select user_id from sessions where updated_at >= now() - interval '7 days' or created_at >= now() - interval '7 days'
      union all select viewer_id from content_views where created_at >= now() - interval '7 days' and not is_bot
      union all select user_id from content_comments where created_at >= now() - interval '7 days') a
      join users u on u.id = a.user_id`);
  await expect(page.locator('[data-stat="active-users"] [data-value]')).toHaveText(
    new Intl.NumberFormat('en').format(active),
  );
  // Paid invoices of the last 30 days less what was refunded (the test server takes payments through the Stripe
  // stand-in: billing.spec pays; billing-trust.spec pays twice and the second payment is refunded).
  const paidMinor = await countOf(
    "select coalesce(sum(amount_paid - amount_refunded), 0)::int as n from billing_invoices where paid_at >= now() - interval '30 days' and upper(currency) = 'GBP'",
  );
  await expect(page.locator('[data-stat="revenue"] [data-value]')).toHaveText(
    new Intl.NumberFormat('en', { style: 'currency', currency: 'GBP' }).format(paidMinor / 100),
  );
  await expect(page.locator('[data-stat="system"]')).toContainText('Database');
  for (const chart of ['activity', 'distribution']) {
    await expect(page.locator(`[data-chart="${chart}"] canvas`)).toBeVisible();
  }
  // Billing is configured on the test server (the Stripe stand-in): bars once a payment was made in the last 12
  // months (billing.spec pays), the chart's own empty note before. (Unconfigured: dashboard-figures.test.tsx.)
  const paidThisYear = await countOf(
    "select count(*)::int as n from billing_invoices where paid_at >= date_trunc('month', now()) - interval '11 months'",
  );
  if (paidThisYear > 0) await expect(page.locator('[data-chart="revenue"] canvas')).toBeVisible();
  else await expect(page.locator('[data-chart="revenue"]')).toContainText('No figures for this period yet.');
  await page.locator('[data-chart="distribution"] select').selectOption('status');
  await expect(page.locator('[data-chart="distribution"] canvas')).toBeVisible();
  // The figures' table names the statuses once they have arrived.
  await page
    .locator('[data-chart="distribution"]')
    .getByRole('button', { name: 'Show the figures as a table' })
    .click();
  await expect(page.locator('[data-chart="distribution"] table')).toContainText('Active');
  await expectNoAxeViolations(page);
  await shoot(page, 'dashboard');
  await page.getByRole('link', { name: 'Open settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/settings$/);
});

test('settings: feed visibility and TV mode reach an open anonymous page live; backup downloads', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpInBrowser(page, { role: 'admin' });
  // A try stopped by its time limit cannot put the settings back (its page is closed): the retry does first.
  await putSetting(page, 'feed-visibility', { public: true });
  await putSetting(page, 'tv-mode', { enabled: false });
  const visitor = await anonymousPage(browser);
  try {
    await visitor.page.goto('/feed');
    await expect(visitor.page.locator('html')).toHaveAttribute('data-tv-mode-setting', 'off');
    await expect(visitor.page.locator('main a[href^="/video/"]').first()).toBeVisible({ timeout: 20_000 });
    // A marker that a reload would wipe.
    await visitor.page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });

    await page.goto('/dashboard/admin/settings');
    // First load of the settings chunk and the page texts: slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('feed-state')).toHaveText('The feed is public');
    await expectNoAxeViolations(page);
    await shoot(page, 'settings');

    // Feed visibility → private: the anonymous page is asked to sign in, without reloading.
    await page.getByRole('button', { name: 'Change feed visibility' }).click();
    const feedDialog = page.getByRole('dialog', { name: 'Feed Visibility' });
    await feedDialog.getByRole('checkbox', { name: /Public feed/ }).uncheck();
    await feedDialog.getByRole('button', { name: 'Save' }).click();
    await expect(feedDialog.getByRole('status')).toHaveText('Settings updated successfully.');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/settings-feed-modal-phone.png` });
    await expect(visitor.page.getByText('Please sign in to watch videos.')).toBeVisible({ timeout: 5_000 });
    await expect(visitor.page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
    expect(await visitor.page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
      true,
    );
    await expect(feedDialog.getByRole('status')).toHaveCount(0, { timeout: 5_000 });
    await page.keyboard.press('Escape');
    await expect(feedDialog).toBeHidden();
    await expect(page.getByTestId('feed-state')).toHaveText('The feed is for signed-in families only');

    // TV mode → on: the open page's <html> says so at once; the modal closes by itself after the message.
    await page.getByRole('button', { name: 'Change TV mode' }).click();
    const tvDialog = page.getByRole('dialog', { name: 'TV Mode' });
    await tvDialog.getByRole('checkbox', { name: /Turn on TV mode/ }).check();
    await tvDialog.getByRole('button', { name: 'Save' }).click();
    await expect(tvDialog.getByRole('status')).toHaveText('Settings saved successfully');
    await expect(visitor.page.locator('html')).toHaveAttribute('data-tv-mode-setting', 'on', {
      timeout: 5_000,
    });
    await expect(tvDialog).toBeHidden();
    expect(await visitor.page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
      true,
    );
    const audited = await countOf(
      `select count(*)::int as n from moderation_audit_log where action = 'setting_changed' and target_id in ('tv_mode', 'feed_visibility')`,
    );
    expect(audited).toBeGreaterThanOrEqual(2);

    // Backup: a gzip'd stream that starts with our header.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download a backup' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^qamar-kids-backup-.*\.qkbackup\.gz$/);
    const file = await download.path();
    const text = gunzipSync(fs.readFileSync(file)).toString('utf8');
    expect(text.startsWith('QAMAR-KIDS-BACKUP 1\n')).toBe(true);
    expect(text).toContain('\nTABLE users\n');
    expect(text.endsWith('END\n')).toBe(true);
  } finally {
    await putSetting(page, 'feed-visibility', { public: true });
    await putSetting(page, 'tv-mode', { enabled: false });
    await visitor.context.close();
  }
});

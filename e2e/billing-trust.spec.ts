// Billing that stops: a family that paid twice (a second checkout opened elsewhere) has the second subscription
// cancelled and refunded, and an admin sees it on the dashboard; deleting the family's account then cancels the
// Premium subscription at Stripe (the local stand-in) before the account goes.
import { readE2eState } from './support/e2e-state';
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

test.describe.configure({ timeout: 120_000 });
const LOADED = { timeout: 20_000 };

async function stripeSubscriptions(email: string): Promise<{ id: string; status: string }[]> {
  const response = await fetch(
    `${readE2eState().stripeUrl}/__control/subscriptions?email=${encodeURIComponent(email)}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: string; status: string }[] }).data;
}

test('a second payment is refunded and shown to admins; deleting the account cancels Premium', async ({
  page,
  browser,
}) => {
  await page.goto('/pricing');
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });

  // The family pays once through our checkout.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible(LOADED);
  await page.getByRole('button', { name: 'Pay £5.99' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription Active' })).toBeVisible(LOADED);

  // A second session, opened on another device before the first was paid, is paid too.
  const second = await fetch(
    `${readE2eState().stripeUrl}/__control/second-checkout?email=${encodeURIComponent(parent.email)}`,
    { method: 'POST' },
  );
  expect(second.status).toBe(200);
  await page.goto(((await second.json()) as { url: string }).url);
  await page.getByRole('button', { name: 'Pay £5.99' }).click();
  await expect(page).toHaveURL(/\/checkout\/success/);
  await expect
    .poll(async () => (await stripeSubscriptions(parent.email)).map((one) => one.status).sort(), LOADED)
    .toEqual(['active', 'canceled']);

  // An admin sees it on the dashboard, refunded.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/pricing');
  await signUpInBrowser(adminPage, { role: 'admin' });
  await adminPage.goto('/dashboard/admin');
  const panel = adminPage.getByRole('region', { name: 'Duplicate payments' });
  const entry = panel.getByRole('listitem').filter({ hasText: parent.email });
  await expect(entry).toContainText('Cancelled and refunded £5.99.', LOADED);
  await expectNoAxeViolations(adminPage);
  await panel.screenshot({ path: test.info().outputPath('duplicate-payments.png') });
  await adminContext.close();

  // Deleting the account cancels the kept subscription at Stripe, then the account goes.
  await page.goto('/settings/profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('dialog').getByLabel('Password').fill(parent.password);
  await page.getByRole('button', { name: 'Delete account permanently' }).click();
  await expect(page).toHaveURL(/\/$/, LOADED);
  expect((await stripeSubscriptions(parent.email)).map((one) => one.status)).toEqual([
    'canceled',
    'canceled',
  ]);
  const { rows } = await sql('select id from users where id = $1', [parent.id]);
  expect(rows).toEqual([]);
});

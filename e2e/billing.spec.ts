// Plans and billing. The test server takes payments through the local Stripe stand-in, whose hosted page
// pays and sends signed webhooks back: a Free parent hits the child limit, upgrades, adds a second child, falls past
// due, cancels, and chooses who stays active — nothing is deleted. (A server without Stripe — "payments are not set
// up" — is the checkout page's unit test and the billing API tests'.)
import { readE2eState } from './support/e2e-state';
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

// Refusals the journeys cause on purpose (the child limit's 409); the browser logs them.
test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 409/] });
// Full page loads (back from the hosted checkout, reloads after a webhook) on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });
const LOADED = { timeout: 20_000 };

async function childrenOf(parentId: string): Promise<string[]> {
  const { rows } = await sql('select name from children where parent_id = $1 order by name', [parentId]);
  return rows.map((row) => String(row.name));
}

async function stripeControl(action: 'fail-payment' | 'cancel', email: string) {
  const response = await fetch(
    `${readE2eState().stripeUrl}/__control/${action}?email=${encodeURIComponent(email)}`,
    {
      method: 'POST',
    },
  );
  expect(response.status).toBe(200);
}

test('a Free parent upgrades at the child limit, falls past due, cancels, and keeps every child', async ({
  page,
}) => {
  await page.goto('/pricing');
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true, verified: false });
  const first = await page.request.post('/api/children', {
    headers: { Origin: new URL(page.url()).origin },
    data: { name: 'Amina', dateOfBirth: '2018-03-04' },
  });
  expect(first.status()).toBe(201);

  // The Free limit: the server refuses a second child, and the message links to /upgrade.
  await page.goto('/dashboard/parent');
  const card = page.getByRole('region', { name: 'Subscription', exact: true });
  // The first dashboard of a fresh server loads its chunks and texts: a little more time on a loaded machine.
  await expect(card.getByRole('link', { name: 'Upgrade' })).toBeVisible(LOADED);
  await page.getByRole('button', { name: 'Add Child' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel("Child's name").fill('Bilal');
  await dialog.getByLabel('Date of birth').fill('2020-06-01');
  await dialog.getByRole('button', { name: 'Add Child' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Your Free plan includes 1 child profile. Upgrade to Premium to add up to 4 children.',
  );
  await dialog.getByRole('link', { name: 'See what Premium adds' }).click();
  await expect(page).toHaveURL(/\/upgrade$/);

  // Checkout: our server creates the session, Stripe's hosted page (the stand-in) takes the payment.
  await page.getByRole('link', { name: 'Get Premium' }).first().click();
  await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible(LOADED);
  expect(new URL(page.url()).origin).toBe(readE2eState().stripeUrl);
  await page.getByRole('button', { name: 'Pay £5.99' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Subscription Active' })).toBeVisible(LOADED);
  await expect(page.getByRole('link', { name: 'Go to Feed' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('billing-success.png') });

  // Premium: the second child is welcome now.
  await page.goto('/dashboard/parent');
  await expect(card.getByRole('button', { name: 'Manage billing' })).toBeVisible(LOADED);
  await page.getByRole('button', { name: 'Add Child' }).click();
  await dialog.getByLabel("Child's name").fill('Bilal');
  await dialog.getByLabel('Date of birth').fill('2020-06-01');
  await dialog.getByRole('button', { name: 'Add Child' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  await expect(card.getByText(/^Renews on /)).toBeVisible();

  // The renewal's card payment fails: the card asks for a new card.
  await stripeControl('fail-payment', parent.email);
  await page.reload();
  await expect(card.getByRole('alert')).toContainText('Your last payment did not go through', LOADED);
  await expect(card.getByRole('button', { name: 'Update card' })).toBeVisible();
  await card.screenshot({ path: test.info().outputPath('billing-past-due.png') });

  // Cancelled: back to Free, Bilal is kept but locked; the parent chooses Bilal to stay active instead.
  await stripeControl('cancel', parent.email);
  await page.reload();
  await expect(card.getByRole('heading', { name: 'Some child profiles are locked' })).toBeVisible(LOADED);
  await card.getByRole('button', { name: 'Make Bilal the active child' }).click();
  await expect(card.getByText('Bilal is now the active child.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Make Amina the active child' })).toBeVisible();
  expect(await childrenOf(parent.id)).toEqual(['Amina', 'Bilal']);
  await expectNoAxeViolations(page);
  await card.screenshot({ path: test.info().outputPath('billing-downgrade.png') });

  // Leaving checkout: the spec's words and way back.
  await page.goto('/checkout/cancel');
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible(LOADED);
  await page.getByRole('link', { name: 'Return to Plans' }).click();
  await expect(page).toHaveURL(/\/benefits$/);
});

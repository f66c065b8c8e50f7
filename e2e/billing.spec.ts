// Plans and billing (issue 16). The default test server has no Stripe: checkout says payments are not set up. A
// second server of this spec's own (test-server.ts with E2E_STRIPE=1) takes payments through the local Stripe
// stand-in, whose hosted page pays and sends signed webhooks back: a Free parent hits the child limit, upgrades,
// adds a second child, falls past due, cancels, and chooses who stays active — nothing is deleted.
import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';
import { readE2eState } from './support/e2e-state';
import { expect, expectNoAxeViolations, signUpInBrowser, test } from './support/fixtures';

// Refusals the journeys cause on purpose (the child limit's 409); the browser logs them.
test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 409/] });
// Full page loads (back from the hosted checkout, reloads after a webhook) on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });
const LOADED = { timeout: 20_000 };

test('without Stripe, Get Premium says plainly that payments are not set up', async ({ page }) => {
  await signUpInBrowser(page, { role: 'parent', setupCompleted: true, verified: false });
  await page.goto('/benefits');
  await page.getByRole('link', { name: 'Get Premium' }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Payments are not set up yet' })).toBeVisible(LOADED);
  await expect(page.getByText('This server cannot take payments yet')).toBeVisible();
  await expectNoAxeViolations(page);
});

const STRIPE_PORT = String(Number(process.env.E2E_PORT ?? 3199) + 1000);
const STRIPE_BASE = `http://127.0.0.1:${STRIPE_PORT}`;

test.describe('with Stripe (the local stand-in)', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  test.use({ baseURL: STRIPE_BASE });
  let server: ChildProcess | undefined;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(150_000);
    server = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/test-server.ts'], {
      env: { ...process.env, E2E_PORT: STRIPE_PORT, E2E_STRIPE: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 140_000;
    for (;;) {
      const healthy = await fetch(`${STRIPE_BASE}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (healthy) break;
      if (Date.now() > deadline) throw new Error('the Stripe test server did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });

  async function childrenOf(parentId: string): Promise<string[]> {
    const client = new pg.Client({ connectionString: readE2eState(STRIPE_PORT).databaseUrl });
    await client.connect();
    try {
      const rows = await client.query<{ name: string }>(
        'select name from children where parent_id = $1 order by name',
        [parentId],
      );
      return rows.rows.map((row) => row.name);
    } finally {
      await client.end();
    }
  }

  async function stripeControl(action: 'fail-payment' | 'cancel', email: string) {
    const stripeUrl = readE2eState(STRIPE_PORT).stripeUrl;
    const response = await fetch(`${stripeUrl}/__control/${action}?email=${encodeURIComponent(email)}`, {
      method: 'POST',
    });
    expect(response.status).toBe(200);
  }

  test('a Free parent upgrades at the child limit, falls past due, cancels, and keeps every child', async ({
    page,
  }) => {
    await page.goto('/pricing'); // signUpInBrowser takes the Origin from the page (this server's, not the project's)
    const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true, verified: false });
    const first = await page.request.post('/api/children', {
      headers: { Origin: STRIPE_BASE },
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
    expect(new URL(page.url()).origin).toBe(readE2eState(STRIPE_PORT).stripeUrl);
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
});

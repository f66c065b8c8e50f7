// Invite-only registration end to end. It switches the site-wide registration mode, so it runs in the
// 'exclusive' project, after every other browser test (playwright.config.ts), and switches back to open at the end.
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  linkFromMail,
  signUpInBrowser,
  sql,
  TEST_PASSWORD,
  test,
  uniqueEmail,
} from './support/fixtures';

test.use({ cookieBanner: false });
test.describe.configure({ mode: 'serial' });

const SHOTS = 'e2e/screenshots/outreach';

async function setMode(page: Page, mode: 'open' | 'waitlist') {
  const response = await page.request.put('/api/admin/registration-mode', {
    headers: { Origin: new URL(test.info().project.use.baseURL ?? '').origin },
    data: { mode },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('waitlist mode: the notice with the form, a refused direct sign-up, an invitation that works once', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A try stopped by its time limit cannot put the mode back (its page is closed), and signing up needs it open.
  await sql(
    `insert into system_settings (key, value) values ('registration', '{"mode":"open"}'::jsonb)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
  );
  await signUpInBrowser(page, { role: 'admin' });
  await setMode(page, 'waitlist');
  try {
    // A visitor sees the private-beta notice with the mailing-list form, and joins.
    const visitor = await browser.newContext({ ...test.info().project.use });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/register');
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
    await expectNoAxeViolations(visitorPage);
    await visitorPage.screenshot({ path: `${SHOTS}/register-waitlist-phone.png`, fullPage: true });
    await visitorPage.setViewportSize({ width: 1440, height: 900 });
    await visitorPage.screenshot({ path: `${SHOTS}/register-waitlist-desktop.png`, fullPage: true });
    await visitorPage.setViewportSize({ width: 412, height: 839 });
    const email = uniqueEmail('invited');
    const form = visitorPage.getByRole('form', { name: 'Join the waiting list' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Join the list' }).click();
    await expect(visitorPage.getByText(/Thank you for joining!/)).toBeVisible();

    // A direct API sign-up is refused.
    const direct = await visitorPage.request.post('/api/auth/sign-up/email', {
      headers: { Origin: new URL(test.info().project.use.baseURL ?? '').origin },
      data: { name: 'No Invite', email: uniqueEmail('direct'), password: TEST_PASSWORD },
    });
    expect(direct.status()).toBe(403);
    expect(await direct.text()).toContain('signing up needs an invitation');

    // The admin invites from the waiting list; the SMTP stand-in receives the link.
    await page.goto('/dashboard/admin/waitlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Waiting list' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: email });
    await row.getByRole('button', { name: 'Invite' }).click();
    await expect(row.getByText('Invitation sent')).toBeVisible();
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/admin-waitlist-phone.png`, fullPage: true });
    const link = await linkFromMail(email, /https?:\/\/\S+\/register\?invite=[\w-]+/);

    // The link opens the form with the address filled in, and signs the family up.
    const url = new URL(link);
    await visitorPage.goto(url.pathname + url.search);
    await expect(visitorPage.getByLabel('Email')).toHaveValue(email);
    await visitorPage.getByLabel('Full name').fill('Invited Parent');
    await visitorPage.getByLabel('Password').fill(TEST_PASSWORD);
    await visitorPage.getByRole('button', { name: 'Create account' }).click();
    await expect(visitorPage).toHaveURL(/\/get-started$/);
    // The invitation proved the address: no "confirm your e-mail" banner asks for it again.
    await visitorPage.waitForLoadState('networkidle');
    await expect(visitorPage.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(visitorPage.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0);
    expect(
      ((await (await visitorPage.request.get('/api/me')).json()) as { user: { emailVerified: boolean } }).user
        .emailVerified,
    ).toBe(true);
    await visitor.close();

    // A second use of the same link is refused: the page says so and the API refuses it.
    const second = await browser.newContext({ ...test.info().project.use });
    const secondPage = await second.newPage();
    await secondPage.goto(url.pathname + url.search);
    await expect(
      secondPage.getByText('This invitation link has expired or has already been used.'),
    ).toBeVisible();
    const token = url.searchParams.get('invite') ?? '';
    const reuse = await secondPage.request.post('/api/auth/sign-up/email', {
      headers: { Origin: new URL(test.info().project.use.baseURL ?? '').origin, 'x-invitation-token': token },
      data: { name: 'Again', email: uniqueEmail('again'), password: TEST_PASSWORD },
    });
    expect(reuse.status()).toBe(403);
    expect(await reuse.text()).toContain('already been used');
    await second.close();
  } finally {
    await setMode(page, 'open');
  }
});

test.describe('the mailing-list form', () => {
  // The refusal below is a real 429 answer, which the browser reports on its console.
  test.use({ allowConsole: [/status of 429/] });

  test('the mailing-list form on the waitlist notice: checks, Submitting..., thanks, error above the form', async ({
    page,
  }) => {
    // The register page's invite-only notice carries the form: the site really is invite-only (the server draws
    // the page), for the time of this test.
    await signUpInBrowser(page, { role: 'admin' });
    await setMode(page, 'waitlist');
    await page.context().clearCookies();
    try {
      await page.goto('/register');
      const form = page.getByRole('form', { name: 'Join the waiting list' });
      await form.getByRole('button', { name: 'Join the list' }).click();
      await expect(form.getByText('Email is required')).toBeVisible();

      const email = uniqueEmail('list');
      await form.getByLabel('Email address').fill(email.toUpperCase());
      await form.getByRole('radio', { name: 'Creator' }).check({ force: true });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/waitlist', async (route) => {
        await held;
        await route.continue();
      });
      await form.getByRole('button', { name: 'Join the list' }).click();
      await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
      release();
      await expect(
        page.getByText(
          "Thank you for joining! You're now on the list. We'll keep you updated with new features and free content drops!",
        ),
      ).toBeVisible();
      const rows = await sql('select user_type from waitlist_entries where email = $1', [
        email.toLowerCase(),
      ]);
      expect(rows.rows).toEqual([{ user_type: 'creator' }]);

      // A refusal is shown above the form.
      await page.unroute('**/api/waitlist');
      await page.route('**/api/waitlist', (route) =>
        route.fulfill({
          status: 429,
          json: {
            error: {
              code: 'RATE_LIMITED',
              message: 'Too many attempts. Please wait a minute and try again.',
            },
          },
        }),
      );
      await page.reload();
      const again = page.getByRole('form', { name: 'Join the waiting list' });
      await again.getByLabel('Email address').fill(uniqueEmail('list'));
      await again.getByRole('button', { name: 'Join the list' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Too many attempts' });
      await expect(alert).toBeVisible();
      const [alertBox, formBox] = [await alert.boundingBox(), await again.boundingBox()];
      expect((alertBox?.y ?? 0) < (formBox?.y ?? 0)).toBe(true);
    } finally {
      await sql(
        `insert into system_settings (key, value) values ('registration', '{"mode":"open"}'::jsonb)
         on conflict (key) do update set value = excluded.value, updated_at = now()`,
      );
    }
  });
});

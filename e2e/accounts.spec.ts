// Accounts, roles and onboarding in a real browser: registration paths, wizard, creator setup, guards,
// sign-in/out, password reset over SMTP and Google sign-in against the local OpenID provider.
import type { Page } from '@playwright/test';
import arProfile from '../src/web/locales/ar/profile.json' with { type: 'json' };
import { E2E_DEMO_PASSWORD, readE2eState } from './support/e2e-state';
import {
  expect,
  expectNoAxeViolations,
  linkFromMail,
  signUpInBrowser,
  TEST_PASSWORD,
  test,
  uniqueEmail,
  VERIFICATION_LINK,
} from './support/fixtures';

// A guarded page asked for while signed out answers 401 from /api/me first; the browser logs that.
test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 40[134]/] });

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

test('onboarding → parent registration → wizard → parent dashboard', async ({ page }) => {
  // The whole first journey (eight pages, an axe run on each) is the suite's first test, on a cold server: it can
  // take about as long as the default timeout.
  test.setTimeout(60_000);
  await page.goto('/onboarding?mode=parent');
  for (const heading of ['Welcome', 'Age-Appropriate Content', 'Parental Controls', 'Islamic Values']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Are you a parent or a creator?' })).toBeVisible();
  await page
    .getByRole('link', { name: /parent/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/register\?role=parent/);

  await page.getByLabel('Full name').fill('Hafsa Parent');
  await page.getByLabel('Email').fill(uniqueEmail('wizard'));
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/get-started$/);
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Date of birth is required')).toBeVisible();
  await page.getByLabel('Name').fill('Ibrahim');
  await page.getByLabel('Date of birth').fill(yearsAgo(-1));
  await page.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByText('Date of birth cannot be in the future')).toBeVisible();
  await page.getByLabel('Date of birth').fill(yearsAgo(19));
  await page.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByText('Child must be under 18 years old')).toBeVisible();
  await page.getByLabel('Date of birth').fill(yearsAgo(6));
  await page.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByText('Ibrahim')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  const slider = page.getByLabel('Daily screen time for Ibrahim');
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(12);
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  // Each child's values preset, with the same cards as Child Settings.
  const values = page.getByRole('group', {
    name: 'Values: music, faces, magic, imagery, dancing',
    exact: true,
  });
  await expect(values.getByRole('radio', { name: /^Open/ })).toBeChecked();
  await values.getByText('Very careful', { exact: true }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/parent$/);
  await expect(page.getByRole('button', { name: 'Login as Ibrahim' })).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/parent-dashboard.png' });

  const me = await (await page.request.get('/api/me')).json();
  expect(me.profile).toMatchObject({
    subscriptionStatus: 'active',
    subscriptionTier: 'Basic',
    setupCompleted: true,
  });
  const kids = await (await page.request.get('/api/children')).json();
  expect(kids[0]).toMatchObject({
    name: 'Ibrahim',
    screenTimeLimit: 105,
    valuesFilter: { preset: 'strict', music: 'voice', faces: 'none' },
  });
});

test('a new parent confirms their e-mail: banner, refused queue with a resend button, the link confirms', async ({
  page,
}) => {
  // Five pages, four accessibility scans and a mail round trip: more than the default 30 s on a loaded machine.
  test.slow();
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true, verified: false });
  await page.goto('/dashboard/parent');
  const banner = page.getByRole('region', { name: 'Confirm your e-mail address' });
  await expect(banner.getByText(/Please confirm your e-mail address/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/confirm-email-banner.png' });

  // The pending queue needs a confirmed address: the server's message and a resend button, never a blank page.
  await page.goto('/dashboard/parent/pending-content');
  await expect(page.getByText(/Please confirm your e-mail address first/)).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(page.getByText('We sent a new confirmation link. Please check your e-mail.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/pending-needs-confirmed-email.png' });

  // So does sharing a video.
  await page.goto('/share');
  await expect(page.getByText(/Please confirm your e-mail address first/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();

  const link = await linkFromMail(parent.email, VERIFICATION_LINK);
  await page.goto(link);
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByText('Your e-mail address is confirmed. Thank you!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/email-confirmed.png' });

  await page.goto('/dashboard/parent/pending-content');
  await expect(page.getByRole('heading', { name: 'Review pending content' })).toBeVisible();
  await expect(page.getByText(/Please confirm your e-mail address first/)).toHaveCount(0);
});

test('an expired or broken confirmation link says so and offers a new one', async ({ page }) => {
  await signUpInBrowser(page, { role: 'parent', setupCompleted: true, verified: false });
  await page.goto('/api/auth/verify-email?token=broken&callbackURL=%2Femail-verified');
  await expect(page).toHaveURL(/\/email-verified\?error=INVALID_TOKEN$/);
  await expect(page.getByText('This confirmation link has expired or is not valid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();
});

test('creator registration → creator setup → creator dashboard', async ({ page }) => {
  await page.goto('/register?role=creator&from=onboarding');
  await page.getByLabel('Full name').fill('Sumayyah Stories');
  await page.getByLabel('Email').fill(uniqueEmail('creator'));
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/creator\/get-started$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Sumayyah Stories');
  await page.getByLabel('Bio').fill('Bedtime stories about good manners.');
  await page.getByLabel(/YouTube channel/).fill('https://example.com/nope');
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page.getByText('Please enter a valid YouTube channel URL')).toBeVisible();
  await page.getByLabel(/YouTube channel/).fill('https://www.youtube.com/@sumayyahstories');
  await page.getByRole('button', { name: 'Moral Lessons' }).click();
  await expect(page.getByRole('button', { name: 'Moral Lessons' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard\/creator$/);
  await expect(page.getByRole('link', { name: 'Creator Studio' })).toBeVisible();
});

// Registration is open on a fresh install; the invite-only notice is in outreach-waitlist.exclusive.spec.ts.
test('register without coming from onboarding shows the form while registration is open', async ({
  page,
}) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toHaveCount(0);
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('sign-in returns to the guarded page first asked for; sign-out goes to /signin', async ({ page }) => {
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  await page.context().clearCookies();

  await page.goto('/settings/profile');
  // The server's guard sends the visitor to the landing page with the page to come back to.
  await expect(page).toHaveURL(/\/\?next=%2Fsettings%2Fprofile$/);
  await page.goto('/signin');
  await signInWithForm(page, parent.email, parent.password);
  await expect(page).toHaveURL(/\/settings\/profile$/);

  await page.goto('/dashboard/parent');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test('the Account tab shows the first letter of the e-mail and opens the dashboard of the role', async ({
  page,
}) => {
  await signUpInBrowser(page, { role: 'creator', email: uniqueEmail('zed'), setupCompleted: true });
  await page.goto('/feed');
  const account = page.getByRole('link', { name: 'Account' });
  await expect(account).toContainText('Z');
  await account.click();
  await expect(page).toHaveURL(/\/dashboard\/creator$/);
});

test('a wrong role gets "Access Denied"', async ({ page }) => {
  await signUpInBrowser(page, { role: 'creator', setupCompleted: true });
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('forgot password → e-mail over SMTP → reset → sign in with the new password', async ({ page }) => {
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  await page.context().clearCookies();
  await page.goto('/signin');
  await page.getByRole('link', { name: /Forgot password/ }).click();
  // The sign-in page has an Email field too: wait for the forgot-password page (a lazily loaded chunk) first.
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(parent.email);
  await page.getByRole('button', { name: /reset/i }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const link = await linkFromMail(parent.email, /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password').fill('a-brand-new-password-9');
  await page.getByLabel('Confirm password').fill('a-brand-new-password-9');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await signInWithForm(page, parent.email, 'a-brand-new-password-9');
  await expect(page).toHaveURL(/\/dashboard\/parent$/);
});

test('Google sign-in against the local OpenID provider creates the user and the profile', async ({
  page,
}) => {
  const email = uniqueEmail('google');
  await page.goto('/signin');
  await page.getByRole('button', { name: /Google/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${readE2eState().oidcIssuer}`));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/get-started$/);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user.email).toBe(email);
  expect(me.profile.kind).toBe('parent');
});

test('a user with neither profile completes it by choosing a role', async ({ page }) => {
  await signUpInBrowser(page, { role: 'none' });
  await page.goto('/complete-profile');
  await expect(
    page.getByRole('heading', { level: 1, name: "Choose how you'll use Qamar Kids" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /creator/i }).click();
  await expect(page).toHaveURL(/\/creator\/get-started$/);
});

test('an account that has its role is offered none: /complete-profile sends it on', async ({ page }) => {
  await signUpInBrowser(page, { role: 'creator', setupCompleted: true });
  await page.goto('/complete-profile');
  await expect(page).toHaveURL(/\/dashboard\/creator$/);
  await expect(page.getByRole('button', { name: /parent/i })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('profile settings: save shows the spec message; a public profile shows name, type and bio', async ({
  page,
}) => {
  const creator = await signUpInBrowser(page, {
    role: 'creator',
    name: 'Nusaybah Tales',
    setupCompleted: true,
  });
  await page.goto('/settings/profile');
  await page.getByLabel('Full name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await page.getByLabel('Full name').fill('Nusaybah Tales');
  await page.getByLabel('Bio').fill('Gentle stories about honesty.');
  await page.getByLabel('City').fill('Bradford');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/profile/${creator.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nusaybah Tales' })).toBeVisible();
  await expect(page.getByText('Creator', { exact: true })).toBeVisible();
  await expect(page.getByText('Gentle stories about honesty.')).toBeVisible();
});

test.describe('missing profile', () => {
  test.use({ allowConsole: [/status of 404/] });
  test('a missing public profile says so', async ({ page }) => {
    await page.goto('/profile/no-such-user');
    await expect(page.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
    await expect(
      page.getByText("The profile you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
  });
});

test('deleting an account asks for DELETE and the password, then signs out', async ({ page }) => {
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  await page.goto('/settings/profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('dialog').getByLabel('Password').fill(parent.password);
  await page.getByRole('button', { name: 'Delete account permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/get-session')).status()).toBe(200);
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-SA' });
  test('deleting an account asks for the Arabic word, not the English DELETE', async ({ page }) => {
    const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
    await page.goto('/settings/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.getByRole('button', { name: arProfile.deleteAccount.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: arProfile.deleteAccount.dialogTitle });
    const confirm = dialog.getByLabel('اكتب «حذف» للتأكيد');
    await dialog.getByLabel(arProfile.deleteAccount.password).fill(parent.password);
    // A wrong word is refused in the same words as the label.
    await confirm.fill('حذ');
    await dialog.getByRole('button', { name: arProfile.deleteAccount.submit }).click();
    await expect(dialog.getByText('اكتب «حذف» للتأكيد', { exact: true }).last()).toBeVisible();
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect((await page.request.get('/api/auth/get-session')).status()).toBe(200);
    await expectNoAxeViolations(page);
    // The Arabic word (with a harakah, as a phone keyboard may add it) deletes the account.
    await confirm.fill('حَذف');
    await dialog.getByRole('button', { name: arProfile.deleteAccount.submit }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  });
});

test('the demo admin signs in and lands on the admin dashboard', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signInWithForm(page, 'admin@demo.qamarkids.local', E2E_DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
});

test('onboarding Skip completes it and goes to the feed; coming back goes straight to /feed', async ({
  page,
}) => {
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/feed$/);
});

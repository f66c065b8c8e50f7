// The front door's forms work before the app's scripts (decision 030-f): each is sent from a browser with JavaScript
// turned off (a plain post to the page's action, answered with a redirect or the page drawn again with the spec's
// message) and, the same way, with the app running.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, sql, TEST_PASSWORD, test, uniqueEmail } from './support/fixtures';

/** The exact English better-auth answers a wrong password (or an unknown address) with. */
const WRONG_PASSWORD_MESSAGE = 'Invalid email or password';

// Signed-out pages ask /api/me first (401), and a refused sign-in is a 401 too; the browser logs both.
test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 40[13]/] });

/** A browser with JavaScript off: what the server's HTML and a form's plain post do on their own. */
async function withoutScripts(browser: Browser, run: (page: Page, context: BrowserContext) => Promise<void>) {
  const baseURL = test.info().project.use.baseURL ?? '';
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

async function registeredAccount(page: Page): Promise<string> {
  const email = uniqueEmail('forms');
  const baseURL = test.info().project.use.baseURL ?? '';
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { Origin: new URL(baseURL).origin },
    data: { name: 'Form Person', email, password: TEST_PASSWORD },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  return email;
}

async function signInWith(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('sign in', () => {
  test('without JavaScript: a wrong password shows the spec message, the right one signs in', async ({
    browser,
  }) => {
    await withoutScripts(browser, async (page, context) => {
      const email = await registeredAccount(page);
      await context.clearCookies();
      await page.goto('/signin');
      await signInWith(page, email, 'not-the-right-password-1');
      await expect(page.getByText(WRONG_PASSWORD_MESSAGE, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/signin$/);
      // The address typed is kept; the password is not.
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
      expect((await context.request.get('/api/me')).status()).toBe(401);

      await signInWith(page, email, TEST_PASSWORD);
      await expect(page).not.toHaveURL(/\/signin/);
      expect((await context.request.get('/api/me')).status()).toBe(200);
    });
  });

  test('without JavaScript: an empty form names the missing fields and signs nobody in', async ({
    browser,
  }) => {
    await withoutScripts(browser, async (page, context) => {
      await page.goto('/signin');
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
      await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
      expect((await context.request.get('/api/me')).status()).toBe(401);
    });
  });

  test('with the app: a wrong password shows the spec message, the right one signs in', async ({ page }) => {
    const email = await registeredAccount(page);
    await page.context().clearCookies();
    await page.goto('/signin');
    await signInWith(page, email, 'not-the-right-password-1');
    await expect(page.getByText(WRONG_PASSWORD_MESSAGE, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    await signInWith(page, email, TEST_PASSWORD);
    await expect(page).not.toHaveURL(/\/signin/);
    expect((await page.request.get('/api/me')).status()).toBe(200);
  });

  test('typed before the app has taken the page over: the app sends what the fields hold', async ({
    page,
  }) => {
    const email = await registeredAccount(page);
    await page.context().clearCookies();
    // The app's entry script held back, so the drawn form is typed in well before the app runs.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const entry = /\/assets\/entry\.client-[\w-]+\.js$/;
    await page.route(entry, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/signin', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await expect(page.locator('#root')).not.toHaveAttribute('data-ready', 'true');
    release();
    await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
    await page.unroute(entry);
    // Sent by the app now (its own submit reads the form): not "Email is required", but signed in.
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/signin/);
    expect((await page.request.get('/api/me')).status()).toBe(200);
  });
});

test.describe('forgot password', () => {
  for (const scripts of [false, true]) {
    test(`${scripts ? 'with the app' : 'without JavaScript'}: an empty address is refused, then "Check your email"`, async ({
      browser,
      page: appPage,
    }) => {
      const send = async (page: Page) => {
        await page.goto('/forgot-password');
        await page.getByRole('button', { name: 'Send reset link' }).click();
        await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
        await page.getByLabel('Email').fill(uniqueEmail('forgot'));
        await page.getByRole('button', { name: 'Send reset link' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
      };
      if (scripts) await send(appPage);
      else await withoutScripts(browser, (page) => send(page));
    });
  }
});

test.describe('contact', () => {
  for (const scripts of [false, true]) {
    test(`${scripts ? 'with the app' : 'without JavaScript'}: a missing subject is refused with what was typed kept, then the message is sent`, async ({
      browser,
      page: appPage,
    }) => {
      const email = uniqueEmail(`contact-${scripts ? 'app' : 'plain'}`);
      const send = async (page: Page) => {
        await page.goto('/contact');
        const form = page.getByRole('form', { name: /contact/i });
        await form.getByLabel('Name').fill('Form Person');
        await form.getByLabel('Email').fill(email);
        await form.getByLabel('Message').fill('Salaam, a question about the children’s feed.');
        await form.getByRole('button', { name: 'Send message' }).click();
        await expect(page.getByText('Subject is required', { exact: true })).toBeVisible();
        await expect(form.getByLabel('Email')).toHaveValue(email);
        await form.getByLabel('Subject').fill('A question');
        await form.getByRole('button', { name: 'Send message' }).click();
        await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible();
      };
      if (scripts) await send(appPage);
      else await withoutScripts(browser, (page) => send(page));
      const stored = await sql('select count(*)::int as count from contact_messages where email = $1', [
        email,
      ]);
      expect(stored.rows[0]?.count).toBe(1);
    });
  }
});

test.describe('mailing list', () => {
  for (const scripts of [false, true]) {
    test(`${scripts ? 'with the app' : 'without JavaScript'}: a bad address is refused, then a creator joins from the landing page`, async ({
      browser,
      page: appPage,
    }) => {
      const email = uniqueEmail(`list-${scripts ? 'app' : 'plain'}`);
      const join = async (page: Page) => {
        await page.goto('/');
        const form = page.getByRole('form').first();
        await form.getByText('Creator', { exact: true }).click();
        await form.getByLabel('Email address').fill('not-an-address');
        await form.getByRole('button', { name: 'Join the list' }).click();
        await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
        await form.getByLabel('Email address').fill(email);
        await form.getByRole('button', { name: 'Join the list' }).click();
        await expect(page.getByText(/^Thank you for joining!/)).toBeVisible();
      };
      if (scripts) await join(appPage);
      else await withoutScripts(browser, (page) => join(page));
      const stored = await sql('select user_type from waitlist_entries where email = $1', [email]);
      expect(stored.rows).toEqual([{ user_type: 'creator' }]);
    });
  }
});

test.describe('register', () => {
  for (const scripts of [false, true]) {
    test(`${scripts ? 'with the app' : 'without JavaScript'}: a short password is refused, then a parent account is made and set up next`, async ({
      browser,
      page: appPage,
    }) => {
      const email = uniqueEmail(`register-${scripts ? 'app' : 'plain'}`);
      const register = async (page: Page) => {
        await page.goto('/register?role=parent');
        await page.getByLabel('Full name').fill('Form Parent');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password', { exact: true }).fill('short');
        await page.getByRole('button', { name: 'Create account' }).click();
        await expect(page.getByText('Password must be at least 8 characters', { exact: true })).toBeVisible();
        await expect(page.getByLabel('Email')).toHaveValue(email);
        await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
        await page.getByRole('button', { name: 'Create account' }).click();
        await expect(page).toHaveURL(/\/get-started$/);
        const me = await page.request.get('/api/me');
        expect(me.status()).toBe(200);
        expect(((await me.json()) as { user: { role: string } }).user.role).toBe('parent');
      };
      if (scripts) await register(appPage);
      else await withoutScripts(browser, (page) => register(page));
    });
  }
});

// Arabic and Urdu in a real browser: a first visit from an Arabic or Urdu browser turns the page right to
// left; a wrong password and an empty registration form answer in the language; the navigation is translated; the
// feed, a video and the parent dashboard are axe clean and photographed (e2e/screenshots/*-ar.png, *-ur.png) for a
// person to look at.
import type { Page } from '@playwright/test';
import arErrors from '../src/shared/texts/ar/errors.json' with { type: 'json' };
import urErrors from '../src/shared/texts/ur/errors.json' with { type: 'json' };
import arAuth from '../src/web/locales/ar/auth.json' with { type: 'json' };
import arCommon from '../src/web/locales/ar/common.json' with { type: 'json' };
import arDashboards from '../src/web/locales/ar/dashboards.json' with { type: 'json' };
import urAuth from '../src/web/locales/ur/auth.json' with { type: 'json' };
import urCommon from '../src/web/locales/ur/common.json' with { type: 'json' };
import urDashboards from '../src/web/locales/ur/dashboards.json' with { type: 'json' };
import {
  expect,
  expectNoAxeViolations,
  signUpInBrowser,
  TEST_PASSWORD,
  test,
  uniqueEmail,
} from './support/fixtures';

const LOCALES = [
  {
    locale: 'ar',
    browser: 'ar-SA',
    font: 'Noto Naskh Arabic Variable',
    common: arCommon,
    auth: arAuth,
    errors: arErrors,
    dashboards: arDashboards,
  },
  {
    locale: 'ur',
    browser: 'ur-PK',
    font: 'Noto Nastaliq Urdu',
    common: urCommon,
    auth: urAuth,
    errors: urErrors,
    dashboards: urDashboards,
  },
] as const;

/** The exact English better-auth answers a wrong password (or an unknown address) with, code NOT_AUTHENTICATED. */
const WRONG_PASSWORD_MESSAGE = 'Invalid email or password';

// Signed-out pages ask /api/me first (401), and a refused sign-in is a 401 too; the browser logs both.
test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 40[13]/] });

/** Nothing sticks out sideways: a right-to-left page that overflows scrolls its start off the screen. */
async function expectNoSidewaysOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.client);
}

/** Waits until the page's web fonts and images are in, so a screenshot shows what a parent sees. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
      ),
    );
  });
}

for (const l of LOCALES) {
  test.describe(`${l.locale}: right to left from the first visit`, () => {
    test.use({ locale: l.browser });

    test(`a wrong password is refused in ${l.locale}`, async ({ page }) => {
      const email = uniqueEmail(`wrong-password-${l.locale}`);
      await page.goto('/signin');
      const signUp = await page.request.post('/api/auth/sign-up/email', {
        headers: { Origin: new URL(page.url()).origin },
        data: { name: 'Test Person', email, password: TEST_PASSWORD },
      });
      expect(signUp.status()).toBe(200);
      await page.context().clearCookies();
      await page.reload();

      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', l.locale);
      await expect(html).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: l.auth.signIn.title })).toBeVisible();
      await page.getByLabel(l.auth.fields.email).fill(email);
      await page.getByLabel(l.auth.fields.password, { exact: true }).fill('not-the-right-password-1');
      await page.getByRole('main').getByRole('button', { name: l.auth.actions.signIn, exact: true }).click();
      await expect(page.getByText(l.errors.messages.invalidEmailPassword, { exact: true })).toBeVisible();
      await expect(page.getByText(WRONG_PASSWORD_MESSAGE)).toHaveCount(0);
      await expect(page).toHaveURL(/\/signin$/);
      await expectNoAxeViolations(page);
    });

    test(`an empty registration form names each missing field in ${l.locale}`, async ({ page }) => {
      await page.goto('/register?role=parent&from=onboarding');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: l.auth.register.parent.title })).toBeVisible();
      await page.getByRole('button', { name: l.auth.register.submit }).click();
      for (const [key, english] of [
        ['fullNameRequired', 'Full name is required'],
        ['emailRequired', 'Email is required'],
        ['passwordRequired', 'Password is required'],
      ] as const) {
        await expect(page.getByText(l.errors.messages[key], { exact: true })).toBeVisible();
        await expect(page.getByText(english, { exact: true })).toHaveCount(0);
      }
      // Each message is tied to its field (aria-describedby), so a screen reader reads it in the language too.
      await expect(page.getByLabel(l.auth.fields.fullName)).toHaveAccessibleDescription(
        new RegExp(l.errors.messages.fullNameRequired),
      );
      await expectNoAxeViolations(page);
    });

    test(`the feed in ${l.locale}: translated navigation, axe clean, screenshot`, async ({ page }) => {
      await page.goto('/feed');
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', l.locale);
      await expect(html).toHaveAttribute('dir', 'rtl');
      const nav = page.getByRole('navigation', { name: l.common.nav.main });
      for (const tab of [l.common.nav.tabs.videos, l.common.nav.tabs.games, l.common.nav.tabs.tutor]) {
        await expect(nav.getByRole('link', { name: tab })).toBeVisible();
      }
      await expect(nav.getByRole('link', { name: 'Videos' })).toHaveCount(0);
      // The picker in the top bar (the feed's content-language filter is a different control).
      await expect(page.getByRole('banner').getByLabel(l.common.languagePicker.label)).toHaveValue(l.locale);
      await expect(page.locator('main a[href^="/video/"]').first()).toBeVisible();
      await expect
        .poll(() => page.evaluate((font) => document.fonts.check(`16px "${font}"`, 'ا'), l.font))
        .toBe(true);
      await expectNoAxeViolations(page);
      await settle(page);
      await expectNoSidewaysOverflow(page);
      await page.screenshot({ path: `e2e/screenshots/feed-${l.locale}.png`, fullPage: true });
    });

    test(`a video in ${l.locale}: axe clean, screenshot`, async ({ page }) => {
      const html = page.locator('html');
      const feed = (await (await page.request.get('/api/feed')).json()) as { items: { id: string }[] };
      const id = feed.items[0]?.id;
      expect(id).toBeDefined();
      await page.goto(`/video/${id}`);
      await expect(html).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('navigation', { name: l.common.nav.main })).toBeVisible();
      await expectNoAxeViolations(page);
      await settle(page);
      await expectNoSidewaysOverflow(page);
      await page.screenshot({ path: `e2e/screenshots/video-${l.locale}.png`, fullPage: true });
    });

    test(`the parent dashboard in ${l.locale}: axe clean, screenshot`, async ({ page }) => {
      await page.goto('/feed');
      await signUpInBrowser(page, { role: 'parent', name: 'Maryam', setupCompleted: true });
      const child = await page.request.post('/api/children', {
        headers: { Origin: new URL(page.url()).origin },
        data: { name: 'Yusuf', dateOfBirth: `${new Date().getUTCFullYear() - 7}-03-15` },
      });
      expect(child.status(), await child.text()).toBe(201);
      await page.goto('/dashboard/parent');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: l.dashboards.parent.title })).toBeVisible();
      await expect(page.getByText('Yusuf').first()).toBeVisible();
      // The child's age band reads 6-8 left to right: after Arabic or Urdu letters the bidi algorithm would draw 8-6.
      const band = page.getByText(/6-8/).first();
      const [six, eight] = await band.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const node = walker.currentNode as Text;
          const at = node.data.indexOf('6-8');
          if (at < 0) continue;
          const range = document.createRange();
          const x = (index: number) => {
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            return range.getBoundingClientRect().x;
          };
          return [x(at), x(at + 2)];
        }
        return [0, 0];
      });
      expect(six, '6 drawn left of 8').toBeLessThan(eight as number);
      await expectNoAxeViolations(page);
      await settle(page);
      await expectNoSidewaysOverflow(page);
      await page.screenshot({ path: `e2e/screenshots/parent-dashboard-${l.locale}.png`, fullPage: true });
    });
  });
}

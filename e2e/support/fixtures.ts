// Shared Playwright fixtures: every test fails on unexpected console errors or warnings and uncaught page errors;
// the embed hosts (unreachable offline) answer with a stand-in page so players can be asserted; helpers create
// signed-in users through the real API (and set roles the API cannot grant directly in the database).

import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { readE2eState } from './e2e-state';

export const EMBED_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.instagram.com',
  'https://www.tiktok.com',
];

/**
 * The official embed scripts, standing in offline: like the real ones they turn the page's blockquotes into
 * iframes of the embed pages (Instagram on `instgrm.Embeds.process()`, TikTok when the script runs).
 */
const EMBED_SCRIPT_STAND_INS: Record<string, string> = {
  'https://www.instagram.com/embed.js': `window.instgrm = { Embeds: { process() {
    for (const quote of document.querySelectorAll('blockquote.instagram-media')) {
      const frame = document.createElement('iframe');
      frame.src = quote.dataset.instgrmPermalink + 'embed/';
      frame.title = 'Instagram embed';
      frame.className = 'instagram-media-rendered';
      quote.replaceWith(frame);
    }
  } } }; window.instgrm.Embeds.process();`,
  'https://www.tiktok.com/embed.js': `for (const quote of document.querySelectorAll('blockquote.tiktok-embed')) {
    const frame = document.createElement('iframe');
    frame.src = 'https://www.tiktok.com/embed/v2/' + quote.dataset.videoId;
    frame.title = 'TikTok embed';
    quote.replaceWith(frame);
  }`,
};

/** `cookieBanner`: false (default) gives every page a stored cookie choice, so the banner stays out of
 * the way of tests about something else; e2e/outreach.spec.ts turns it on. */
type Fixtures = {
  page: Page;
  embedRequests: string[];
  allowConsole: RegExp[];
  cookieBanner: boolean;
  consoleCheck: ConsoleCheck;
};

/**
 * What the page's console check has found so far. The check fails the test on whatever is left when it ends;
 * `take()` hands the findings to the test instead (e2e/console-check.spec.ts tests the check itself).
 */
export type ConsoleCheck = {
  problems: string[];
  /** Items whose thumbnail answered 404 (their id, or `youtube:` and the video's id for a proxied YouTube
   * thumbnail): a problem only if the item is published (see below). */
  missingThumbnails: Set<string>;
  take: () => Promise<string[]>;
};

export const test = base.extend<Fixtures>({
  allowConsole: [[], { option: true }],
  cookieBanner: [false, { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  embedRequests: async ({}, use) => {
    await use([]);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  consoleCheck: async ({}, use) => {
    const check: ConsoleCheck = {
      problems: [],
      missingThumbnails: new Set(),
      take: async () => {
        const found = [...check.problems, ...(await thumbnailsOfPublishedItems(check.missingThumbnails))];
        check.problems.length = 0;
        check.missingThumbnails.clear();
        return found;
      },
    };
    await use(check);
  },
  page: async ({ page, embedRequests, allowConsole, cookieBanner, consoleCheck }, use) => {
    if (!cookieBanner) {
      await page.addInitScript(() => {
        // Every frame runs this; sandboxed embeds may not touch storage at all.
        try {
          if (window.top !== window || window.localStorage.getItem('cookie_consent')) return;
          window.localStorage.setItem('cookie_consent', '{"analyticsEnabled":true,"marketingEnabled":false}');
        } catch {
          // No storage in this frame: nothing to do.
        }
      });
    }
    const { problems, missingThumbnails } = consoleCheck;
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const text = message.text();
      if (allowConsole.some((pattern) => pattern.test(text))) return;
      // "Failed to load resource" names no resource in its text; its location is the resource's URL.
      const where = text.startsWith('Failed to load resource') ? ` (${message.location().url})` : '';
      const thumbnail = thumbnailOf(message.location().url);
      if (thumbnail && text.includes('status of 404')) return void missingThumbnails.add(thumbnail);
      problems.push(`console.${message.type()}: ${text}${where}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    for (const host of EMBED_HOSTS) {
      await page.route(`${host}/**`, async (route) => {
        embedRequests.push(route.request().url());
        const script = EMBED_SCRIPT_STAND_INS[new URL(route.request().url()).href];
        await route.fulfill(
          script
            ? { contentType: 'application/javascript', body: script }
            : { contentType: 'text/html', body: '<!doctype html><title>embed</title><p>Embedded player</p>' },
        );
      });
    }
    // The Google stand-in's login page asks for web fonts; this machine is offline.
    await page.route('https://fonts.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/css', body: '' }),
    );
    // Every page is drawn by the server and then hydrated: a navigation returns once React has hydrated it (the
    // document's root route marks #root data-ready, app/root.tsx), so a test's clicks reach a live page. A response
    // that is not the app (no #root) returns at once.
    // Polled from here, not with the page's timers: a test may have installed Playwright's fake clock.
    const alive = async () => {
      const deadline = Date.now() + 15_000;
      const ready = () =>
        page
          .evaluate(() => {
            const root = document.getElementById('root');
            return root === null || root.dataset.ready === 'true';
          })
          // A navigation the page makes by itself replaces the document being asked: ask the new one.
          .catch(() => false);
      while (!(await ready())) {
        if (Date.now() > deadline) throw new Error('the app did not start within 15 s (#root data-ready)');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      // `waitUntil: 'commit'` asks for the page as soon as it arrives: a test holding the app's scripts back.
      if (args[1]?.waitUntil !== 'commit') await alive();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args) => {
      const response = await reload(...args);
      await alive();
      return response;
    };
    await use(page);
    expect(await consoleCheck.take(), 'unexpected console output').toEqual([]);
  },
});

export { expect };

/**
 * Waits until the app has hydrated the page on screen: after a full page load the app makes itself (leaving child
 * mode, starting it), a click before then reaches server HTML without handlers. The fixture's goto and reload
 * already wait.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
}

/** The item a thumbnail's URL shows: drawn (`/api/media/thumbnails/<id>.svg`) or YouTube's, through the proxy. */
function thumbnailOf(url: string): string | undefined {
  const drawn = /\/api\/media\/thumbnails\/([0-9a-f-]{36})\.svg/.exec(url)?.[1];
  if (drawn) return drawn;
  if (!url.includes('/api/image-proxy?')) return undefined;
  const proxied = new URL(url).searchParams.get('url') ?? '';
  const videoId = /\/vi\/([\w-]{11})\//.exec(proxied)?.[1];
  return videoId ? `youtube:${videoId}` : undefined;
}

/**
 * Tests run side by side on one database, and a page lists what is published when it loads: the landing page's
 * featured video is the newest published item. When another test unpublishes that item before its thumbnail is
 * fetched, the server rightly answers 404 (an unpublished item's image is not for everyone). A 404 is a problem only
 * for an item that is published when the test ends.
 */
async function thumbnailsOfPublishedItems(items: Set<string>): Promise<string[]> {
  if (items.size === 0) return [];
  const ids = [...items].filter((item) => !item.startsWith('youtube:'));
  const videoIds = [...items].filter((item) => item.startsWith('youtube:')).map((item) => item.slice(8));
  const { rows } = await sql(
    `select id from content where status = 'published' and (id = any($1::uuid[]) or youtube_video_id = any($2))`,
    [ids, videoIds],
  );
  return rows.map((row: { id: string }) => `a published item's thumbnail answered 404: ${row.id}`);
}

/** Runs axe on the current page and fails on any violation. */
export async function expectNoAxeViolations(page: Page) {
  // Lazy pages show "Loading..." first; every finished page has exactly one h1, so wait for it.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

let counter = 0;

export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@example.test`;
}

export const TEST_PASSWORD = 'a-fine-test-password-42';

/** The newest link matching `pattern` in the mail the SMTP stand-in received for `email` (polled until it arrives). */
export async function linkFromMail(email: string, pattern: RegExp): Promise<string> {
  const { mailDir } = readE2eState();
  let link: string | undefined;
  await expect
    .poll(() => {
      for (const file of fs.readdirSync(mailDir).sort()) {
        const mail = JSON.parse(fs.readFileSync(path.join(mailDir, file), 'utf8')) as {
          to: string[];
          raw: string;
        };
        if (!mail.to.includes(email.toLowerCase())) continue;
        const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        link = pattern.exec(text)?.[0] ?? link;
      }
      return link;
    })
    .toBeDefined();
  return link as string;
}

export const VERIFICATION_LINK = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/;

/** Opens the confirmation link e-mailed to `email` in this page's browser context (as a person would). */
export async function verifyEmailInBrowser(page: Page, email: string) {
  const link = new URL(await linkFromMail(email, VERIFICATION_LINK));
  const response = await page.request.get(link.pathname + link.search, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/email-verified');
}

/**
 * Signs a new user up in this page's browser context (cookies included), confirms the address through the
 * e-mailed link (unless `verified: false`) and gives them a role.
 */
export async function signUpInBrowser(
  page: Page,
  options: {
    role: 'parent' | 'creator' | 'admin' | 'none';
    name?: string;
    email?: string;
    setupCompleted?: boolean;
    verified?: boolean;
  },
) {
  const email = options.email ?? uniqueEmail(options.role);
  const origin = new URL(page.url() === 'about:blank' ? (test.info().project.use.baseURL ?? '') : page.url())
    .origin;
  const headers = { Origin: origin };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: { name: options.name ?? 'Test Person', email, password: TEST_PASSWORD },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  // Sign-up starts no session (it answers the same for a registered address): sign in, as the register form does.
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers,
    data: { email, password: TEST_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { user } = (await signIn.json()) as { user: { id: string } };
  if (options.verified !== false) await verifyEmailInBrowser(page, email);
  if (options.role === 'parent' || options.role === 'creator') {
    const role = await page.request.post('/api/me/role', { headers, data: { role: options.role } });
    expect(role.status()).toBe(200);
    if (options.setupCompleted && options.role === 'parent') {
      expect((await page.request.post('/api/parent/setup-complete', { headers, data: {} })).status()).toBe(
        200,
      );
    }
    if (options.setupCompleted && options.role === 'creator') {
      const setup = await page.request.post('/api/creator/setup', {
        headers,
        data: { fullName: options.name ?? 'Test Creator', expertise: [] },
      });
      expect(setup.status()).toBe(200);
    }
  }
  if (options.role === 'admin') await sql('update users set role = $1 where id = $2', ['admin', user.id]);
  return { id: user.id, email, password: TEST_PASSWORD };
}

/** Runs one statement against the test server's database. */
export async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: readE2eState().databaseUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

const VALUE_QUESTIONS = {
  music: 'Does the video have music?',
  faces: 'Are faces drawn or shown?',
  magic: 'Is magic used to solve problems?',
  imagery: 'Does it show animals or imagery some families avoid (for example pigs as heroes)?',
  dancing: 'Is there mixed dancing?',
} as const;

/**
 * Answers the values questions of a submission or upload form by their English words; by default a video with
 * nothing to declare (no music, no faces, no magic, no avoided imagery, no mixed dancing).
 */
export async function answerValueQuestions(
  scope: Page | Locator,
  answers: Partial<Record<keyof typeof VALUE_QUESTIONS, string>> = {},
): Promise<void> {
  const chosen = {
    music: 'No music',
    faces: 'No faces',
    magic: 'No',
    imagery: 'No',
    dancing: 'No',
    ...answers,
  };
  for (const [axis, answer] of Object.entries(chosen)) {
    const group = scope.getByRole('radiogroup', {
      name: VALUE_QUESTIONS[axis as keyof typeof VALUE_QUESTIONS],
    });
    await group.getByRole('radio', { name: answer, exact: true }).check();
  }
}

// The pages that are the same for every visitor, drawn once per locale from the web build and kept (decision 030-p):
// public cache headers and script hashes for visitors, the caller's own private page for anyone signed in or in
// child mode, an administrator's edit or a catalog change on the very next request, one drawing for visitors who ask
// together. These tests draw real pages, so they need the web build: it is made here when it is missing (a fresh
// clone runs the API tests before `npm run build`).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { content } from '#server/db/schema/content';
import { testimonials } from '#server/db/schema/site';
import { type Caller, signUpAs } from '#server/test/auth-helpers';
import { insertContent, setFeedPublic } from '#server/test/factories';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app';
import { COOKIES } from '#shared/client-storage';

const WEB_ROOT = path.resolve('dist/web');

let t: TestApp;
let admin: Caller;
let parent: Caller;
/** Statements that read the testimonials: one per drawing of the landing page. */
let testimonialReads = 0;

beforeAll(async () => {
  if (!fs.existsSync(path.join(WEB_ROOT, 'server', 'index.js'))) {
    console.warn('kept-pages.test.ts: no web build in dist/web; running `npm run build:web` first');
    execFileSync('npm', ['run', 'build:web'], { stdio: 'ignore' });
  }
  t = await createTestApp(
    {},
    {
      webRoot: WEB_ROOT,
      logQuery: (query) => {
        if (/from "testimonials"/i.test(query)) testimonialReads += 1;
      },
    },
  );
  admin = await signUpAs(t.app, t.db, 'admin');
  parent = await signUpAs(t.app, t.db, 'parent');
  // A page is kept only while changes are announced: wait for the route cache's LISTEN connection.
  await t.routeCache.ensureListening();
  if (!t.routeCache.listening) throw new Error('change notifications did not start');
}, 240_000);

/**
 * Waits until every notification sent so far has reached this node: they arrive in order, so once a marker sent now
 * has dropped the pages, none of an earlier test's is still on its way to drop a page this test keeps.
 */
async function noticesSettled() {
  let arrived = false;
  const unsubscribe = t.routeCache.subscribe(() => {
    arrived = true;
  });
  try {
    await t.db.execute(sql`select pg_notify('route_cache_changed', '')`);
    await expect.poll(() => arrived, { timeout: 10_000 }).toBe(true);
  } finally {
    unsubscribe();
  }
}

beforeEach(async () => {
  await noticesSettled();
  t.keptPages.forget();
});

afterAll(async () => {
  await t?.close();
});

const page = async (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  t.app.request(url, { method, headers: { 'Accept-Encoding': 'identity', ...headers } });

/** The page's text without its scripts and tags, as a reader without JavaScript sees it. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** A visitor's top bar words in a locale, from the web's own catalog (read as data: the server imports no web code). */
function visitorBarIn(locale: string): string[] {
  const file = path.resolve('src/web/locales', locale, 'common.json');
  const { nav } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    nav: { signIn: string; getStarted: string };
  };
  return [nav.signIn, nav.getStarted];
}

const topBar = (html: string) => text(/<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? '');

/** The CSP source of each inline script, computed here from the page the browser gets. */
function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes?.includes('src='))
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
}

/** `visitorBar`: the top bar's words for a visitor in the page's language. */
function expectKeptForVisitors(response: Response, html: string, visitorBar = visitorBarIn('en')) {
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
  expect(response.headers.get('Vary')).toMatch(/Cookie, Accept-Language/);
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  expect(csp).not.toContain("'nonce-");
  const sources = scriptSources(html);
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) expect(csp).toContain(source);
  const bar = topBar(html);
  for (const words of visitorBar) expect(bar).toContain(words);
}

function expectDrawnForCaller(response: Response, status = 200) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
  expect(response.headers.get('Content-Security-Policy')).toMatch(/'nonce-[^']+'/);
  expect(response.headers.get('ETag')).toBeNull();
}

describe('a visitor', () => {
  it('gets the landing page kept in their locale: public headers, script hashes, lang and dir, the same bytes again', async () => {
    const english = await page('/', { 'Accept-Language': 'en-GB,en;q=0.9' });
    const englishHtml = await english.text();
    expectKeptForVisitors(english, englishHtml);
    expect(englishHtml).toMatch(/<html lang="en" dir="ltr"/);

    // Arabic by the browser's languages, and by the locale cookie over them: the same kept page.
    const arabic = await page('/', { 'Accept-Language': 'ar-EG,ar;q=0.9' });
    const arabicHtml = await arabic.text();
    expectKeptForVisitors(arabic, arabicHtml, visitorBarIn('ar'));
    expect(arabicHtml).toMatch(/<html lang="ar" dir="rtl"/);
    const chosen = await page('/', { 'Accept-Language': 'en', Cookie: `${COOKIES.locale}=ar` });
    expect(await chosen.text()).toBe(arabicHtml);
    expect(chosen.headers.get('ETag')).toBe(arabic.headers.get('ETag'));

    const again = await page('/', { 'Accept-Language': 'en' });
    expect(await again.text()).toBe(englishHtml);
    const unchanged = await page('/', {
      'Accept-Language': 'en',
      'If-None-Match': `W/${english.headers.get('ETag')}`,
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('Cache-Control')).toBe('public, max-age=60');
  });

  it('gets every page that is the same for all visitors kept, and HEAD answers as GET without a body', async () => {
    for (const url of [
      '/pricing',
      '/about',
      '/benefits',
      '/upgrade',
      '/beta',
      '/tutor',
      '/contact',
      '/terms',
      '/privacy',
      '/content-policy',
      '/halal-content-policy',
      '/youtube-notice',
    ]) {
      const response = await page(url, { 'Accept-Language': 'fr' });
      const html = await response.text();
      expectKeptForVisitors(response, html, visitorBarIn('fr'));
      expect(html, url).toMatch(/<html lang="fr" dir="ltr"/);
      expect(html, url).toMatch(/<h1\b/);
      const head = await page(url, { 'Accept-Language': 'fr' }, 'HEAD');
      expect(head.status, url).toBe(200);
      expect(await head.text(), url).toBe('');
      for (const name of ['Cache-Control', 'Vary', 'ETag', 'Content-Security-Policy', 'Content-Type'])
        expect(head.headers.get(name), `${url} ${name}`).toBe(response.headers.get(name));
    }
  });

  it('keeps one page per cookie choice: the banner is asked only of a device that has not chosen', async () => {
    const unchosen = await (await page('/')).text();
    const chosenAnswer = await page('/', { Cookie: `${COOKIES.consent}=1; ${COOKIES.locale}=en` });
    const chosen = await chosenAnswer.text();
    expectKeptForVisitors(chosenAnswer, chosen);
    expect(chosen).not.toBe(unchosen);
    expect(await (await page('/')).text()).toBe(unchosen);
  });

  it('gets a page drawn for the request, private, with a query, another cookie, the pseudo-locale or another page', async () => {
    for (const [url, headers] of [
      ['/?next=/dashboard', {}],
      ['/', { Cookie: 'something_else=1' }],
      ['/', { Cookie: `${COOKIES.pseudo}=on` }],
      ['/', { Authorization: 'Bearer not-a-session' }],
      ['/games', {}],
    ] as const) {
      const response = await page(url, headers);
      await response.text();
      expectDrawnForCaller(response);
    }
  });
});

describe('a signed-in caller', () => {
  it("gets their own page, private, right after a visitor's, and the visitor still gets theirs", async () => {
    const visitor = await (await page('/')).text();
    const name = (await (await parent.request('/api/me')).json()) as { user: { name: string } };
    expect(visitor).not.toContain(name.user.name);

    const own = await page('/', { Cookie: parent.cookie });
    const ownHtml = await own.text();
    expectDrawnForCaller(own);
    expect(ownHtml).toContain(name.user.name);
    expect(topBar(ownHtml)).not.toContain('Sign in');
    expect(topBar(ownHtml)).not.toContain('Get Started');
    // The session cookie beside a device's choices is still personal.
    const withChoices = await page('/pricing', { Cookie: `${COOKIES.locale}=en; ${parent.cookie}` });
    expectDrawnForCaller(withChoices);
    expect(topBar(await withChoices.text())).not.toContain('Sign in');

    const afterwards = await page('/');
    expect(await afterwards.text()).toBe(visitor);
    expect(afterwards.headers.get('Cache-Control')).toBe('public, max-age=60');
  });

  it('gets no kept page on a device in child mode', async () => {
    await page('/terms');
    const response = await page('/terms', { Cookie: `${COOKIES.child}=some-credential` });
    await response.text();
    expectDrawnForCaller(response);
  });
});

describe('what an administrator changes', () => {
  it("shows on the visitor's next request: the footer's support address and a new testimonial", async () => {
    const before = await (await page('/')).text();
    expect(text(before)).not.toContain('kept-pages@qamar-family.test');
    const saved = await admin.request('/api/admin/settings/site', {
      method: 'PUT',
      json: { siteName: 'Qamar Kids', supportEmail: 'kept-pages@qamar-family.test' },
    });
    expect(saved.status).toBe(200);
    const renamed = await page('/');
    const renamedHtml = await renamed.text();
    expectKeptForVisitors(renamed, renamedHtml);
    expect(text(renamedHtml)).toContain('kept-pages@qamar-family.test');

    const quote = 'Bedtime stories without the worry.';
    expect(text(renamedHtml)).not.toContain(quote);
    const created = await admin.request('/api/admin/site/testimonials', {
      json: { quote, authorLabel: 'Father of three, Bolton', rating: 5 },
    });
    expect(created.status).toBe(201);
    expect(text(await (await page('/')).text())).toContain(quote);
  });

  it("a refused write drops nothing: the visitor's page is still the kept one", async () => {
    const kept = await (await page('/')).text();
    const refused = await admin.request('/api/admin/site/testimonials', { json: { quote: '' } });
    expect(refused.status).toBe(400);
    expect(await (await page('/')).text()).toBe(kept);
  });

  it("shows a testimonial another node's administrator added, once that node announces its write", async () => {
    const quote = 'Our children ask for it by name.';
    const kept = await (await page('/')).text();
    // Written on another node: this node has no request to drop its page on, only the announcement.
    await t.db.insert(testimonials).values({ quote, authorLabel: 'Mother of two, Leeds', rating: 5 });
    expect(await (await page('/')).text()).toBe(kept);
    await t.db.execute(sql`select pg_notify('route_cache_changed', '')`);
    await expect.poll(async () => text(await (await page('/')).text())).toContain(quote);
  });

  it('a featured video that leaves the catalog leaves the kept landing page once the change is announced', async () => {
    // A visitor is shown the featured video while the feed is public.
    await setFeedPublic(t.deps, true);
    const video = await insertContent(t.db, { title: 'The Patient Gardener' });
    const featured = await admin.request('/api/admin/site/featured', {
      method: 'PUT',
      json: { contentId: video.id },
    });
    expect(featured.status).toBe(200);
    expect(text(await (await page('/')).text())).toContain('The Patient Gardener');
    // Not an administrator's write: the catalog's own notice is what drops the page.
    await t.db.update(content).set({ status: 'pending' }).where(eq(content.id, video.id));
    await expect.poll(async () => text(await (await page('/')).text())).not.toContain('The Patient Gardener');
  });
});

describe('visitors asking together', () => {
  it('get one drawing of the page between them, every one the same correct page', async () => {
    // The landing figures (which also read the testimonials) are kept by the route cache for minutes: read them
    // first, so that what is counted below is the testimonials' one read per drawing of the page.
    expect((await t.app.request('/api/site/stats')).status).toBe(200);
    const readsBefore = testimonialReads;
    const answers = await fireTogether(8, () => page('/', { 'Accept-Language': 'ur' }));
    expect(statusCounts(answers)).toEqual({ 200: 8 });
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toMatch(/<html lang="ur" dir="rtl"/);
    for (const answer of answers) expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(testimonialReads - readsBefore).toBe(1);
  });
});

describe('a page no visitor may keep', () => {
  it("is the landing page's form posted without scripts: answered for its request, never kept", async () => {
    const kept = await (await page('/')).text();
    // React Router refuses an action whose Origin is not the request's own.
    const answer = await t.app.request(`${TEST_ORIGIN}/?index`, {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=not-an-address',
    });
    const html = await answer.text();
    // The address is refused: the page comes back with the form's message, for this request only.
    expectDrawnForCaller(answer, 400);
    expect(html).not.toBe(kept);
    expect(await (await page('/')).text()).toBe(kept);
  });
});

// The pseudo-locale walk: with the pseudo-locale on (every interface text accented, padded by ~40 % and
// bracketed in ⟦ ⟧), every main page as the right user on a 360-px phone. A visible text or a labelling attribute
// without the brackets escaped translation (user content is marked translate="no" and skipped); an element whose
// text runs out of its box did not make room for a longer language.
import type { Page } from '@playwright/test';
import { COOKIES } from '../src/shared/client-storage';
import { PSEUDO_OPEN, pseudoText } from '../src/web/lib/i18n/pseudo';
import enAdmin from '../src/web/locales/en/admin.json' with { type: 'json' };
import enChildMode from '../src/web/locales/en/child-mode.json' with { type: 'json' };
import enFamily from '../src/web/locales/en/family.json' with { type: 'json' };
import enFeed from '../src/web/locales/en/feed.json' with { type: 'json' };
import { expect, signUpInBrowser, sql, test, uniqueEmail } from './support/fixtures';

test.use({
  viewport: { width: 360, height: 780 },
  // Guarded pages answer 401/403 while a session is checked; child-mode requests answer 40x on purpose.
  allowConsole: [/Failed to load resource: the server responded with a status of 40[0139]/],
});
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context, baseURL }) => {
  // A cookie, so the server draws every page in the pseudo-locale too (and the browser hydrates it in the same).
  await context.addCookies([{ name: COOKIES.pseudo, value: 'on', url: baseURL as string }]);
});

type Finding = { kind: 'text' | 'attribute' | 'overflow'; text: string; path: string };

/** Runs in the page: every visible text and labelling attribute without the pseudo brackets, and every overflow. */
function inspectPage(screenWidth: number): Finding[] {
  const OPEN = '⟦';
  const CLOSE = '⟧';
  const BRANDS = ['Qamar Kids', 'YouTube', 'Google', 'TikTok', 'Instagram'];
  const findings: Finding[] = [];

  const cssPath = (element: Element): string => {
    const parts: string[] = [];
    let node: Element | null = element;
    while (node && node !== document.body && parts.length < 8) {
      let part = node.tagName.toLowerCase();
      if (node.id && !/^[«:]/.test(node.id) && !node.id.includes(':')) {
        parts.unshift(`${part}#${node.id}`);
        break;
      }
      const parent: Element | null = node.parentElement;
      if (parent) {
        const same = Array.from(parent.children).filter((child) => child.tagName === node?.tagName);
        if (same.length > 1) part += `:nth-of-type(${same.indexOf(node) + 1})`;
      }
      parts.unshift(part);
      node = parent;
    }
    return parts.join(' > ');
  };

  /** Only digits, punctuation, symbols and brand names: nothing to translate. */
  const needsNoTranslation = (text: string): boolean => {
    let rest = text;
    for (const brand of BRANDS) rest = rest.split(brand).join('');
    return /^[\p{N}\p{P}\p{S}\s]*$/u.test(rest);
  };

  const excluded = (element: Element): boolean =>
    // <time>: dates and relative times are written by Intl in the interface language, not taken from our texts.
    element.closest('[translate="no"], script, style, noscript, template, svg, time') !== null ||
    element.closest('select:has(option[lang]) option') !== null;

  const visible = (element: Element): boolean =>
    element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true } as CheckVisibilityOptions);

  /** Inside one pseudo text: an open bracket before the node not yet closed, and its close bracket after it. */
  const insidePseudo = (textNode: Text): boolean => {
    let ancestor: Element | null = textNode.parentElement;
    for (let level = 0; ancestor && level < 5; level += 1, ancestor = ancestor.parentElement) {
      const before = document.createRange();
      before.setStart(ancestor, 0);
      before.setEndBefore(textNode);
      const after = document.createRange();
      after.setStartAfter(textNode);
      after.setEnd(ancestor, ancestor.childNodes.length);
      if (unclosed(before.toString(), -1) && unclosed(after.toString(), 1)) return true;
    }
    return false;
  };

  /** Walking away from the node (backwards for the head, forwards for the tail), a bracket that is never matched. */
  const unclosed = (text: string, direction: 1 | -1): boolean => {
    const [away, toward] = direction === -1 ? [OPEN, CLOSE] : [CLOSE, OPEN];
    let depth = 0;
    const chars = Array.from(text);
    if (direction === -1) chars.reverse();
    for (const ch of chars) {
      if (ch === toward) depth += 1;
      else if (ch === away) {
        if (depth === 0) return true;
        depth -= 1;
      }
    }
    return false;
  };

  /** What Intl itself writes in the interface language: relative times and durations ("2 months ago", "120 min"). */
  const writtenByIntl = (text: string): boolean => {
    const locale = document.documentElement.lang || 'en';
    const number = Number(/-?\d+/.exec(text)?.[0] ?? '1');
    const candidates = new Set<string>();
    const units = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;
    for (const numeric of ['auto', 'always'] as const) {
      const relative = new Intl.RelativeTimeFormat(locale, { numeric });
      for (const unit of units) {
        for (const value of [number, -number, 0, 1, -1]) candidates.add(relative.format(value, unit));
      }
    }
    for (const unitDisplay of ['short', 'long', 'narrow'] as const) {
      for (const unit of ['hour', 'minute', 'second'] as const) {
        candidates.add(new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay }).format(number));
      }
    }
    return candidates.has(text);
  };

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const textNode = node as Text;
    const text = textNode.data.trim();
    const parent = textNode.parentElement;
    if (!text || !parent || excluded(parent) || !visible(parent)) continue;
    if (text.includes(OPEN) || text.includes(CLOSE) || needsNoTranslation(text) || writtenByIntl(text))
      continue;
    if (insidePseudo(textNode)) continue;
    findings.push({ kind: 'text', text, path: cssPath(parent) });
  }

  // A closed select shows one option, but every option is read when it opens.
  for (const select of document.body.querySelectorAll('select')) {
    if (excluded(select) || select.matches(':has(option[lang])') || !visible(select)) continue;
    for (const option of select.options) {
      const text = option.text.trim();
      if (!text || excluded(option) || text.includes(OPEN) || needsNoTranslation(text) || writtenByIntl(text))
        continue;
      findings.push({ kind: 'text', text, path: `${cssPath(select)} > option` });
    }
  }

  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    if (excluded(element)) continue;
    if (!visible(element) && element.tagName !== 'INPUT') continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (!value || value.includes(OPEN) || needsNoTranslation(value)) continue;
      findings.push({ kind: 'attribute', text: `${name}="${value}"`, path: cssPath(element) });
    }
  }

  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement) || !visible(element)) continue;
    const ownText = Array.from(element.childNodes).some(
      (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
    );
    if (!ownText || element.clientWidth === 0) continue;
    if (element.scrollWidth <= element.clientWidth + 1) continue;
    const style = getComputedStyle(element);
    // Visually hidden (sr-only: clipped to a pixel) texts are read out, not laid out.
    if (style.clip !== 'auto' || style.clipPath !== 'none' || element.clientWidth <= 1) continue;
    if (style.overflowX !== 'visible' && style.overflowX !== 'hidden') continue;
    if (style.textOverflow === 'ellipsis') continue;
    if (
      style.getPropertyValue('-webkit-line-clamp') !== 'none' &&
      style.getPropertyValue('-webkit-line-clamp')
    )
      continue;
    findings.push({
      kind: 'overflow',
      text: `${element.scrollWidth}px of text in ${element.clientWidth}px: ${(element.textContent ?? '').trim().slice(0, 60)}`,
      path: cssPath(element),
    });
  }
  // Off the screen: a text or control beyond the phone's edges (unless inside a box that scrolls or clips on purpose).
  const clippedByAncestor = (element: Element): boolean => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).overflowX !== 'visible') return true;
    }
    return false;
  };
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement) || !visible(element)) continue;
    const ownText = Array.from(element.childNodes).some(
      (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
    );
    if (!ownText && !element.matches('a, button, input, select, textarea, img')) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || (box.right <= screenWidth + 1 && box.left >= -1)) continue;
    if (clippedByAncestor(element)) continue;
    findings.push({
      kind: 'overflow',
      text: `off the ${screenWidth}px screen (${Math.round(box.left)}px to ${Math.round(box.right)}px): ${(element.textContent ?? '').trim().slice(0, 60)}`,
      path: cssPath(element),
    });
  }
  if (document.documentElement.scrollWidth > screenWidth + 1) {
    findings.push({
      kind: 'overflow',
      text: `the page is ${document.documentElement.scrollWidth}px wide on a ${screenWidth}px screen`,
      path: 'html',
    });
  }
  return findings;
}

/** Waits for the page to settle (one h1, no pending request), then checks it; findings are soft failures. */
async function walk(
  page: Page,
  name: string,
  options: { goto?: boolean; path?: string; screenshot?: string; idle?: boolean } = {},
) {
  if (options.goto !== false) await page.goto(options.path ?? name);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A page with an embedded player (the YouTube frame loads at once in the children's screen) may never be idle
  // offline: its frame's own requests hang. Such a page is checked once its texts are in.
  if (options.idle !== false) await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toContainText(PSEUDO_OPEN);
  if (options.screenshot) {
    await page.screenshot({ path: `e2e/screenshots/pseudo-${options.screenshot}.png`, fullPage: true });
  }
  // The phone's width, not innerWidth: a mobile browser zooms out to show content wider than the screen.
  const findings = await page.evaluate(inspectPage, page.viewportSize()?.width ?? 360);
  const lines = findings.map((finding) => `${finding.kind}: "${finding.text}" at ${finding.path}`);
  expect.soft(lines, `escaped translation or overflowing on ${name}`).toEqual([]);
}

async function publishedVideoId(): Promise<string> {
  const result = await sql(
    "select id from content where status = 'published' and source_type = 'youtube' order by created_at desc limit 1",
  );
  return result.rows[0]?.id as string;
}

test("signed out: home, feed with filters, a video, sign-in, register, password reset, e-mail confirmed, onboarding, games, tutor, the children's demo, 404", async ({
  page,
}) => {
  await walk(page, '/', { screenshot: 'home' });
  await walk(page, '/feed');
  await page.getByRole('button', { name: pseudoText(enFeed.filterButton.label) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await walk(page, '/feed (filters open)', { goto: false, screenshot: 'feed-filters' });
  await walk(page, `/video/${await publishedVideoId()}`, { screenshot: 'video' });
  for (const path of [
    '/signin',
    '/register',
    '/forgot-password',
    '/reset-password?token=not-a-real-token',
    '/email-verified',
    '/email-verified?error=INVALID_TOKEN',
    '/onboarding',
    '/games',
    '/tutor',
  ]) {
    await walk(page, path);
  }
  // The children's screen as a visitor tries it (a demo, no account).
  await walk(page, '/child/demo', { screenshot: 'child-demo' });
  await page.locator('main a[href^="/child/demo/video/"]').first().click();
  await walk(page, '/child/demo/video/…', { goto: false, idle: false });
  await walk(page, '/no-such-page');
});

test('a new account without a role: onboarding, completing the profile', async ({ page }) => {
  await signUpInBrowser(page, { role: 'none' });
  await walk(page, '/onboarding');
  // Only an account without a role is offered one (a creator is sent on to their studio).
  await walk(page, '/complete-profile');
});

test('parent: dashboard and its cards, children, activity, pending content, settings, then the child area', async ({
  page,
}) => {
  await signUpInBrowser(page, { role: 'parent', setupCompleted: true, name: 'Walk Parent' });
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const child = await page.request.post('/api/children', {
    headers: { Origin: origin },
    data: { name: 'Maryam', dateOfBirth: `${new Date().getUTCFullYear() - 7}-01-15` },
  });
  expect(child.status(), await child.text()).toBe(201);
  // A comment (content: translate="no") and the signed-in video page.
  const videoId = await publishedVideoId();
  const comment = await page.request.post(`/api/content/${videoId}/comments`, {
    headers: { Origin: origin },
    data: { text: 'What a lovely video, my children loved it' },
  });
  expect(comment.status(), await comment.text()).toBe(201);
  await walk(page, `/video/${videoId} (signed in, with a comment)`, { path: `/video/${videoId}` });
  await walk(page, '/dashboard/parent', { screenshot: 'parent-dashboard' });
  await walk(page, '/dashboard/parent/children');
  await walk(page, '/dashboard/parent/activity-history');
  // The child's history with one view (titles and the child's name are content).
  const childId = ((await child.json()) as { id: string }).id;
  await sql('insert into content_views (content_id, child_id, view_duration) values ($1, $2, 120)', [
    videoId,
    childId,
  ]);
  await walk(page, '/dashboard/parent/activity-history (a child with a view)', {
    path: `/dashboard/parent/activity-history?child=${childId}`,
  });
  await walk(page, '/dashboard/parent/pending-content');
  await walk(page, '/settings/profile');

  await page.goto('/dashboard/parent');
  await page
    .getByRole('button', { name: pseudoText(enFamily.children.loginAs).replace('{{name}}', 'Maryam') })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await walk(page, '/dashboard/parent (start child mode)', { goto: false });
  await dialog.getByRole('button', { name: pseudoText(enFamily.children.login.start) }).click();
  await expect(page).toHaveURL(/\/child\/feed$/);
  await walk(page, '/child/feed', { goto: false, screenshot: 'child-feed' });
  const firstVideo = page.locator('main a[href^="/child/video/"]').first();
  if ((await firstVideo.count()) > 0) {
    await firstVideo.click();
    await walk(page, '/child/video/…', { goto: false });
  }
  await walk(page, '/child/games');
  await walk(page, '/child/time-up');
  await page.goto('/child/games');
  await page
    .getByRole('button', { name: pseudoText(enChildMode.exitChildMode) })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await walk(page, '/child/games (exit child mode)', { goto: false });
});

test('creator: studio, the share page and the public profile', async ({ page }) => {
  await signUpInBrowser(page, { role: 'creator', setupCompleted: true, name: 'Walk Creator' });
  await walk(page, '/dashboard/creator');
  await walk(page, '/share');
  await walk(page, '/profile');
});

test.describe('a profile that does not exist', () => {
  // The API's 404 for the unknown profile is the page's input, logged by the browser as a failed resource.
  test.use({ allowConsole: [/status of 404/] });

  test("'Profile Not Found'", async ({ page }) => {
    await walk(page, '/profile/00000000-0000-4000-8000-000000000000');
  });
});

test('admin: dashboard, content queue, all content, upload and imports', async ({ page }) => {
  // A long address (the reporter's line in the reports queue) must wrap, not push the page wider.
  await signUpInBrowser(page, {
    role: 'admin',
    name: 'Walk Admin',
    email: uniqueEmail('admin.with.a.rather.long.address.for.the.reports.queue'),
  });
  // A report in the queue (the reporter's details are content: translate="no").
  const report = await page.request.post(`/api/content/${await publishedVideoId()}/reports`, {
    headers: { Origin: new URL(test.info().project.use.baseURL ?? '').origin },
    data: { reason: 'other', details: 'Please check the music in the background' },
  });
  expect(report.status(), await report.text()).toBe(201);
  await walk(page, '/dashboard/admin', { screenshot: 'admin' });
  await walk(page, '/dashboard/admin/content');
  await walk(page, '/dashboard/admin/content/all');
  await walk(page, '/dashboard/admin/upload');
  // A tag typed by the admin becomes a chip (content: translate="no").
  const tagsField = page.getByLabel(pseudoText(enAdmin.uploadForm.tags));
  await tagsField.fill('seerah');
  await tagsField.press('Enter');
  await expect(page.getByText('seerah', { exact: true })).toBeVisible();
  await walk(page, '/dashboard/admin/upload (a typed tag)', { goto: false });
});

test('the walk itself: it catches an English text, an English label and an overflow, and skips content', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('main')).toContainText(PSEUDO_OPEN);
  await page.waitForLoadState('networkidle');
  await page.locator('main').evaluate((main) => {
    main.insertAdjacentHTML(
      'beforeend',
      `<div id="walk-probe">
        <p>Plain English</p>
        <button type="button" aria-label="Close">⟦×⟧</button>
        <p style="width: 100px; white-space: nowrap">⟦Ļóñĝ ţéẋţ ţĥáţ ðóéš ñóţ ŵŕáþ··········⟧</p>
        <p translate="no">A title someone typed</p>
        <p>12:30 · 4</p>
      </div>`,
    );
  });
  const findings = await page.evaluate(inspectPage, 360);
  expect(findings.filter((finding) => finding.path.includes('walk-probe'))).toEqual([
    { kind: 'text', text: 'Plain English', path: 'div#walk-probe > p:nth-of-type(1)' },
    { kind: 'attribute', text: 'aria-label="Close"', path: 'div#walk-probe > button' },
    expect.objectContaining({ kind: 'overflow', path: 'div#walk-probe > p:nth-of-type(2)' }),
  ]);
});

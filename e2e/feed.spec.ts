// An anonymous visitor browses the catalog: feed, filters, search, a video page, and the not-found pages.
import { randomBytes } from 'node:crypto';
import type { FeedPage } from '../src/shared/feed.schema';
import { expect, expectNoAxeViolations, sql, test } from './support/fixtures';

const cards = (page: import('@playwright/test').Page) =>
  page
    .getByRole('main')
    .getByRole('link', { name: /./ })
    .filter({ has: page.getByRole('heading') });

test('an anonymous visitor sees video cards on /feed', async ({ page }) => {
  await page.goto('/feed');
  await expect(cards(page).first()).toBeVisible();
  expect(await cards(page).count()).toBe(12);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/feed-mobile.png', fullPage: false });
});

test('a filter narrows the feed and lives in the URL', async ({ page, request }) => {
  const tiktok = (await (await request.get('/api/feed?source=tiktok')).json()) as FeedPage;
  expect(tiktok.total).toBeGreaterThan(0);
  await page.goto('/feed');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('button', { name: /Filters/ }).click();
  await page.getByLabel('Source type').selectOption('tiktok');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/source=tiktok/);
  await expect(cards(page)).toHaveCount(Math.min(tiktok.total, 12));
  for (const item of tiktok.items) {
    await expect(page.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
  }
  // The URL alone reproduces the view.
  await page.reload();
  await expect(cards(page)).toHaveCount(Math.min(tiktok.total, 12));
});

test('the values filters narrow the feed: voices only, without animated faces', async ({ page, request }) => {
  // Two feed reads, the drawer and an axe pass over it with every values select.
  test.slow();
  const query = 'music=voice&faces=none';
  const narrowed = (await (await request.get(`/api/feed?${query}`)).json()) as FeedPage;
  const all = (await (await request.get('/api/feed')).json()) as FeedPage;
  expect(narrowed.total).toBeGreaterThan(0);
  expect(narrowed.total).toBeLessThan(all.total);
  await page.goto('/feed');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('button', { name: /Filters/ }).click();
  await page.getByLabel('Music', { exact: true }).selectOption('voice');
  await page.getByLabel('Animated faces').selectOption('none');
  await expectNoAxeViolations(page);
  await page.getByLabel('Mixed dancing').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/feed-values-filters-mobile.png' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/music=voice/);
  await expect(page).toHaveURL(/faces=none/);
  await expect(cards(page)).toHaveCount(Math.min(narrowed.total, 12));
  // The demo's own videos are published by a job while the suite runs: the page and a fresh read agree.
  await expect(async () => {
    const fresh = (await (await request.get(`/api/feed?${query}`)).json()) as FeedPage;
    const shown = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(shown).toEqual(fresh.items.map((item) => item.title));
  }).toPass();
});

test('search finds a video by part of its title', async ({ page, request }) => {
  const feed = (await (await request.get('/api/feed')).json()) as FeedPage;
  const target = feed.items[3];
  if (!target) throw new Error('demo catalog has too few items');
  const longestWord = target.title.split(' ').sort((a, b) => b.length - a.length)[0] ?? target.title;
  const fragment = longestWord.slice(1, Math.max(5, longestWord.length - 1)).toLowerCase();
  await page.goto('/feed');
  await page.getByLabel('Search videos').fill(fragment);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(fragment)}`));
  await expect(page.getByRole('heading', { name: target.title, exact: true })).toBeVisible();
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(12);
});

test('a search with no match says so', async ({ page }) => {
  await page.goto('/feed?q=zzzzqqqqxxxx');
  await expect(page.getByText('No videos found')).toBeVisible();
});

test('opening a card shows its video page with a privacy-mode YouTube player', async ({
  page,
  request,
  embedRequests,
}) => {
  // A real link (the demo catalog's own YouTube items are examples, with no video behind them: demo-library.spec).
  const videoId = randomBytes(8).toString('base64url').slice(0, 11);
  await sql(
    `insert into content (title, description, category, status, source_type, youtube_url, youtube_video_id, age_range)
     values ($1, 'A linked video', 'Shows', 'published', 'youtube', $2, $3, 1)`,
    [`Linked video ${videoId}`, `https://www.youtube.com/watch?v=${videoId}`, videoId],
  );
  const feed = (await (await request.get('/api/feed?source=youtube')).json()) as FeedPage;
  const target = feed.items.find((item) => item.title === `Linked video ${videoId}`);
  if (!target) throw new Error('the linked video is not first in the feed');
  await page.goto('/feed?source=youtube');
  await page
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { name: target.title, exact: true }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/video/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
  await expect(page.getByText(target.creator.name).first()).toBeVisible();
  // Nothing is asked of YouTube until Play is pressed.
  expect(embedRequests).toEqual([]);
  await page.getByRole('button', { name: `Play ${target.title}` }).click();
  const player = page.locator('iframe');
  await expect(player).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}/,
  );
  await expect
    .poll(() => embedRequests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')))
    .toBe(true);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/video-mobile.png' });
});

test.describe('unknown video', () => {
  // The browser itself logs the API's 404 for the missing item; the page handles it.
  test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 404/] });

  test('shows "Video not found" with a way back', async ({ page }) => {
    await page.goto('/video/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Video not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to videos' }).click();
    await expect(page).toHaveURL(/\/feed$/);
  });
});

test('an unknown route shows "Page not found" with Back to home and Go back', async ({ page }) => {
  await page.goto('/feed');
  await expect(cards(page).first()).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto('/no/such/page');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown API paths answer JSON 404, not the web app', async ({ request }) => {
  const response = await request.get('/api/not-a-route');
  expect(response.status()).toBe(404);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
});

test('a first visit preloads the fonts of its language’s first paint', async ({ request }) => {
  const fontPreloads = async (language: string) => {
    const html = await (await request.get('/feed', { headers: { 'Accept-Language': language } })).text();
    return [...html.matchAll(/<link [^>]*>/g)]
      .map(([link]) => link)
      .filter((link) => link.includes('rel="preload"') && link.includes('as="font"'))
      .map((link) => /href="\/assets\/([a-z0-9-]+)-[\w-]{8}\.woff2"/.exec(link)?.[1]);
  };
  expect(await fontPreloads('en')).toEqual(['nunito-latin-wght-normal']);
  expect(await fontPreloads('ar')).toEqual(['noto-naskh-arabic-arabic-wght-normal']);
  expect(await fontPreloads('tr')).toEqual(['nunito-latin-wght-normal', 'nunito-latin-ext-wght-normal']);
  expect(await fontPreloads('ur')).toEqual([
    'nunito-latin-wght-normal',
    'noto-nastaliq-urdu-arabic-400-normal',
  ]);
});

test('the head asks for the fonts, then the styles, before any of the scripts', async ({ request }) => {
  for (const path of ['/', '/feed']) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link [^>]*>/g)].map(([link]) => link);
    const font = links.findIndex((link) => link.includes('as="font"'));
    const styles = links.findIndex((link) => link.includes('rel="stylesheet"'));
    const script = links.findIndex((link) => link.includes('rel="modulepreload"'));
    expect(font, path).toBeGreaterThanOrEqual(0);
    expect(styles, path).toBeGreaterThan(font);
    expect(script, path).toBeGreaterThan(styles);
  }
});

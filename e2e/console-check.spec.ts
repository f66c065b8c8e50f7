// The fixture's console check itself (support/fixtures.ts): every "Failed to load resource" fails a test, except a
// thumbnail's 404 for an item that is not published (another test may unpublish what a page has just listed).
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, sql, test } from './support/fixtures';

async function publishedItem(): Promise<{ id: string; videoId: string }> {
  const videoId = `C${randomBytes(8).toString('hex').slice(0, 10)}`;
  const { rows } = await sql(
    `insert into content (title, category, source_type, youtube_url, youtube_video_id, status, age_range)
     values ($1, 'Shows', 'youtube', $2, $3, 'published', 4) returning id`,
    [`Console check ${videoId}`, `https://www.youtube.com/watch?v=${videoId}`, videoId],
  );
  return { id: (rows[0] as { id: string }).id, videoId };
}

/** The query keeps it out of the browser's cache (the page may have shown the item already); the server ignores it. */
const drawnThumbnail = (id: string) => `/api/media/thumbnails/${id}.svg?check=${Date.now()}`;

/** Shows an item's thumbnail on the page, as a list would, and waits until the browser has given up on it. */
async function showImage(page: Page, src: string) {
  const failed = await page.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        const img = document.createElement('img');
        img.alt = '';
        img.onload = () => resolve(false);
        img.onerror = () => resolve(true);
        img.src = src;
        document.body.append(img);
      }),
    src,
  );
  expect(failed).toBe(true);
}

test('a thumbnail of an item unpublished since the page listed it may answer 404', async ({
  page,
  consoleCheck,
}) => {
  const { id, videoId } = await publishedItem();
  await page.goto('/feed');
  await sql("update content set status = 'rejected', rejection_reason = 'Console check' where id = $1", [id]);
  await showImage(page, drawnThumbnail(id));
  const youtube = `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
  await showImage(page, `/api/image-proxy?type=youtube-thumbnail&url=${encodeURIComponent(youtube)}`);
  await expect
    .poll(() => [...consoleCheck.missingThumbnails].sort())
    .toEqual([id, `youtube:${videoId}`].sort());
  expect(await consoleCheck.take()).toEqual([]);
});

test('a published item whose thumbnail answers 404 fails the test, naming the item', async ({
  page,
  consoleCheck,
}) => {
  const { id } = await publishedItem();
  await page.route('**/api/media/thumbnails/*', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/feed');
  await showImage(page, drawnThumbnail(id));
  await expect.poll(() => consoleCheck.missingThumbnails.has(id)).toBe(true);
  expect(await consoleCheck.take()).toContain(`a published item's thumbnail answered 404: ${id}`);
});

test('any other failed resource fails the test, naming its URL', async ({ page, consoleCheck }) => {
  await page.goto('/feed');
  await page.evaluate(() => fetch('/api/no-such-route').catch(() => undefined));
  await expect
    .poll(() => consoleCheck.problems)
    .toEqual([
      expect.stringMatching(
        /^console\.error: Failed to load resource: the server responded with a status of 404 .*\(http:\/\/127\.0\.0\.1:\d+\/api\/no-such-route\)$/,
      ),
    ]);
  await consoleCheck.take();
});

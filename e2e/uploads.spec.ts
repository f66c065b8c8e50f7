// Video uploads in the browser, one journey through three roles: a creator uploads a generated clip
// from /share (tus, 'Upload complete!'), sends it for review and watches it being processed; an admin previews
// the processed video and publishes it; a visitor plays it through HLS (the playlist is requested, time advances).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { makeClip } from '../src/server/test/video-clips';
import {
  answerValueQuestions,
  expect,
  expectNoAxeViolations,
  signUpInBrowser,
  test,
} from './support/fixtures';

async function signOut(page: Page) {
  await page.goto('/unauthorized', { waitUntil: 'networkidle' });
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
}

test('a creator uploads a clip, an admin previews and publishes it, a visitor plays it through HLS', async ({
  page,
  browser,
}) => {
  test.slow();
  const clip = await makeClip(mkdtempSync(path.join(os.tmpdir(), 'qk-e2e-clip-')), 'good', 4);
  const title = `Wudu steps ${Date.now().toString(36)}`;

  await page.goto('/');
  await signUpInBrowser(page, { role: 'creator', name: 'Khadija Creator', setupCompleted: true });
  await page.goto('/share');
  await page.getByRole('button', { name: 'Upload a file' }).click();
  await page.getByLabel('Video file').setInputFiles(clip);
  await expect(page.getByText('Upload complete!')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('How to make wudu, step by step, for young children.');
  await page.getByLabel('Age range').selectOption('2');
  await page.getByLabel('Language', { exact: true }).selectOption('Arabic');
  await answerValueQuestions(page, { music: 'Voices only' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Your video has been sent for review.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the preview' }).click();
  await expect(page).toHaveURL(/\/uploads\/[0-9a-f-]{36}$/);
  const contentId = page.url().split('/').pop() as string;
  // Queued or 'Processing… N%' first, then playable; the item stays pending for the creator.
  await expect(page.getByText(/Waiting to be processed|Processing…|Ready to watch/)).toBeVisible();
  await expect(page.getByText('Ready to watch.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Waiting for review/)).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/upload-preview-creator.png', fullPage: true });

  await signOut(page);
  await page.goto('/');
  await signUpInBrowser(page, { role: 'admin', name: 'Moderator Amina' });
  await page.goto(`/uploads/${contentId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('video')).toHaveAttribute('aria-label', title);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The video is published.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The visitor: a fresh browser (nobody signed in before on it).
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL ?? '' });
  const visitor = await visitorContext.newPage();
  const problems: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  visitor.on('pageerror', (error) => problems.push(error.message));
  // The player the HTML brought (html-preloads.ts withBootPlayer), kept before any script of the app has run.
  await visitorContext.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { bootVideo: document.querySelector('video[data-boot-player]') });
    });
  });
  const playlist = visitor.waitForRequest((request) =>
    request.url().includes(`/api/uploads/media/${contentId}/master.m3u8`),
  );
  // The <video> of the server's HTML, noted before any of the app's scripts has run.
  await visitor.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { drawnVideo: Element | null }).drawnVideo =
        document.querySelector('main article video');
    });
  });
  await visitor.goto(`/video/${contentId}`);
  await playlist;
  const video = visitor.locator('video');
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  // The page held its comments back for the player's first frame; once it is on screen they come.
  await expect(visitor.getByRole('heading', { name: 'Comments' })).toBeVisible();
  // The server's HTML already had the player: hydrating, the app kept that very <video> (one player, under the
  // title's article), and its time runs on.
  expect(
    await visitor.evaluate(() => {
      const drawn = (window as unknown as { drawnVideo: HTMLVideoElement | null }).drawnVideo;
      return {
        fromHtml: drawn !== null,
        kept: drawn !== null && document.querySelector('main article video') === drawn,
        videos: document.querySelectorAll('video').length,
      };
    }),
  ).toEqual({ fromHtml: true, kept: true, videos: 1 });
  const time = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(time);
  expect(problems).toEqual([]);
  await visitor.screenshot({ path: 'e2e/screenshots/upload-playing.png' });
  await visitorContext.close();
});

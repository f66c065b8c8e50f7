// A vocals-only soundtrack in the browser (decision 034-s): a creator adds one beside an uploaded video, a moderator
// accepts it and publishes the video; a child whose family avoids instruments plays it with the vocals-only track
// selected (hls.js's state, read from the player), a visitor with the main mix, and may switch.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { makeClip } from '../src/server/test/video-clips';
import {
  answerValueQuestions,
  appReady,
  expect,
  expectNoAxeViolations,
  signUpInBrowser,
  sql,
  test,
} from './support/fixtures';

const run = promisify(execFile);
// Child-mode and preview requests may answer 401/404 on purpose; the browser logs them.
test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 40[0134]/] });
// Two uploads processed, three roles, two players: long on a shared 2-core machine.
test.describe.configure({ timeout: 480_000 });

async function signOut(page: Page) {
  await page.goto('/unauthorized', { waitUntil: 'networkidle' });
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
}

const player = (page: Page) => page.locator('[data-soundtrack]');

test('a strict child hears the vocals-only mix, a visitor the main mix and may switch', async ({
  page,
  browser,
}) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'qk-e2e-vocals-'));
  const clip = await makeClip(dir, 'good', 4);
  const vocals = path.join(dir, 'vocals-only.wav');
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:duration=4',
    vocals,
  ]);
  const title = `Wudu nasheed ${Date.now().toString(36)}`;

  // The creator: the video, then its soundtrack on the preview page.
  await page.goto('/');
  await signUpInBrowser(page, { role: 'creator', name: 'Khadija Creator', setupCompleted: true });
  await page.goto('/share');
  await page.getByRole('button', { name: 'Upload a file' }).click();
  await page.getByLabel('Video file').setInputFiles(clip);
  await expect(page.getByText('Upload complete!')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('A nasheed about wudu, with a vocals-only mix.');
  await page.getByLabel('Age range').selectOption('2');
  await page.getByLabel('Language', { exact: true }).selectOption('English');
  await answerValueQuestions(page, { music: 'Musical instruments' });
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Your video has been sent for review.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Open the preview' }).click();
  // The preview page's code loads lazily: slow on a busy machine.
  await expect(page).toHaveURL(/\/uploads\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const contentId = page.url().split('/').pop() as string;
  await expect(page.getByText('Ready to watch.')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Vocals-only soundtrack (no instruments)' })).toBeVisible();
  await expect(page.getByText('This video has no vocals-only soundtrack yet.')).toBeVisible();
  await page.getByLabel('Vocals-only soundtrack file').setInputFiles(vocals);
  await expect(page.getByText(/Ready, waiting for a moderator to listen/)).toBeVisible({ timeout: 90_000 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/soundtrack-creator.png', fullPage: true });

  // The moderator listens (both mixes in the preview's player), accepts it and publishes the video.
  await signOut(page);
  await page.goto('/');
  await signUpInBrowser(page, { role: 'admin', name: 'Moderator Amina' });
  await page.goto(`/uploads/${contentId}`);
  await expect(page.getByRole('combobox', { name: 'Soundtrack', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Accept the soundtrack' }).click();
  await expect(page.getByText(/Accepted: families who avoid instruments/)).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The video is published.')).toBeVisible();
  // Described as a song with instruments and nothing else a strict family avoids.
  await sql(
    "update content set music = 'instruments', faces = 'none', magic = 'none', imagery = 'none', dancing = 'none' where id = $1",
    [contentId],
  );

  // A child whose family avoids instruments: the vocals-only track, and no menu to leave it.
  await signOut(page);
  await page.goto('/');
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const origin = { Origin: new URL(test.info().project.use.baseURL ?? page.url()).origin };
  const added = await page.request.post('/api/children', {
    headers: origin,
    data: { name: 'Maryam', dateOfBirth: `${new Date().getUTCFullYear() - 7}-01-15` },
  });
  expect(added.status(), await added.text()).toBe(201);
  await sql(
    `update children set values_filter = '{"preset":"strict","music":"voice","faces":"none","magic":"none","imagery":"none","dancing":"none"}'::jsonb where parent_id = $1`,
    [parent.id],
  );
  await page.goto('/dashboard/parent');
  await appReady(page);
  await page.getByRole('button', { name: 'Login as Maryam' }).click();
  await page.getByRole('button', { name: 'Start child mode' }).click();
  await expect(page).toHaveURL(/\/child\/feed$/);
  await page.goto(`/child/video/${contentId}`);
  await expect(player(page)).toHaveAttribute('data-soundtrack', 'vocals', { timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Soundtrack', exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'e2e/screenshots/soundtrack-child.png' });

  // A visitor: the main mix first, and a labelled menu that switches to the vocals-only mix.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL ?? '' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/video/${contentId}`);
  await expect(player(visitor)).toHaveAttribute('data-soundtrack', 'main', { timeout: 30_000 });
  const menu = visitor.getByRole('combobox', { name: 'Soundtrack', exact: true });
  await expect(menu).toBeVisible();
  await menu.selectOption('vocals');
  await expect(player(visitor)).toHaveAttribute('data-soundtrack', 'vocals');
  await expectNoAxeViolations(visitor);
  await visitor.screenshot({ path: 'e2e/screenshots/soundtrack-visitor.png' });
  await visitorContext.close();
});

// "Save as draft" on the file form, in the browser: a creator uploads a generated clip, saves it as a draft with
// only a title (no age range assumed), finds it in My videos' drafts, continues it in the file form with its video,
// chooses the age range and sends it for review; the item then waits for review.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeClip } from '../src/server/test/video-clips';
import {
  answerValueQuestions,
  expect,
  expectNoAxeViolations,
  signUpInBrowser,
  test,
} from './support/fixtures';

test('a creator saves an uploaded clip as a draft, continues it and sends it for review', async ({
  page,
}) => {
  test.slow();
  const clip = await makeClip(mkdtempSync(path.join(os.tmpdir(), 'qk-e2e-draft-clip-')), 'good', 3);
  const title = `Wudu draft ${Date.now().toString(36)}`;

  await page.goto('/');
  await signUpInBrowser(page, { role: 'creator', name: 'Hafsa Creator', setupCompleted: true });
  await page.goto('/share');
  await page.getByRole('button', { name: 'Upload a file' }).click();
  await page.getByLabel('Video file').setInputFiles(clip);
  await expect(page.getByText('Upload complete!')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText(`“${title}” is saved as a draft.`, { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Open My videos' }).click();
  await expect(page).toHaveURL(/\/dashboard\/creator\/videos\?status=draft$/);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: 'Continue draft' }).click();
  await expect(page).toHaveURL(/\/share\?draft=[0-9a-f-]{36}$/);

  // The file form with the draft's title and its video; no link source, and no age range chosen for the creator.
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('heading', { name: 'Your uploaded video' })).toBeVisible();
  await expect(page.getByLabel('YouTube URL')).toHaveCount(0);
  await expect(page.getByLabel('Age range')).toHaveValue('');
  await expect(page.getByText('Ready to watch.')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('video')).toHaveAttribute('aria-label', title);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByLabel('Age range')).toHaveAccessibleDescription('Please choose an age range');
  await page.getByLabel('Description').fill('How to make wudu, step by step, for young children.');
  await page.getByLabel('Age range').selectOption('2');
  await answerValueQuestions(page);
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Your video has been sent for review.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the preview' }).click();
  await expect(page.getByText(/Waiting for review/)).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/upload-draft-submitted.png', fullPage: true });
});

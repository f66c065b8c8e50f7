// Creators declare, parents describe, moderators decide, in the browser: a creator answers the values questions
// when submitting; a parent answers the factual questions beside the vote and then sees the tally; a moderator
// reviews declaration and tally side by side, changes an axis and publishes, and the item shows the new value.
import type { Page } from '@playwright/test';
import {
  answerValueQuestions,
  expect,
  expectNoAxeViolations,
  signUpInBrowser,
  sql,
  test,
} from './support/fixtures';

/** An 11-character YouTube id nobody else uses in this run. */
function uniqueVideoId(): string {
  return `V${Date.now().toString(36).slice(-7)}${process.pid.toString(36).slice(-3)}`
    .padEnd(11, 'v')
    .slice(0, 11);
}

async function signOut(page: Page) {
  await page.goto('/unauthorized', { waitUntil: 'networkidle' });
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/');
}

test('a creator declares, a parent describes, a moderator publishes a changed axis', async ({ page }) => {
  // Three roles in one path: the slow-test budget.
  test.slow();
  const videoId = uniqueVideoId();
  const title = `Nasheed of thanks ${videoId}`;

  // The creator answers each question in plain words.
  await page.goto('/');
  await signUpInBrowser(page, { role: 'creator', name: 'Sumayyah Creator', setupCompleted: true });
  await page.goto('/share');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('YouTube URL').fill(`https://youtu.be/${videoId}`);
  await page.getByLabel('Category').selectOption('Nasheeds & Songs');
  await page.getByLabel('Age range').selectOption({ label: '3-5 years' });
  await page.getByLabel('Duration (minutes)').fill('3');
  await page.getByLabel('Description').fill('A nasheed about saying thank you, sung by children.');
  // Sending without the answers marks every question.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const music = page.getByRole('radiogroup', { name: 'Does the video have music?' });
  await expect(music).toHaveAttribute('aria-invalid', 'true');
  await expect(music).toContainText('Please choose an answer to this question');
  await answerValueQuestions(page, { music: 'Voices only' });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/values-submit.png', fullPage: true });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'waiting for review' })).toBeVisible();
  const stored = await sql(
    'select id, music, faces, declared_values, value_sources from content where youtube_video_id = $1',
    [videoId],
  );
  const item = stored.rows[0] as { id: string };
  expect(stored.rows[0]).toMatchObject({
    music: 'voice',
    faces: 'none',
    declared_values: { music: 'voice', faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' },
    value_sources: { music: 'creator', faces: 'creator' },
  });

  // A parent (with a child, so the answers count) describes what they saw, then sees the tally.
  await signOut(page);
  await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const child = await page.request.post('/api/children', {
    headers: { Origin: new URL(page.url()).origin },
    data: { name: 'Yusuf', dateOfBirth: '2020-05-01' },
  });
  expect(child.status(), await child.text()).toBe(201);
  await page.goto('/dashboard/parent/pending-content');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await card.getByText('Describe what you saw (optional)').click();
  await card
    .getByRole('radiogroup', { name: 'What music did you hear?' })
    .getByRole('radio', { name: 'Voices and drums' })
    .check();
  await card
    .getByRole('radiogroup', { name: 'Did you see faces (drawn or filmed)?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await card.getByRole('button', { name: 'Save my answers' }).click();
  await expect(card.getByText('Thank you, your answers are saved.')).toBeVisible();
  const tally = card.getByRole('region', { name: 'What parents said so far' });
  await expect(tally).toContainText('Voices and drums: 1');
  await expect(tally).toContainText('No answers yet');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/values-parent.png', fullPage: true });
  // The published values are untouched while the item waits.
  expect((await sql('select music, faces from content where id = $1', [item.id])).rows[0]).toEqual({
    music: 'voice',
    faces: 'none',
  });

  // The moderator reviews both side by side, keeps the parents' music, sets faces back to the declaration, marks
  // mixed dancing, and publishes.
  await signOut(page);
  await signUpInBrowser(page, { role: 'admin', name: 'Moderator Maryam' });
  await page.goto('/dashboard/admin/content/all?status=pending');
  await page.getByRole('button', { name: `Review values and publish: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Review and publish: ${title}` });
  const musicRow = dialog.getByRole('region', { name: 'Music', exact: true });
  await expect(musicRow).toContainText('Voices only');
  await expect(musicRow).toContainText('Voices and drums: 1');
  await expect(dialog.getByLabel('Publish Music as')).toHaveValue('percussion');
  await expect(dialog.getByLabel('Publish Faces as')).toHaveValue('shown');
  await dialog.getByLabel('Publish Faces as').selectOption('none');
  await dialog.getByLabel('Publish Mixed dancing as').selectOption('shown');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/values-review.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`“${title}” is published.`)).toBeVisible();
  const published = await sql(
    'select status, music, faces, dancing, has_music, value_sources from content where id = $1',
    [item.id],
  );
  expect(published.rows[0]).toEqual({
    status: 'published',
    music: 'percussion',
    faces: 'none',
    dancing: 'shown',
    has_music: true,
    // Faces set back to what the creator declared is the creator's; dancing changed is the moderator's.
    value_sources: {
      music: 'parents',
      faces: 'creator',
      magic: 'creator',
      imagery: 'creator',
      dancing: 'moderator',
    },
  });
  // The item shows its new values, with who set them.
  await page.goto('/dashboard/admin/content/all?status=published');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Music: Voices and drums (Parents)');
  await expect(row).toContainText('Mixed dancing: Mixed dancing (Moderator)');
});

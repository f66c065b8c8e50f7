// The content pipeline in the browser: a creator submits → pending for admins and in the parents' voting list →
// an admin edits and publishes → it is in /feed; a rejection reason reaches the creator; bulk CSV; single upload;
// the reports queue.
import type { Page } from '@playwright/test';
import pg from 'pg';
import { E2E_YOUTUBE_CHANNEL, E2E_YOUTUBE_VIDEO_IDS } from '../src/server/test/youtube-stand-in';
import { readE2eState } from './support/e2e-state';
import {
  answerValueQuestions,
  expect,
  expectNoAxeViolations,
  signUpInBrowser,
  sql,
  TEST_PASSWORD,
  test,
} from './support/fixtures';

let counter = 0;
/** An 11-character YouTube id nobody else uses in this run. */
function uniqueVideoId(): string {
  counter += 1;
  return `E${Date.now().toString(36).slice(-6)}${process.pid.toString(36).slice(-2)}${counter.toString(36)}`
    .padEnd(11, 'x')
    .slice(0, 11);
}

function firstId(result: { rows: unknown[] }): string {
  const row = result.rows[0] as { id?: unknown } | undefined;
  if (typeof row?.id !== 'string') throw new Error('expected a row with an id');
  return row.id;
}

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** Forgets the session the way a fresh browser would (no "signed in before" hint, so no 401 probe). */
async function signOut(page: Page) {
  await page.goto('/unauthorized', { waitUntil: 'networkidle' });
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/');
}

async function signIn(page: Page, email: string) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { Origin: origin },
    data: { email, password: TEST_PASSWORD },
  });
  expect(response.status()).toBe(200);
}

async function submitThroughForm(page: Page, title: string, videoId: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('YouTube URL').fill(`https://youtu.be/${videoId}`);
  await page.getByLabel('Category').selectOption('Islamic Stories & Manners');
  await page.getByLabel('Age range').selectOption({ label: '6-8 years' });
  await page.getByLabel('Duration (minutes)').fill('4.5');
  await page.getByLabel('Description').fill('A gentle story about kindness to neighbours.');
  await page.getByRole('button', { name: 'Moral Values' }).click();
  await answerValueQuestions(page);
  await page.getByRole('button', { name: 'Submit for review' }).click();
}

test.describe('the expected refusals', () => {
  // The duplicate submission (409) and the screening refusal (400) are answers the page shows on purpose.
  test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 40[09] /] });

  test('a creator submits → pending for admins and parents → an admin edits and publishes → it is in /feed', async ({
    page,
  }) => {
    // The whole path through three roles: give it the slow-test budget.
    test.slow();
    const videoId = uniqueVideoId();
    const title = `Kind Neighbour ${videoId}`;
    await page.goto('/');
    await signUpInBrowser(page, { role: 'creator', name: 'Hafsa Creator', setupCompleted: true });

    await page.goto('/share');
    await expect(page.getByRole('heading', { name: 'Share a video' })).toBeVisible();
    // The YouTube URL is checked before submitting.
    await page.getByLabel('YouTube URL').fill('https://example.com/not-youtube');
    await page.getByLabel('Title').focus();
    await expect(page.getByText('Invalid YouTube URL format')).toBeVisible();
    // No age range is chosen for the creator.
    await expect(page.getByLabel('Age range')).toHaveValue('');
    await expect(page.getByLabel('Shariah score (0-100)')).toHaveValue('100');
    await expectNoAxeViolations(page);
    await submitThroughForm(page, title, videoId);
    await expect(page.getByRole('status').filter({ hasText: 'waiting for review' })).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/share-submitted.png', fullPage: true });

    // Submitting the same video again is refused with a clear message.
    await submitThroughForm(page, `${title} again`, videoId);
    await expect(page.getByRole('alert')).toContainText('This video is already on Qamar Kids.');

    // The creator's dashboard lists it as pending.
    await page.goto('/dashboard/creator');
    const manager = page.getByRole('region', { name: 'Content Manager' });
    await expect(manager.getByText(title)).toBeVisible();
    await expect(manager.getByText('Pending')).toBeVisible();
    await expectNoAxeViolations(page);

    // A parent sees it in the voting list.
    await signOut(page);
    await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
    await page.goto('/dashboard/parent/pending-content');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // An admin sees it in the pending table, edits it and publishes it.
    await signOut(page);
    await signUpInBrowser(page, { role: 'admin', name: 'Moderator Musa' });
    await page.goto('/dashboard/admin');
    await expect(adminNav(page).getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const pending = page.getByRole('region', { name: 'Pending content' });
    await expect(pending.getByText(/Showing \d+ of \d+ content items/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e/screenshots/admin-dashboard.png', fullPage: true });
    await pending.getByRole('link', { name: 'View All Content' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/content\/all$/);
    await page.getByLabel('Status').selectOption('pending');
    await expect(page).toHaveURL(/\/dashboard\/admin\/content\/all\?status=pending$/);
    await expect(page.getByText(/^Total: \d+ content items$/)).toBeVisible();
    await expect(adminNav(page).getByRole('link', { name: 'Content', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit content' });
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await dialog.getByLabel('Title').fill(`${title} (edited)`);
    await dialog.getByLabel('Tags').fill('Moral Values, moral values, Kindness');
    await dialog.getByLabel('Age range').selectOption('2');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e/screenshots/admin-edit-modal.png' });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `Publish ${title} (edited)` }).click();
    await expect(page.getByRole('button', { name: `Publish ${title} (edited)` })).toBeHidden();
    const stored = await sql('select status, tags, age_range from content where youtube_video_id = $1', [
      videoId,
    ]);
    expect(stored.rows[0]).toEqual({ status: 'published', tags: ['Moral Values', 'Kindness'], age_range: 2 });

    // Every step is in the audit log.
    await adminNav(page).getByRole('link', { name: 'Content', exact: true }).click();
    const log = page.getByRole('region', { name: 'Moderation log' });
    await expect(log.getByRole('cell', { name: 'Published', exact: true }).first()).toBeVisible();
    await expect(log.getByRole('cell', { name: 'Content edited', exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // …and in the item's own history inside the edit modal.
    await page.getByRole('button', { name: `Edit ${title} (edited)` }).click();
    const history = page
      .getByRole('dialog', { name: 'Edit content' })
      .getByRole('region', { name: 'History' });
    // Actions in words, as in the audit log panel.
    await expect(history.getByText('Published', { exact: true })).toBeVisible();
    await expect(history.getByText('Content edited', { exact: true })).toBeVisible();
    await expect(history.getByText('Video submitted by a creator', { exact: true })).toBeVisible();
    await page.getByRole('dialog', { name: 'Edit content' }).getByRole('button', { name: 'Close' }).click();

    // It reaches the public feed.
    await signOut(page);
    await page.goto(`/feed?q=${encodeURIComponent(videoId)}`);
    await expect(page.getByRole('heading', { name: `${title} (edited)` })).toBeVisible();
  });

  test('a rejected item shows the moderator’s reason to its creator', async ({ page }) => {
    // Three roles, a refused and an accepted submission: longer than the default on a shared 2-core machine.
    test.setTimeout(120_000);
    const videoId = uniqueVideoId();
    const title = `Loud Drums Show ${videoId}`;
    await page.goto('/');
    const creator = await signUpInBrowser(page, { role: 'creator', setupCompleted: true });
    await page.goto('/dashboard/creator');
    await expect(page.getByText('No content uploaded yet')).toBeVisible();
    // Upload Content opens the submission form in a modal.
    await page.getByRole('button', { name: 'Upload Content' }).click();
    const modal = page.getByRole('dialog', { name: 'Upload Content' });
    await expect(modal.getByLabel('Title')).toBeVisible();
    await expectNoAxeViolations(page);
    // A title the screening refuses shows the reasons.
    await modal.getByLabel('Title').fill('Guitar and piano party');
    await modal.getByLabel('YouTube URL').fill(`https://youtu.be/${videoId}`);
    await modal.getByLabel('Category').selectOption('Shows');
    await modal.getByLabel('Age range').selectOption({ label: '3-5 years' });
    await modal.getByLabel('Duration (minutes)').fill('3');
    await modal.getByLabel('Description').fill('Use my promo code');
    await answerValueQuestions(modal);
    await modal.getByRole('button', { name: 'Submit for review' }).click();
    const refusal = modal.getByRole('alert');
    await expect(refusal).toContainText('Content does not meet our compliance standards');
    await expect(refusal).toContainText('"guitar" (title)');
    await page.screenshot({ path: 'e2e/screenshots/creator-screening-refused.png' });
    await modal.getByLabel('Title').fill(title);
    await modal.getByLabel('Description').fill('A show for children');
    await answerValueQuestions(modal, { music: 'Voices only' });
    await modal.getByRole('button', { name: 'Submit for review' }).click();
    await expect(modal.getByRole('status')).toContainText('waiting for review');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('region', { name: 'Content Manager' }).getByText(title)).toBeVisible();

    await signOut(page);
    await signUpInBrowser(page, { role: 'admin' });
    await page.goto('/dashboard/admin/content/all?status=pending');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit content' });
    await dialog.getByLabel('Status').selectOption('rejected');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Please give a reason for rejecting this content')).toBeVisible();
    await dialog
      .getByLabel('Reason for rejecting')
      .fill('Musical instruments are not allowed on Qamar Kids.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();

    await signOut(page);
    await signIn(page, creator.email);
    await page.goto('/dashboard/creator');
    const messages = page.getByRole('region', { name: 'Moderation messages' });
    await expect(messages.getByText(`“${title}” was not approved`)).toBeVisible();
    await expect(
      messages.getByText('Reason: Musical instruments are not allowed on Qamar Kids.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Content Manager' }).getByText('Rejected')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/creator-dashboard.png', fullPage: true });
  });
});

test('the submission form shows every field error at once, the YouTube link included', async ({ page }) => {
  await page.goto('/');
  await signUpInBrowser(page, { role: 'creator', setupCompleted: true });
  await page.goto('/share');
  await expect(page.getByRole('heading', { name: 'Share a video' })).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByLabel('YouTube URL') });
  const everyError = async (link: string) => {
    for (const text of [
      'Title is required',
      link,
      'Invalid content category',
      'Please choose an age range',
      'Duration is required',
      'Description is required',
    ]) {
      await expect(form.getByText(text, { exact: true }), text).toBeVisible();
    }
  };

  // Nothing filled in: the missing link is reported with the rest, not after them.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await everyError('YouTube URL is required');
  await expect(page.getByLabel('Title')).toBeFocused();

  // A wrong link and nothing else: 'Invalid YouTube URL format' stays with the other errors after submitting.
  await page.getByLabel('YouTube URL').fill('https://example.com/not-youtube');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await everyError('Invalid YouTube URL format');
  // Six fields and the five values questions.
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(11);
  await expectNoAxeViolations(page);
});

test('the screening term form shows its message at the field before sending anything', async ({ page }) => {
  await page.goto('/');
  await signUpInBrowser(page, { role: 'admin' });
  await page.goto('/dashboard/admin/content');
  const panel = page.getByRole('region', { name: 'Screening word lists' });
  const added: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/screening')) added.push(request.url());
  });
  await panel.getByRole('button', { name: 'Add term' }).click();
  await expect(panel.getByText('The term must be at least 2 characters')).toBeVisible();
  await expect(panel.getByLabel('Word or phrase')).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByLabel('Word or phrase')).toBeFocused();
  expect(added).toEqual([]);
});

test('signed out, /share asks to sign in', async ({ page }) => {
  await page.goto('/share');
  await expect(page.getByText('Please sign in to submit content')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('bulk CSV: good rows are inserted, bad rows reported with their row number and message', async ({
  page,
}) => {
  const creatorId = firstId(await sql('select id from creator_profiles order by created_at limit 1'));
  const good = uniqueVideoId();
  const good2 = uniqueVideoId();
  const header =
    'creator_profile_id,title,description,youtube_url,status,category,tags,duration,content_rating,language,age_range,content_type,has_music,view_count,shariah_analysis,source_type,video_url,instagram_story_id,instagram_username,instagram_reel_id,instagram_reel_username,tiktok_video_id,tiktok_username,social_media_metadata,created_at,updated_at';
  const row = (title: string, id: string, extra = '') =>
    `${creatorId},"${title}","Line one, with a comma",https://www.youtube.com/watch?v=${id},pending,Shows,"Quran, Stories",5,G,english,2,1,false,0,100,youtube,,,,,,,,,,${extra}`;
  const csv = [
    header,
    row(`CSV good ${good}`, good),
    row('', uniqueVideoId()),
    `${creatorId},"Bad url","d",https://youtu.be/${uniqueVideoId()},pending,Shows,,5,G,english,2,1,false,0,100,youtube,,,,,,,,,,`,
    row(`CSV good two ${good2}`, good2),
  ].join('\n');

  await page.goto('/');
  await signUpInBrowser(page, { role: 'admin' });
  await page.goto('/dashboard/admin/upload');
  await expect(adminNav(page).getByRole('link', { name: 'Upload Video' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const bulk = page.getByRole('region', { name: 'Bulk CSV upload' });
  const download = page.waitForEvent('download');
  await bulk.getByRole('link', { name: /Download the template/ }).click();
  expect((await download).suggestedFilename()).toBe('bulk_upload_template.csv');
  await bulk
    .getByLabel('CSV file')
    .setInputFiles({ name: 'videos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await bulk.getByRole('button', { name: 'Import CSV' }).click();
  // The server answers at once and runs the import as a job; the panel follows it until the result is in.
  await expect(bulk.getByText(/^Imported 2 of 4 row\(s\)/)).toBeVisible({ timeout: 30_000 });
  const table = bulk.getByRole('table', { name: 'Import result by row' });
  await expect(table.getByRole('row', { name: /^3 Failed Title is required$/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^4 Failed Valid YouTube URL is required$/ })).toBeVisible();
  await expect(
    table.getByRole('row', { name: new RegExp(`^5 Inserted CSV good two ${good2}$`) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/admin-bulk-csv.png', fullPage: true });
  const stored = await sql('select count(*)::int as n from content where youtube_video_id = any($1)', [
    [good, good2],
  ]);
  expect(stored.rows[0]).toEqual({ n: 2 });

  // The import is listed among the recent ones.
  await expect(
    bulk.getByRole('region', { name: 'Recent imports' }).getByText('videos.csv').first(),
  ).toBeVisible();

  // A file that is not .csv is refused before upload.
  await bulk
    .getByLabel('CSV file')
    .setInputFiles({ name: 'videos.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(bulk.getByText('Please choose a .csv file')).toBeVisible();
});

test('bulk CSV: a running import shows a progress bar that survives leaving the page, then the result', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Their own creators and rejected rows: nothing here reaches the feed, the pending queues or other tests' creators.
  const early = firstId(
    await sql("insert into creator_profiles (full_name) values ('Bulk progress A') returning id"),
  );
  const late = firstId(
    await sql("insert into creator_profiles (full_name) values ('Bulk progress B') returning id"),
  );
  const prefix = uniqueVideoId().slice(0, 5);
  const header =
    'creator_profile_id,title,description,youtube_url,status,category,tags,duration,content_rating,language,age_range,content_type,has_music,view_count,shariah_analysis,source_type,video_url,instagram_story_id,instagram_username,instagram_reel_id,instagram_reel_username,tiktok_video_id,tiktok_username,social_media_metadata,created_at,updated_at';
  // The import commits 500 rows per transaction. The first 500 rows belong to one creator; the rest to a second,
  // whose row this test holds locked (FOR UPDATE), so inserting them waits: the import is deterministically still
  // running, at exactly 500 of 2,000, however fast the machine, until the test lets it go.
  const rows = 2_000;
  const lines = [header];
  for (let n = 0; n < rows; n += 1) {
    const id = `${prefix}${n.toString(36).padStart(6, '0')}`;
    lines.push(
      `${n < 500 ? early : late},"Progress ${n}","Line one, two",https://www.youtube.com/watch?v=${id},rejected,Shows,,5,G,english,2,1,false,0,100,youtube,,,,,,,,,,`,
    );
  }
  const hold = new pg.Client({ connectionString: readE2eState().databaseUrl });
  await hold.connect();
  try {
    await hold.query('begin');
    await hold.query('select id from creator_profiles where id = $1 for update', [late]);

    await page.goto('/');
    await signUpInBrowser(page, { role: 'admin' });
    await page.goto('/dashboard/admin/upload');
    const bulk = page.getByRole('region', { name: 'Bulk CSV upload' });
    await expect(bulk.getByRole('region', { name: 'Recent imports' })).toBeVisible();
    await bulk
      .getByLabel('CSV file')
      .setInputFiles({ name: 'progress.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    // Keyboard only: focus the button and press Enter.
    await bulk.getByRole('button', { name: 'Import CSV' }).focus();
    await page.keyboard.press('Enter');
    const bar = bulk.getByRole('progressbar', { name: 'Importing progress.csv' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expectNoAxeViolations(page);

    // Leave the page and come back: the running import is shown again, where it stands.
    await adminNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await adminNav(page).getByRole('link', { name: 'Upload Video' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/upload$/);
    const again = page
      .getByRole('region', { name: 'Bulk CSV upload' })
      .getByRole('progressbar', { name: 'Importing progress.csv' });
    await expect(again).toBeVisible();
    await expect(again).toHaveAttribute('aria-valuetext', /^500 of 2,000 rows checked/, {
      timeout: 30_000,
    });
    await expect(again).toHaveAttribute('aria-valuenow', '25');
    await hold.query('commit');

    await expect(page.getByText(`Imported ${rows} of ${rows} row(s)`, { exact: false })).toBeVisible({
      timeout: 60_000,
    });
    await expect(again).toBeHidden();
    await expect(page.getByText('The first 200 inserted rows are listed.')).toBeVisible();
  } finally {
    await hold.end();
  }
  const stored = await sql('select count(*)::int as n from content where creator_profile_id in ($1, $2)', [
    early,
    late,
  ]);
  expect(stored.rows[0]).toEqual({ n: rows });
});

test('single upload: a YouTube link for a creator, then the success panel', async ({ page }) => {
  const videoId = uniqueVideoId();
  await page.goto('/');
  await signUpInBrowser(page, { role: 'admin' });
  await page.goto('/dashboard/admin/upload');
  const form = page.getByRole('region', { name: 'Upload a video link' });
  await form.getByRole('button', { name: 'Upload video' }).click();
  await expect(form.getByText('Please select a creator profile')).toBeVisible();
  await form.getByLabel('Creator profile').selectOption({ index: 1 });
  await form.getByLabel('Title').fill(`Single upload ${videoId}`);
  await form.getByLabel('Description').fill('Uploaded by an admin');
  await form.getByLabel('YouTube URL').fill(`https://www.youtube.com/watch?v=${videoId}`);
  await form.getByLabel('Category (optional)').selectOption('Quran');
  // No audience is assumed for the item: the admin chooses its age range.
  await form.getByLabel('Age range').selectOption({ label: '6-8 years' });
  await form.getByLabel('Tags (optional)').fill('Juz Amma');
  await form.getByLabel('Tags (optional)').press('Enter');
  await form.getByLabel('Tags (optional)').fill('juz amma,');
  await expect(form.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(1);
  await form.getByRole('button', { name: 'Upload video' }).click();
  const success = form.getByRole('status');
  await expect(success).toContainText('Video uploaded');
  const id = firstId(await sql('select id from content where youtube_video_id = $1', [videoId]));
  // The item is pending: the panel links to its admin preview, not to /video/:id ('Video not found' until published).
  const preview = success.getByRole('link', { name: 'Open the preview' });
  await expect(preview).toHaveAttribute('href', `/uploads/${id}`);
  await expectNoAxeViolations(page);
  await success.getByRole('button', { name: 'Upload another video' }).click();
  await expect(form.getByLabel('Title')).toHaveValue('');
  await page.goto(`/uploads/${id}`);
  await expect(page.getByRole('heading', { name: `Single upload ${videoId}` })).toBeVisible();
});

test('reports queue: overdue reports are highlighted; unpublish asks in a dialog, is recorded and the creator sees why', async ({
  page,
}) => {
  const videoId = uniqueVideoId();
  const title = `Reported ${videoId}`;
  const contentId = firstId(
    await sql(
      `insert into content (title, category, source_type, youtube_url, youtube_video_id, status, age_range)
       values ($1, 'Shows', 'youtube', $2, $3, 'published', 4) returning id`,
      [title, `https://www.youtube.com/watch?v=${videoId}`, videoId],
    ),
  );
  await sql(
    `insert into content_reports (content_id, reason, details, created_at) values ($1, 'inappropriate', $2, now() - interval '60 hours')`,
    [contentId, `Music in the background ${videoId}`],
  );
  await page.goto('/');
  await signUpInBrowser(page, { role: 'admin' });
  await page.goto('/dashboard/admin');
  const queue = page.getByRole('region', { name: 'Content reports' });
  await expect(
    queue.getByText('Review target: every report within 24-48 hours.', { exact: false }),
  ).toBeVisible();
  const report = queue.getByRole('listitem').filter({ hasText: `Music in the background ${videoId}` });
  await expect(report.getByText('Overdue')).toBeVisible();
  await expect(report.getByText('2 days ago')).toBeVisible();
  // The app's own dialog asks (a browser confirm() is neither styled, translated for its buttons nor testable).
  const nativeDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    nativeDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await report.getByRole('button', { name: `Unpublish ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Unpublish this video?' });
  await expect(confirm).toContainText(`Unpublish “${title}”? The creator will see the report as the reason.`);
  await expectNoAxeViolations(page);
  // Cancel changes nothing; asking again and confirming unpublishes.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(report).toBeVisible();
  await report.getByRole('button', { name: `Unpublish ${title}` }).click();
  await confirm.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(report).toBeHidden();
  expect(nativeDialogs).toEqual([]);
  const stored = await sql('select status, rejection_reason from content where id = $1', [contentId]);
  expect(stored.rows[0]?.status).toBe('rejected');
  expect(stored.rows[0]?.rejection_reason).toContain(`Music in the background ${videoId}`);
});

test('YouTube channels: link a channel, sync it (again: nothing new), auto-sync on and off', async ({
  page,
}) => {
  const name = `Channel Creator ${uniqueVideoId()}`;
  // A retry starts where the failed try left off: the channel linked to its creator, the recorded videos stored.
  await sql('update creator_profiles set youtube_channel_id = null where youtube_channel_id = $1', [
    E2E_YOUTUBE_CHANNEL,
  ]);
  await sql('delete from content where youtube_video_id = any($1)', [E2E_YOUTUBE_VIDEO_IDS]);
  await sql('insert into creator_profiles (full_name) values ($1)', [name]);
  await page.goto('/');
  await signUpInBrowser(page, { role: 'admin' });
  // And auto-sync off, without a result (through the API, which also removes its schedule).
  const off = await page.request.put('/api/admin/youtube-sync/settings', {
    headers: { Origin: new URL(page.url()).origin },
    data: { enabled: false },
  });
  expect(off.status()).toBe(200);
  await sql('update youtube_sync_settings set last_result = null, last_run_at = null');
  await page.goto('/dashboard/admin');
  const panel = page.getByRole('region', { name: 'Creator YouTube channels' });
  await panel.getByRole('button', { name: 'Save channel ID' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please select a creator and enter a channel ID');
  await panel.getByLabel('Creator').selectOption({ label: name });
  await panel.getByLabel('YouTube channel ID').fill(E2E_YOUTUBE_CHANNEL);
  await panel.getByRole('button', { name: 'Sync channel' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Channel ID mismatch. Please save the channel ID first.');
  await panel.getByRole('button', { name: 'Save channel ID' }).click();
  await expect(panel.getByRole('status')).toHaveText('Channel ID updated successfully');

  // The test server's YouTube stand-in serves a recorded feed of three videos for this channel.
  await panel.getByRole('button', { name: 'Sync channel' }).click();
  await expect(panel.getByRole('status')).toHaveText('Sync complete: 3 new video(s) added as pending.');
  await panel.getByRole('button', { name: 'Sync channel' }).click();
  await expect(panel.getByRole('status')).toHaveText('Sync complete: 0 new video(s) added as pending.');
  const stored = await sql(
    `select c.status from content c join creator_profiles p on p.id = c.creator_profile_id where p.full_name = $1`,
    [name],
  );
  expect(stored.rows).toEqual([{ status: 'pending' }, { status: 'pending' }, { status: 'pending' }]);
  await expectNoAxeViolations(page);

  // Auto-sync runs at once (as a background job), then on its schedule; switching off removes the schedule.
  await panel.getByLabel('Auto-sync all channels').check();
  await expect(panel.getByLabel('Auto-sync all channels')).toBeChecked();
  await expect
    .poll(
      async () =>
        (await sql("select count(*)::int as n from pgboss.schedule where name = 'youtube-auto-sync'"))
          .rows[0],
    )
    .toEqual({ n: 1 });
  await expect
    .poll(async () => (await sql('select last_result from youtube_sync_settings')).rows[0], {
      timeout: 20_000,
    })
    .toEqual({ last_result: { totalInserted: 0 } });
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Creator YouTube channels' })
      .getByText(/Last run .*: 0 new video\(s\)\./),
  ).toBeVisible();
  await page
    .getByRole('region', { name: 'Creator YouTube channels' })
    .getByLabel('Auto-sync all channels')
    .uncheck();
  await expect
    .poll(
      async () =>
        (await sql("select count(*)::int as n from pgboss.schedule where name = 'youtube-auto-sync'"))
          .rows[0],
    )
    .toEqual({ n: 0 });
});

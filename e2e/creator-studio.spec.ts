// The creator studio in the browser, in two lean journeys: a draft saved with only a title is found in
// My videos, continued, given a publish time and submitted; a rejection waits in Messages with an unread badge and
// the creator replies; the analytics page shows the chart and downloads the server's CSV.
import {
  answerValueQuestions,
  expect,
  expectNoAxeViolations,
  signUpInBrowser,
  sql,
  test,
} from './support/fixtures';

function uniqueVideoId(): string {
  return `S${Date.now().toString(36).slice(-7)}${process.pid.toString(36).slice(-3)}`
    .padEnd(11, 'x')
    .slice(0, 11);
}

/** A local "YYYY-MM-DDTHH:mm" two days ahead, as a datetime-local field takes it. */
function twoDaysAhead(): string {
  const date = new Date(Date.now() + 2 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T09:30`;
}

async function profileIdOf(userId: string): Promise<string> {
  const result = await sql('select id from creator_profiles where user_id = $1', [userId]);
  const id = (result.rows[0] as { id?: string } | undefined)?.id;
  if (!id) throw new Error('no creator profile');
  return id;
}

test('a draft with only a title is found, continued, scheduled and submitted; a rejection is read and answered', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  const creator = await signUpInBrowser(page, {
    role: 'creator',
    name: 'Yusuf Creator',
    setupCompleted: true,
  });
  const title = `Wudu song ${uniqueVideoId()}`;

  await page.goto('/share');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText(`“${title}” is saved as a draft.`)).toBeVisible();

  // Found in My videos among the drafts, and continued in the form.
  await page.goto('/dashboard/creator/videos?status=draft');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/studio-videos-phone.png', fullPage: true });
  await row.getByRole('link', { name: 'Continue draft' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('YouTube URL').fill(`https://youtu.be/${uniqueVideoId()}`);
  await page.getByLabel('Category').selectOption('Islamic Stories & Manners');
  await page.getByLabel('Duration (minutes)').fill('3');
  await page.getByLabel('Description').fill('Learning wudu step by step.');
  // Saved with only a title, the draft has no age range: the creator chooses one now (none is assumed).
  await expect(page.getByLabel('Age range')).toHaveValue('');
  await page.getByLabel('Age range').selectOption('2');
  await page.getByLabel('Publish date and time (optional)').fill(twoDaysAhead());
  await answerValueQuestions(page);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'waiting for review' })).toBeVisible();
  const stored = await sql('select status, scheduled_publish_at from content where title = $1', [title]);
  expect(stored.rows).toHaveLength(1);
  const item = stored.rows[0] as { status: string; scheduled_publish_at: Date | null };
  expect(item.status).toBe('pending');
  expect(item.scheduled_publish_at?.getTime()).toBeGreaterThan(Date.now() + 86_400_000);

  // A moderator rejects another item: the reason waits in Messages, unread.
  const profileId = await profileIdOf(creator.id);
  const rejected = await sql(
    `insert into content (title, status, rejection_reason, category, source_type, creator_profile_id, age_range)
     values ($1, 'rejected', $2, 'Shows', 'youtube', $3, 4) returning id`,
    ['Counting camels', 'The background music has instruments', profileId],
  );
  const rejectedId = (rejected.rows[0] as { id: string }).id;
  await sql(
    `insert into content_messages (content_id, author_role, kind, body) values ($1, 'moderator', 'rejection', $2)`,
    [rejectedId, 'The background music has instruments'],
  );
  await page.goto('/dashboard/creator');
  const messages = page.getByRole('link', { name: /Messages.*1 unread message/ }).first();
  await expect(messages).toBeVisible();
  await messages.click();
  await page.getByRole('link', { name: 'Counting camels' }).click();
  await expect(page.getByText('The background music has instruments')).toBeVisible();
  await page
    .getByLabel('Write to the moderators')
    .fill('I will send a version with voice only, in sha Allah.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('I will send a version with voice only, in sha Allah.')).toBeVisible();
  await expect(page.getByRole('link', { name: /unread message/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/studio-thread-phone.png', fullPage: true });
});

test('the analytics page shows the chart and downloads the CSV', async ({ page }) => {
  test.slow();
  await page.goto('/');
  const creator = await signUpInBrowser(page, {
    role: 'creator',
    name: 'Maryam Creator',
    setupCompleted: true,
  });
  const profileId = await profileIdOf(creator.id);
  // A complete YouTube item (link and id), as the feed's other journeys may open the newest one and play it.
  const youtubeId = `st${Date.now().toString(36)}`.padEnd(11, '0').slice(0, 11);
  // Its own title per try: the feed's journeys find items by title, and a retry's copy would make two.
  const title = `Stars, "moons" and suns ${youtubeId}`;
  const published = await sql(
    `insert into content (title, status, category, source_type, creator_profile_id, duration, published_at,
                          youtube_url, youtube_video_id, age_range)
     values ($4, 'published', 'Shows', 'youtube', $1, 2, now(), $2, $3, 4) returning id`,
    [profileId, `https://www.youtube.com/watch?v=${youtubeId}`, youtubeId, title],
  );
  const contentId = (published.rows[0] as { id: string }).id;
  await sql(
    `insert into content_views (content_id, device_id, view_duration, counted, user_agent, created_at)
     select $1, 'device-' || n, 120, true, 'Mozilla/5.0 (Linux; Android 14) Mobile', now() - (n % 3) * interval '1 day'
     from generate_series(1, 12) n`,
    [contentId],
  );

  await page.goto('/dashboard/creator/analytics?range=7');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 2 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Views per day, last 7 days' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText('12 viewers').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/studio-analytics-phone.png', fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download videos (CSV)' }).click(),
  ]);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(path, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'content_id,title,views,watch_time_minutes,likes,comments,completion_rate_percent',
  );
  expect(csv).toContain(`${contentId},"Stars, ""moons"" and suns ${youtubeId}",12,24.0,0,0,100.0`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'e2e/screenshots/studio-analytics-desktop.png', fullPage: true });
});

test('a published video is edited: the edit waits for review while the live one stays, and is withdrawn', async ({
  page,
}) => {
  await page.goto('/');
  const creator = await signUpInBrowser(page, {
    role: 'creator',
    name: 'Maryam Creator',
    setupCompleted: true,
  });
  const title = `Salah steps ${uniqueVideoId()}`;
  await sql(
    `insert into creator_profiles (user_id, full_name) values ($1, 'Maryam Creator') on conflict (user_id) do nothing`,
    [creator.id],
  );
  const profileId = await profileIdOf(creator.id);
  const videoId = uniqueVideoId();
  await sql(
    `insert into content (title, description, status, category, source_type, youtube_url, youtube_video_id,
       creator_profile_id, published_at, age_range)
     values ($1, 'How to pray', 'published', 'Islamic Stories & Manners', 'youtube', $2, $3, $4, now(), 4)`,
    [title, `https://www.youtube.com/watch?v=${videoId}`, videoId, profileId],
  );

  await page.goto('/dashboard/creator/videos?status=published');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Title').fill(`${title}, slower`);
  await page.getByRole('button', { name: 'Send the edit for review' }).click();
  await expect(
    page.getByText('Your edit is waiting for review. The published version stays live until then.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw the edit' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/studio-edit-phone.png', fullPage: true });
  const live = await sql('select title from content where youtube_video_id = $1', [videoId]);
  expect(live.rows[0]).toEqual({ title });

  await page.getByRole('button', { name: 'Withdraw the edit' }).click();
  await expect(page.getByText('Your edit is withdrawn. The published version stays as it is.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
});

// Approved content only and blocks per child, as a parent does it in a real browser: approve videos for a child
// from the video page, turn "Approved content only" on in the child's settings, and see child mode show only
// those; then block one of them from the video page, and see it vanish from child mode (and its address refused).
// Collections: made, named and approved for the child on their own page.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { appReady, expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

// A blocked video typed into the address bar answers 403 on purpose; the browser logs it.
test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 40[0139]/] });
// Long journeys (several pages, child mode twice) on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(0, 15);
  return date.toISOString().slice(0, 10);
}

async function origin(page: Page): Promise<Record<string, string>> {
  return { Origin: new URL(test.info().project.use.baseURL ?? page.url()).origin };
}

async function insertVideo(title: string): Promise<string> {
  const id = randomUUID();
  await sql(
    `insert into content (id, title, description, status, category, source_type, youtube_url, youtube_video_id, age_range, content_rating)
     values ($1, $2, 'A video for the approved-only tests', 'published', 'Islamic Stories & Manners', 'youtube', $3, $4, 1, 'G')`,
    [id, title, `https://www.youtube.com/watch?v=${id.slice(0, 11)}`, id.slice(0, 11)],
  );
  return id;
}

async function startChildMode(page: Page, childName: string) {
  await page.goto('/dashboard/parent');
  await appReady(page);
  await page.getByRole('button', { name: `Login as ${childName}` }).click();
  await page
    .getByRole('dialog', { name: 'Start child mode' })
    .getByRole('button', { name: 'Start child mode' })
    .click();
  // Starting child mode on a busy shared machine can take longer than the default wait.
  await expect(page).toHaveURL(/\/child\/feed$/, { timeout: 30_000 });
  await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
}

async function exitChildMode(page: Page) {
  await page.getByRole('button', { name: 'Exit child mode' }).click();
  const exit = page.getByRole('dialog', { name: 'Exit child mode' });
  const question = await exit.getByTestId('exit-question').textContent();
  const [, a, b] = /(\d+) \+ (\d+)/.exec(question ?? '') ?? [];
  await exit.getByLabel('Answer').fill(String(Number(a) + Number(b)));
  await exit.getByRole('button', { name: 'Exit child mode' }).click();
  await expect(page).toHaveURL(/\/dashboard\/parent$/, { timeout: 30_000 });
  await appReady(page);
}

async function approveOnVideoPage(page: Page, videoId: string, button: string) {
  await page.goto(`/video/${videoId}`);
  const menu = page.getByRole('region', { name: 'For your children' });
  await menu.getByRole('button', { name: button, exact: true }).click();
  await expect(menu.getByRole('button', { pressed: true }).first()).toBeVisible();
}

test('approve two videos for a child, approved content only, then block one: child mode shows only what is left', async ({
  page,
}) => {
  await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const created = await page.request.post('/api/children', {
    headers: await origin(page),
    data: { name: 'Amina', dateOfBirth: yearsAgo(6) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tag = randomUUID().slice(0, 8);
  const first = await insertVideo(`Ablution song ${tag}`);
  const second = await insertVideo(`Counting dates ${tag}`);
  await insertVideo(`Not approved ${tag}`);

  // Approve both from their video pages ("Approve for Amina").
  await approveOnVideoPage(page, first, 'Approve for Amina');
  await expect(
    page
      .getByRole('region', { name: 'For your children' })
      .getByRole('button', { name: 'Approved for Amina' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
  await approveOnVideoPage(page, second, 'Approve for Amina');

  // Approved content only, with the child's other content settings; the lists are in the same dialog.
  await page.goto('/dashboard/parent/children');
  await appReady(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: /Amina/ });
  await expect(settings.getByRole('heading', { name: /Approved for Amina/ })).toBeVisible();
  await expect(settings.getByText(`Ablution song ${tag}`)).toBeVisible();
  await settings.getByLabel('Approved content only').check();
  await expectNoAxeViolations(page);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toBeHidden();

  await startChildMode(page, 'Amina');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: `Ablution song ${tag}` })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: `Counting dates ${tag}` })).toBeVisible();
  await expect(main.getByText(`Not approved ${tag}`)).toHaveCount(0);
  // Nothing else: the demo catalog is not approved for her.
  const feed = (await (await page.request.get('/api/child/feed')).json()) as { items: { id: string }[] };
  expect(feed.items.map((item) => item.id).sort()).toEqual([first, second].sort());
  await exitChildMode(page);

  // Blocked from the video page: blocks win over approvals.
  await page.goto(`/video/${second}`);
  const menu = page.getByRole('region', { name: 'For your children' });
  await menu.getByRole('button', { name: 'Block for Amina' }).click();
  await expect(menu.getByRole('button', { name: 'Blocked for Amina' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await startChildMode(page, 'Amina');
  await expect(main.getByRole('heading', { level: 2, name: `Ablution song ${tag}` })).toBeVisible();
  await expect(main.getByText(`Counting dates ${tag}`)).toHaveCount(0);
  // Its address typed in is refused and the child is sent back to the feed.
  await page.goto(`/child/video/${second}`);
  await expect(page).toHaveURL(/\/child\/feed/);
  await expect(page.getByText(`Counting dates ${tag}`)).toHaveCount(0);
});

test('collections: made and named, approved for a child, listed in the child’s settings', async ({
  page,
}) => {
  await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const created = await page.request.post('/api/children', {
    headers: await origin(page),
    data: { name: 'Yusuf', dateOfBirth: yearsAgo(8) },
  });
  expect(created.status()).toBe(201);
  const tag = randomUUID().slice(0, 8);
  const video = await insertVideo(`Ramadan lanterns ${tag}`);

  await page.goto('/dashboard/parent/collections');
  await appReady(page);
  await expect(page.getByText('No collections yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create collection' }).click();
  await expect(page.getByText('Please give the collection a name')).toBeVisible();
  await page.getByLabel('Collection name').fill(`Bedtime ${tag}`);
  await page.getByRole('button', { name: 'Create collection' }).click();
  await expect(page.getByRole('heading', { level: 3, name: `Bedtime ${tag}` })).toBeVisible();
  await expect(page.getByText('0 videos')).toBeVisible();

  // A video goes in from its page.
  await page.goto(`/video/${video}`);
  const menu = page.getByRole('region', { name: 'For your children' });
  await menu.getByLabel('Add to a collection').selectOption({ label: `Bedtime ${tag}` });
  await menu.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(menu.getByText(`Added to Bedtime ${tag}.`)).toBeVisible();

  await page.goto('/dashboard/parent/collections');
  await appReady(page);
  await expect(page.getByText('1 video', { exact: true })).toBeVisible();
  // The box shows what the server holds: it is ticked once the approval is stored.
  await page.getByRole('checkbox', { name: 'Yusuf' }).click();
  await expect(page.getByRole('checkbox', { name: 'Yusuf' })).toBeChecked();
  await page.locator('summary', { hasText: 'Videos' }).click();
  await expect(page.getByRole('link', { name: `Ramadan lanterns ${tag}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/dashboard/parent/children');
  await appReady(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: /Yusuf/ });
  await expect(settings.getByText(`Bedtime ${tag}`)).toBeVisible();

  // Deleting asks first.
  await page.goto('/dashboard/parent/collections');
  await appReady(page);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this collection?' });
  await confirm.getByRole('button', { name: 'Delete collection' }).click();
  await expect(page.getByText('No collections yet.')).toBeVisible();
});

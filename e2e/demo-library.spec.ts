// The demo library in a real browser: a new family's child plays one of the demo's own videos (made by this server
// in the background after its first start) to the end, and the parent's activity history shows the time watched.
// A demo link to YouTube says it is only an example instead of pretending to play.
import type { Page } from '@playwright/test';
import type { FeedPage } from '../src/shared/feed.schema';
import { appReady, expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

// Child-mode requests answer 401/403 on purpose (no session yet); the browser logs them.
test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 40[0139]/] });
// The server makes the demo videos in the background; the first test may wait for them on a busy machine.
test.describe.configure({ timeout: 240_000 });

const TITLE = 'Count to Five with Stars';

async function demoVideo(title: string): Promise<{ id: string; duration: number }> {
  let found: { id: string; duration: number } | undefined;
  await expect
    .poll(
      async () => {
        const { rows } = await sql(
          "select id, duration from content where title = $1 and status = 'published' and video_url is not null",
          [title],
        );
        found = rows[0] as { id: string; duration: number } | undefined;
        return Boolean(found);
      },
      { timeout: 180_000, intervals: [1000] },
    )
    .toBe(true);
  if (!found) throw new Error(`${title} was never published`);
  return found;
}

async function newFamilyInChildMode(page: Page): Promise<string> {
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - 4);
  const response = await page.request.post('/api/children', {
    headers: { Origin: origin },
    data: { name: 'Yusuf', dateOfBirth: born.toISOString().slice(0, 10) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const childId = ((await response.json()) as { id: string }).id;
  await sql("update parent_profiles set time_zone = 'Europe/London' where user_id = $1", [parent.id]);
  await page.goto('/dashboard/parent');
  await page.getByRole('button', { name: 'Login as Yusuf' }).click();
  await page
    .getByRole('dialog', { name: 'Start child mode' })
    .getByRole('button', { name: 'Start child mode' })
    .click();
  await expect(page).toHaveURL(/\/child\/feed$/);
  return childId;
}

test("a new family's child plays a demo video to its end; the history shows the time watched", async ({
  page,
}) => {
  const video = await demoVideo(TITLE);
  const childId = await newFamilyInChildMode(page);
  await page.goto(`/child/video/${video.id}`);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  const player = page.locator('video');
  await expect(player).toBeVisible();
  // The ended beat carries the seconds the player played, the last ones included.
  const endBeat = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/child/heartbeat') &&
      (request.postDataJSON() as { contentId?: string } | null)?.contentId === video.id &&
      ((request.postDataJSON() as { watchedSeconds?: number }).watchedSeconds ?? 0) > 0,
    { timeout: 60_000 },
  );
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.ended), { timeout: 60_000 })
    .toBe(true);
  // The file lasts exactly what its card says.
  const seconds = await player.evaluate((element: HTMLVideoElement) => element.duration);
  expect(Math.abs(seconds - video.duration * 60)).toBeLessThan(0.5);
  await endBeat;

  let watched = 0;
  await expect
    .poll(async () => {
      const { rows } = await sql(
        'select coalesce(sum(view_duration), 0)::int as s from content_views where child_id = $1 and content_id = $2',
        [childId, video.id],
      );
      watched = (rows[0] as { s: number }).s;
      return watched;
    })
    .toBeGreaterThanOrEqual(Math.floor(video.duration * 60) - 2);
  expect(watched).toBeLessThanOrEqual(Math.ceil(video.duration * 60) + 1);

  // The rest of the library arrives as it is made: twenty and more of the demo's own videos in this child's feed,
  // played from this server's storage (no network needed).
  await expect
    .poll(
      async () => {
        const feed = await page.request.get('/api/child/feed?source=upload');
        return ((await feed.json()) as FeedPage).total;
      },
      { timeout: 180_000, intervals: [2000] },
    )
    .toBeGreaterThanOrEqual(20);

  await page.getByRole('button', { name: 'Exit child mode' }).click();
  const exit = page.getByRole('dialog', { name: 'Exit child mode' });
  const question = await exit.getByTestId('exit-question').textContent();
  const [, a, b] = /(\d+) \+ (\d+)/.exec(question ?? '') ?? [];
  await exit.getByLabel('Answer').fill(String(Number(a) + Number(b)));
  await exit.getByRole('button', { name: 'Exit child mode' }).click();
  await expect(page).toHaveURL(/\/dashboard\/parent$/);
  await appReady(page);
  await page.goto(`/dashboard/parent/activity-history?child=${childId}`);
  const entry = page.getByRole('listitem').filter({ hasText: TITLE });
  await expect(entry).toContainText(`watched ${watched} s`);
  await expectNoAxeViolations(page);
});

test('a demo link to YouTube is shown as an example and plays nothing', async ({ page }) => {
  const { rows } = await sql(
    "select id from content where example and source_type = 'youtube' and status = 'published' limit 1",
  );
  const id = (rows[0] as { id: string } | undefined)?.id;
  expect(id).toBeDefined();
  await page.goto(`/video/${id}`);
  await expect(page.getByText('Example', { exact: true })).toBeVisible();
  await expect(
    page.getByText('This demo item is only an example of a link (YouTube). There is no real video behind it'),
  ).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

// The video page end to end: every player type (and its error states), previous/next, related videos, like,
// comment, share and report signed in and signed out, views counted after 5 s and once per 24 h, creator profiles.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

const DEMO_CREATOR_EMAIL = 'aisha.creator@demo.qamarkids.local';
const RESOURCE_FAILED = /Failed to load resource/;

let counter = 0;

/** Inserts a published video straight into the test server's database and returns its id. */
async function insertVideo(fields: Record<string, string | number | null>): Promise<string> {
  counter += 1;
  const creator = await sql(
    `select cp.id from creator_profiles cp join users u on u.id = cp.user_id where u.email = $1`,
    [DEMO_CREATOR_EMAIL],
  );
  const row = {
    title: `E2E video ${counter} ${randomBytes(3).toString('hex')}`,
    category: 'Shows',
    status: 'published',
    // Every item but a draft has its audience chosen; 13+ as the old column default was.
    age_range: 4,
    creator_profile_id: creator.rows[0]?.id as string,
    // Old enough never to be the newest card other tests open (and count views on) in parallel.
    created_at: '2021-06-01T00:00:00Z',
    ...fields,
  };
  const columns = Object.keys(row);
  const result = await sql(
    `insert into content (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return result.rows[0]?.id as string;
}

const youtubeId = () => randomBytes(8).toString('base64url').slice(0, 11);

async function viewCountInDb(id: string): Promise<number> {
  return (await sql('select view_count from content where id = $1', [id])).rows[0]?.view_count as number;
}

/** The "time ago · N views" line under the title (related cards have their own). */
const viewsLine = (page: Page) =>
  page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]');

async function openVideo(page: Page, id: string) {
  await page.goto(`/video/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('players', () => {
  test('YouTube plays in the privacy-mode embed, with previous/next and related videos', async ({
    page,
    embedRequests,
  }) => {
    const watchId = youtubeId();
    const id = await insertVideo({
      title: 'Player test: YouTube',
      source_type: 'youtube',
      youtube_url: `https://www.youtube.com/watch?v=${watchId}`,
      youtube_video_id: watchId,
      category: 'Islamic Stories & Manners',
    });
    await openVideo(page, id);
    // A Play facade first: nothing is requested from YouTube until the viewer asks for the video.
    const play = page.getByRole('button', { name: 'Play Player test: YouTube' });
    await expect(play).toBeVisible();
    expect(embedRequests).toEqual([]);

    const related = page.getByRole('region', { name: 'Related videos' });
    await expect(related.getByRole('link').first()).toBeVisible();
    const relatedCount = await related.getByRole('link').count();
    expect(relatedCount).toBeGreaterThan(0);
    expect(relatedCount).toBeLessThanOrEqual(5);

    await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e/screenshots/video-page-mobile.png', fullPage: true });
    await play.click();
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${watchId}?autoplay=1`,
    );
    await expect.poll(() => embedRequests.some((url) => url.includes(`/embed/${watchId}`))).toBe(true);

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).not.toHaveURL(new RegExp(`/video/${id}$`));
    await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/video/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Player test: YouTube' })).toBeVisible();
  });

  test('a broken YouTube link says "Invalid YouTube URL"', async ({ page }) => {
    const id = await insertVideo({
      source_type: 'youtube',
      youtube_url: 'https://example.com/not-youtube',
      youtube_video_id: null,
    });
    await openVideo(page, id);
    await expect(page.getByRole('alert')).toHaveText('Invalid YouTube URL');
  });

  test('an upload plays our MP4 in a <video> element', async ({ page }) => {
    const id = await insertVideo({ source_type: 'upload', video_url: '/demo-videos/qamar-demo.mp4' });
    await openVideo(page, id);
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', '/demo-videos/qamar-demo.mp4');
    await expect(video).toHaveAttribute('controls', '');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThan(0);
  });

  test.describe('broken files', () => {
    test.use({ allowConsole: [RESOURCE_FAILED] });

    test('a missing MP4 says "Error playing video" and Try Again reloads it', async ({ page }) => {
      const id = await insertVideo({ source_type: 'upload', video_url: '/demo-videos/does-not-exist.mp4' });
      await openVideo(page, id);
      await expect(page.getByRole('alert')).toContainText('Error playing video');
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('alert')).toContainText('Error playing video');
    });

    test('an HLS playlist loads hls.js on demand; a broken one says "Error playing video"', async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      const id = await insertVideo({ source_type: 'upload', video_url: '/demo-videos/missing/master.m3u8' });
      await openVideo(page, id);
      await expect(page.getByRole('alert')).toContainText('Error playing video');
      const nativeHls = await page.evaluate(() =>
        document.createElement('video').canPlayType('application/vnd.apple.mpegurl'),
      );
      // Where the browser cannot play HLS itself, hls.js's file was fetched for this page only.
      if (!nativeHls) expect(scripts.some((url) => /\/assets\/hls[^/]*\.m?js$/.test(url))).toBe(true);
    });
  });

  test.describe('in a browser without its own HLS', () => {
    // hls.js asks for the missing playlist itself, and the browser reports the 404.
    test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 404/] });

    test('the player asks for hls.js as the page hydrates, and the page hydrates as drawn', async ({
      page,
    }) => {
      // Firefox, or Chromium before its built-in HLS; and a note of hls.js's module preload when it is added.
      await page.addInitScript(() => {
        const canPlayType = HTMLMediaElement.prototype.canPlayType;
        HTMLMediaElement.prototype.canPlayType = function (type: string) {
          return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
        };
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (
                node instanceof HTMLLinkElement &&
                node.rel === 'modulepreload' &&
                node.href.includes('hls.light')
              )
                Object.assign(window, { hlsPreloaded: node.parentElement?.tagName });
        }).observe(document, { childList: true, subtree: true });
      });
      const id = await insertVideo({ source_type: 'upload', video_url: '/demo-videos/missing/master.m3u8' });
      // The server cannot know the browser: its HTML never asks for hls.js.
      expect(await (await page.request.get(`/video/${id}`)).text()).not.toContain('hls.light');
      const hlsFile = page.waitForRequest((request) => /\/assets\/hls\.light[^/]*\.mjs$/.test(request.url()));
      await openVideo(page, id);
      await hlsFile;
      expect(await page.evaluate(() => (window as { hlsPreloaded?: string }).hlsPreloaded)).toBe('HEAD');
      await expect(page.getByRole('alert')).toContainText('Error playing video');
    });
  });

  test('an upload without a file says "No video source available"', async ({ page }) => {
    const id = await insertVideo({ source_type: 'upload', video_url: null });
    await openVideo(page, id);
    await expect(page.getByRole('alert')).toHaveText('No video source available');
  });

  test('an Instagram story and reel render through the Instagram embed script', async ({
    page,
    embedRequests,
  }) => {
    const story = await insertVideo({
      source_type: 'instagram',
      instagram_story_id: 'CxStory123',
      instagram_username: 'qamar.kids',
    });
    await openVideo(page, story);
    await expect(page.locator('iframe[title="Instagram embed"]')).toHaveAttribute(
      'src',
      'https://www.instagram.com/p/CxStory123/embed/',
    );
    expect(embedRequests).toContain('https://www.instagram.com/embed.js');

    const reel = await insertVideo({
      source_type: 'instagram_reel',
      instagram_reel_id: 'CxReel456',
      instagram_reel_username: 'qamar.kids',
    });
    await openVideo(page, reel);
    await expect(page.locator('iframe[title="Instagram embed"]')).toHaveAttribute(
      'src',
      'https://www.instagram.com/reel/CxReel456/embed/',
    );
    await expect(page.getByText('Loading Instagram content')).toBeHidden();
    await page.screenshot({ path: 'e2e/screenshots/video-instagram-reel-mobile.png' });
  });

  test('a TikTok renders through the TikTok embed script', async ({ page, embedRequests }) => {
    const id = await insertVideo({
      source_type: 'tiktok',
      tiktok_video_id: '7301234567890123456',
      tiktok_username: 'qamarkids',
    });
    await openVideo(page, id);
    await expect(page.locator('iframe[title="TikTok embed"]')).toHaveAttribute(
      'src',
      'https://www.tiktok.com/embed/v2/7301234567890123456',
    );
    expect(embedRequests).toContain('https://www.tiktok.com/embed.js');
  });

  test.describe('unreachable embed scripts', () => {
    test.use({ allowConsole: [RESOURCE_FAILED] });

    test('say "Failed to load … content" and Try Again loads them again', async ({ page }) => {
      let instagramBlocked = true;
      await page.route('https://www.instagram.com/embed.js', (route) =>
        instagramBlocked ? route.abort() : route.fallback(),
      );
      await page.route('https://www.tiktok.com/embed.js', (route) => route.abort());
      const reel = await insertVideo({ source_type: 'instagram_reel', instagram_reel_id: 'CxReel789' });
      await openVideo(page, reel);
      await expect(page.getByRole('alert')).toContainText('Failed to load Instagram content');
      instagramBlocked = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.locator('iframe[title="Instagram embed"]')).toHaveAttribute(
        'src',
        'https://www.instagram.com/reel/CxReel789/embed/',
      );
      const tiktok = await insertVideo({ source_type: 'tiktok', tiktok_video_id: '7309999999999999999' });
      await openVideo(page, tiktok);
      await expect(page.getByRole('alert')).toContainText('Failed to load TikTok content');
    });
  });
});

test.describe('signed out', () => {
  test('like, comment and report ask the visitor to sign in', async ({ page }) => {
    const id = await insertVideo({ source_type: 'upload', video_url: '/demo-videos/qamar-demo.mp4' });
    await openVideo(page, id);

    await page.getByRole('button', { name: /^Like/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in required' });
    await expect(dialog).toContainText('You must be logged in to like videos.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(dialog).toContainText('You must be logged in to comment.');
    await dialog.getByRole('button', { name: 'Not now' }).click();

    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(dialog).toContainText('You must be logged in to report content.');
    await dialog.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('share offers two networks with the video link and copies it, showing "Copied!" for 2 s', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const id = await insertVideo({ source_type: 'upload', video_url: '/demo-videos/qamar-demo.mp4' });
    await openVideo(page, id);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this video' });
    const link = `${new URL(page.url()).origin}/video/${id}`;
    const networks = dialog.getByRole('link', { name: /^Share on/ });
    await expect(networks).toHaveCount(2);
    for (const network of await networks.all()) {
      expect(decodeURIComponent((await network.getAttribute('href')) ?? '')).toContain(link);
    }
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.clock.fastForward(2_100);
    await expect(dialog.getByText('Copied!')).toBeHidden();
  });
});

test.describe('signed in', () => {
  test('like toggles with a count; comments post newest first and the author can delete theirs', async ({
    page,
  }) => {
    const id = await insertVideo({ source_type: 'upload', video_url: '/demo-videos/qamar-demo.mp4' });
    await page.goto('/');
    await signUpInBrowser(page, { role: 'parent', name: 'Maryam Test', setupCompleted: true });
    await openVideo(page, id);

    const like = page.getByRole('button', { name: /^Like, \d+ likes?$/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName('Like, 0 likes');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('Like, 1 like');
    await expect(like).toContainText('Liked');
    await page.reload();
    await expect(like).toHaveAccessibleName('Like, 1 like');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(like).toHaveAccessibleName('Like, 0 likes');
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const box = page.getByLabel('Add a comment');
    await expect(box).toBeFocused();
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText('Comment text is required')).toBeVisible();
    await box.fill('<img src=x onerror=alert(1)> First!');
    await page.getByRole('button', { name: 'Post comment' }).click();
    const comments = page.getByRole('region', { name: 'Comments' }).getByRole('listitem');
    await expect(comments).toHaveCount(1);
    await expect(comments.first()).toContainText('<img src=x onerror=alert(1)> First!');
    await box.fill('Second, MashaAllah');
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(comments).toHaveCount(2);
    await expect(comments.first()).toContainText('Second, MashaAllah');
    await expect(comments.first()).toContainText('Maryam Test');
    await expectNoAxeViolations(page);

    await comments.first().getByRole('button', { name: 'Delete' }).click();
    await comments.first().getByRole('button', { name: 'Cancel' }).click();
    await expect(comments).toHaveCount(2);
    await comments.first().getByRole('button', { name: 'Delete' }).click();
    await comments.first().getByRole('button', { name: 'Yes, delete' }).click();
    await expect(comments).toHaveCount(1);
    await expect(comments.first()).toContainText('First!');

    // Watch progress: play, pause, and the position is saved for "Continue watching" (the TV's and the feed's).
    const player = page.locator('video');
    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(1.5);
    await player.evaluate((element: HTMLVideoElement) => element.pause());
    const progress = async () =>
      (
        await sql(
          'select position_seconds, duration_seconds from watch_progress where content_id = $1 and user_id is not null',
          [id],
        )
      ).rows;
    await expect.poll(async () => (await progress())[0]?.position_seconds ?? 0).toBeGreaterThanOrEqual(1);
    expect(await progress()).toEqual([expect.objectContaining({ duration_seconds: 6 })]);
    // The demo clip is 6 s (finished, for the list); as a longer video a quarter watched, the feed offers it.
    await sql(
      'update watch_progress set position_seconds = 150, duration_seconds = 600 where content_id = $1',
      [id],
    );
    await page.goto('/feed');
    const row = page.getByRole('region', { name: 'Continue watching' });
    await expect(row.getByRole('link')).toHaveCount(1);
    await expect(row.getByRole('link')).toHaveAttribute('href', `/video/${id}`);
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '25% watched');
    await page.screenshot({ path: 'e2e/screenshots/feed-continue-watching-phone.png' });
  });

  test('report needs a reason and details, then thanks the reporter', async ({ page }) => {
    const id = await insertVideo({ source_type: 'upload', video_url: '/demo-videos/qamar-demo.mp4' });
    await page.goto('/');
    const user = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
    await openVideo(page, id);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this video' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please choose a reason')).toBeVisible();
    await dialog.getByLabel('Misinformation').check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please describe the problem')).toBeVisible();
    await dialog.getByLabel('Details').fill('The story mixes up two prophets.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Thank you for your report')).toBeVisible();
    await expect(dialog.getByText("We'll review this content and take appropriate action.")).toBeVisible();
    const stored = await sql('select reason, details, user_id from content_reports where content_id = $1', [
      id,
    ]);
    expect(stored.rows).toEqual([
      { reason: 'misinformation', details: 'The story mixes up two prophets.', user_id: user.id },
    ]);
  });
});

test.describe('counted views', () => {
  test('a view counts after 5 s on screen, and not again from this device within 24 h', async ({ page }) => {
    await page.clock.install();
    const id = await insertVideo({ source_type: 'upload', video_url: '/demo-videos/qamar-demo.mp4' });
    await openVideo(page, id);
    await expect(viewsLine(page)).toContainText('0 views');
    expect(await viewCountInDb(id)).toBe(0);

    const firstReport = page.waitForResponse((response) =>
      response.url().endsWith(`/api/content/${id}/views`),
    );
    await page.clock.fastForward(5_000);
    expect(await (await firstReport).json()).toEqual({ counted: true, viewCount: 1 });
    await expect(viewsLine(page)).toContainText(/\b1 view$/);
    expect(await viewCountInDb(id)).toBe(1);
    const deviceId = await page.evaluate(() => localStorage.getItem('device_id'));
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const secondReport = page.waitForResponse((response) =>
      response.url().endsWith(`/api/content/${id}/views`),
    );
    await page.clock.fastForward(6_000);
    const second = await secondReport;
    expect(second.request().headers()['x-device-id']).toBe(deviceId);
    expect(await second.json()).toEqual({ counted: false, viewCount: 1 });
    expect(await viewCountInDb(id)).toBe(1);
    const rows = await sql(
      'select device_id, is_bot from content_views where content_id = $1 and device_id = $2',
      [id, deviceId],
    );
    // A visitor's report that does not count is not stored: anonymous requests cannot grow the table.
    expect(rows.rows).toEqual([{ device_id: deviceId, is_bot: false }]);
  });

  test.describe('with a flaky network', () => {
    test.use({ allowConsole: [RESOURCE_FAILED] });

    test('the view is retried up to 3 times, 1 s apart', async ({ page }) => {
      await page.clock.install();
      const id = await insertVideo({ source_type: 'upload', video_url: '/demo-videos/qamar-demo.mp4' });
      let attempts = 0;
      await page.route(`**/api/content/${id}/views`, (route) => {
        attempts += 1;
        return attempts <= 3 ? route.abort('internetdisconnected') : route.fallback();
      });
      await openVideo(page, id);
      await page.clock.fastForward(5_000);
      await expect.poll(() => attempts).toBe(1);
      await page.clock.fastForward(1_000);
      await expect.poll(() => attempts).toBe(2);
      await page.clock.fastForward(1_000);
      await expect.poll(() => attempts).toBe(3);
      await page.clock.fastForward(1_000);
      await expect.poll(() => attempts).toBe(4);
      await expect(viewsLine(page)).toContainText(/\b1 view$/);
      expect(await viewCountInDb(id)).toBe(1);
    });
  });

  test('a video scrolled out of view before 5 s is not counted', async ({ page }) => {
    await page.clock.install();
    const id = await insertVideo({ source_type: 'upload', video_url: '/demo-videos/qamar-demo.mp4' });
    let reported = false;
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/content/${id}/views`)) reported = true;
    });
    await openVideo(page, id);
    await page.clock.fastForward(3_000);
    // Scroll the player away and wait until an IntersectionObserver of our own has seen it leave: the page's
    // observer (created earlier) is told in the same rendering step, before ours. The page below the player may
    // still be loading (a CI run where it was too short to scroll the player away): room is added after it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const player = document.querySelector('video');
          if (!player) throw new Error('no player');
          const room = document.createElement('div');
          room.style.height = '300vh';
          document.body.append(room);
          const observer = new IntersectionObserver((entries) => {
            if (entries.some((entry) => !entry.isIntersecting)) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(player);
          window.scrollTo(0, document.body.scrollHeight);
        }),
    );
    await expect(page.locator('video')).not.toBeInViewport();
    await page.clock.fastForward(10_000);
    expect(reported).toBe(false);
    const deviceId = await page.evaluate(() => localStorage.getItem('device_id'));
    const rows = await sql('select 1 from content_views where content_id = $1 and device_id = $2', [
      id,
      deviceId,
    ]);
    expect(rows.rowCount).toBe(0);
  });
});

test.describe('creator profiles', () => {
  test('a creator’s public profile shows their latest videos, linked from the video page', async ({
    page,
  }) => {
    // Its own title per try: a retry must not meet the first try's item (two headings of one name).
    const title = `Profile test: newest video ${Date.now().toString(36)}`;
    const id = await insertVideo({
      title,
      source_type: 'upload',
      video_url: null,
      created_at: new Date(Date.now() + 60_000).toISOString(),
    });
    const creator = await sql(
      'select cp.full_name from creator_profiles cp join users u on u.id = cp.user_id where u.email = $1',
      [DEMO_CREATOR_EMAIL],
    );
    await openVideo(page, id);
    await page.getByRole('link', { name: creator.rows[0]?.full_name as string, exact: true }).click();
    await expect(page).toHaveURL(/\/profile\//);
    const latest = page.getByRole('region', { name: 'Latest Videos' });
    await expect(latest.getByRole('link').first()).toBeVisible();
    const count = await latest.getByRole('link').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    await expect(latest.getByRole('heading', { name: title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e/screenshots/profile-latest-videos-mobile.png', fullPage: true });
  });

  test('a creator without published videos shows "No videos uploaded yet."', async ({ page }) => {
    await page.goto('/');
    const creator = await signUpInBrowser(page, {
      role: 'creator',
      name: 'New Creator',
      setupCompleted: true,
    });
    await page.goto(`/profile/${creator.id}`);
    await expect(page.getByText('No videos uploaded yet.')).toBeVisible();
  });
});

test.describe('feed visibility', () => {
  test.use({ allowConsole: [RESOURCE_FAILED] });

  test('a private feed shows anonymous visitors a sign-in prompt', async ({ page }) => {
    // The server side (401 'Authentication required' while feed_visibility is not public) is covered by the API
    // tests; flipping the shared setting here would hide the feed from the other browser tests running now. The
    // server draws the first page's feed itself, so the answer stood in for is the browser's own next read (Refresh).
    await page.goto('/feed');
    await page.route('**/api/feed**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'NOT_AUTHENTICATED', message: 'Authentication required' } }),
      }),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('heading', { name: 'Authentication required' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });
});

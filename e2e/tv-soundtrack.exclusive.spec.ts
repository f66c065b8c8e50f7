// The TV plays the mix the server decided for its viewer (decision 034-s): a child whose family avoids instruments
// gets the vocals-only track on the child's TV player, told by the child's own content route (the phone's answer),
// and the child's TV never reads the public content API; a visitor's TV starts on the main mix. The item and its
// accepted soundtrack are written directly (rows by SQL, HLS files by ffmpeg into the server's media storage, laid out
// as the upload job lays them out), so the test does not wait for two uploads to be transcoded. It flips the
// site-wide tv_mode setting, so it runs in the serial 'exclusive' project and turns the setting off again.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { readE2eState } from './support/e2e-state';
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';
import { setTvMode, TV_SCREEN } from './support/tv';

const run = promisify(execFile);
const SECONDS = 4;

test.use(TV_SCREEN);
// A child-mode read may answer 401 while the session starts; the browser logs it.
test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 40[01]/] });
// Sign-up, child mode and two players on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

const slow = expect.configure({ timeout: 30_000 });
const player = (page: Page) => page.locator('[data-tv-player] [data-soundtrack]');

/** ffmpeg writes one HLS rendition (index.m3u8 and seg_NNN.ts, the media route's names) into `dir`. */
async function hls(dir: string, input: string[], codec: string[]) {
  await mkdir(dir, { recursive: true });
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', ...input, ...codec],
    ...['-f', 'hls', '-hls_time', String(SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', path.join(dir, 'seg_%03d.ts'), path.join(dir, 'index.m3u8')],
  ]);
}

/**
 * A published upload with an accepted vocals-only soundtrack, as the jobs leave one: the picture-only rung
 * (`360p-video/`), the main mix (`audio/`) and a poster under the video's upload, the vocals-only mix (`vocals/`)
 * under the soundtrack's; the item described as a song with instruments and nothing else a strict family avoids.
 */
async function itemWithSoundtrack(title: string): Promise<string> {
  const media = path.join(readE2eState().mediaDir, 'videos');
  const videoUpload = `e2etv${randomUUID().replaceAll('-', '')}`;
  const vocalsUpload = `e2etv${randomUUID().replaceAll('-', '')}`;
  const picture = ['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=15:duration=${SECONDS}`];
  const tone = (hz: number) => ['-f', 'lavfi', '-i', `sine=frequency=${hz}:duration=${SECONDS}`];
  const aac = ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'];
  await hls(path.join(media, videoUpload, '360p-video'), picture, [
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-an'],
  ]);
  await hls(path.join(media, videoUpload, 'audio'), tone(440), aac);
  await hls(path.join(media, vocalsUpload, 'vocals'), tone(330), aac);
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', ...picture, '-frames:v', '1'],
    path.join(media, videoUpload, 'poster.jpg'),
  ]);

  const inserted = await sql(
    `insert into content (title, description, status, category, age_range, source_type, has_music, music, faces,
       magic, imagery, dancing, vocals_mix, duration, published_at, creator_profile_id)
     values ($1, 'A nasheed about wudu, with a vocals-only mix.', 'published', 'Nasheeds & Songs', 2, 'upload',
       true, 'instruments', 'none', 'none', 'none', 'none', true, $2, now(),
       (select id from creator_profiles order by created_at limit 1))
     returning id`,
    [title, SECONDS / 60],
  );
  const contentId = inserted.rows[0].id as string;
  await sql('update content set video_url = $2, thumbnail_url = $3 where id = $1', [
    contentId,
    `/api/uploads/media/${contentId}/master.m3u8`,
    `/api/uploads/media/${contentId}/poster.jpg`,
  ]);
  const owner =
    '(select user_id from creator_profiles where id = (select creator_profile_id from content where id = $2))';
  await sql(
    `insert into video_uploads (id, user_id, size_bytes, file_name, status, progress, duration_seconds, width,
       height, renditions, content_id, kind, video_only, main_audio)
     values ($1, ${owner}, 1, 'wudu.mp4', 'ready', 100, ${SECONDS}, 320, 240, '{360}', $2, 'video', true, true)`,
    [videoUpload, contentId],
  );
  await sql(
    `insert into video_uploads (id, user_id, size_bytes, file_name, status, progress, duration_seconds, kind,
       soundtrack_of, accepted_at)
     values ($1, ${owner}, 1, 'vocals-only.wav', 'ready', 100, ${SECONDS}, 'vocals', $2, now())`,
    [vocalsUpload, contentId],
  );
  return contentId;
}

test('a strict child’s TV plays the vocals-only mix from the child’s own API; a visitor’s TV the main mix', async ({
  page,
  browser,
}) => {
  const contentId = await itemWithSoundtrack(`TV wudu nasheed ${Date.now().toString(36)}`);
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const origin = { Origin: new URL(test.info().project.use.baseURL ?? '').origin };
  const added = await page.request.post('/api/children', {
    headers: origin,
    data: { name: 'Maryam', dateOfBirth: `${new Date().getUTCFullYear() - 7}-01-15` },
  });
  expect(added.status(), await added.text()).toBe(201);
  // Very careful (voice only at most) and the nasheeds category: the item is allowed on account of its mix.
  await sql(
    `update children set values_filter = '{"preset":"strict","music":"voice","faces":"none","magic":"none","imagery":"none","dancing":"none"}'::jsonb,
       allowed_categories = array['Nasheeds & Songs'] where parent_id = $1`,
    [parent.id],
  );

  await setTvMode(true);
  try {
    await page.goto('/dashboard/parent');
    await page.getByRole('button', { name: 'Login as Maryam' }).click();
    await page
      .getByRole('dialog', { name: 'Start child mode' })
      .getByRole('button', { name: 'Start child mode' })
      .click();
    await slow(page).toHaveURL(/\/tv\/child$/);

    // Every content read the child's TV makes from here on: the public ones, and the child's up next.
    const publicReads: string[] = [];
    const childNext: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/content/')) publicReads.push(pathname);
      if (pathname === `/api/child/content/${contentId}/next`) childNext.push(pathname);
    });
    const childAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/child/content/${contentId}`,
    );
    await page.goto(`/tv/child/watch/${contentId}`);
    expect(((await (await childAnswer).json()) as { soundtrack: string }).soundtrack).toBe('vocals');
    await slow(player(page)).toHaveAttribute('data-soundtrack', 'vocals');
    await expect(page.getByRole('combobox', { name: 'Soundtrack', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e/screenshots/tv/soundtrack-child.png' });
    // The clip is 4 s: at its end, up next comes from the child's feed too.
    await slow(page.getByRole('button', { name: 'Play the next video' })).toBeVisible();
    expect(childNext).toHaveLength(1);
    expect(publicReads).toEqual([]);

    // A visitor's TV: the public answer, the main mix first.
    const visitorContext = await browser.newContext({
      ...TV_SCREEN,
      baseURL: test.info().project.use.baseURL ?? '',
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/tv/watch/${contentId}`);
    await slow(player(visitor)).toHaveAttribute('data-soundtrack', 'main');
    await expectNoAxeViolations(visitor);
    await visitorContext.close();
  } finally {
    await setTvMode(false);
  }
});

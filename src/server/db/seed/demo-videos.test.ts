// The demo library's own videos: made by the demo-videos job from the seed's drafts, through the uploads pipeline,
// published with true durations, posters and views that the creators' analytics add up to.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, ensureDemoAccounts } from '#server/accounts';
import { content } from '#server/db/schema/content';
import { signIn } from '#server/test/auth-helpers';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { CreatorAnalytics } from '#shared/creator-studio.schema';
import { seedDemoIfEmpty } from './demo-seed';
import { DEMO_SCENE_SECONDS, DEMO_VIDEOS, demoVideoSeconds } from './demo-videos';
import { demoVideoShortfall, makeDemoVideos, waitingDemoVideos } from './demo-videos.job';

type ContentRow = typeof content.$inferSelect;
const run = promisify(execFile);

let t: TestApp;
let uploads: ContentRow[];
let published: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.db);
  published = await makeDemoVideos(t);
  uploads = (await t.db.select().from(content).where(eq(content.sourceType, 'upload'))).filter(
    (row) => row.status === 'published',
  );
}, 240_000);

afterAll(async () => {
  await t.close();
});

/** Seconds of a rendition playlist: the sum of its segments' EXTINF. */
function playlistSeconds(playlist: string): number {
  return [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
}

describe('the demo library', () => {
  it('publishes at least 20 real uploads, none left waiting, for the youngest children too', async () => {
    expect(published).toBe(DEMO_VIDEOS.length);
    expect(uploads.length).toBe(DEMO_VIDEOS.length);
    expect(uploads.length).toBeGreaterThanOrEqual(20);
    expect(await waitingDemoVideos(t.db)).toEqual([]);
    // Every child sees age band 1 (a child sees their band and the younger ones), rated G, without music.
    const forEveryChild = uploads.filter(
      (row) => row.ageRange === 1 && row.contentRating === 'G' && !row.hasMusic,
    );
    expect(forEveryChild.length).toBeGreaterThanOrEqual(20);
    // A second run finds nothing to do.
    expect(await makeDemoVideos(t)).toBe(0);
  });

  it('plays each one through HLS for as long as its card says, with a poster as its thumbnail', async () => {
    for (const row of uploads) {
      const video = DEMO_VIDEOS.find((item) => item.title === row.title);
      expect(video, row.title).toBeDefined();
      if (!video) continue;
      // Whole scenes and an even number of them: the minutes on the card are exact, not rounded.
      expect(row.duration * 60).toBeCloseTo(demoVideoSeconds(video), 6);
      expect(demoVideoSeconds(video) % (2 * DEMO_SCENE_SECONDS)).toBe(0);
      expect(row.videoUrl).toBe(`/api/uploads/media/${row.id}/master.m3u8`);
      expect(row.thumbnailUrl).toBe(`/api/uploads/media/${row.id}/poster.jpg`);
      const master = await t.app.request(row.videoUrl ?? '');
      expect(master.status).toBe(200);
      const rendition = /^(\S+\/index\.m3u8)$/m.exec(await master.text())?.[1];
      expect(rendition, row.title).toBeDefined();
      const playlist = await (await t.app.request(`/api/uploads/media/${row.id}/${rendition}`)).text();
      expect(Math.abs(playlistSeconds(playlist) - row.duration * 60), row.title).toBeLessThan(0.6);
      const segment = /^(seg_\d+\.ts)$/m.exec(playlist)?.[1];
      const bytes = await t.app.request(
        `/api/uploads/media/${row.id}/${rendition?.split('/')[0]}/${segment}`,
      );
      expect(bytes.status).toBe(200);
      const poster = await t.app.request(row.thumbnailUrl ?? '');
      expect(poster.status).toBe(200);
      expect(poster.headers.get('content-type')).toBe('image/jpeg');
      expect((await poster.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });

  it('speaks in every video (espeak-ng is installed here): each rendition carries an audio track', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'qk-demo-test-'));
    try {
      for (const row of uploads) {
        const master = await (await t.app.request(row.videoUrl ?? '')).text();
        const rendition = /^(\S+)\/index\.m3u8$/m.exec(master)?.[1];
        const segment = await t.app.request(`/api/uploads/media/${row.id}/${rendition}/seg_000.ts`);
        const file = path.join(dir, `${row.id}.ts`);
        await writeFile(file, Buffer.from(await segment.arrayBuffer()));
        const { stdout } = await run('ffprobe', [
          '-v',
          'error',
          '-show_entries',
          'stream=codec_type',
          '-of',
          'csv=p=0',
          file,
        ]);
        // A transport stream lists its streams under its program too: each kind once is enough.
        expect([...new Set(stdout.split('\n').filter(Boolean))].sort(), row.title).toEqual([
          'audio',
          'video',
        ]);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('gives every published demo item exactly as many counted views as its public count', async () => {
    const { rows } = await t.db.execute<{
      title: string;
      view_count: number;
      views: number;
      over: number;
    }>(sql`
      select c.title, c.view_count,
        (select count(*)::int from content_views v where v.content_id = c.id and v.counted) as views,
        (select count(*)::int from content_views v where v.content_id = c.id
          and (v.view_duration > c.duration * 60 or v.created_at < c.published_at)) as over
      from content c where c.status = 'published'`);
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.views, row.title).toBe(row.view_count);
      expect(row.over, row.title).toBe(0);
    }
  });

  it("adds up in a demo creator's analytics: views and watch time beside the public counts", async () => {
    await ensureDemoAccounts(t.db, t.auth);
    const creator = await signIn(t.app, 'aisha.creator@demo.qamarkids.local', DEMO_PASSWORD);
    const response = await creator.request('/api/studio/analytics?range=90');
    expect(response.status).toBe(200);
    const analytics = (await response.json()) as CreatorAnalytics;
    const { rows } = await t.db.execute<{ id: string; view_count: number }>(sql`
      select c.id, c.view_count from content c join creator_profiles p on p.id = c.creator_profile_id
      where p.user_id = 'demo-creator-1' and c.status = 'published'`);
    const total = rows.reduce((sum, row) => sum + row.view_count, 0);
    expect(total).toBeGreaterThan(1000);
    expect(analytics.totals.views).toBe(total);
    expect(analytics.totals.watchSeconds).toBeGreaterThan(0);
    for (const row of rows)
      expect(analytics.videos.find((video) => video.id === row.id)?.views, row.id).toBe(row.view_count);
  });
});

describe('what the demo lacks on a machine without the tools', () => {
  it('says it in one line: no ffmpeg, no videos; no espeak-ng, videos without words', () => {
    expect(demoVideoShortfall({ draw: false, speak: true, fonts: true }, 24)).toBe(
      "ffmpeg not found: the demo library's 24 videos are not made and stay hidden (apt-get install ffmpeg fonts-dejavu-core espeak-ng, then restart)",
    );
    expect(demoVideoShortfall({ draw: true, speak: false, fonts: true }, 24)).toBe(
      "espeak-ng not found: the demo library's videos are made without spoken words (apt-get install espeak-ng)",
    );
    expect(demoVideoShortfall({ draw: true, speak: true, fonts: true }, 24)).toBeNull();
  });

  it('leaves the drafts waiting, hidden, without ffmpeg', async () => {
    const other = await createTestApp();
    try {
      await seedDemoIfEmpty(other.db);
      const tools = {
        ffmpeg: '/nonexistent/ffmpeg',
        espeak: '/nonexistent/espeak-ng',
        fontDir: '/usr/share/fonts/truetype/dejavu',
      };
      expect(await makeDemoVideos(other, { tools })).toBe(0);
      expect((await waitingDemoVideos(other.db)).length).toBe(DEMO_VIDEOS.length);
    } finally {
      await other.close();
    }
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { content } from '#server/db/schema/content';
import { contentScreenings } from '#server/db/schema/moderation';
import { creatorProfiles } from '#server/db/schema/users';
import { type JobQueue, startJobQueue } from '#server/jobs/job-queue';
import { asCaller, type Caller, signUpAs } from '#server/test/auth-helpers';
import { insertCreator } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { startYouTubeStandIn, type YouTubeStandIn } from '#server/test/youtube-stand-in';
import type { ApiErrorBody } from '#shared/api-error';
import type { AutoSyncState } from '#shared/youtube-sync.schema';
import { youtubeAutoSyncJob } from './youtube-sync.jobs';
import { AUTO_SYNC_JOB } from './youtube-sync.service';

const CHANNEL = 'UCqamarKidsFixture00001a';
const BROKEN = 'UCbrokenFeedChannel00000';
const HTML = 'UChtmlConsentPage0000000';
const MISSING_CHANNEL = 'UCmissingChannel00000000';
const ERROR_CHANNEL = 'UCserverError00000000000';

let youtube: YouTubeStandIn;
let t: TestApp;
let admin: Caller;
let creatorId: string;

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

async function countForCreator(id: string) {
  return (await t.db.select({ id: content.id }).from(content).where(eq(content.creatorProfileId, id))).length;
}

beforeAll(async () => {
  youtube = await startYouTubeStandIn();
  youtube.channels.set(CHANNEL, { fixture: 'channel-feed.xml' });
  youtube.channels.set(BROKEN, { fixture: 'malformed-feed.xml' });
  youtube.channels.set(HTML, { fixture: 'not-a-feed.html', contentType: 'text/html' });
  youtube.channels.set(ERROR_CHANNEL, { status: 500, statusText: 'Internal Server Error', body: 'oops' });
  t = await createTestApp({ YOUTUBE_FEED_BASE_URL: youtube.baseUrl });
  admin = await signUpAs(t.app, t.db, 'admin');
  creatorId = (await insertCreator(t.db, { fullName: 'Little Muslims Learning' })).id;
});

afterAll(async () => {
  await t.close();
  await youtube.close();
});

describe('linking a channel', () => {
  it("saves the channel ID: 'Channel ID updated successfully', recorded in the audit log", async () => {
    const response = await admin.request('/api/admin/youtube-channels', {
      json: { creatorId, channelId: CHANNEL },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'Channel ID updated successfully',
      creator: { id: creatorId, fullName: 'Little Muslims Learning', youtubeChannelId: CHANNEL },
    });
    const [row] = await t.db.select().from(creatorProfiles).where(eq(creatorProfiles.id, creatorId));
    expect(row?.youtubeChannelId).toBe(CHANNEL);
  });

  it.each([
    [{ creatorId: '', channelId: CHANNEL }, 'Please select a creator and enter a channel ID'],
    [{ channelId: CHANNEL }, 'Please select a creator and enter a channel ID'],
    [{ creatorId: 'x', channelId: '  ' }, 'Please select a creator and enter a channel ID'],
    [
      { creatorId: 'x', channelId: 'my-channel' },
      'Please enter a valid YouTube channel ID (it starts with UC)',
    ],
  ])('answers 400 for %j', async (body, message) => {
    const response = await admin.request('/api/admin/youtube-channels', { json: body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });

  it("answers 404 'Creator not found' and 409 when another creator has the channel", async () => {
    const missing = await admin.request('/api/admin/youtube-channels', {
      json: { creatorId: '00000000-0000-4000-8000-000000000000', channelId: CHANNEL },
    });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe('Creator not found');
    const other = await insertCreator(t.db);
    const taken = await admin.request('/api/admin/youtube-channels', {
      json: { creatorId: other.id, channelId: CHANNEL },
    });
    expect(taken.status).toBe(409);
  });
});

describe('syncing from the public channel feed', () => {
  it('inserts the new videos as pending items with screening, and nothing new on a second run', async () => {
    const first = await admin.request('/api/admin/youtube-sync', {
      json: { action: 'channel', creatorId, channelId: CHANNEL, maxPages: 1 },
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ inserted: 3 });
    expect(youtube.requests).toContain(`/feeds/videos.xml?channel_id=${CHANNEL}`);
    const rows = await t.db.select().from(content).where(eq(content.creatorProfileId, creatorId));
    const wudu = rows.find((row) => row.youtubeVideoId === 'Fx1aWuduK01');
    expect(wudu).toMatchObject({
      title: 'How to Make Wudu & Pray | Kids Guide',
      description: 'A step-by-step wudu guide for children aged 4-8.\nPart of our prayer series.',
      status: 'pending',
      sourceType: 'youtube',
      youtubeUrl: 'https://www.youtube.com/watch?v=Fx1aWuduK01',
      thumbnailUrl: 'https://i2.ytimg.com/vi/Fx1aWuduK01/hqdefault.jpg',
    });
    const craft = rows.find((row) => row.youtubeVideoId === 'Fx2Ramadan2');
    const [screening] = await t.db
      .select()
      .from(contentScreenings)
      .where(eq(contentScreenings.contentId, craft?.id ?? ''));
    expect(screening?.confidence).toBe(60);
    expect(screening?.reasons.map((reason) => reason.reason)).toEqual(['advertising']);

    const second = await admin.request('/api/admin/youtube-sync', {
      json: { action: 'channel', creatorId, channelId: CHANNEL },
    });
    expect(await second.json()).toEqual({ inserted: 0 });
    expect(await countForCreator(creatorId)).toBe(3);
  });

  it("answers 'Channel ID mismatch. Please save the channel ID first.' and 'Creator not found'", async () => {
    const mismatch = await admin.request('/api/admin/youtube-sync', {
      json: { action: 'channel', creatorId, channelId: BROKEN },
    });
    expect(mismatch.status).toBe(400);
    expect((await errorOf(mismatch)).message).toBe('Channel ID mismatch. Please save the channel ID first.');
    const missing = await admin.request('/api/admin/youtube-sync', {
      json: { action: 'channel', creatorId: '00000000-0000-4000-8000-000000000000', channelId: CHANNEL },
    });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe('Creator not found');
    const badAction = await admin.request('/api/admin/youtube-sync', { json: { action: 'everything' } });
    expect(badAction.status).toBe(400);
    expect((await errorOf(badAction)).message).toBe("action must be 'channel' or 'all'");
  });

  it.each([
    [BROKEN, 'Invalid response format from server'],
    [HTML, 'Invalid response format from server'],
    [MISSING_CHANNEL, 'Failed to sync channel: 404 Not Found'],
    [ERROR_CHANNEL, 'Failed to sync channel: 500 Internal Server Error'],
  ])('reports a failing feed for %s: %s (503, nothing inserted)', async (channelId, message) => {
    const creator = await insertCreator(t.db, { youtubeChannelId: channelId });
    const response = await admin.request('/api/admin/youtube-sync', {
      json: { action: 'channel', creatorId: creator.id, channelId },
    });
    expect(response.status).toBe(503);
    expect((await errorOf(response)).message).toBe(message);
    expect(await countForCreator(creator.id)).toBe(0);
  });

  it('says why a sync failed when YouTube cannot be reached or does not answer in time', async () => {
    // Nothing listens on this port: the connection is refused.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    // This one accepts the request and never answers.
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const silentPort = (silent.address() as AddressInfo).port;
    const cases: { env: Record<string, string>; message: string }[] = [
      {
        env: { YOUTUBE_FEED_BASE_URL: `http://127.0.0.1:${closedPort}` },
        message: 'Sync failed: YouTube could not be reached (ECONNREFUSED)',
      },
      {
        env: { YOUTUBE_FEED_BASE_URL: `http://127.0.0.1:${silentPort}`, YOUTUBE_FETCH_TIMEOUT_MS: '300' },
        message: 'Sync failed: YouTube did not answer within 0.3 seconds',
      },
    ];
    try {
      for (const { env, message } of cases) {
        const other = await createTestApp(env);
        try {
          const otherAdmin = await signUpAs(other.app, other.db, 'admin');
          const creator = await insertCreator(other.db, { youtubeChannelId: CHANNEL });
          const response = await otherAdmin.request('/api/admin/youtube-sync', {
            json: { action: 'channel', creatorId: creator.id, channelId: CHANNEL },
          });
          expect(response.status).toBe(503);
          expect((await errorOf(response)).message).toBe(message);
          const all = (await (
            await otherAdmin.request('/api/admin/youtube-sync', { json: { action: 'all' } })
          ).json()) as { channels: { error?: string }[] };
          expect(all.channels.map((channel) => channel.error)).toEqual([message]);
        } finally {
          await other.close();
        }
      }
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 60_000);

  it('syncs all linked channels, reporting totalInserted and per-channel errors', async () => {
    const response = await admin.request('/api/admin/youtube-sync', { json: { action: 'all' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      totalInserted: number;
      channels: { creatorId: string; inserted: number; error?: string }[];
    };
    expect(body.totalInserted).toBe(0);
    expect(body.channels.find((channel) => channel.creatorId === creatorId)).toEqual(
      expect.objectContaining({ inserted: 0 }),
    );
    expect(
      body.channels
        .filter((channel) => channel.error)
        .map((channel) => channel.error)
        .sort(),
    ).toEqual([
      'Failed to sync channel: 404 Not Found',
      'Failed to sync channel: 500 Internal Server Error',
      'Invalid response format from server',
      'Invalid response format from server',
    ]);
  });
});

describe('syncing through the YouTube Data API when a key is configured', () => {
  it('reads up to maxPages pages of search results', async () => {
    const keyed = await createTestApp({
      YOUTUBE_FEED_BASE_URL: youtube.baseUrl,
      YOUTUBE_API_KEY: 'test-api-key',
      YOUTUBE_API_BASE_URL: youtube.apiBaseUrl,
    });
    try {
      const keyedAdmin = await signUpAs(keyed.app, keyed.db, 'admin');
      const creator = await insertCreator(keyed.db, { youtubeChannelId: CHANNEL });
      const one = await keyedAdmin.request('/api/admin/youtube-sync', {
        json: { action: 'channel', creatorId: creator.id, channelId: CHANNEL, maxPages: 1 },
      });
      expect(await one.json()).toEqual({ inserted: 2 });
      const two = await keyedAdmin.request('/api/admin/youtube-sync', {
        json: { action: 'channel', creatorId: creator.id, channelId: CHANNEL, maxPages: 2 },
      });
      expect(await two.json()).toEqual({ inserted: 1 });
      expect(youtube.requests.filter((path) => path.includes('pageToken=CAIQAA'))).toHaveLength(1);
      const settings = (await (
        await keyedAdmin.request('/api/admin/youtube-sync/settings')
      ).json()) as AutoSyncState;
      expect(settings.source).toBe('youtube-data-api');
    } finally {
      await keyed.close();
    }
  });
});

describe('auto-sync', () => {
  let queue: JobQueue;
  let queuedAdmin: Caller;

  beforeAll(async () => {
    const deps = { ...t.deps };
    queue = await startJobQueue(t.env.DATABASE_URL as string, deps, [youtubeAutoSyncJob]);
    const app = createApp({ ...deps, jobs: queue });
    queuedAdmin = asCaller(app, admin.cookie, admin.userId);
  }, 60_000);

  afterAll(async () => {
    await queue.stop();
  });

  it('without the job queue it says so instead of pretending', async () => {
    const response = await admin.request('/api/admin/youtube-sync/settings', {
      method: 'PUT',
      json: { enabled: true },
    });
    expect(response.status).toBe(503);
    const state = (await (await admin.request('/api/admin/youtube-sync/settings')).json()) as AutoSyncState;
    expect(state).toMatchObject({
      enabled: false,
      intervalMinutes: 15,
      queueAvailable: false,
      source: 'channel-feed',
    });
  });

  it('switching on runs a sync at once and schedules it every N minutes in pg-boss; off unschedules', async () => {
    const newCreator = await insertCreator(t.db);
    // Give the new creator a fresh channel answer so the immediate run has something to insert.
    youtube.channels.set('UCautoSyncChannel0000001', { fixture: 'channel-feed.xml' });
    await t.db.delete(content).where(eq(content.creatorProfileId, creatorId));
    await t.db
      .update(creatorProfiles)
      .set({ youtubeChannelId: null })
      .where(eq(creatorProfiles.id, creatorId));
    await t.db
      .update(creatorProfiles)
      .set({ youtubeChannelId: 'UCautoSyncChannel0000001' })
      .where(eq(creatorProfiles.id, newCreator.id));

    const on = await queuedAdmin.request('/api/admin/youtube-sync/settings', {
      method: 'PUT',
      json: { enabled: true, intervalMinutes: 30 },
    });
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ enabled: true, intervalMinutes: 30, queueAvailable: true });
    const schedules = await queue.boss.getSchedules();
    expect(schedules.find((schedule) => schedule.name === AUTO_SYNC_JOB)?.cron).toBe('*/30 * * * *');

    await expect
      .poll(
        async () =>
          ((await (await queuedAdmin.request('/api/admin/youtube-sync/settings')).json()) as AutoSyncState)
            .lastRunAt,
        {
          timeout: 20_000,
        },
      )
      .not.toBeNull();
    const state = (await (
      await queuedAdmin.request('/api/admin/youtube-sync/settings')
    ).json()) as AutoSyncState;
    expect(state.lastResult?.totalInserted).toBe(3);
    expect(await countForCreator(newCreator.id)).toBe(3);

    const bad = await queuedAdmin.request('/api/admin/youtube-sync/settings', {
      method: 'PUT',
      json: { enabled: true, intervalMinutes: 7 },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe(
      'The interval must be one of 5, 10, 15, 20, 30, 60, 120, 180, 240, 360, 720, 1440 minutes',
    );

    const off = await queuedAdmin.request('/api/admin/youtube-sync/settings', {
      method: 'PUT',
      json: { enabled: false },
    });
    expect(await off.json()).toMatchObject({ enabled: false });
    expect(
      (await queue.boss.getSchedules()).find((schedule) => schedule.name === AUTO_SYNC_JOB),
    ).toBeUndefined();
  }, 40_000);
});

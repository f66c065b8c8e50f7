import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrCreateCreatorProfile } from '#server/db/repos/creator-profiles.repo';
import { content } from '#server/db/schema/content';
import { contentScreenings, moderationAuditLog } from '#server/db/schema/moderation';
import { creatorProfiles } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUp, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertUser } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { startYouTubeStandIn, type YouTubeStandIn } from '#server/test/youtube-stand-in';
import type { ApiErrorBody } from '#shared/api-error';
import type { CreatorContentOverview, SubmissionInput } from '#shared/submission.schema';

let t: TestApp;
let youtube: YouTubeStandIn;
let creator: Caller;

const valid = (overrides: Partial<SubmissionInput> = {}): SubmissionInput => ({
  title: 'Learning the Arabic Alphabet',
  sourceType: 'youtube',
  youtubeUrl: 'https://youtu.be/Ab1Cd2Ef3Gh',
  category: 'STEM & Learning Activities',
  contentRating: 'G',
  language: 'Arabic',
  ageRange: 2,
  duration: 6.5,
  description: 'Alif, Ba, Ta for young learners',
  tags: ['Educational', 'Arabic Learning', 'educational'],
  hasMusic: false,
  shariahScore: 100,
  ...overrides,
});

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

beforeAll(async () => {
  youtube = await startYouTubeStandIn();
  t = await createTestApp({ YOUTUBE_FEED_BASE_URL: youtube.baseUrl });
  creator = await signUpAs(t.app, t.db, 'creator');
});

afterAll(async () => {
  await t.close();
  await youtube.close();
});

describe('POST /api/submissions', () => {
  it('stores a pending item with its screening, creates the creator profile on first submit and logs it', async () => {
    const user = await signUp(t.app, { name: 'Maryam Khan' });
    const response = await user.request('/api/submissions', { json: valid() });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; status: string; screening: { confidence: number } };
    expect(body.status).toBe('pending');
    expect(body.screening.confidence).toBe(100);
    const [row] = await t.db.select().from(content).where(eq(content.id, body.id));
    expect(row).toMatchObject({
      status: 'pending',
      youtubeVideoId: 'Ab1Cd2Ef3Gh',
      youtubeUrl: 'https://www.youtube.com/watch?v=Ab1Cd2Ef3Gh',
      tags: ['Educational', 'Arabic Learning'],
      duration: 6.5,
      shariahAnalysis: 100,
    });
    const [profile] = await t.db
      .select()
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, user.userId));
    expect(profile?.fullName).toBe('Maryam Khan');
    expect(row?.creatorProfileId).toBe(profile?.id);
    const [screening] = await t.db
      .select()
      .from(contentScreenings)
      .where(eq(contentScreenings.contentId, body.id));
    expect(screening?.compliant).toBe(true);
    const audit = await t.db
      .select()
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.targetId, body.id));
    expect(audit.map((entry) => entry.action)).toEqual(['content.submit']);
    expect(audit[0]?.actorId).toBe(user.userId);
  });

  it('names the profile "Creator" when the account has no name', async () => {
    const user = await insertUser(t.db, { name: '' });
    const created = await findOrCreateCreatorProfile(t.db, user);
    expect(created.created).toBe(true);
    const [profile] = await t.db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, user.id));
    expect(profile?.fullName).toBe('Creator');
    expect(await findOrCreateCreatorProfile(t.db, user)).toEqual({ id: created.id, created: false });
  });

  it('accepts Instagram, reel and TikTok sources with their username and id', async () => {
    for (const [index, extra] of [
      { sourceType: 'instagram', instagramUsername: 'qamar.kids', instagramStoryId: '3301' },
      { sourceType: 'instagram_reel', instagramReelUsername: 'qamar.kids', instagramReelId: 'C9xYz' },
      { sourceType: 'tiktok', tiktokUsername: 'qamarkids', tiktokVideoId: '7301234567890123456' },
    ].entries()) {
      const response = await creator.request('/api/submissions', {
        json: valid({
          ...(extra as Partial<SubmissionInput>),
          youtubeUrl: undefined,
          title: `Social ${index}`,
        }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
    }
  });

  it('refuses a video that is already on the platform, with a clear message', async () => {
    await insertContent(t.db, {
      youtubeVideoId: 'Dup0000000A',
      youtubeUrl: 'https://www.youtube.com/watch?v=Dup0000000A',
    });
    const response = await creator.request('/api/submissions', {
      json: valid({ youtubeUrl: 'https://www.youtube.com/shorts/Dup0000000A' }),
    });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe('This video is already on Qamar Kids.');
    const again = await creator.request('/api/submissions', {
      json: valid({
        sourceType: 'tiktok',
        youtubeUrl: undefined,
        tiktokUsername: 'qamarkids',
        tiktokVideoId: '7301234567890123456',
      }),
    });
    expect(again.status).toBe(409);
  });

  it('refuses content the screening finds non-compliant, listing the reasons', async () => {
    const response = await creator.request('/api/submissions', {
      json: valid({
        youtubeUrl: 'https://youtu.be/Bad00000001',
        title: 'Fun guitar and piano lesson',
        description: 'Use my promo code to buy now',
      }),
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toBe('Content does not meet our compliance standards');
    expect(error.issues?.map((issue) => issue.message)).toEqual([
      'Instrument music (the item says it has no music): "guitar" (title), "piano" (title)',
      'Advertising: "buy now" (description), "promo code" (description)',
    ]);
    expect(await t.db.select().from(content).where(eq(content.youtubeVideoId, 'Bad00000001'))).toEqual([]);
  });

  it("checks the video's public YouTube metadata when it is reachable", async () => {
    youtube.oembed.set('Meta0000001', { title: 'Nude beach vlog', author_name: 'Someone' });
    const response = await creator.request('/api/submissions', {
      json: valid({ youtubeUrl: 'https://youtu.be/Meta0000001', title: 'A nice story' }),
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.issues?.[0]?.message).toBe('Nudity or immodesty: "nude" (YouTube title)');
  });

  it('allows music words when the item says it has music', async () => {
    const response = await creator.request('/api/submissions', {
      json: valid({ youtubeUrl: 'https://youtu.be/Music000001', title: 'Drums of Eid', hasMusic: true }),
    });
    expect(response.status).toBe(201);
  });

  it.each([
    [{ youtubeUrl: 'https://example.com/watch?v=abc' }, 'Invalid YouTube URL format'],
    [{ youtubeUrl: undefined }, 'YouTube URL is required'],
    [{ category: 'Cartoons' }, 'Invalid content category'],
    [{ title: '  ' }, 'Title is required'],
    [{ contentRating: 'PG' }, 'Only G-rated content can be submitted'],
    [{ duration: -1 }, 'Duration cannot be negative'],
    [{ shariahScore: 101 }, 'Shariah score must be between 0 and 100'],
    [{ sourceType: 'tiktok', youtubeUrl: undefined, tiktokVideoId: '1' }, 'TikTok username is required'],
    [
      { sourceType: 'instagram', youtubeUrl: undefined, instagramUsername: 'a' },
      'Instagram story ID is required',
    ],
  ])('answers 400 for %j', async (overrides, message) => {
    const response = await creator.request('/api/submissions', {
      json: { ...valid(), ...(overrides as Record<string, unknown>) },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });

  it('answers 400 for malformed JSON, never a 500', async () => {
    const response = await t.app.request('/api/submissions', {
      method: 'POST',
      headers: {
        Cookie: creator.cookie,
        'Content-Type': 'application/json',
        Origin: 'http://localhost:3000',
      },
      body: '{"title":',
    });
    expect(response.status).toBe(400);
  });

  it('answers 429 after 30 submissions in an hour by the same person', async () => {
    const busy = await signUpAs(t.app, t.db, 'creator');
    const first = await busy.request('/api/submissions', {
      json: valid({ youtubeUrl: 'https://youtu.be/Busy0000000' }),
    });
    expect(first.status).toBe(201);
    const [profile] = await t.db
      .select()
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, busy.userId));
    for (let n = 1; n < 30; n += 1)
      await insertContent(t.db, { creatorProfileId: profile?.id, status: 'pending' });
    const refused = await busy.request('/api/submissions', {
      json: valid({ youtubeUrl: 'https://youtu.be/Busy0000001' }),
    });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe(
      'You have shared a lot of videos in the last hour. Please try again later.',
    );
  });

  it('answers 403 EMAIL_NOT_VERIFIED to an unverified account and stores nothing', async () => {
    const unverified = await signUpAs(t.app, t.db, 'creator', { verified: false });
    const response = await unverified.request('/api/submissions', {
      json: valid({ youtubeUrl: 'https://youtu.be/Unverified1A', title: 'From an unverified account' }),
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('EMAIL_NOT_VERIFIED');
    const stored = await t.db.select().from(content).where(eq(content.title, 'From an unverified account'));
    expect(stored).toHaveLength(0);
  });

  it("answers 401 'Please sign in to submit content' when signed out", async () => {
    const response = await jsonRequest(t.app, '/api/submissions', { json: valid() });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe('Please sign in to submit content');
  });
});

describe('GET /api/creator/content', () => {
  it("shows the creator's 3 latest items and the rejection reasons, only their own", async () => {
    const own = await signUpAs(t.app, t.db, 'creator');
    for (const n of [1, 2, 3, 4]) {
      const response = await own.request('/api/submissions', {
        json: valid({ youtubeUrl: `https://youtu.be/Own0000000${n}`, title: `Own video ${n}` }),
      });
      expect(response.status).toBe(201);
    }
    const [first] = await t.db.select().from(content).where(eq(content.youtubeVideoId, 'Own00000001'));
    await t.db
      .update(content)
      .set({ status: 'rejected', rejectionReason: 'Background music is not allowed' })
      .where(eq(content.id, first?.id ?? ''));
    const response = await own.request('/api/creator/content');
    expect(response.status).toBe(200);
    const body = (await response.json()) as CreatorContentOverview;
    expect(body.latest.map((item) => item.title)).toEqual(['Own video 4', 'Own video 3', 'Own video 2']);
    expect(body.messages).toEqual([
      expect.objectContaining({ title: 'Own video 1', reason: 'Background music is not allowed' }),
    ]);
    // Another creator sees none of it.
    const other = await signUpAs(t.app, t.db, 'creator');
    expect(await (await other.request('/api/creator/content')).json()).toEqual({ latest: [], messages: [] });
  });

  it('answers 401 signed out and 403 to parents and admins', async () => {
    expect((await jsonRequest(t.app, '/api/creator/content')).status).toBe(401);
    const parent = await signUpAs(t.app, t.db, 'parent');
    expect((await parent.request('/api/creator/content')).status).toBe(403);
    const admin = await signUpAs(t.app, t.db, 'admin');
    expect((await admin.request('/api/creator/content')).status).toBe(403);
  });
});

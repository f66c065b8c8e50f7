// The hourly submission limit is one count of the items an account made in the last hour, whichever form made them:
// a studio draft and a shared link each count towards the other, and an item older than an hour counts for neither.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '#server/db/schema/content';
import { creatorProfiles } from '#server/db/schema/users';
import { type Caller, signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { startYouTubeStandIn, type YouTubeStandIn } from '#server/test/youtube-stand-in';
import type { ApiErrorBody } from '#shared/api-error';
import { SUBMISSIONS_PER_HOUR } from '#shared/submission.schema';

const LIMIT_MESSAGE = 'You have shared a lot of videos in the last hour. Please try again later.';

let t: TestApp;
// Shared links are screened with their YouTube metadata: answered by a local stand-in.
let youtube: YouTubeStandIn;

const link = (youtubeId: string) => ({
  title: 'Counting with camels',
  sourceType: 'youtube',
  youtubeUrl: `https://youtu.be/${youtubeId}`,
  category: 'Islamic Stories & Manners',
  contentRating: 'G',
  language: 'English',
  ageRange: 1,
  duration: 3,
  description: 'Counting to ten with a caravan',
  tags: ['Counting'],
  hasMusic: false,
  shariahScore: 100,
});

async function profileIdOf(caller: Caller): Promise<string> {
  const [profile] = await t.db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, caller.userId));
  if (!profile) throw new Error('no creator profile');
  return profile.id;
}

async function itemsOf(profileId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(content)
    .where(eq(content.creatorProfileId, profileId));
  return row?.n ?? 0;
}

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as ApiErrorBody).error.message;
}

beforeAll(async () => {
  youtube = await startYouTubeStandIn();
  t = await createTestApp({ YOUTUBE_FEED_BASE_URL: youtube.baseUrl });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await youtube?.close();
});

describe('the hourly submission limit', () => {
  it('counts drafts and shared links together: the one over the limit is refused by both forms', async () => {
    const creator = await signUpAs(t.app, t.db, 'creator');
    const draft = await creator.request('/api/studio/drafts', { json: { title: 'A first draft' } });
    expect(draft.status).toBe(201);
    const profileId = await profileIdOf(creator);
    // An item made two hours ago is outside the hour.
    await insertContent(t.db, {
      creatorProfileId: profileId,
      createdAt: new Date(Date.now() - 2 * 3600_000),
    });
    for (let n = 2; n < SUBMISSIONS_PER_HOUR; n += 1)
      await insertContent(t.db, { creatorProfileId: profileId, status: n % 2 ? 'draft' : 'pending' });
    const shared = await creator.request('/api/submissions', { json: link('Hourly00001') });
    expect(shared.status).toBe(201);
    const before = await itemsOf(profileId);
    expect(before).toBe(SUBMISSIONS_PER_HOUR + 1);

    const refusedLink = await creator.request('/api/submissions', { json: link('Hourly00002') });
    expect(refusedLink.status).toBe(429);
    expect(await messageOf(refusedLink)).toBe(LIMIT_MESSAGE);
    const refusedDraft = await creator.request('/api/studio/drafts', {
      json: { title: 'One draft too many' },
    });
    expect(refusedDraft.status).toBe(429);
    expect(await messageOf(refusedDraft)).toBe(LIMIT_MESSAGE);
    expect(await itemsOf(profileId)).toBe(before);
  });

  it("is each account's own: another creator, with none of their own in the hour, shares", async () => {
    const other = await signUpAs(t.app, t.db, 'creator');
    const shared = await other.request('/api/submissions', { json: link('Hourly00003') });
    expect(shared.status).toBe(201);
  });
});

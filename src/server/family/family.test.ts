import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeOldViews } from '#server/child-mode';
import { childSessions } from '#server/db/schema/children';
import { content, contentViews, contentVotes } from '#server/db/schema/content';
import { childScreenTime } from '#server/db/schema/screen-time';
import { englishMessage } from '#server/http/app-error';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { ACCOUNT_MESSAGES } from '#shared/accounts.schema';
import type { ActivityPage } from '#shared/activity.schema';
import type { ApiErrorBody } from '#shared/api-error';
import type { Child } from '#shared/children.schema';
import { localDay, type ScreenTimeSummary } from '#shared/screen-time';
import type { PendingItem, VoteResult } from '#shared/voting.schema';

let t: TestApp;
let parent: Caller;
let otherParent: Caller;
let creator: Caller;
let child: Child;
let theirChild: Child;

const message = async (response: Response) => ((await response.json()) as ApiErrorBody).error.message;

async function addChild(who: Caller, name: string): Promise<Child> {
  const response = await who.request('/api/children', { json: { name, dateOfBirth: '2018-03-04' } });
  return (await response.json()) as Child;
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpAs(t.app, t.db, 'parent');
  otherParent = await signUpAs(t.app, t.db, 'parent');
  creator = await signUpAs(t.app, t.db, 'creator');
  child = await addChild(parent, 'Amina');
  theirChild = await addChild(otherParent, 'Zaid');
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/children/:id/screen-time', () => {
  it('summarises today, the week and the month in the parent’s time zone', async () => {
    const today = localDay(new Date(), 'Europe/London');
    const yesterday = new Date(`${today}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const tenDaysAgo = new Date(`${today}T12:00:00Z`);
    tenDaysAgo.setUTCDate(tenDaysAgo.getUTCDate() - 10);
    await t.db.insert(childScreenTime).values([
      { childId: child.id, day: today, seconds: 109 * 60 + 20 },
      { childId: child.id, day: yesterday.toISOString().slice(0, 10), seconds: 60 * 60 },
      { childId: child.id, day: tenDaysAgo.toISOString().slice(0, 10), seconds: 30 * 60 },
    ]);
    const todayResponse = await parent.request(`/api/children/${child.id}/screen-time`);
    expect(todayResponse.status).toBe(200);
    expect((await todayResponse.json()) as ScreenTimeSummary).toMatchObject({
      period: 'today',
      dailyLimitMinutes: 120,
      periodLimitMinutes: 120,
      usedSeconds: 109 * 60 + 20,
      usedMinutes: 109,
      remainingMinutes: 11,
      percentUsed: 91,
      lastActivity: null,
    });
    const week = (await (
      await parent.request(`/api/children/${child.id}/screen-time?period=week`)
    ).json()) as ScreenTimeSummary;
    expect(week).toMatchObject({ periodLimitMinutes: 840, usedMinutes: 169 });
    const month = (await (
      await parent.request(`/api/children/${child.id}/screen-time?period=month`)
    ).json()) as ScreenTimeSummary;
    expect(month.usedMinutes).toBe(199);
  });

  it('rejects an unknown period, someone else’s child, strangers and other roles', async () => {
    const bad = await parent.request(`/api/children/${child.id}/screen-time?period=year`);
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('Period must be today, week or month');
    const theirs = await parent.request(`/api/children/${theirChild.id}/screen-time`);
    expect(theirs.status).toBe(404);
    expect(await message(theirs)).toBe('Child not found');
    expect((await jsonRequest(t.app, `/api/children/${child.id}/screen-time`)).status).toBe(401);
    expect((await creator.request(`/api/children/${child.id}/screen-time`)).status).toBe(403);
  });
});

describe('GET /api/children/:id/activity', () => {
  let videoIds: string[] = [];
  beforeAll(async () => {
    videoIds = [];
    for (let i = 0; i < 12; i += 1) videoIds.push((await insertContent(t.db, { title: `Story ${i}` })).id);
    const now = Date.now();
    await t.db.insert(contentViews).values([
      // 11 real views in the last 7 days, one by a bot, one 10 days ago, one of another child.
      ...videoIds.slice(0, 11).map((contentId, i) => ({
        contentId,
        childId: child.id,
        viewDuration: 60 + i,
        createdAt: new Date(now - (i + 1) * 3_600_000 * 12),
      })),
      {
        contentId: videoIds[11] as string,
        childId: child.id,
        isBot: true,
        createdAt: new Date(now - 60_000),
      },
      { contentId: videoIds[11] as string, childId: child.id, createdAt: new Date(now - 10 * 86_400_000) },
      { contentId: videoIds[11] as string, childId: theirChild.id, createdAt: new Date(now - 60_000) },
    ]);
  });

  it('lists the last 7 days by default, newest first, 10 a page, without bot views', async () => {
    const response = await parent.request(`/api/children/${child.id}/activity`);
    expect(response.status).toBe(200);
    const first = (await response.json()) as ActivityPage;
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 11, totalPages: 2 });
    expect(first.items.map((item) => item.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Story ${i}`));
    const second = (await (
      await parent.request(`/api/children/${child.id}/activity?page=2`)
    ).json()) as ActivityPage;
    expect(second.items.map((item) => item.title)).toEqual(['Story 10']);
  });

  it('honours the 24-hour and 30-day periods', async () => {
    const day = (await (
      await parent.request(`/api/children/${child.id}/activity?days=1`)
    ).json()) as ActivityPage;
    expect(day.items.map((item) => item.title)).toEqual(['Story 0']);
    const month = (await (
      await parent.request(`/api/children/${child.id}/activity?days=30`)
    ).json()) as ActivityPage;
    expect(month.total).toBe(12);
  });

  it('shows the latest views across children in the Activity Monitor, only the parent’s own', async () => {
    const recent = (await (await parent.request('/api/parent/recent-activity')).json()) as {
      childName: string;
      title: string;
    }[];
    expect(recent).toHaveLength(5);
    expect(recent.every((item) => item.childName === 'Amina')).toBe(true);
    const theirs = (await (await otherParent.request('/api/parent/recent-activity')).json()) as unknown[];
    expect(theirs).toHaveLength(1);
  });

  it('rejects a bad period or page, someone else’s child, strangers and other roles', async () => {
    const bad = await parent.request(`/api/children/${child.id}/activity?days=3`);
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('Period must be 1, 7 or 30 days');
    expect((await parent.request(`/api/children/${child.id}/activity?page=0`)).status).toBe(400);
    expect((await parent.request(`/api/children/${theirChild.id}/activity`)).status).toBe(404);
    expect((await parent.request('/api/children/not-an-id/activity')).status).toBe(404);
    expect((await jsonRequest(t.app, `/api/children/${child.id}/activity`)).status).toBe(401);
    expect((await creator.request(`/api/children/${child.id}/activity`)).status).toBe(403);
  });
});

describe('GET /api/children/:id/export', () => {
  it('downloads everything stored about the child as JSON', async () => {
    await t.db.insert(childSessions).values({
      childId: child.id,
      parentId: parent.userId,
      deviceId: 'device-export-01',
      sessionStatus: 'ended',
      endedAt: new Date(),
    });
    const response = await parent.request(`/api/children/${child.id}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="qamar-kids-Amina-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await response.json()) as {
      child: { name: string; dateOfBirth: string; valuesFilter: { preset: string } };
      childSessions: unknown[];
      screenTimeByDay: unknown[];
      viewingHistory: { title: string }[];
    };
    expect(data.child).toMatchObject({
      name: 'Amina',
      dateOfBirth: '2018-03-04',
      valuesFilter: { preset: 'open' },
    });
    expect(data.childSessions).toHaveLength(1);
    expect(data.screenTimeByDay).toHaveLength(3);
    expect(data.viewingHistory).toHaveLength(13);
  });

  it('answers 404 for someone else’s child and 401/403 for strangers and other roles', async () => {
    expect((await otherParent.request(`/api/children/${child.id}/export`)).status).toBe(404);
    expect((await jsonRequest(t.app, `/api/children/${child.id}/export`)).status).toBe(401);
    expect((await creator.request(`/api/children/${child.id}/export`)).status).toBe(403);
  });
});

describe('child-mode settings', () => {
  it('reads and sets the time zone and the exit PIN', async () => {
    const initial = await parent.request('/api/parent/child-mode');
    expect(await initial.json()).toMatchObject({
      hasPin: false,
      timeZone: 'Europe/London',
      timeZoneSet: false,
    });
    const zone = await parent.request('/api/parent/child-mode', {
      method: 'PATCH',
      json: { timeZone: 'Asia/Karachi' },
    });
    expect(await zone.json()).toMatchObject({ timeZone: 'Asia/Karachi', timeZoneSet: true });
    const bad = await parent.request('/api/parent/child-mode', {
      method: 'PATCH',
      json: { timeZone: 'Nowhere/Land' },
    });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('Unknown time zone');
    const pin = await parent.request('/api/parent/exit-pin', { method: 'PUT', json: { pin: '1234567' } });
    expect(pin.status).toBe(400);
    expect(await message(pin)).toBe('The PIN must be 4 to 6 digits');
    expect(
      await (await parent.request('/api/parent/exit-pin', { method: 'PUT', json: { pin: '2468' } })).json(),
    ).toMatchObject({ hasPin: true });
    expect(await (await parent.request('/api/parent/exit-pin', { method: 'DELETE' })).json()).toMatchObject({
      hasPin: false,
    });
  });

  it('needs a signed-in parent', async () => {
    expect((await jsonRequest(t.app, '/api/parent/child-mode')).status).toBe(401);
    expect(
      (await creator.request('/api/parent/exit-pin', { method: 'PUT', json: { pin: '1234' } })).status,
    ).toBe(403);
  });
});

describe('parent voting', () => {
  let item: string;
  beforeAll(async () => {
    item = (await insertContent(t.db, { title: 'Awaiting votes', status: 'pending' })).id;
    await insertContent(t.db, { title: 'Already live', status: 'published' });
  });

  it('lists pending items the parent has not voted on, with a preview', async () => {
    const response = await parent.request('/api/parent/pending-content');
    expect(response.status).toBe(200);
    const list = (await response.json()) as PendingItem[];
    expect(list.map((entry) => entry.title)).toEqual(['Awaiting votes']);
    expect(list[0]).toMatchObject({ yesVotes: 0, contentRating: 'G' });
    expect(list[0]?.thumbnailUrl).toBeNull();
  });

  it('takes one vote per parent; the item leaves that parent’s list; a second vote is refused', async () => {
    const first = await parent.request(`/api/parent/pending-content/${item}/vote`, { json: { vote: true } });
    expect(first.status).toBe(201);
    expect((await first.json()) as VoteResult).toEqual({ vote: true, yesVotes: 1, approved: false });
    const again = await parent.request(`/api/parent/pending-content/${item}/vote`, { json: { vote: false } });
    expect(again.status).toBe(409);
    expect(await message(again)).toBe("You've already voted.");
    expect(await (await parent.request('/api/parent/pending-content')).json()).toEqual([]);
    const votes = await t.db.select().from(contentVotes).where(eq(contentVotes.contentId, item));
    expect(votes).toHaveLength(1);
  });

  it('validates the vote and the item', async () => {
    const bad = await otherParent.request(`/api/parent/pending-content/${item}/vote`, {
      json: { vote: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('Vote must be yes or no');
    const published = (await insertContent(t.db, { status: 'published' })).id;
    const notPending = await otherParent.request(`/api/parent/pending-content/${published}/vote`, {
      json: { vote: true },
    });
    expect(notPending.status).toBe(404);
    expect(
      (await otherParent.request('/api/parent/pending-content/xyz/vote', { json: { vote: true } })).status,
    ).toBe(404);
  });

  it('needs a signed-in parent', async () => {
    expect((await jsonRequest(t.app, '/api/parent/pending-content')).status).toBe(401);
    expect((await creator.request('/api/parent/pending-content')).status).toBe(403);
    expect(
      (await creator.request(`/api/parent/pending-content/${item}/vote`, { json: { vote: true } })).status,
    ).toBe(403);
  });

  it('approves exactly once when the 10th yes vote arrives among concurrent votes', async () => {
    const contested = (await insertContent(t.db, { title: 'Contested', status: 'pending' })).id;
    const voters = await Promise.all(
      Array.from({ length: 14 }, () => signUpAs(t.app, t.db, 'parent', { withChild: true })),
    );
    const results = await Promise.all(
      voters.map((voter) =>
        voter.request(`/api/parent/pending-content/${contested}/vote`, { json: { vote: true } }),
      ),
    );
    const bodies = await Promise.all(
      results.map(async (response) => ({
        status: response.status,
        body: (await response.json()) as VoteResult,
      })),
    );
    const approvals = bodies.filter((entry) => entry.status === 201 && entry.body.approved);
    expect(approvals).toHaveLength(1);
    expect(approvals[0]?.body.yesVotes).toBe(10);
    // After approval the item no longer takes votes.
    expect(bodies.filter((entry) => entry.status === 201)).toHaveLength(10);
    expect(bodies.filter((entry) => entry.status === 404)).toHaveLength(4);
    const [row] = await t.db
      .select({ status: content.status })
      .from(content)
      .where(eq(content.id, contested));
    expect(row?.status).toBe('approved');
    expect(await t.db.select().from(contentVotes).where(eq(contentVotes.contentId, contested))).toHaveLength(
      10,
    );
  }, 60_000);

  it('an unverified parent cannot read the queue or vote: 403 EMAIL_NOT_VERIFIED, nothing written', async () => {
    const unverified = await signUpAs(t.app, t.db, 'parent', { verified: false, withChild: true });
    const list = await unverified.request('/api/parent/pending-content');
    expect(list.status).toBe(403);
    const listError = ((await list.json()) as ApiErrorBody).error;
    expect(listError).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: englishMessage(ACCOUNT_MESSAGES.emailNotVerified),
    });
    const vote = await unverified.request(`/api/parent/pending-content/${item}/vote`, {
      json: { vote: true },
    });
    expect(vote.status).toBe(403);
    expect(((await vote.json()) as ApiErrorBody).error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(
      await t.db.select().from(contentVotes).where(eq(contentVotes.parentId, unverified.userId)),
    ).toHaveLength(0);
  });

  it('a verified parent with no child profile may read the queue but not vote', async () => {
    const childless = await signUpAs(t.app, t.db, 'parent');
    expect((await childless.request('/api/parent/pending-content')).status).toBe(200);
    const vote = await childless.request(`/api/parent/pending-content/${item}/vote`, {
      json: { vote: true },
    });
    expect(vote.status).toBe(403);
    expect(await message(vote)).toBe(englishMessage(ACCOUNT_MESSAGES.voteNeedsChild));
    expect(
      await t.db.select().from(contentVotes).where(eq(contentVotes.parentId, childless.userId)),
    ).toHaveLength(0);
  });

  it('ten fresh accounts from one address cannot approve an item (unverified or childless)', async () => {
    const target = (await insertContent(t.db, { title: 'Brigading target', status: 'pending' })).id;
    const unverified = await Promise.all(
      Array.from({ length: 10 }, () => signUpAs(t.app, t.db, 'parent', { verified: false, withChild: true })),
    );
    const childless = await Promise.all(Array.from({ length: 10 }, () => signUpAs(t.app, t.db, 'parent')));
    const answers = await Promise.all(
      [...unverified, ...childless].map((voter) =>
        voter.request(`/api/parent/pending-content/${target}/vote`, { json: { vote: true } }),
      ),
    );
    expect(answers.map((response) => response.status)).toEqual(Array(20).fill(403));
    expect(await t.db.select().from(contentVotes).where(eq(contentVotes.contentId, target))).toHaveLength(0);
    const [row] = await t.db.select({ status: content.status }).from(content).where(eq(content.id, target));
    expect(row?.status).toBe('pending');
  }, 60_000);

  it('counts only votes of verified parents with a child, also for votes already stored', async () => {
    const target = (await insertContent(t.db, { title: 'Old votes', status: 'pending' })).id;
    // Ten yes votes stored before this rule (or by parents who since removed their children) do not count.
    const accountsWithoutRights = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        signUpAs(t.app, t.db, 'parent', { verified: index % 2 === 0, withChild: index % 2 !== 0 }),
      ),
    );
    await t.db
      .insert(contentVotes)
      .values(
        accountsWithoutRights.map((voter) => ({ contentId: target, parentId: voter.userId, vote: true })),
      );
    const voter = await signUpAs(t.app, t.db, 'parent', { withChild: true });
    const listed = (await (await voter.request('/api/parent/pending-content')).json()) as PendingItem[];
    expect(listed.find((entry) => entry.id === target)?.yesVotes).toBe(0);
    const answer = await voter.request(`/api/parent/pending-content/${target}/vote`, {
      json: { vote: true },
    });
    expect(answer.status).toBe(201);
    expect((await answer.json()) as VoteResult).toEqual({ vote: true, yesVotes: 1, approved: false });
    const [row] = await t.db.select({ status: content.status }).from(content).where(eq(content.id, target));
    expect(row?.status).toBe('pending');
  }, 60_000);

  it('the database itself refuses a second vote by the same parent', async () => {
    await expect(
      t.db.insert(contentVotes).values({ contentId: item, parentId: parent.userId, vote: false }),
    ).rejects.toMatchObject({ cause: { code: '23505', constraint: 'content_votes_content_parent_key' } });
  });
});

describe('viewing-history retention', () => {
  it('purges views older than the retention period and keeps the rest', async () => {
    const video = (await insertContent(t.db)).id;
    const now = new Date();
    const old = new Date(now);
    old.setUTCMonth(old.getUTCMonth() - 13);
    const recent = new Date(now);
    recent.setUTCMonth(recent.getUTCMonth() - 11);
    const [oldView] = await t.db
      .insert(contentViews)
      .values({ contentId: video, childId: child.id, createdAt: old })
      .returning();
    const [recentView] = await t.db
      .insert(contentViews)
      .values({ contentId: video, childId: child.id, createdAt: recent })
      .returning();
    expect(t.env.VIEW_RETENTION_MONTHS).toBe(12);
    expect(await purgeOldViews(t.db, t.env.VIEW_RETENTION_MONTHS, now)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ id: contentViews.id })
      .from(contentViews)
      .where(eq(contentViews.contentId, video));
    expect(left.map((row) => row.id)).toEqual([recentView?.id]);
    expect(oldView).toBeDefined();
  });
});

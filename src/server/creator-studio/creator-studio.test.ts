import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children } from '#server/db/schema/children';
import { content, contentComments, contentLikes, contentViews } from '#server/db/schema/content';
import { contentMessages } from '#server/db/schema/creator-studio';
import { moderationAuditLog } from '#server/db/schema/moderation';
import { creatorProfiles } from '#server/db/schema/users';
import { type Caller, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertUser } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { startYouTubeStandIn, type YouTubeStandIn } from '#server/test/youtube-stand-in';
import type { ApiErrorBody } from '#shared/api-error';
import type {
  CreatorAnalytics,
  EditableVideo,
  MyVideo,
  Thread,
  ThreadSummary,
} from '#shared/creator-studio.schema';
import { publishDueScheduledItems, publishScheduledItem } from './schedule.jobs';

let t: TestApp;
let youtube: YouTubeStandIn;
let creator: Caller;
let otherCreator: Caller;
let parent: Caller;
let admin: Caller;
let profileId: string;

const full = (overrides: Record<string, unknown> = {}) => ({
  title: 'Stories of the Prophets’ companions',
  sourceType: 'youtube',
  youtubeUrl: 'https://youtu.be/Zy9Xw8Vu7Ts',
  category: 'Islamic Stories & Manners',
  contentRating: 'G',
  language: 'English',
  ageRange: 3,
  duration: 5,
  description: 'Gentle stories for bedtime',
  tags: ['Islamic Stories'],
  hasMusic: false,
  shariahScore: 100,
  ...overrides,
});

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

async function profileOf(userId: string) {
  const [row] = await t.db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, userId));
  if (!row) throw new Error('no creator profile');
  return row.id;
}

beforeAll(async () => {
  youtube = await startYouTubeStandIn();
  t = await createTestApp({ YOUTUBE_FEED_BASE_URL: youtube.baseUrl });
  creator = await signUpAs(t.app, t.db, 'creator');
  otherCreator = await signUpAs(t.app, t.db, 'creator');
  parent = await signUpAs(t.app, t.db, 'parent');
  admin = await signUpAs(t.app, t.db, 'admin');
  profileId = await profileOf(creator.userId);
});

afterAll(async () => {
  await t.close();
  await youtube.close();
});

describe('drafts', () => {
  it('saves a draft with only a title, keeps it out of the feed and the moderation lists, then submits it', async () => {
    const saved = await creator.request('/api/studio/drafts', {
      json: { title: 'Half-finished nasheed' },
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };

    const mine = (await (await creator.request('/api/studio/videos?status=draft')).json()) as {
      items: MyVideo[];
    };
    expect(mine.items.map((item) => item.id)).toContain(id);

    const feed = await (await creator.request('/api/feed?q=Half-finished')).text();
    expect(feed).not.toContain(id);
    for (const path of ['/api/admin/content?status=all', '/api/admin/overview']) {
      const body = await (await admin.request(path)).text();
      expect(body).not.toContain(id);
    }
    const draftFilter = await admin.request('/api/admin/content?status=draft');
    expect(draftFilter.status).toBe(400);

    const edited = await creator.request(`/api/studio/drafts/${id}`, {
      method: 'PUT',
      json: { title: 'Half-finished nasheed', description: 'Now with a description' },
    });
    expect(edited.status).toBe(200);
    const detail = (await (await creator.request(`/api/studio/drafts/${id}`)).json()) as {
      description: string;
    };
    expect(detail.description).toBe('Now with a description');

    const submitted = await creator.request(`/api/studio/drafts/${id}/submit`, {
      json: full({ title: 'Half-finished nasheed' }),
    });
    expect(submitted.status).toBe(200);
    const [row] = await t.db.select().from(content).where(eq(content.id, id));
    expect(row?.status).toBe('pending');
    expect(row?.youtubeVideoId).toBe('Zy9Xw8Vu7Ts');
    const again = await creator.request(`/api/studio/drafts/${id}/submit`, { json: full() });
    expect(again.status).toBe(409);
  });

  it('refuses a draft without a title, signed out, and another creator’s draft', async () => {
    const empty = await creator.request('/api/studio/drafts', { json: { title: '  ' } });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe('Title is required');
    const anonymous = await t.app.request('/api/studio/drafts', {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'x' }),
    });
    expect(anonymous.status).toBe(401);
    const { id } = (await (
      await creator.request('/api/studio/drafts', { json: { title: 'Mine only' } })
    ).json()) as { id: string };
    expect((await otherCreator.request(`/api/studio/drafts/${id}`)).status).toBe(404);
    expect((await otherCreator.request(`/api/studio/drafts/${id}/submit`, { json: full() })).status).toBe(
      404,
    );
    expect((await creator.request('/api/studio/drafts/not-a-uuid')).status).toBe(404);
  });

  it('lets a parent who submits reach the same studio', async () => {
    const saved = await parent.request('/api/studio/drafts', { json: { title: 'From a parent' } });
    expect(saved.status).toBe(201);
    const list = await parent.request('/api/studio/videos');
    expect(list.status).toBe(200);
    expect(((await list.json()) as { items: MyVideo[] }).items).toHaveLength(1);
  });
});

describe('analytics', () => {
  it('equals the figures computed in SQL from seeded views, counted views only, and withholds small buckets', async () => {
    const a = await insertContent(t.db, {
      creatorProfileId: profileId,
      title: '=Alif, "Ba", Ta',
      duration: 2,
    });
    const b = await insertContent(t.db, {
      creatorProfileId: profileId,
      title: 'Wudu step by step',
      duration: 0,
    });
    const stranger = await insertContent(t.db, { title: 'Someone else’s' });
    const parentUser = await insertUser(t.db, { locale: 'ar' });
    const kids = await t.db
      .insert(children)
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          parentId: parentUser.id,
          name: `Child ${index}`,
          dateOfBirth: index < 11 ? '2019-01-01' : '2014-01-01',
        })),
      )
      .returning({ id: children.id });
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const views: (typeof contentViews.$inferInsert)[] = [];
    kids.forEach((kid, index) => {
      views.push({
        contentId: a.id,
        childId: kid.id,
        deviceId: `d${index}`,
        viewDuration: index % 2 === 0 ? 120 : 30,
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari',
        counted: true,
        createdAt: daysAgo(index % 3),
      });
    });
    // Not counted: a bot, a view over the cap, and one outside a 7-day range.
    views.push({ contentId: a.id, deviceId: 'bot', isBot: true, viewDuration: 500, counted: false });
    views.push({ contentId: a.id, deviceId: 'd0', viewDuration: 200, counted: false });
    views.push({ contentId: b.id, deviceId: 'old', viewDuration: 60, counted: true, createdAt: daysAgo(20) });
    views.push({
      contentId: b.id,
      deviceId: 'tv',
      viewDuration: 90,
      counted: true,
      userAgent: 'SMART-TV Tizen',
    });
    views.push({ contentId: stranger.id, deviceId: 'x', viewDuration: 90, counted: true });
    await t.db.insert(contentViews).values(views);
    await t.db.insert(contentLikes).values({ contentId: a.id, userId: parentUser.id });
    await t.db.insert(contentComments).values({ contentId: b.id, userId: parentUser.id, content: 'Lovely' });

    const response = await creator.request('/api/studio/analytics?range=7');
    expect(response.status).toBe(200);
    const body = (await response.json()) as CreatorAnalytics;

    const { rows } = await t.db.execute<{
      views: number;
      watch: number;
      completed: number;
      measurable: number;
    }>(sql`
      select count(*)::int as views, coalesce(sum(v.view_duration), 0)::int as watch,
        count(*) filter (where c.duration > 0 and v.view_duration >= c.duration * 54)::int as completed,
        count(*) filter (where c.duration > 0)::int as measurable
      from content_views v join content c on c.id = v.content_id
      where c.creator_profile_id = ${profileId} and v.counted
        and v.created_at >= (current_date - 6)::timestamp at time zone 'UTC'`);
    const expected = rows[0];
    expect(body.totals.views).toBe(expected?.views);
    expect(body.totals.views).toBe(13);
    expect(body.totals.watchSeconds).toBe(expected?.watch);
    expect(body.totals.completionRate).toBeCloseTo((expected?.completed ?? 0) / (expected?.measurable ?? 1));
    expect(body.totals.likes).toBe(1);
    expect(body.totals.comments).toBe(1);
    expect(body.days).toHaveLength(7);
    expect(body.days.reduce((sum, day) => sum + day.views, 0)).toBe(13);
    expect(body.videos.find((video) => video.id === a.id)?.views).toBe(12);

    // 11 children aged 6-8 is a bucket; 1 aged 9-12 and 1 TV viewer are withheld (no number at all).
    const ages = Object.fromEntries(body.audience.ageBands.map((bucket) => [bucket.key, bucket]));
    expect(ages['2']).toEqual({ key: '2', viewers: 11, fewerThanThreshold: false });
    expect(ages['3']).toEqual({ key: '3', viewers: null, fewerThanThreshold: true });
    const devices = Object.fromEntries(body.audience.devices.map((bucket) => [bucket.key, bucket]));
    expect(devices.phone?.viewers).toBe(12);
    expect(devices.tv).toEqual({ key: 'tv', viewers: null, fewerThanThreshold: true });
    const text = JSON.stringify(body);
    expect(text).not.toContain(kids[0]?.id);
    expect(text).not.toContain('Child 0');
    expect(text).not.toContain('2019-01-01');

    const csv = await creator.request('/api/studio/analytics/export?range=7&table=videos');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('content_id,title,views,watch_time_minutes,likes,comments,completion_rate_percent');
    // 6 × 120 s + 6 × 30 s = 15 minutes; 6 of 12 views reached 90 % of 2 minutes; the title quoted and defused.
    expect(lines).toContain(`${a.id},"'=Alif, ""Ba"", Ta",12,15.0,1,0,50.0`);

    expect((await creator.request(`/api/studio/analytics?contentId=${stranger.id}`)).status).toBe(404);
    expect((await otherCreator.request(`/api/studio/analytics?contentId=${a.id}`)).status).toBe(404);
    const bad = await creator.request('/api/studio/analytics?range=30');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toContain('7, 28 or 90');
  });
});

describe('scheduling', () => {
  it('waits as scheduled after approval and is published once by the job, even run twice', async () => {
    const { id } = (await (
      await creator.request('/api/studio/drafts', { json: { title: 'For Eid morning' } })
    ).json()) as { id: string };
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await creator.request(`/api/studio/videos/${id}/schedule`, {
      method: 'PUT',
      json: { publishAt: soon },
    });
    expect(scheduled.status).toBe(200);
    expect(
      (
        await creator.request(`/api/studio/drafts/${id}/submit`, {
          json: full({ title: 'For Eid morning', youtubeUrl: 'https://youtu.be/Eid0Morning' }),
        })
      ).status,
    ).toBe(200);
    const past = await creator.request(`/api/studio/videos/${id}/schedule`, {
      method: 'PUT',
      json: { publishAt: '2020-01-01T10:00:00Z' },
    });
    expect(past.status).toBe(400);
    expect((await errorOf(past)).message).toBe('Please choose a publish time in the future');

    const [submitted] = await t.db.select().from(content).where(eq(content.id, id));
    expect(
      (await admin.request(`/api/admin/content/${id}/publish`, { json: { revision: submitted?.revision } }))
        .status,
    ).toBe(200);
    const statusOf = async () => (await t.db.select().from(content).where(eq(content.id, id)))[0]?.status;
    expect(await statusOf()).toBe('scheduled');
    const listed = await (await admin.request('/api/admin/content?status=scheduled')).text();
    expect(listed).toContain(id);
    expect(await publishScheduledItem(t.db, id)).toBe(false); // not yet due

    // Past its time (as after a restart): the job and a second run of it, then the sweep.
    await t.db
      .update(content)
      .set({ scheduledPublishAt: new Date(Date.now() - 1000) })
      .where(eq(content.id, id));
    const runs = await Promise.all([publishScheduledItem(t.db, id), publishScheduledItem(t.db, id)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await publishDueScheduledItems(t.db)).not.toContain(id);
    expect(await statusOf()).toBe('published');
    const audits = await t.db
      .select()
      .from(moderationAuditLog)
      .where(
        and(eq(moderationAuditLog.targetId, id), eq(moderationAuditLog.action, 'content.scheduled_publish')),
      );
    expect(audits).toHaveLength(1);
  });
});

describe('messages', () => {
  it('puts a rejection in the thread, counts it unread, e-mails a moderator’s message, and takes replies', async () => {
    const item = await insertContent(t.db, {
      creatorProfileId: profileId,
      status: 'pending',
      title: 'Colours',
    });
    const rejected = await admin.request(`/api/admin/content/${item.id}`, {
      method: 'PUT',
      json: {
        title: 'Colours',
        description: '',
        status: 'rejected',
        rejectionReason: 'The background music has instruments',
        category: 'Islamic Stories & Manners',
        tags: [],
        contentRating: 'G',
        language: 'English',
        ageRange: 4,
        hasMusic: false,
        revision: 1,
      },
    });
    expect(rejected.status).toBe(200);
    const inbox = (await (await creator.request('/api/studio/messages')).json()) as {
      threads: ThreadSummary[];
    };
    const summary = inbox.threads.find((thread) => thread.contentId === item.id);
    expect(summary?.unread).toBe(1);
    expect(summary?.lastMessage).toBe('The background music has instruments');

    const thread = (await (await creator.request(`/api/studio/videos/${item.id}/messages`)).json()) as Thread;
    expect(thread.messages[0]).toMatchObject({ kind: 'rejection', authorRole: 'moderator' });
    const reply = await creator.request(`/api/studio/videos/${item.id}/messages`, {
      json: { body: 'I will upload a version with voice only, in sha Allah' },
    });
    expect(reply.status).toBe(201);
    const after = (await (await creator.request('/api/studio/messages')).json()) as {
      threads: ThreadSummary[];
    };
    expect(after.threads.find((one) => one.contentId === item.id)?.unread).toBe(0);

    const mailsBefore = t.sentMail.length;
    const answer = await admin.request(`/api/admin/content/${item.id}/messages`, {
      json: { body: 'Thank you!' },
    });
    expect(answer.status).toBe(201);
    expect(t.sentMail.length).toBe(mailsBefore + 1);
    expect(t.sentMail.at(-1)?.text).toContain('Thank you!');

    expect((await otherCreator.request(`/api/studio/videos/${item.id}/messages`)).status).toBe(404);
    expect((await creator.request(`/api/admin/content/${item.id}/messages`)).status).toBe(403);
    const empty = await creator.request(`/api/studio/videos/${item.id}/messages`, {
      json: { body: ' ' },
    });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe('Message is required');
    const stored = await t.db.select().from(contentMessages).where(eq(contentMessages.contentId, item.id));
    expect(stored).toHaveLength(3);
  });
});

describe('my videos', () => {
  const edit = {
    title: 'Wudu for little ones (new cut)',
    description: 'Shorter and clearer',
    category: 'Islamic Stories & Manners',
    tags: ['Educational'],
    language: 'English',
    ageRange: 1,
    hasMusic: false,
  };

  it('keeps the published version live until a moderator approves the edit', async () => {
    const item = await insertContent(t.db, { creatorProfileId: profileId, title: 'Wudu for little ones' });
    const response = await creator.request(`/api/studio/videos/${item.id}`, {
      method: 'PUT',
      json: edit,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: item.id, revision: true });
    const [live] = await t.db.select().from(content).where(eq(content.id, item.id));
    expect(live).toMatchObject({ status: 'published', title: 'Wudu for little ones' });
    const detail = await (await creator.request(`/api/content/${item.id}`)).text();
    expect(detail).toContain('Wudu for little ones');
    expect(detail).not.toContain('new cut');

    const waiting = (await (await admin.request(`/api/admin/content/${item.id}/revision`)).json()) as {
      revision: { id: string; fields: { title: string } } | null;
    };
    expect(waiting.revision?.fields.title).toBe(edit.title);
    const approved = await admin.request(`/api/admin/content/${item.id}/revision/decision`, {
      json: { approve: true, revisionId: waiting.revision?.id },
    });
    expect(approved.status).toBe(200);
    const [after] = await t.db.select().from(content).where(eq(content.id, item.id));
    expect(after).toMatchObject({ status: 'published', title: edit.title, ageRange: 1 });
    const none = await admin.request(`/api/admin/content/${item.id}/revision/decision`, {
      json: { approve: true, revisionId: waiting.revision?.id },
    });
    expect(none.status).toBe(409);
  });

  it('opens a published item for editing with its waiting edit, and lets the creator withdraw that edit', async () => {
    const item = await insertContent(t.db, { creatorProfileId: profileId, title: 'Salah steps' });
    const before = (await (
      await creator.request(`/api/studio/videos/${item.id}/edit`)
    ).json()) as EditableVideo;
    expect(before).toMatchObject({ id: item.id, status: 'published', pendingRevision: null });
    expect(before.fields.title).toBe('Salah steps');
    const noneYet = await creator.request(`/api/studio/videos/${item.id}/revision`, { method: 'DELETE' });
    expect(noneYet.status).toBe(409);
    expect((await errorOf(noneYet)).message).toBe('There is no edit waiting for review');

    await creator.request(`/api/studio/videos/${item.id}`, {
      method: 'PUT',
      json: { ...edit, title: 'Salah steps, slower' },
    });
    const waiting = (await (
      await creator.request(`/api/studio/videos/${item.id}/edit`)
    ).json()) as EditableVideo;
    expect(waiting.fields.title).toBe('Salah steps, slower');
    expect(waiting.title).toBe('Salah steps');
    expect(waiting.pendingRevision).not.toBeNull();

    // Someone else's item, signed out, a malformed id: not found / 401, and the edit still waits.
    for (const [caller, status] of [
      [otherCreator, 404],
      [parent, 404],
    ] as const) {
      expect((await caller.request(`/api/studio/videos/${item.id}/edit`)).status).toBe(status);
      expect(
        (await caller.request(`/api/studio/videos/${item.id}/revision`, { method: 'DELETE' })).status,
      ).toBe(status);
    }
    const anonymous = await t.app.request(`/api/studio/videos/${item.id}/revision`, {
      method: 'DELETE',
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(anonymous.status).toBe(401);
    expect((await creator.request('/api/studio/videos/not-a-uuid/edit')).status).toBe(404);

    const withdrawn = await creator.request(`/api/studio/videos/${item.id}/revision`, { method: 'DELETE' });
    expect(withdrawn.status).toBe(204);
    const waitingForAdmin = (await (
      await admin.request(`/api/admin/content/${item.id}/revision`)
    ).json()) as {
      revision: unknown;
    };
    expect(waitingForAdmin.revision).toBeNull();
    const [live] = await t.db.select().from(content).where(eq(content.id, item.id));
    expect(live).toMatchObject({ status: 'published', title: 'Salah steps' });
    const audits = await t.db
      .select()
      .from(moderationAuditLog)
      .where(
        and(
          eq(moderationAuditLog.targetId, item.id),
          eq(moderationAuditLog.action, 'content.revision_withdraw'),
        ),
      );
    expect(audits).toHaveLength(1);

    const draft = (await (
      await creator.request('/api/studio/drafts', { json: { title: 'Only a draft' } })
    ).json()) as { id: string };
    const draftEdit = await creator.request(`/api/studio/videos/${draft.id}/edit`);
    expect(draftEdit.status).toBe(409);
    expect((await errorOf(draftEdit)).message).toBe('A draft is changed in its own form');
  });

  it('withdraws and deletes with an audit entry holding the row, only for the owner; filters and searches', async () => {
    const item = await insertContent(t.db, { creatorProfileId: profileId, title: 'Counting with dates' });
    expect((await otherCreator.request(`/api/studio/videos/${item.id}/withdraw`, { json: {} })).status).toBe(
      404,
    );
    expect((await otherCreator.request(`/api/studio/videos/${item.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    const profileVideos = async () =>
      await (await creator.request(`/api/profiles/${creator.userId}/videos`)).text();
    expect(await profileVideos()).toContain(item.id);
    const withdrawn = await creator.request(`/api/studio/videos/${item.id}/withdraw`, { json: {} });
    expect(withdrawn.status).toBe(200);
    // The public profile lists published items only.
    expect(await profileVideos()).not.toContain(item.id);
    const found = (await (await creator.request('/api/studio/videos?status=draft&q=counting')).json()) as {
      items: MyVideo[];
    };
    expect(found.items.map((one) => one.id)).toEqual([item.id]);
    expect((await creator.request('/api/studio/videos?status=nope')).status).toBe(400);

    const deleted = await creator.request(`/api/studio/videos/${item.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await t.db.select().from(content).where(eq(content.id, item.id))).toHaveLength(0);
    const [audit] = await t.db
      .select()
      .from(moderationAuditLog)
      .where(and(eq(moderationAuditLog.targetId, item.id), eq(moderationAuditLog.action, 'content.delete')));
    expect(audit?.before).toMatchObject({ title: 'Counting with dates', status: 'draft' });
  });
});

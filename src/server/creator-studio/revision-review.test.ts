// What a moderator publishes is what they reviewed. Every change to an item's reviewed fields (a creator's edit in
// the studio, a moderator's edit through the admin API, the details of an item made from an uploaded file) is a new
// revision: screened again, with the parents' votes cleared; a Publish names the revision it saw and is refused
// (409, nothing published) when the item changed since, also when the edit and the Publish arrive together.

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, contentVotes } from '#server/db/schema/content';
import { contentScreenings, moderationAuditLog } from '#server/db/schema/moderation';
import { videoUploads } from '#server/db/schema/uploads';
import { creatorProfiles } from '#server/db/schema/users';
import { englishMessage } from '#server/http/app-error';
import { type Caller, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertUser } from '#server/test/factories';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { startYouTubeStandIn, type YouTubeStandIn } from '#server/test/youtube-stand-in';
import type { ApiErrorBody } from '#shared/api-error';
import type { AdminContentItem } from '#shared/moderation.schema';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { COMPLIANCE_FAILED_MESSAGE } from '#shared/screening';
import { publishScheduledItem } from './schedule.jobs';

let youtube: YouTubeStandIn;
let t: TestApp;
let creator: Caller;
let admin: Caller;
let secondAdmin: Caller;
let profileId: string;

// What the moderator reviewed: for older children, with music.
const reviewed = {
  title: 'Learning wudu',
  description: 'Step by step wudu for teenagers',
  category: 'Islamic Stories & Manners' as const,
  tags: ['Wudu'],
  language: 'English' as const,
  ageRange: 4,
  hasMusic: true,
};

// The edit: for the youngest, and its description carries an advertisement the screening flags (not refuses).
const edited = {
  ...reviewed,
  title: 'Wudu for little ones',
  description: 'Use the discount code at our shop',
  ageRange: 1 as const,
  hasMusic: false,
};

const hateful = { ...edited, description: 'A racist slur for the kafir scum' };

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

async function row(id: string) {
  const [item] = await t.db.select().from(content).where(eq(content.id, id));
  if (!item) throw new Error('no item');
  return item;
}

async function votesOf(id: string) {
  return (await t.db.select().from(contentVotes).where(eq(contentVotes.contentId, id))).length;
}

async function screeningOf(id: string) {
  const [screening] = await t.db.select().from(contentScreenings).where(eq(contentScreenings.contentId, id));
  return screening;
}

async function publications(id: string) {
  return t.db
    .select()
    .from(moderationAuditLog)
    .where(and(eq(moderationAuditLog.targetId, id), eq(moderationAuditLog.action, 'content.publish')));
}

/** An item parents approved: ten yes votes, status approved, screened as revision 1. */
async function parentApproved(overrides: Partial<typeof content.$inferInsert> = {}) {
  const item = await insertContent(t.db, {
    ...reviewed,
    status: 'approved',
    creatorProfileId: profileId,
    ...overrides,
  });
  for (let i = 0; i < 10; i += 1) {
    const parent = await insertUser(t.db);
    await t.db.insert(contentVotes).values({ contentId: item.id, parentId: parent.id, vote: true });
  }
  await t.db
    .insert(contentScreenings)
    .values({ contentId: item.id, compliant: true, confidence: 100, reasons: [], revision: 1 });
  return item;
}

async function adminView(id: string): Promise<AdminContentItem> {
  const page = (await (await admin.request('/api/admin/content?status=all')).json()) as {
    items: AdminContentItem[];
  };
  const found = page.items.find((item) => item.id === id);
  if (!found) throw new Error('not in the admin list');
  return found;
}

const publish = (caller: Caller, id: string, revision: unknown) =>
  caller.request(`/api/admin/content/${id}/publish`, { json: { revision } });

beforeAll(async () => {
  youtube = await startYouTubeStandIn();
  t = await createTestApp({ YOUTUBE_FEED_BASE_URL: youtube.baseUrl });
  creator = await signUpAs(t.app, t.db, 'creator');
  admin = await signUpAs(t.app, t.db, 'admin');
  secondAdmin = await signUpAs(t.app, t.db, 'admin');
  const [profile] = await t.db
    .select()
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creator.userId));
  profileId = profile?.id ?? '';
});

afterAll(async () => {
  await t?.close();
  await youtube?.close();
});

describe('a creator edits a parent-approved item in the studio', () => {
  it('refuses a non-compliant edit, and re-screens an accepted one as a new revision with the votes cleared', async () => {
    const item = await parentApproved();
    expect((await adminView(item.id)).revision).toBe(1);

    const refused = await creator.request(`/api/studio/videos/${item.id}`, { method: 'PUT', json: hateful });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(englishMessage(COMPLIANCE_FAILED_MESSAGE));
    expect(await row(item.id)).toMatchObject({ status: 'approved', title: reviewed.title, revision: 1 });
    expect(await votesOf(item.id)).toBe(10);

    const response = await creator.request(`/api/studio/videos/${item.id}`, { method: 'PUT', json: edited });
    expect(response.status).toBe(200);
    expect(await row(item.id)).toMatchObject({
      status: 'pending',
      revision: 2,
      ageRange: 1,
      hasMusic: false,
    });
    expect(await votesOf(item.id)).toBe(0);
    const screening = await screeningOf(item.id);
    expect(screening).toMatchObject({ revision: 2, compliant: true, confidence: 80 });
    expect(screening?.reasons.map((finding) => finding.reason)).toEqual(['advertising']);
    const shown = await adminView(item.id);
    expect(shown).toMatchObject({ revision: 2, yesVotes: 0, status: 'pending' });
    expect(shown.screening?.reasons.map((finding) => finding.reason)).toEqual(['advertising']);
  });

  it('refuses the Publish of the revision the moderator saw before the edit: 409, nothing published', async () => {
    const item = await parentApproved();
    await creator.request(`/api/studio/videos/${item.id}`, { method: 'PUT', json: edited });

    const stale = await publish(admin, item.id, 1);
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe(englishMessage(PIPELINE_MESSAGES.staleRevision));
    expect(await row(item.id)).toMatchObject({ status: 'pending', publishedAt: null });
    expect(await publications(item.id)).toHaveLength(0);

    const current = await publish(admin, item.id, 2);
    expect(current.status).toBe(200);
    expect(await row(item.id)).toMatchObject({ status: 'published', title: edited.title, revision: 2 });
  });

  it('sends an item scheduled by a moderator back to review, so its job publishes nothing unreviewed', async () => {
    const item = await parentApproved({ scheduledPublishAt: new Date(Date.now() + 3_600_000) });
    expect((await publish(admin, item.id, 1)).status).toBe(200);
    expect((await row(item.id)).status).toBe('scheduled');
    expect(
      (await creator.request(`/api/studio/videos/${item.id}`, { method: 'PUT', json: edited })).status,
    ).toBe(200);
    await t.db
      .update(content)
      .set({ scheduledPublishAt: new Date(Date.now() - 1000) })
      .where(eq(content.id, item.id));
    expect(await publishScheduledItem(t.db, item.id)).toBe(false);
    expect(await row(item.id)).toMatchObject({ status: 'pending', revision: 2 });
  });
});

describe('a moderator edits through the admin API', () => {
  it("is a new revision too: screened and stored with its findings, votes cleared, another moderator's stale Publish and save refused", async () => {
    const item = await parentApproved();
    const put = await admin.request(`/api/admin/content/${item.id}`, {
      method: 'PUT',
      json: { ...hateful, status: 'approved', contentRating: 'G', revision: 1 },
    });
    expect(put.status).toBe(200);
    const after = (await put.json()) as AdminContentItem;
    // Votes were for the old text: the item is no longer parent-approved.
    expect(after).toMatchObject({ revision: 2, status: 'pending', yesVotes: 0 });
    expect(after.screening?.compliant).toBe(false);
    expect(after.screening?.reasons.map((finding) => finding.reason)).toContain('hate_speech');
    expect(await votesOf(item.id)).toBe(0);

    const stale = await publish(secondAdmin, item.id, 1);
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe(englishMessage(PIPELINE_MESSAGES.staleRevision));
    const staleSave = await secondAdmin.request(`/api/admin/content/${item.id}`, {
      method: 'PUT',
      json: { ...reviewed, status: 'published', contentRating: 'G', revision: 1 },
    });
    expect(staleSave.status).toBe(409);
    expect(await row(item.id)).toMatchObject({ status: 'pending', description: hateful.description });
    expect(await publications(item.id)).toHaveLength(0);
  });

  it('answers 400 to a Publish that names no revision, or not a number', async () => {
    const item = await parentApproved();
    for (const body of [{}, { revision: 'one' }, { revision: 0 }, { revision: 1.5 }]) {
      const response = await admin.request(`/api/admin/content/${item.id}/publish`, { json: body });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(englishMessage(PIPELINE_MESSAGES.revisionRequired));
    }
    expect((await row(item.id)).status).toBe('approved');
  });
});

describe('an item made from an uploaded file', () => {
  async function acceptedUpload() {
    const id = `upload-${crypto.randomUUID()}`;
    await t.db.insert(videoUploads).values({
      id,
      userId: creator.userId,
      sizeBytes: 1000,
      status: 'uploaded',
      durationSeconds: 60,
      width: 640,
      height: 360,
    });
    return id;
  }

  it('is screened when made and again when edited; a stale Publish is refused', async () => {
    const refused = await creator.request(`/api/uploads/${await acceptedUpload()}/content`, {
      json: hateful,
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(englishMessage(COMPLIANCE_FAILED_MESSAGE));

    const made = await creator.request(`/api/uploads/${await acceptedUpload()}/content`, { json: reviewed });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    expect(await screeningOf(id)).toMatchObject({ revision: 1, compliant: true, confidence: 100 });
    for (let i = 0; i < 3; i += 1) {
      const parent = await insertUser(t.db);
      await t.db.insert(contentVotes).values({ contentId: id, parentId: parent.id, vote: true });
    }

    expect((await creator.request(`/api/studio/videos/${id}`, { method: 'PUT', json: edited })).status).toBe(
      200,
    );
    expect(await row(id)).toMatchObject({ revision: 2, ageRange: 1, hasMusic: false });
    expect(await votesOf(id)).toBe(0);
    expect(await screeningOf(id)).toMatchObject({ revision: 2, confidence: 80 });

    const stale = await publish(admin, id, 1);
    expect(stale.status).toBe(409);
    expect((await row(id)).status).toBe('pending');
    expect(await publications(id)).toHaveLength(0);
  });
});

describe('the publish time of an item made from an uploaded file', () => {
  it("is kept, so a moderator's approval waits for it; a time in the past is refused", async () => {
    const uploadId = `upload-${crypto.randomUUID()}`;
    await t.db
      .insert(videoUploads)
      .values({ id: uploadId, userId: creator.userId, sizeBytes: 1000, status: 'uploaded' });
    const past = await creator.request(`/api/uploads/${uploadId}/content`, {
      json: { ...reviewed, publishAt: '2020-01-01T10:00:00Z' },
    });
    expect(past.status).toBe(400);
    expect((await errorOf(past)).message).toBe('Please choose a publish time in the future');
    const publishAt = new Date(Date.now() + 2 * 86_400_000);
    const made = await creator.request(`/api/uploads/${uploadId}/content`, {
      json: { ...reviewed, publishAt: publishAt.toISOString() },
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    expect((await row(id)).scheduledPublishAt?.getTime()).toBe(publishAt.getTime());
    // Not transcoded yet: nothing could play at that time, so the approval waits for the video.
    const early = await publish(admin, id, 1);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(englishMessage(PIPELINE_MESSAGES.uploadNotPlayable));
    // What the transcode writes when it has finished.
    await t.db
      .update(content)
      .set({ videoUrl: `/api/uploads/media/${id}/master.m3u8` })
      .where(eq(content.id, id));
    expect((await publish(admin, id, 1)).status).toBe(200);
    expect((await row(id)).status).toBe('scheduled');
  });
});

describe('an edit racing a Publish', () => {
  it('never publishes the unreviewed version', async () => {
    const items = await Promise.all(Array.from({ length: 8 }, () => parentApproved()));
    for (const item of items) {
      const answers = await fireTogether(2, (index) =>
        index === 0
          ? creator.request(`/api/studio/videos/${item.id}`, { method: 'PUT', json: edited })
          : publish(admin, item.id, 1),
      );
      const [edit, published] = answers as [Response, Response];
      expect(edit.status).toBe(200);
      const stored = await row(item.id);
      if (published.status === 200) {
        // The Publish came first: the reviewed version is live and the edit waits beside it for a moderator.
        expect(stored).toMatchObject({
          status: 'published',
          title: reviewed.title,
          ageRange: 4,
          revision: 1,
        });
        expect(await edit.json()).toEqual({ id: item.id, revision: true });
      } else {
        expect(statusCounts([published])).toEqual({ 409: 1 });
        expect(stored).toMatchObject({ status: 'pending', title: edited.title, revision: 2 });
        expect(await publications(item.id)).toHaveLength(0);
      }
      expect(stored.status === 'published' && stored.title === edited.title).toBe(false);
    }
  });
});

describe("a published item's waiting edit", () => {
  it('is decided only as the moderator saw it: an edit replaced since is refused with 409', async () => {
    const item = await insertContent(t.db, { ...reviewed, creatorProfileId: profileId });
    await creator.request(`/api/studio/videos/${item.id}`, {
      method: 'PUT',
      json: { ...reviewed, ageRange: 2 },
    });
    const seen = (await (await admin.request(`/api/admin/content/${item.id}/revision`)).json()) as {
      revision: { id: string };
    };
    // The creator edits again while the moderator reads the first one.
    await creator.request(`/api/studio/videos/${item.id}`, { method: 'PUT', json: edited });
    const stale = await admin.request(`/api/admin/content/${item.id}/revision/decision`, {
      json: { approve: true, revisionId: seen.revision.id },
    });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe(englishMessage(PIPELINE_MESSAGES.staleRevision));
    expect(await row(item.id)).toMatchObject({ status: 'published', title: reviewed.title, ageRange: 4 });
  });
});

// Lists and images of content follow the content's visibility: child credential, private feed, unpublished items.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent, setFeedPublic } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { errorMessage, yearsAgo } from '#server/test/test-values';
import type { Child } from '#shared/children.schema';
import type { CreatorVideos } from '#shared/engagement';

let t: TestApp;
let parent: Caller;
let creator: Caller;
let otherCreator: Caller;
let admin: Caller;
let childCookie: string;
const items = {
  forChild: { id: '', videoId: '' },
  aboveBand: { id: '', videoId: '' },
  pending: { id: '', videoId: '' },
  rejected: { id: '', videoId: '' },
};

const anonymous = (path: string) => jsonRequest(t.app, path);
const asChild = (path: string) => jsonRequest(t.app, path, { cookie: childCookie });
const thumbnail = (id: string) => `/api/media/thumbnails/${id}.svg`;
const proxied = (videoId: string) =>
  `/api/image-proxy?type=youtube-thumbnail&url=${encodeURIComponent(`https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`)}`;
const message = errorMessage;

beforeAll(async () => {
  // The allowlisted hosts point nowhere: every proxied thumbnail is our own drawing, which shows the item's title.
  t = await createTestApp({ IMAGE_PROXY_TEST_HOSTS: 'i.ytimg.com=http://127.0.0.1:9' });
  parent = await signUpAs(t.app, t.db, 'parent');
  creator = await signUpAs(t.app, t.db, 'creator');
  otherCreator = await signUpAs(t.app, t.db, 'creator');
  admin = await signUpAs(t.app, t.db, 'admin');
  const [profile] = await t.db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creator.userId));
  const mine = { creatorProfileId: profile?.id };
  const add = async (key: keyof typeof items, values: Parameters<typeof insertContent>[1]) => {
    const row = await insertContent(t.db, { ...mine, ...values });
    items[key] = { id: row.id, videoId: row.youtubeVideoId ?? '' };
  };
  await add('forChild', { title: 'Story for little ones', ageRange: 1 });
  await add('aboveBand', { title: 'Teen talk show', ageRange: 4 });
  await add('pending', { title: 'Secret pending title', ageRange: 1, status: 'pending' });
  await add('rejected', {
    title: 'Secret rejected title',
    ageRange: 1,
    status: 'rejected',
    rejectionReason: 'Not suitable',
  });

  const created = await parent.request('/api/children', {
    json: { name: 'Amina', dateOfBirth: yearsAgo(5) },
  });
  const child = (await created.json()) as Child;
  const started = await parent.request('/api/child-sessions', {
    json: { childId: child.id, deviceInfo: { platform: 'Linux' }, timeZone: 'Europe/London' },
    headers: { 'x-device-id': 'device-leak-0001' },
  });
  if (started.status !== 201) throw new Error(`child mode failed: ${started.status} ${await started.text()}`);
  const token = started.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('qk_child='));
  childCookie = token ?? '';
});

afterAll(async () => {
  await t.close();
});

describe("a creator's latest videos", () => {
  it('refuses the child credential like the rest of the public catalog', async () => {
    const response = await asChild(`/api/profiles/${creator.userId}/videos`);
    expect(response.status).toBe(403);
    expect(await message(response)).toBe(
      'This device is in child mode. Videos for children are in the child area.',
    );
  });

  it('is closed to anonymous visitors while the feed is private, open to signed-in people', async () => {
    await setFeedPublic(t.deps, false);
    try {
      const closed = await anonymous(`/api/profiles/${creator.userId}/videos`);
      expect(closed.status).toBe(401);
      expect(await message(closed)).toBe('Authentication required');
      const open = await parent.request(`/api/profiles/${creator.userId}/videos`);
      expect(open.status).toBe(200);
      const titles = ((await open.json()) as CreatorVideos).items.map((item) => item.title);
      expect(titles).toEqual(['Teen talk show', 'Story for little ones']);
    } finally {
      await setFeedPublic(t.deps, true);
    }
    expect((await anonymous(`/api/profiles/${creator.userId}/videos`)).status).toBe(200);
  });
});

describe('content thumbnails', () => {
  it('are closed to anonymous visitors while the feed is private (our drawings and proxied ones)', async () => {
    await setFeedPublic(t.deps, false);
    try {
      for (const path of [
        thumbnail(items.forChild.id),
        proxied(items.forChild.videoId),
        proxied('NotOurVideo'),
      ]) {
        const response = await anonymous(path);
        expect(response.status, path).toBe(401);
        expect(await message(response), path).toBe('Authentication required');
      }
      for (const path of [thumbnail(items.forChild.id), proxied(items.forChild.videoId)]) {
        const response = await parent.request(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toMatch(/^private, /);
        expect(await response.text(), path).toContain('Story for little ones');
      }
      // Avatars are a name the page already shows, not content: they stay public.
      expect((await anonymous('/api/media/avatar.svg?name=Aisha')).status).toBe(200);
    } finally {
      await setFeedPublic(t.deps, true);
    }
    const open = await anonymous(thumbnail(items.forChild.id));
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it("show a device in child mode only what its child's policy allows, also while the feed is private", async () => {
    await setFeedPublic(t.deps, false);
    try {
      for (const path of [thumbnail(items.forChild.id), proxied(items.forChild.videoId)]) {
        const response = await asChild(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toMatch(/^private, /);
      }
      for (const path of [
        thumbnail(items.aboveBand.id),
        proxied(items.aboveBand.videoId),
        thumbnail(items.pending.id),
      ]) {
        const response = await asChild(path);
        expect(response.status, path).toBe(403);
        expect(await message(response), path).toBe('This content is not appropriate for your age');
      }
      expect((await asChild(proxied('NotOurVideo'))).status).toBe(404);
    } finally {
      await setFeedPublic(t.deps, true);
    }
  });

  it('of unpublished items are not served to anyone who may not see the item (their titles stay secret)', async () => {
    for (const item of [items.pending, items.rejected]) {
      for (const path of [thumbnail(item.id), proxied(item.videoId)]) {
        for (const [who, response] of [
          ['anonymous', await anonymous(path)],
          ['another creator', await otherCreator.request(path)],
        ] as const) {
          expect(response.status, `${who} ${path}`).toBe(404);
          expect(await response.text(), `${who} ${path}`).not.toContain('Secret');
        }
      }
    }
    // Parents read the pending queue (with its thumbnails) to vote; a rejected item is not theirs to see.
    expect((await parent.request(thumbnail(items.rejected.id))).status).toBe(404);
    expect((await parent.request(proxied(items.rejected.videoId))).status).toBe(404);
  });

  it('of unpublished items are shown to their creator and admins, and pending ones to parents', async () => {
    for (const item of [items.pending, items.rejected]) {
      for (const path of [thumbnail(item.id), proxied(item.videoId)]) {
        for (const [who, response] of [
          ['its creator', await creator.request(path)],
          ['an admin', await admin.request(path)],
        ] as const) {
          expect(response.status, `${who} ${path}`).toBe(200);
          expect(response.headers.get('cache-control'), `${who} ${path}`).toMatch(/^private, /);
          expect(await response.text(), `${who} ${path}`).toContain('Secret');
        }
      }
    }
    const pending = await parent.request(proxied(items.pending.videoId));
    expect(pending.status).toBe(200);
    expect(await pending.text()).toContain('Secret pending title');
  });

  it('of pending items are not shown to a parent who may not read the pending queue (unverified address)', async () => {
    const unverified = await signUpAs(t.app, t.db, 'parent', { verified: false });
    for (const path of [thumbnail(items.pending.id), proxied(items.pending.videoId)]) {
      const response = await unverified.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('Secret');
    }
  });
});

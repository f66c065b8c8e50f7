// Approved content only and blocks per child: the parent's routes (approvals, blocks, collections, the video
// page's menu), their limits under parallel requests, and what every child endpoint then shows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  childApprovals,
  childBlocks,
  contentCollectionItems,
  contentCollections,
} from '#server/db/schema/child-content-rules';
import { parentProfiles } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertCreator } from '#server/test/factories';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { errorMessage, yearsAgo } from '#server/test/test-values';
import type {
  ChildContentRules,
  Collection,
  CollectionDetail,
  VideoRuleState,
} from '#shared/child-content-rules';
import { CONTENT_RULE_LIMITS } from '#shared/child-content-rules';
import type { Child } from '#shared/children.schema';
import { LIMITS } from '#shared/domain';
import type { FeedItem, FeedPage } from '#shared/feed.schema';
import type { Library } from '#shared/library.schema';

let t: TestApp;
let parent: Caller;
let otherParent: Caller;
let creator: Caller;
let amina: Child;
let yusuf: Child;
let othersChild: Child;
let childCookie: string;

/** Published, G, band 1: every child here may see them by the fixed rules. */
const videos = { first: '', second: '', third: '', byBlockedCreator: '', byApprovedCreator: '', inShelf: '' };
let blockedCreatorId = '';
let approvedCreatorId = '';
let pendingId = '';

const message = errorMessage;
const asChild = (path: string, init: { method?: string; json?: unknown } = {}) =>
  jsonRequest(t.app, path, { ...init, cookie: childCookie });
const anonymous = (path: string, init: { method?: string; json?: unknown } = {}) =>
  jsonRequest(t.app, path, init);

async function addChild(who: Caller, name: string): Promise<Child> {
  const response = await who.request('/api/children', { json: { name, dateOfBirth: yearsAgo(7) } });
  expect(response.status).toBe(201);
  return (await response.json()) as Child;
}

async function rules(childId: string): Promise<ChildContentRules> {
  const response = await parent.request(`/api/children/${childId}/content-rules`);
  expect(response.status).toBe(200);
  return (await response.json()) as ChildContentRules;
}

async function childFeedIds(query = ''): Promise<{ ids: string[]; page: FeedPage }> {
  const response = await asChild(`/api/child/feed${query}`);
  expect(response.status).toBe(200);
  const page = (await response.json()) as FeedPage;
  return { ids: page.items.map((item) => item.id), page };
}

async function clearLists() {
  await t.db.delete(childApprovals);
  await t.db.delete(childBlocks);
  await parent.request(`/api/children/${amina.id}`, { method: 'PATCH', json: { approvedOnly: false } });
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpAs(t.app, t.db, 'parent');
  otherParent = await signUpAs(t.app, t.db, 'parent');
  creator = await signUpAs(t.app, t.db, 'creator');
  // Premium: two children for the "one menu per child" answers.
  amina = await addChild(parent, 'Amina');
  othersChild = await addChild(otherParent, 'Bilal');
  await t.db
    .update(parentProfiles)
    .set({ subscriptionTier: 'Premium' })
    .where(eq(parentProfiles.userId, parent.userId));
  yusuf = await addChild(parent, 'Yusuf');
  blockedCreatorId = (await insertCreator(t.db, { fullName: 'Loud Drums Channel' })).id;
  approvedCreatorId = (await insertCreator(t.db, { fullName: 'Gentle Stories' })).id;
  const item = async (title: string, extra: Record<string, unknown> = {}) =>
    (await insertContent(t.db, { title, ageRange: 1, contentRating: 'G', ...extra })).id;
  videos.first = await item('Ablution song');
  videos.second = await item('Prophets of Allah');
  videos.third = await item('Counting dates');
  videos.byBlockedCreator = await item('Drum party', { creatorProfileId: blockedCreatorId });
  videos.byApprovedCreator = await item('Story of the ant', { creatorProfileId: approvedCreatorId });
  videos.inShelf = await item('Ramadan lanterns');
  pendingId = await item('Not yet reviewed', { status: 'pending' });
  const started = await parent.request('/api/child-sessions', {
    json: { childId: amina.id, timeZone: 'Europe/London' },
    headers: { 'x-device-id': 'content-rules-device-1' },
  });
  expect(started.status).toBe(201);
  const cookie = started.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((value) => value.startsWith('qk_child='));
  childCookie = cookie ?? '';
  expect(childCookie).toMatch(/^qk_child=.+/);
});

afterAll(async () => {
  await t.close();
});

describe('approvals and blocks of one child', () => {
  it('approves a video once (again answers the same rule), lists it by title, and removes it idempotently', async () => {
    const path = `/api/children/${amina.id}/approvals`;
    const first = await parent.request(path, { json: { kind: 'video', targetId: videos.first } });
    expect(first.status).toBe(201);
    const again = await parent.request(path, { json: { kind: 'video', targetId: videos.first } });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    const listed = await rules(amina.id);
    expect(listed.approvals).toMatchObject([
      { kind: 'video', targetId: videos.first, label: 'Ablution song' },
    ]);
    expect(listed.approvedOnly).toBe(false);
    expect(listed.limits).toEqual({ approvals: 2000, blocks: 500 });
    const removed = await parent.request(path, {
      method: 'DELETE',
      json: { kind: 'video', targetId: videos.first },
    });
    expect(removed.status).toBe(204);
    const removedAgain = await parent.request(path, {
      method: 'DELETE',
      json: { kind: 'video', targetId: videos.first },
    });
    expect(removedAgain.status).toBe(204);
    expect((await rules(amina.id)).approvals).toEqual([]);
  });

  it('blocks a creator and a video, listed by name and title', async () => {
    const path = `/api/children/${amina.id}/blocks`;
    expect(
      (await parent.request(path, { json: { kind: 'creator', targetId: blockedCreatorId } })).status,
    ).toBe(201);
    expect((await parent.request(path, { json: { kind: 'video', targetId: videos.third } })).status).toBe(
      201,
    );
    const labels = (await rules(amina.id)).blocks.map((rule) => rule.label).sort();
    expect(labels).toEqual(['Counting dates', 'Loud Drums Channel']);
    // Yusuf's lists are his own.
    expect((await rules(yusuf.id)).blocks).toEqual([]);
    await clearLists();
  });

  it('refuses bad input with the catalog’s message and changes nothing', async () => {
    const path = `/api/children/${amina.id}/approvals`;
    const cases: [unknown, number, string][] = [
      [{ kind: 'song', targetId: videos.first }, 400, 'Choose a video, a creator or a collection'],
      [
        { kind: 'video', targetId: 'not-a-uuid' },
        400,
        'We could not find that video, creator or collection.',
      ],
      [{ kind: 'video' }, 400, 'We could not find that video, creator or collection.'],
      [{ kind: 'video', targetId: pendingId }, 404, 'We could not find that video, creator or collection.'],
      [
        { kind: 'creator', targetId: '00000000-0000-4000-8000-000000000000' },
        404,
        'We could not find that video, creator or collection.',
      ],
    ];
    for (const [json, status, text] of cases) {
      const response = await parent.request(path, { json });
      expect(response.status, JSON.stringify(json)).toBe(status);
      expect(await message(response)).toBe(text);
    }
    const block = await parent.request(`/api/children/${amina.id}/blocks`, {
      json: { kind: 'collection', targetId: videos.first },
    });
    expect(block.status).toBe(400);
    expect(await message(block)).toBe('Choose a video or a creator');
    const malformed = await parent.request(path, {
      headers: { 'Content-Type': 'application/json' },
      method: 'POST',
      json: undefined,
    });
    expect(malformed.status).toBe(400);
    const patch = await parent.request(`/api/children/${amina.id}`, {
      method: 'PATCH',
      json: { approvedOnly: 'yes' },
    });
    expect(patch.status).toBe(400);
    expect(await message(patch)).toBe('Approved content only must be on or off');
    expect((await rules(amina.id)).approvals).toEqual([]);
  });

  it('is for the signed-in parent of the child only', async () => {
    const body = { kind: 'video', targetId: videos.first };
    const signedOut = await anonymous(`/api/children/${amina.id}/approvals`, { json: body });
    expect(signedOut.status).toBe(401);
    const wrongRole = await creator.request(`/api/children/${amina.id}/blocks`, { json: body });
    expect(wrongRole.status).toBe(403);
    for (const path of ['approvals', 'blocks']) {
      const others = await parent.request(`/api/children/${othersChild.id}/${path}`, { json: body });
      expect(others.status).toBe(404);
      expect(await message(others)).toBe('Child not found');
    }
    const othersList = await parent.request(`/api/children/${othersChild.id}/content-rules`);
    expect(othersList.status).toBe(404);
    expect(
      (await otherParent.request(`/api/children/${amina.id}/approvals`, { method: 'DELETE', json: body }))
        .status,
    ).toBe(404);
    const asChildDevice = await asChild(`/api/children/${amina.id}/content-rules`);
    expect([401, 403]).toContain(asChildDevice.status);
    expect((await rules(amina.id)).approvals).toEqual([]);
  });

  it('shows one menu entry per child on a video page', async () => {
    await parent.request(`/api/children/${yusuf.id}/approvals`, {
      json: { kind: 'creator', targetId: approvedCreatorId },
    });
    await parent.request(`/api/children/${amina.id}/blocks`, {
      json: { kind: 'video', targetId: videos.byApprovedCreator },
    });
    const response = await parent.request(`/api/content/${videos.byApprovedCreator}/child-rules`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { creatorId: string; children: VideoRuleState[] };
    expect(body.creatorId).toBe(approvedCreatorId);
    expect(body.children).toEqual([
      {
        childId: amina.id,
        videoApproved: false,
        creatorApproved: false,
        videoBlocked: true,
        creatorBlocked: false,
      },
      {
        childId: yusuf.id,
        videoApproved: false,
        creatorApproved: true,
        videoBlocked: false,
        creatorBlocked: false,
      },
    ]);
    expect((await parent.request(`/api/content/${pendingId}/child-rules`)).status).toBe(404);
    expect((await anonymous(`/api/content/${videos.first}/child-rules`)).status).toBe(401);
    expect((await creator.request(`/api/content/${videos.first}/child-rules`)).status).toBe(403);
    await clearLists();
  });
});

describe('what the child sees', () => {
  it('blocked videos and creators vanish from the feed, search, related, next, library and the video page', async () => {
    expect((await asChild(`/api/child/library/watch-later/${videos.third}`, { method: 'PUT' })).status).toBe(
      200,
    );
    const before = await childFeedIds();
    expect(before.ids).toEqual(expect.arrayContaining([videos.third, videos.byBlockedCreator]));

    await parent.request(`/api/children/${amina.id}/blocks`, {
      json: { kind: 'video', targetId: videos.third },
    });
    await parent.request(`/api/children/${amina.id}/blocks`, {
      json: { kind: 'creator', targetId: blockedCreatorId },
    });
    const after = await childFeedIds();
    expect(after.ids).not.toContain(videos.third);
    expect(after.ids).not.toContain(videos.byBlockedCreator);
    // The total stays exact: two fewer.
    expect(after.page.total).toBe(before.page.total - 2);
    expect((await childFeedIds('?sort=random')).ids).not.toContain(videos.third);
    const search = await childFeedIds(`?q=${encodeURIComponent('Drum party')}`);
    expect(search.ids).toEqual([]);
    for (const id of [videos.third, videos.byBlockedCreator]) {
      const page = await asChild(`/api/child/content/${id}`);
      expect(page.status).toBe(403);
      expect(await message(page)).toBe('This content is not appropriate for your age');
      expect((await asChild(`/api/child/content/${id}/related`)).status).toBe(403);
      expect((await asChild(`/api/child/library/watch-later/${id}`, { method: 'PUT' })).status).toBe(403);
      expect((await asChild(`/api/media/thumbnails/${id}.svg`)).status).toBe(403);
    }
    for (let round = 0; round < 10; round += 1) {
      const related = (await (
        await asChild(`/api/child/content/${videos.first}/related`)
      ).json()) as FeedItem[];
      expect(related.map((item) => item.id)).not.toContain(videos.third);
      expect(related.map((item) => item.id)).not.toContain(videos.byBlockedCreator);
      const next = (await (await asChild(`/api/child/content/${videos.first}/next`)).json()) as {
        id: string;
      };
      expect([videos.third, videos.byBlockedCreator]).not.toContain(next.id);
    }
    const library = (await (await asChild('/api/child/library')).json()) as Library;
    expect(library.watchLater.map((item) => item.id)).not.toContain(videos.third);

    // Unblocked, it is back.
    await parent.request(`/api/children/${amina.id}/blocks`, {
      method: 'DELETE',
      json: { kind: 'video', targetId: videos.third },
    });
    expect((await asChild(`/api/child/content/${videos.third}`)).status).toBe(200);
    await clearLists();
  });

  it('in approved-only mode only approved videos, creators and collections show; blocks still win', async () => {
    const shelf = (await (
      await parent.request('/api/collections', { json: { name: 'Ramadan' } })
    ).json()) as Collection;
    await parent.request(`/api/collections/${shelf.id}/videos`, { json: { contentId: videos.inShelf } });
    const approve = (kind: string, targetId: string) =>
      parent.request(`/api/children/${amina.id}/approvals`, { json: { kind, targetId } });
    await approve('video', videos.first);
    await approve('video', videos.second);
    await approve('creator', approvedCreatorId);
    await approve('collection', shelf.id);
    // Approved, but blocked: blocks win.
    await parent.request(`/api/children/${amina.id}/blocks`, {
      json: { kind: 'video', targetId: videos.second },
    });

    // Off: approvals alone change nothing.
    expect((await childFeedIds()).ids).toContain(videos.third);

    const switched = await parent.request(`/api/children/${amina.id}`, {
      method: 'PATCH',
      json: { approvedOnly: true },
    });
    expect(switched.status).toBe(200);
    expect(((await switched.json()) as Child).approvedOnly).toBe(true);
    expect((await rules(amina.id)).approvedOnly).toBe(true);

    const { ids, page } = await childFeedIds();
    expect(ids.sort()).toEqual([videos.first, videos.byApprovedCreator, videos.inShelf].sort());
    expect(page.total).toBe(3);
    expect((await childFeedIds('?sort=random')).ids.sort()).toEqual(ids.sort());
    expect((await childFeedIds('?q=Counting')).ids).toEqual([]);
    expect((await childFeedIds('?q=lanterns')).ids).toEqual([videos.inShelf]);
    expect((await asChild(`/api/child/content/${videos.third}`)).status).toBe(403);
    expect((await asChild(`/api/child/content/${videos.second}`)).status).toBe(403);
    expect((await asChild(`/api/child/content/${videos.inShelf}`)).status).toBe(200);
    const related = (await (
      await asChild(`/api/child/content/${videos.first}/related`)
    ).json()) as FeedItem[];
    expect(related.map((item) => item.id).sort()).toEqual([videos.byApprovedCreator, videos.inShelf].sort());
    for (let round = 0; round < 5; round += 1) {
      const next = (await (await asChild(`/api/child/content/${videos.first}/next`)).json()) as {
        id: string;
      };
      expect([videos.byApprovedCreator, videos.inShelf]).toContain(next.id);
    }
    // Yusuf's lists and switch are his own: his feed is not narrowed (no session of his is needed to see that
    // the switch is per child).
    expect((await rules(yusuf.id)).approvedOnly).toBe(false);

    // A video taken out of the collection leaves the child's list at once.
    await parent.request(`/api/collections/${shelf.id}/videos`, {
      method: 'DELETE',
      json: { contentId: videos.inShelf },
    });
    expect((await asChild(`/api/child/content/${videos.inShelf}`)).status).toBe(403);
    await clearLists();
    await t.db.delete(contentCollections);
  });

  it('with a blocked creator the pages still say exactly whether there is a next one, and the last page the total', async () => {
    const prolific = (await insertCreator(t.db, { fullName: 'Very Busy Channel' })).id;
    const theirs = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        insertContent(t.db, { title: `Busy ${index}`, ageRange: 1, creatorProfileId: prolific }),
      ),
    );
    const others = await Promise.all(
      Array.from({ length: 30 }, (_, index) => insertContent(t.db, { title: `Calm ${index}`, ageRange: 1 })),
    );
    const visible = (await childFeedIds()).page.total - theirs.length;
    const size = LIMITS.feedPageSize;
    expect(visible).toBeGreaterThan(size);
    await parent.request(`/api/children/${amina.id}/blocks`, {
      json: { kind: 'creator', targetId: prolific },
    });
    const all: string[] = [];
    const lastPage = Math.ceil(visible / size);
    for (let page = 1; page <= lastPage; page += 1) {
      const { ids, page: answer } = await childFeedIds(`?page=${page}`);
      all.push(...ids);
      if (page < lastPage) {
        expect(ids).toHaveLength(size);
        expect(answer.hasMore).toBe(true);
      } else {
        expect(ids).toHaveLength(visible - size * (lastPage - 1));
        expect(answer.hasMore).toBe(false);
        expect(answer.total).toBe(visible);
      }
    }
    expect(new Set(all).size).toBe(visible);
    for (const row of theirs) expect(all).not.toContain(row.id);
    expect(all).toEqual(expect.arrayContaining(others.map((row) => row.id)));
    // A page past the end is empty and says so.
    const past = await childFeedIds(`?page=${lastPage + 1}`);
    expect(past.ids).toEqual([]);
    expect(past.page.hasMore).toBe(false);
    await clearLists();
  });

  it('a child’s lists never reach another child’s session', async () => {
    await parent.request(`/api/children/${yusuf.id}/blocks`, {
      json: { kind: 'video', targetId: videos.first },
    });
    await parent.request(`/api/children/${yusuf.id}`, { method: 'PATCH', json: { approvedOnly: true } });
    expect((await asChild(`/api/child/content/${videos.first}`)).status).toBe(200);
    expect((await childFeedIds(`?q=${encodeURIComponent('Ablution song')}`)).ids).toEqual([videos.first]);
    await t.db.delete(childBlocks);
  });
});

describe('collections', () => {
  it('are made, renamed, filled, read and deleted by their parent only', async () => {
    const created = await parent.request('/api/collections', { json: { name: '  Bedtime stories ' } });
    expect(created.status).toBe(201);
    const shelf = (await created.json()) as Collection;
    expect(shelf).toMatchObject({ name: 'Bedtime stories', videoCount: 0, approvedFor: [] });
    expect(
      (await parent.request(`/api/collections/${shelf.id}/videos`, { json: { contentId: videos.inShelf } }))
        .status,
    ).toBe(201);
    const renamed = await parent.request(`/api/collections/${shelf.id}`, {
      method: 'PATCH',
      json: { name: 'Night stories' },
    });
    expect(renamed.status).toBe(200);
    const detail = (await renamed.json()) as CollectionDetail;
    expect(detail.name).toBe('Night stories');
    expect(detail.videos.map((video: FeedItem) => video.id)).toEqual([videos.inShelf]);
    const listed = (await (await parent.request('/api/collections')).json()) as Collection[];
    expect(listed).toMatchObject([{ id: shelf.id, name: 'Night stories', videoCount: 1 }]);

    // Bad input, someone else's collection, signed out, wrong role.
    const empty = await parent.request('/api/collections', { json: { name: '   ' } });
    expect(empty.status).toBe(400);
    expect(await message(empty)).toBe('Please give the collection a name');
    const long = await parent.request('/api/collections', { json: { name: 'x'.repeat(61) } });
    expect(long.status).toBe(400);
    expect(await message(long)).toBe('Collection names can be at most 60 characters');
    const badVideo = await parent.request(`/api/collections/${shelf.id}/videos`, {
      json: { contentId: pendingId },
    });
    expect(badVideo.status).toBe(404);
    for (const request of [
      otherParent.request(`/api/collections/${shelf.id}`),
      otherParent.request(`/api/collections/${shelf.id}`, { method: 'PATCH', json: { name: 'Mine now' } }),
      otherParent.request(`/api/collections/${shelf.id}/videos`, { json: { contentId: videos.first } }),
      otherParent.request(`/api/collections/${shelf.id}`, { method: 'DELETE' }),
    ]) {
      const response = await request;
      expect(response.status).toBe(404);
      expect(await message(response)).toBe('Collection not found');
    }
    const othersApproval = await otherParent.request(`/api/children/${othersChild.id}/approvals`, {
      json: { kind: 'collection', targetId: shelf.id },
    });
    expect(othersApproval.status).toBe(404);
    expect(await message(othersApproval)).toBe('Collection not found');
    expect((await anonymous('/api/collections')).status).toBe(401);
    expect((await creator.request('/api/collections', { json: { name: 'Mine' } })).status).toBe(403);

    // Approved for a child, then deleted: the approval goes with it.
    await parent.request(`/api/children/${amina.id}/approvals`, {
      json: { kind: 'collection', targetId: shelf.id },
    });
    expect((await rules(amina.id)).approvals).toMatchObject([{ kind: 'collection', label: 'Night stories' }]);
    expect((await parent.request(`/api/collections/${shelf.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await rules(amina.id)).approvals).toEqual([]);
    expect((await parent.request(`/api/collections/${shelf.id}`)).status).toBe(404);
  });
});

describe('limits hold under parallel requests', () => {
  it(`approves at most ${CONTENT_RULE_LIMITS.approvalsPerChild} items per child`, async () => {
    const limit = CONTENT_RULE_LIMITS.approvalsPerChild;
    // Fill to one below the limit with creators (each approval needs a distinct target).
    const fillers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => insertContent(t.db, { title: `Filler ${index}`, ageRange: 1 })),
    );
    const many = await t.db
      .insert(contentCollections)
      .values(
        Array.from({ length: limit - 1 }, (_, index) => ({
          parentId: parent.userId,
          name: `Shelf ${index}`,
        })),
      )
      .returning({ id: contentCollections.id });
    await t.db
      .insert(childApprovals)
      .values(many.map((row) => ({ childId: yusuf.id, kind: 'collection' as const, collectionId: row.id })));
    const answers = await fireTogether(fillers.length, (index) =>
      parent.request(`/api/children/${yusuf.id}/approvals`, {
        json: { kind: 'video', targetId: fillers[index]?.id },
      }),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: fillers.length - 1 });
    const refused = answers.find((answer) => answer.status === 409);
    expect(await message(refused as Response)).toBe(
      `A child can have at most ${limit} approved items. Remove some first.`,
    );
    const stored = await t.db.select().from(childApprovals).where(eq(childApprovals.childId, yusuf.id));
    expect(stored).toHaveLength(limit);
    await t.db.delete(childApprovals);
    await t.db.delete(contentCollections);
  });

  it(`blocks at most ${CONTENT_RULE_LIMITS.blocksPerChild} items per child`, async () => {
    const limit = CONTENT_RULE_LIMITS.blocksPerChild;
    const creators = await Promise.all(
      Array.from({ length: limit + 7 }, (_, index) => insertCreator(t.db, { fullName: `Channel ${index}` })),
    );
    await t.db
      .insert(childBlocks)
      .values(
        creators
          .slice(0, limit - 1)
          .map((row) => ({ childId: yusuf.id, kind: 'creator' as const, creatorProfileId: row.id })),
      );
    const rest = creators.slice(limit - 1);
    const answers = await fireTogether(rest.length, (index) =>
      parent.request(`/api/children/${yusuf.id}/blocks`, {
        json: { kind: 'creator', targetId: rest[index]?.id },
      }),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: rest.length - 1 });
    const stored = await t.db.select().from(childBlocks).where(eq(childBlocks.childId, yusuf.id));
    expect(stored).toHaveLength(limit);
    await t.db.delete(childBlocks);
  });

  it('the same approval sent together is stored once', async () => {
    const answers = await fireTogether(6, () =>
      parent.request(`/api/children/${amina.id}/approvals`, {
        json: { kind: 'video', targetId: videos.second },
      }),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 200: 5 });
    expect((await rules(amina.id)).approvals).toHaveLength(1);
    await clearLists();
  });

  it(`makes at most ${CONTENT_RULE_LIMITS.collectionsPerParent} collections, and no two with one name`, async () => {
    const limit = CONTENT_RULE_LIMITS.collectionsPerParent;
    await t.db
      .insert(contentCollections)
      .values(
        Array.from({ length: limit - 1 }, (_, index) => ({ parentId: parent.userId, name: `Box ${index}` })),
      );
    const answers = await fireTogether(6, (index) =>
      parent.request('/api/collections', { json: { name: `New box ${index}` } }),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 5 });
    expect(await message(answers.find((answer) => answer.status === 409) as Response)).toBe(
      `You can have at most ${limit} collections.`,
    );
    await t.db.delete(contentCollections);
    const same = await fireTogether(5, () =>
      parent.request('/api/collections', { json: { name: 'Stories' } }),
    );
    expect(statusCounts(same)).toEqual({ 201: 1, 409: 4 });
    expect(await message(same.find((answer) => answer.status === 409) as Response)).toBe(
      'You already have a collection with this name',
    );
    await t.db.delete(contentCollections);
  });

  it(`puts at most ${CONTENT_RULE_LIMITS.videosPerCollection} videos in a collection`, async () => {
    const limit = CONTENT_RULE_LIMITS.videosPerCollection;
    const created = await parent.request('/api/collections', { json: { name: 'Full shelf' } });
    const shelf = (await created.json()) as Collection;
    const items = await Promise.all(
      Array.from({ length: limit + 5 }, (_, index) =>
        insertContent(t.db, { title: `Shelf item ${index}`, ageRange: 1 }),
      ),
    );
    await t.db
      .insert(contentCollectionItems)
      .values(items.slice(0, limit - 1).map((row) => ({ collectionId: shelf.id, contentId: row.id })));
    const rest = items.slice(limit - 1);
    const answers = await fireTogether(rest.length, (index) =>
      parent.request(`/api/collections/${shelf.id}/videos`, { json: { contentId: rest[index]?.id } }),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: rest.length - 1 });
    expect(await message(answers.find((answer) => answer.status === 409) as Response)).toBe(
      `A collection can hold at most ${limit} videos.`,
    );
    const stored = await t.db
      .select()
      .from(contentCollectionItems)
      .where(eq(contentCollectionItems.collectionId, shelf.id));
    expect(stored).toHaveLength(limit);
    // A video already in the full collection is no error.
    const again = await parent.request(`/api/collections/${shelf.id}/videos`, {
      json: { contentId: items[0]?.id },
    });
    expect(again.status).toBe(200);
    await t.db.delete(contentCollections);
  });
});

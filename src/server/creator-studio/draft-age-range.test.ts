// A draft saved before its creator chose an age range has none (null, not 13+): it shows "Choose an age range" when
// continued, nobody but its creator ever sees it, submitting it without one is refused with the form's message, and
// the database holds every other status to having one.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '#server/db/schema/content';
import { contentScreenings } from '#server/db/schema/moderation';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import type { DraftDetail } from '#shared/creator-studio.schema';

let t: TestApp;
let creator: Caller;
let otherCreator: Caller;
let parent: Caller;
let admin: Caller;

const submission = (overrides: Record<string, unknown> = {}) => ({
  title: 'Counting with camels',
  sourceType: 'youtube',
  youtubeUrl: 'https://youtu.be/Ab3dE6gH9jK',
  category: 'Islamic Stories & Manners',
  contentRating: 'G',
  language: 'English',
  ageRange: 1,
  duration: 3,
  description: 'Counting to ten with a caravan',
  tags: ['Counting'],
  hasMusic: false,
  shariahScore: 100,
  ...overrides,
});

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

async function rowOf(id: string) {
  const [row] = await t.db.select().from(content).where(eq(content.id, id));
  if (!row) throw new Error('no such item');
  return row;
}

async function saveDraft(caller: Caller, json: Record<string, unknown>): Promise<string> {
  const saved = await caller.request('/api/studio/drafts', { json });
  expect(saved.status).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

beforeAll(async () => {
  t = await createTestApp();
  [creator, otherCreator, parent, admin] = await Promise.all([
    signUpAs(t.app, t.db, 'creator'),
    signUpAs(t.app, t.db, 'creator'),
    signUpAs(t.app, t.db, 'parent'),
    signUpAs(t.app, t.db, 'admin'),
  ]);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('a draft without an age range', () => {
  it('is stored without one (not 13+) and continues with none chosen', async () => {
    const id = await saveDraft(creator, { title: 'Camels, unfinished', language: 'Arabic' });
    expect((await rowOf(id)).ageRange).toBeNull();
    const detail = (await (await creator.request(`/api/studio/drafts/${id}`)).json()) as DraftDetail;
    expect(detail).toMatchObject({ title: 'Camels, unfinished', language: 'Arabic', ageRange: null });

    // Choosing one keeps it; saving again without one (the form cleared it) leaves it unchosen again.
    await creator.request(`/api/studio/drafts/${id}`, {
      method: 'PUT',
      json: { title: 'Camels', ageRange: 2 },
    });
    expect((await rowOf(id)).ageRange).toBe(2);
    await creator.request(`/api/studio/drafts/${id}`, { method: 'PUT', json: { title: 'Camels' } });
    expect((await rowOf(id)).ageRange).toBeNull();
  });

  it('is seen by nobody but its creator: not other creators, moderators, parents, the feed or visitors', async () => {
    const id = await saveDraft(creator, { title: 'Hidden camels draft' });
    expect((await otherCreator.request(`/api/studio/drafts/${id}`)).status).toBe(404);
    expect((await parent.request(`/api/studio/drafts/${id}`)).status).toBe(404);
    expect((await jsonRequest(t.app, `/api/studio/drafts/${id}`)).status).toBe(401);
    expect((await jsonRequest(t.app, `/api/content/${id}`)).status).toBe(404);
    expect(await (await creator.request('/api/feed?q=Hidden%20camels')).text()).not.toContain(id);
    expect(await (await parent.request('/api/parent/pending-content')).text()).not.toContain(id);
    for (const path of ['/api/admin/content', '/api/admin/content?status=pending', '/api/admin/overview'])
      expect(await (await admin.request(path)).text()).not.toContain(id);

    // A moderator can neither open, edit nor publish it: it is not theirs until it is submitted.
    const edit = await admin.request(`/api/admin/content/${id}`, {
      method: 'PUT',
      json: {
        title: 'Published by a moderator',
        description: 'x',
        status: 'published',
        category: 'Shows',
        tags: [],
        contentRating: 'G',
        language: 'English',
        ageRange: 1,
        hasMusic: false,
        revision: 1,
      },
    });
    expect(edit.status).toBe(404);
    const publish = await admin.request(`/api/admin/content/${id}/publish`, { json: { revision: 1 } });
    expect(publish.status).toBe(404);
    expect(await rowOf(id)).toMatchObject({ status: 'draft', title: 'Hidden camels draft', ageRange: null });
  });

  it('is refused on submission with the form’s message, and nothing changes', async () => {
    const id = await saveDraft(creator, { title: 'Camels to submit' });
    const { ageRange: _none, ...withoutAge } = submission({ youtubeUrl: 'https://youtu.be/Qw3rT6yU9iO' });
    for (const body of [withoutAge, { ...withoutAge, ageRange: null }, { ...withoutAge, ageRange: 7 }]) {
      const refused = await creator.request(`/api/studio/drafts/${id}/submit`, { json: body });
      expect(refused.status).toBe(400);
      const error = await errorOf(refused);
      expect(error.message).toBe('Please choose an age range');
      expect(error.issues).toContainEqual({
        path: 'ageRange',
        message: 'Please choose an age range',
        key: 'chooseAgeRange',
      });
    }
    expect(await rowOf(id)).toMatchObject({ status: 'draft', ageRange: null, revision: 1 });
    expect(await t.db.select().from(contentScreenings).where(eq(contentScreenings.contentId, id))).toEqual(
      [],
    );
  });

  it('is submitted once with an age range, screened, as a new revision, even when asked many times at once', async () => {
    const id = await saveDraft(creator, { title: 'Counting with camels', ageRange: 1 });
    const before = await rowOf(id);
    const answers = await fireTogether(5, () =>
      creator.request(`/api/studio/drafts/${id}/submit`, {
        json: submission({ youtubeUrl: 'https://youtu.be/Zx8cV5bN2mL' }),
      }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 4 });
    const after = await rowOf(id);
    expect(after).toMatchObject({ status: 'pending', ageRange: 1 });
    expect(after.revision).toBe(before.revision + 1);
    const [screening] = await t.db
      .select()
      .from(contentScreenings)
      .where(eq(contentScreenings.contentId, id));
    expect(screening?.revision).toBe(after.revision);
  });

  it('is the only status the database lets go without one, and no band is assumed for a new row', async () => {
    const id = await saveDraft(creator, { title: 'Camels, still a draft' });
    await expect(t.db.execute(sql`update content set status = 'pending' where id = ${id}`)).rejects.toThrow();
    expect((await rowOf(id)).status).toBe('draft');
    await expect(
      t.db.execute(
        sql`insert into content (title, category, source_type, status) values ('No band', 'Shows', 'youtube', 'pending')`,
      ),
    ).rejects.toThrow();
  });
});

// Creators declare, parents describe, moderators decide: a submission's values declaration (and the spec's has_music
// from older clients), the moderator's review of declaration and tally side by side, and Publish with the values
// chosen per axis, their sources and audit entry, and the revision guard when a declaration changes meanwhile.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, contentVotes } from '#server/db/schema/content';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { errorMessage } from '#server/test/test-values';
import type { ContentValues } from '#shared/content-values';
import type { AdminContentItem, AdminContentPage, AuditEntry } from '#shared/moderation.schema';

let t: TestApp;
let admin: Caller;
let creator: Caller;
let parents: Caller[];
let counter = 0;

const DECLARED: ContentValues = {
  music: 'voice',
  faces: 'none',
  magic: 'none',
  imagery: 'none',
  dancing: 'none',
};

function submission(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    title: `Values submission ${counter}`,
    sourceType: 'youtube',
    youtubeUrl: `https://www.youtube.com/watch?v=values${String(counter).padStart(5, '0')}`,
    category: 'Nasheeds & Songs',
    contentRating: 'G',
    language: 'English',
    ageRange: 2,
    duration: 3,
    description: 'A nasheed for young children',
    tags: [],
    shariahScore: 100,
    values: DECLARED,
    ...overrides,
  };
}

async function submit(body: Record<string, unknown>): Promise<string> {
  const response = await creator.request('/api/submissions', { json: body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const row = async (id: string) => (await t.db.select().from(content).where(eq(content.id, id)))[0];

async function reviewOf(id: string): Promise<AdminContentItem> {
  const page = (await (await admin.request('/api/admin/content?status=pending')).json()) as AdminContentPage;
  const item = page.items.find((entry) => entry.id === id);
  if (!item) throw new Error(`item ${id} not in the pending list`);
  return item;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, creator, ...parents] = await Promise.all([
    signUpAs(t.app, t.db, 'admin'),
    signUpAs(t.app, t.db, 'creator'),
    signUpAs(t.app, t.db, 'parent', { withChild: true }),
    signUpAs(t.app, t.db, 'parent', { withChild: true }),
    signUpAs(t.app, t.db, 'parent', { withChild: true }),
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('a creator declares', () => {
  it('stores the declaration as said and as the first published values, set by the creator', async () => {
    const id = await submit(submission());
    expect(await row(id)).toMatchObject({
      ...DECLARED,
      hasMusic: true,
      declaredValues: DECLARED,
      valueSources: {
        music: 'creator',
        faces: 'creator',
        magic: 'creator',
        imagery: 'creator',
        dancing: 'creator',
      },
      status: 'pending',
    });
  });

  it('takes the spec’s has_music alone from older clients: music unknown with music, none without', async () => {
    const { values: _none, ...older } = submission();
    const withMusic = await submit({ ...older, hasMusic: true });
    expect(await row(withMusic)).toMatchObject({ music: 'unknown', hasMusic: true, faces: 'unknown' });
    const { values: _also, ...older2 } = submission();
    const without = await submit({ ...older2, hasMusic: false });
    expect(await row(without)).toMatchObject({ music: 'none', hasMusic: false, valueSources: {} });
  });

  it('refuses a missing, partial, unknown or contradicting declaration with the catalog’s message', async () => {
    const { values: _none, ...neither } = submission();
    const cases: [Record<string, unknown>, string][] = [
      [neither, 'Please answer the questions about music, faces, magic, imagery and dancing'],
      [submission({ values: { music: 'voice' } }), 'Please choose an answer to this question'],
      [submission({ values: { ...DECLARED, music: 'loud' } }), 'Please choose an answer to this question'],
      [submission({ values: { ...DECLARED, faces: 'unknown' } }), 'Please choose an answer to this question'],
      [
        submission({ values: { ...DECLARED, music: 'none' }, hasMusic: true }),
        'The music answer does not match “has music”. Please check them.',
      ],
      [
        submission({ values: 'none' }),
        'Please answer the questions about music, faces, magic, imagery and dancing',
      ],
    ];
    for (const [body, expected] of cases) {
      const response = await creator.request('/api/submissions', { json: body });
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toBe(expected);
    }
    const stored = await t.db
      .select()
      .from(content)
      .where(eq(content.title, neither.title as string));
    expect(stored).toEqual([]);
  });
});

describe('a moderator decides', () => {
  it('sees the declaration and the parents’ tally side by side (counts only), the tally suggested', async () => {
    const id = await submit(submission());
    for (const [index, parent] of parents.entries()) {
      const music = index === 0 ? 'voice' : 'instruments';
      const response = await parent.request(`/api/parent/pending-content/${id}/values`, {
        method: 'PUT',
        json: { music },
      });
      expect(response.status).toBe(200);
    }
    const item = await reviewOf(id);
    expect(item.valuesReview.declared).toEqual(DECLARED);
    expect(item.valuesReview.current).toEqual(DECLARED);
    expect(item.valuesReview.tally.music).toEqual({
      level: 'instruments',
      counts: { none: 0, voice: 1, percussion: 0, instruments: 2 },
      total: 3,
    });
    expect(item.valuesReview.suggested).toEqual({ ...DECLARED, music: 'instruments' });
    // Who answered is nowhere in what the moderator gets.
    const text = JSON.stringify(item);
    for (const parent of parents) expect(text).not.toContain(parent.userId);
  });

  it('publishes the values chosen, names who set each axis, keeps the yes votes and audits the decision', async () => {
    const id = await submit(submission());
    await parents[0]?.request(`/api/parent/pending-content/${id}/values`, {
      method: 'PUT',
      json: { music: 'percussion', faces: 'shown' },
    });
    await parents[1]?.request(`/api/parent/pending-content/${id}/vote`, { json: { vote: true } });
    const item = await reviewOf(id);
    // Kept the parents' music, kept the creator's magic and imagery, changed faces and dancing.
    const chosen = { music: 'percussion', faces: 'none', magic: 'none', imagery: 'none', dancing: 'shown' };
    const response = await admin.request(`/api/admin/content/${id}/publish`, {
      json: { revision: item.revision, values: chosen },
    });
    expect(response.status).toBe(200);
    const published = (await response.json()) as AdminContentItem;
    expect(published.status).toBe('published');
    expect(published.valuesReview.current).toEqual(chosen);
    expect(await row(id)).toMatchObject({
      ...chosen,
      hasMusic: true,
      status: 'published',
      declaredValues: DECLARED,
      valueSources: {
        music: 'parents',
        faces: 'creator',
        magic: 'creator',
        imagery: 'creator',
        dancing: 'moderator',
      },
    });
    // The screening stays shown with the item, and the yes vote that was cast is still there.
    expect(published.screening).not.toBeNull();
    expect(await t.db.select().from(contentVotes).where(eq(contentVotes.contentId, id))).toHaveLength(1);
    const log = (await (await admin.request(`/api/admin/audit-log?targetId=${id}`)).json()) as {
      entries: AuditEntry[];
    };
    const entry = log.entries.find((candidate) => candidate.action === 'content.publish');
    expect(entry?.before).toMatchObject({ status: 'pending', values: DECLARED });
    expect(entry?.after).toMatchObject({
      status: 'published',
      values: chosen,
      valueSources: { dancing: 'moderator', music: 'parents' },
    });
  });

  it('one-click Publish (no values) publishes each axis’s default: the tally where parents answered, else the declaration', async () => {
    const id = await submit(submission());
    await parents[2]?.request(`/api/parent/pending-content/${id}/values`, {
      method: 'PUT',
      json: { magic: 'shown' },
    });
    const item = await reviewOf(id);
    const response = await admin.request(`/api/admin/content/${id}/publish`, {
      json: { revision: item.revision },
    });
    expect(response.status).toBe(200);
    expect(await row(id)).toMatchObject({
      ...DECLARED,
      magic: 'shown',
      valueSources: {
        music: 'creator',
        faces: 'creator',
        magic: 'parents',
        imagery: 'creator',
        dancing: 'creator',
      },
    });
  });

  it('refuses a declaration changed after the moderator opened the item: nothing is published unseen', async () => {
    const id = await submit(submission());
    const seen = await reviewOf(id);
    const edit = await creator.request(`/api/studio/videos/${id}`, {
      method: 'PUT',
      json: {
        title: seen.title,
        description: seen.description,
        category: seen.category,
        tags: [],
        language: 'English',
        ageRange: 2,
        hasMusic: true,
        values: { ...DECLARED, music: 'instruments' },
      },
    });
    expect(edit.status).toBe(200);
    const stale = await admin.request(`/api/admin/content/${id}/publish`, {
      json: { revision: seen.revision, values: seen.valuesReview.suggested },
    });
    expect(stale.status).toBe(409);
    expect(await errorMessage(stale)).toBe(
      'This item was changed after you opened it, so nothing was published or saved. Reload it to review the new version.',
    );
    expect(await row(id)).toMatchObject({
      status: 'pending',
      music: 'instruments',
      declaredValues: { ...DECLARED, music: 'instruments' },
    });
    // Reloaded, the moderator sees the new declaration and may publish it.
    const fresh = await reviewOf(id);
    expect(fresh.revision).toBeGreaterThan(seen.revision);
    expect(fresh.valuesReview.declared?.music).toBe('instruments');
    const publish = await admin.request(`/api/admin/content/${id}/publish`, {
      json: { revision: fresh.revision, values: fresh.valuesReview.suggested },
    });
    expect(publish.status).toBe(200);
  });

  it('refuses bad values (400, the catalog’s message), other roles and the signed-out, and changes nothing', async () => {
    const id = await submit(submission());
    const item = await reviewOf(id);
    const bad = await admin.request(`/api/admin/content/${id}/publish`, {
      json: { revision: item.revision, values: { ...DECLARED, faces: 'sometimes' } },
    });
    expect(bad.status).toBe(400);
    expect(await errorMessage(bad)).toBe('Please choose an answer to this question');
    const partial = await admin.request(`/api/admin/content/${id}/publish`, {
      json: { revision: item.revision, values: { music: 'none' } },
    });
    expect(partial.status).toBe(400);
    const body = { json: { revision: item.revision, values: DECLARED } };
    expect((await creator.request(`/api/admin/content/${id}/publish`, body)).status).toBe(403);
    expect((await parents[0]?.request(`/api/admin/content/${id}/publish`, body))?.status).toBe(403);
    expect((await jsonRequest(t.app, `/api/admin/content/${id}/publish`, { json: body.json })).status).toBe(
      401,
    );
    expect(await row(id)).toMatchObject({ status: 'pending', ...DECLARED });
  });
});

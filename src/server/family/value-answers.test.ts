// PUT /api/parent/pending-content/:id/values: a parent's factual answers on the values axes of a pending item, one
// per parent and axis, counted into the tally shown after answering, never touching the published values.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, contentValueVotes, contentVotes } from '#server/db/schema/content';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import type { ValueAnswersResult } from '#shared/value-answers';
import type { PendingItem } from '#shared/voting.schema';

let t: TestApp;
let parent: Caller;
let otherParent: Caller;
let creator: Caller;
let admin: Caller;
let item: string;

const message = async (response: Response) => ((await response.json()) as ApiErrorBody).error.message;
const answer = (who: Caller, id: string, json: unknown) =>
  who.request(`/api/parent/pending-content/${id}/values`, { method: 'PUT', json });

beforeAll(async () => {
  t = await createTestApp();
  [parent, otherParent, creator, admin] = await Promise.all([
    signUpAs(t.app, t.db, 'parent', { withChild: true }),
    signUpAs(t.app, t.db, 'parent', { withChild: true }),
    signUpAs(t.app, t.db, 'creator'),
    signUpAs(t.app, t.db, 'admin'),
  ]);
  item = (
    await insertContent(t.db, {
      title: 'Nasheed time',
      status: 'pending',
      music: 'voice',
      faces: 'none',
      declaredValues: { music: 'voice', faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' },
      valueSources: { music: 'creator', faces: 'creator' },
    })
  ).id;
});

afterAll(async () => {
  await t.close();
});

describe('a parent answers the values questions', () => {
  it('stores the answers and answers with the tally; the list shows the tally only once the parent answered', async () => {
    const before = (await (await parent.request('/api/parent/pending-content')).json()) as PendingItem[];
    expect(before.find((entry) => entry.id === item)).toMatchObject({ valueAnswers: {}, valueTally: null });

    const response = await answer(parent, item, { music: 'instruments', faces: 'shown' });
    expect(response.status).toBe(200);
    const result = (await response.json()) as ValueAnswersResult;
    expect(result.answers).toEqual({ music: 'instruments', faces: 'shown' });
    expect(result.tally.music).toEqual({
      level: 'instruments',
      counts: { none: 0, voice: 0, percussion: 0, instruments: 1 },
      total: 1,
    });
    expect(result.tally.magic).toEqual({ level: 'unknown', counts: { none: 0, shown: 0 }, total: 0 });

    const list = (await (await parent.request('/api/parent/pending-content')).json()) as PendingItem[];
    const mine = list.find((entry) => entry.id === item);
    expect(mine?.valueAnswers).toEqual({ music: 'instruments', faces: 'shown' });
    expect(mine?.valueTally?.music.level).toBe('instruments');
    // Another parent who has not answered sees no tally (nobody's answer is led by the others').
    const theirs = (await (await otherParent.request('/api/parent/pending-content')).json()) as PendingItem[];
    expect(theirs.find((entry) => entry.id === item)?.valueTally).toBeNull();
  });

  it('replaces a parent’s earlier answer on an axis and counts each parent once; a tie goes to the stronger level', async () => {
    await answer(parent, item, { music: 'voice' });
    const response = await answer(otherParent, item, { music: 'percussion' });
    const { tally } = (await response.json()) as ValueAnswersResult;
    expect(tally.music.counts).toEqual({ none: 0, voice: 1, percussion: 1, instruments: 0 });
    expect(tally.music.level).toBe('percussion');
    const rows = await t.db
      .select()
      .from(contentValueVotes)
      .where(and(eq(contentValueVotes.contentId, item), eq(contentValueVotes.parentId, parent.userId)));
    expect(rows.map((row) => [row.axis, row.level]).sort()).toEqual([
      ['faces', 'shown'],
      ['music', 'voice'],
    ]);
  });

  it('leaves the published values, the revision and the yes votes as they were', async () => {
    await parent.request(`/api/parent/pending-content/${item}/vote`, { json: { vote: true } });
    const [before] = await t.db.select().from(content).where(eq(content.id, item));
    await answer(otherParent, item, { music: 'instruments', dancing: 'shown' });
    const [after] = await t.db.select().from(content).where(eq(content.id, item));
    expect(after).toMatchObject({
      music: 'voice',
      dancing: before?.dancing,
      revision: before?.revision,
      valueSources: { music: 'creator', faces: 'creator' },
    });
    expect(await t.db.select().from(contentVotes).where(eq(contentVotes.contentId, item))).toHaveLength(1);
  });

  it('keeps one row per parent, item and axis when one parent’s answers arrive together', async () => {
    const levels = ['none', 'voice', 'percussion', 'instruments'] as const;
    const target = (await insertContent(t.db, { status: 'pending' })).id;
    const answers = await fireTogether(12, (index) =>
      answer(parent, target, { music: levels[index % levels.length], faces: 'none' }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 12 });
    const rows = await t.db
      .select()
      .from(contentValueVotes)
      .where(and(eq(contentValueVotes.contentId, target), eq(contentValueVotes.parentId, parent.userId)));
    expect(rows.map((row) => row.axis).sort()).toEqual(['faces', 'music']);
    const list = (await (await parent.request('/api/parent/pending-content')).json()) as PendingItem[];
    expect(list.find((entry) => entry.id === target)?.valueTally?.music.total).toBe(1);
  });
});

describe('refusals', () => {
  it('refuses bad answers with the catalog’s message and stores nothing', async () => {
    const target = (await insertContent(t.db, { status: 'pending' })).id;
    const empty = await answer(parent, target, {});
    expect(empty.status).toBe(400);
    expect(await message(empty)).toBe('Please answer at least one question');
    const wrongLevel = await answer(parent, target, { music: 'loud' });
    expect(wrongLevel.status).toBe(400);
    expect(await message(wrongLevel)).toBe('Please choose an answer to this question');
    const unknownAxis = await answer(parent, target, { colour: 'red' });
    expect(unknownAxis.status).toBe(400);
    const notAnObject = await answer(parent, target, ['music']);
    expect(notAnObject.status).toBe(400);
    // "Unknown" is not an answer: a parent says what they saw.
    expect((await answer(parent, target, { faces: 'unknown' })).status).toBe(400);
    expect(
      await t.db.select().from(contentValueVotes).where(eq(contentValueVotes.contentId, target)),
    ).toEqual([]);
  });

  it('answers 404 for an item that is not pending, does not exist or is not an id', async () => {
    const published = (await insertContent(t.db, { status: 'published' })).id;
    const approved = (await insertContent(t.db, { status: 'approved' })).id;
    for (const id of [published, approved, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await answer(parent, id, { music: 'none' });
      expect(response.status).toBe(404);
      expect(await message(response)).toBe('This item is no longer waiting for votes');
    }
  });

  it('is for signed-in parents only', async () => {
    expect(
      (
        await jsonRequest(t.app, `/api/parent/pending-content/${item}/values`, {
          method: 'PUT',
          json: { music: 'none' },
        })
      ).status,
    ).toBe(401);
    expect((await answer(creator, item, { music: 'none' })).status).toBe(403);
    expect((await answer(admin, item, { music: 'none' })).status).toBe(403);
  });

  it('needs a verified address and a child profile, as the vote does', async () => {
    const unverified = await signUpAs(t.app, t.db, 'parent', { verified: false, withChild: true });
    const notVerified = await answer(unverified, item, { music: 'none' });
    expect(notVerified.status).toBe(403);
    expect(((await notVerified.json()) as ApiErrorBody).error.code).toBe('EMAIL_NOT_VERIFIED');
    const childless = await signUpAs(t.app, t.db, 'parent');
    const noChild = await answer(childless, item, { music: 'none' });
    expect(noChild.status).toBe(403);
    const rows = await t.db.select().from(contentValueVotes).where(eq(contentValueVotes.contentId, item));
    expect(rows.some((row) => row.parentId === unverified.userId || row.parentId === childless.userId)).toBe(
      false,
    );
  });
});

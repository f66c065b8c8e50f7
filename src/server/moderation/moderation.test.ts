// The content queue (/api/admin/overview, creators, content, upload): lists, edits, publishing, single uploads,
// concurrent moderators and the creator's e-mail. Reports and screening terms have their own test files.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, contentVotes } from '#server/db/schema/content';
import { users } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertCreator, insertUser } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import type {
  AdminContentItem,
  AdminContentPage,
  AuditEntry,
  ContentUpdateInput,
  CreatorSummary,
} from '#shared/moderation.schema';

let t: TestApp;
let admin: Caller;
let creatorId: string;

const MISSING = '00000000-0000-4000-8000-000000000000';

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

const edit = (overrides: Partial<ContentUpdateInput> = {}): ContentUpdateInput => ({
  title: 'Edited title',
  description: 'Edited description',
  status: 'pending',
  category: 'Shows',
  tags: ['Quran', 'quran', ' Stories '],
  contentRating: 'PG',
  language: 'Turkish',
  ageRange: 3,
  hasMusic: true,
  revision: 1,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAs(t.app, t.db, 'admin');
  creatorId = (await insertCreator(t.db, { fullName: 'Aisha Rahman' })).id;
});

afterAll(async () => {
  await t.close();
});

describe('content list and pending overview', () => {
  it('pages 20 at a time, filters by status, marks parent-approved items with their yes votes', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    for (let i = 1; i <= 23; i += 1)
      await insertContent(t.db, { title: `Published ${i}`, creatorProfileId: creatorId, createdAt: day(i) });
    const approved = await insertContent(t.db, {
      title: 'Parent approved',
      status: 'approved',
      creatorProfileId: creatorId,
      createdAt: day(25),
    });
    const voter = await insertUser(t.db);
    await t.db.insert(contentVotes).values({ contentId: approved.id, parentId: voter.id, vote: true });
    await insertContent(t.db, { title: 'Waiting', status: 'pending', createdAt: day(26) });

    const first = (await (await admin.request('/api/admin/content')).json()) as AdminContentPage;
    expect(first.total).toBe(25);
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.title).toBe('Waiting');
    expect(first.items[1]).toMatchObject({ title: 'Parent approved', status: 'approved', yesVotes: 1 });
    expect(first.items[1]?.creator).toEqual({ id: creatorId, fullName: 'Aisha Rahman' });
    expect(first.items[1]?.sourceUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    const second = (await (await admin.request('/api/admin/content?page=2')).json()) as AdminContentPage;
    expect(second.items.map((item) => item.title)).toEqual([
      'Published 5',
      'Published 4',
      'Published 3',
      'Published 2',
      'Published 1',
    ]);
    const onlyApproved = (await (
      await admin.request('/api/admin/content?status=approved')
    ).json()) as AdminContentPage;
    expect(onlyApproved.items.map((item) => item.title)).toEqual(['Parent approved']);

    const overview = (await (await admin.request('/api/admin/overview')).json()) as {
      pending: { items: AdminContentItem[]; total: number };
      latestCreators: CreatorSummary[];
    };
    expect(overview.pending.total).toBe(2);
    expect(overview.pending.items.map((item) => item.status)).toEqual(['pending', 'approved']);
    expect(overview.latestCreators[0]?.fullName).toBe('Aisha Rahman');
  });

  it('lists all creators by name, and at most 5 latest creators on the overview', async () => {
    for (const name of ['Zaid', 'Bilal', 'Hana', 'Idris', 'Layla', 'Musa'])
      await insertCreator(t.db, { fullName: name });
    const overview = (await (await admin.request('/api/admin/overview')).json()) as {
      latestCreators: CreatorSummary[];
    };
    expect(overview.latestCreators.map((creator) => creator.fullName)).toEqual([
      'Musa',
      'Layla',
      'Idris',
      'Hana',
      'Bilal',
    ]);
    const all = (await (await admin.request('/api/admin/creators')).json()) as { creators: CreatorSummary[] };
    const names = all.creators.map((creator) => creator.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it.each([
    ['status=archived', 'Unknown status filter'],
    ['page=0', 'Page must be 1 or more'],
    ['page=abc', 'Page must be a number'],
  ])('answers 400 for ?%s', async (query, message) => {
    const response = await admin.request(`/api/admin/content?${query}`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });
});

describe('editing, publishing and rejecting', () => {
  it('edits every field, ignores duplicate tags and records before/after in the audit log', async () => {
    const item = await insertContent(t.db, {
      title: 'Before',
      status: 'pending',
      creatorProfileId: creatorId,
    });
    const response = await admin.request(`/api/admin/content/${item.id}`, { method: 'PUT', json: edit() });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as AdminContentItem;
    expect(updated).toMatchObject({
      title: 'Edited title',
      category: 'Shows',
      tags: ['Quran', 'Stories'],
      contentRating: 'PG',
      language: 'Turkish',
      ageRange: 3,
      hasMusic: true,
    });
    const log = (await (await admin.request(`/api/admin/audit-log?targetId=${item.id}`)).json()) as {
      entries: AuditEntry[];
    };
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      action: 'content.update',
      actor: { id: admin.userId },
      before: { title: 'Before', contentRating: 'G' },
      after: { title: 'Edited title', contentRating: 'PG' },
    });
    expect(log.entries[0]?.before).not.toHaveProperty('status');
  });

  it('requires a reason to reject, and stores it for the creator', async () => {
    const item = await insertContent(t.db, { status: 'pending', creatorProfileId: creatorId });
    const missing = await admin.request(`/api/admin/content/${item.id}`, {
      method: 'PUT',
      json: edit({ status: 'rejected' }),
    });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe('Please give a reason for rejecting this content');
    const rejected = await admin.request(`/api/admin/content/${item.id}`, {
      method: 'PUT',
      json: edit({ status: 'rejected', rejectionReason: 'Contains background music' }),
    });
    expect(rejected.status).toBe(200);
    const [row] = await t.db.select().from(content).where(eq(content.id, item.id));
    expect(row).toMatchObject({ status: 'rejected', rejectionReason: 'Contains background music' });
    // Moving it back out of rejected clears the reason.
    await admin.request(`/api/admin/content/${item.id}`, {
      method: 'PUT',
      json: edit({ status: 'pending', revision: 2 }),
    });
    const [again] = await t.db.select().from(content).where(eq(content.id, item.id));
    expect(again?.rejectionReason).toBeNull();
  });

  it('publishes pending and parent-approved items (then they are in the public feed), nothing else', async () => {
    const pending = await insertContent(t.db, {
      title: 'Zz publish me',
      status: 'pending',
      creatorProfileId: creatorId,
    });
    const approved = await insertContent(t.db, {
      title: 'Zz approved',
      status: 'approved',
      creatorProfileId: creatorId,
    });
    for (const item of [pending, approved]) {
      const response = await admin.request(`/api/admin/content/${item.id}/publish`, {
        json: { revision: 1 },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as AdminContentItem).status).toBe('published');
      const [row] = await t.db.select().from(content).where(eq(content.id, item.id));
      expect(row?.publishedAt).toBeInstanceOf(Date);
    }
    const feed = (await (await t.app.request(`/api/content/${pending.id}`)).json()) as { id: string };
    expect(feed.id).toBe(pending.id);
    const twice = await admin.request(`/api/admin/content/${pending.id}/publish`, { json: { revision: 1 } });
    expect(twice.status).toBe(409);
    const log = (await (await admin.request(`/api/admin/audit-log?targetId=${pending.id}`)).json()) as {
      entries: AuditEntry[];
    };
    expect(log.entries.map((entry) => entry.action)).toEqual(['content.publish']);
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ category: 'Cartoons' }, 'Invalid content category'],
    [{ contentRating: 'X' }, 'Please choose a rating'],
    [{ ageRange: 7 }, 'Please choose an age range'],
    [{ status: 'draft' }, 'Please choose a status'],
  ])('answers 400 for %j', async (overrides, message) => {
    const item = await insertContent(t.db, { status: 'pending' });
    const response = await admin.request(`/api/admin/content/${item.id}`, {
      method: 'PUT',
      json: { ...edit(), ...(overrides as Record<string, unknown>) },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });

  it('answers 404 for content that does not exist (or a malformed id)', async () => {
    for (const id of [MISSING, 'not-a-uuid']) {
      const put = await admin.request(`/api/admin/content/${id}`, { method: 'PUT', json: edit() });
      expect(put.status).toBe(404);
      expect((await errorOf(put)).message).toBe('Content not found');
      expect(
        (await admin.request(`/api/admin/content/${id}/publish`, { json: { revision: 1 } })).status,
      ).toBe(404);
    }
  });
});

describe('single upload', () => {
  it('stores a pending YouTube item for the chosen creator, filed under the mapped category', async () => {
    const response = await admin.request('/api/admin/content/upload', {
      json: {
        creatorProfileId: creatorId,
        title: 'Story of Yunus',
        description: 'The whale and the prayer',
        youtubeUrl: 'https://www.youtube.com/watch?v=Upl0000000A',
        category: 'Quran',
        language: 'Arabic',
        ageRange: 1,
        contentRating: 'PG',
        hasMusic: true,
        tags: ['Stories', 'stories', ''],
      },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.db.select().from(content).where(eq(content.id, id));
    expect(row).toMatchObject({
      status: 'pending',
      category: 'Quran & Dua for Kids',
      tags: ['Quran', 'Stories'],
      youtubeVideoId: 'Upl0000000A',
      creatorProfileId: creatorId,
      language: 'Arabic',
      ageRange: 1,
      contentRating: 'PG',
      hasMusic: true,
    });
    // Shown back to the admin in the content list as stored.
    const listed = await admin.request('/api/admin/content?status=pending');
    const { items } = (await listed.json()) as { items: Record<string, unknown>[] };
    expect(items.find((item) => item.id === id)).toMatchObject({
      language: 'Arabic',
      ageRange: 1,
      contentRating: 'PG',
      hasMusic: true,
    });
    const duplicate = await admin.request('/api/admin/content/upload', {
      json: {
        creatorProfileId: creatorId,
        title: 'Again',
        description: 'd',
        youtubeUrl: 'https://youtu.be/Upl0000000A',
        language: 'English',
        ageRange: 2,
      },
    });
    expect(duplicate.status).toBe(409);
  });

  it.each([
    [{ creatorProfileId: '' }, 'Please select a creator profile'],
    [{ youtubeUrl: '' }, 'YouTube URL is required'],
    [{ youtubeUrl: 'https://vimeo.com/1' }, 'Invalid YouTube URL format'],
    [{ description: '' }, 'Description is required'],
    [{ category: 'Shows' }, 'Invalid content category'],
    [{ language: undefined }, 'Please choose a language'],
    [{ language: 'Klingon' }, 'Please choose a language'],
    [{ ageRange: undefined }, 'Please choose an age range'],
    [{ ageRange: 13 }, 'Please choose an age range'],
    [{ contentRating: 'X' }, 'Please choose a rating'],
    [{ hasMusic: 'yes' }, 'Please say whether it has music'],
  ])('answers 400 for %j', async (overrides, message) => {
    const response = await admin.request('/api/admin/content/upload', {
      json: {
        creatorProfileId: creatorId,
        title: 'T',
        description: 'D',
        youtubeUrl: 'https://youtu.be/Upl0000000B',
        language: 'English',
        ageRange: 2,
        ...(overrides as Record<string, unknown>),
      },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });

  it("answers 404 'Selected creator not found' for an unknown creator", async () => {
    const response = await admin.request('/api/admin/content/upload', {
      json: {
        creatorProfileId: MISSING,
        title: 'T',
        description: 'D',
        youtubeUrl: 'https://youtu.be/Upl0000000C',
        language: 'English',
        ageRange: 2,
      },
    });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe('Selected creator not found');
  });
});

describe('concurrent moderators', () => {
  it('publish the same item once: one 200, one 409, one audit entry', async () => {
    const item = await insertContent(t.db, { status: 'pending' });
    const second = await signUpAs(t.app, t.db, 'admin');
    const answers = await Promise.all([
      admin.request(`/api/admin/content/${item.id}/publish`, { json: { revision: 1 } }),
      second.request(`/api/admin/content/${item.id}/publish`, { json: { revision: 1 } }),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    const log = (await (await admin.request(`/api/admin/audit-log?targetId=${item.id}`)).json()) as {
      entries: AuditEntry[];
    };
    expect(log.entries.map((entry) => entry.action)).toEqual(['content.publish']);
  });
});

describe('telling the creator', () => {
  function mailsTo(email: string): string[] {
    const dir = path.join(t.env.dataDir, 'outbox');
    if (!fs.existsSync(dir)) return [];
    const safe = email.replace(/[^a-z0-9@._-]/gi, '_');
    return fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(`-${safe}.eml`))
      .map((file) =>
        // Undo quoted-printable soft line breaks and escapes (enough for the ASCII parts we look for).
        fs
          .readFileSync(path.join(dir, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      );
  }

  it('e-mails the creator when their video is rejected (with the reason) or published (with the link)', async () => {
    const creator = await signUpAs(t.app, t.db, 'creator');
    const [user] = await t.db.select().from(users).where(eq(users.id, creator.userId));
    const email = user?.email ?? '';
    const submit = async (videoId: string) => {
      const response = await creator.request('/api/submissions', {
        json: {
          title: `Story ${videoId}`,
          sourceType: 'youtube',
          youtubeUrl: `https://youtu.be/${videoId}`,
          category: 'Shows',
          contentRating: 'G',
          language: 'English',
          ageRange: 2,
          duration: 3,
          description: 'A story',
          tags: [],
          hasMusic: false,
          shariahScore: 100,
        },
      });
      return ((await response.json()) as { id: string }).id;
    };
    const rejectedId = await submit('Mail0000001');
    await admin.request(`/api/admin/content/${rejectedId}`, {
      method: 'PUT',
      json: edit({ status: 'rejected', rejectionReason: 'Background music at 1:20' }),
    });
    const publishedId = await submit('Mail0000002');
    await admin.request(`/api/admin/content/${publishedId}/publish`, { json: { revision: 1 } });
    // An edit that does not change the status sends nothing more.
    await admin.request(`/api/admin/content/${publishedId}`, {
      method: 'PUT',
      json: edit({ status: 'published' }),
    });

    // Leave out the e-mail confirmation every new account is sent at sign-up (decision 010).
    const mails = mailsTo(email).filter((mail) => !mail.includes('Subject: Confirm your e-mail address'));
    expect(mails).toHaveLength(2);
    const rejection = mails.find((mail) => mail.includes('did not approve'));
    expect(rejection).toContain('Reason: Background music at 1:20');
    const live = mails.find((mail) => mail.includes('was approved and published'));
    expect(live).toContain(`/video/${publishedId}`);
  });
});

describe('the values axes in the edit modal', () => {
  const valuesOf = async (id: string) => {
    const [row] = await t.db.select().from(content).where(eq(content.id, id));
    return {
      hasMusic: row?.hasMusic,
      music: row?.music,
      faces: row?.faces,
      magic: row?.magic,
      imagery: row?.imagery,
      dancing: row?.dancing,
      valueSources: row?.valueSources,
    };
  };

  it('sets the five axes as the moderator, audited, keeping the source of an axis left alone', async () => {
    const item = await insertContent(t.db, { status: 'pending', creatorProfileId: creatorId });
    await t.db
      .update(content)
      .set({ faces: 'shown', valueSources: { faces: 'creator' } })
      .where(eq(content.id, item.id));
    const response = await admin.request(`/api/admin/content/${item.id}`, {
      method: 'PUT',
      json: edit({
        hasMusic: true,
        music: 'percussion',
        faces: 'shown',
        magic: 'none',
        imagery: 'unknown',
        dancing: 'none',
        revision: 2,
      }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const updated = (await response.json()) as AdminContentItem;
    expect(updated.values).toEqual({
      music: 'percussion',
      faces: 'shown',
      magic: 'none',
      imagery: 'unknown',
      dancing: 'none',
    });
    expect(updated.valueSources).toEqual({
      music: 'moderator',
      faces: 'creator',
      magic: 'moderator',
      dancing: 'moderator',
    });
    expect(await valuesOf(item.id)).toMatchObject({ hasMusic: true, music: 'percussion' });
    const log = (await (await admin.request(`/api/admin/audit-log?targetId=${item.id}`)).json()) as {
      entries: AuditEntry[];
    };
    expect(log.entries[0]).toMatchObject({
      action: 'content.update',
      before: { music: 'none', magic: 'unknown', dancing: 'unknown' },
      after: { music: 'percussion', magic: 'none', dancing: 'none' },
    });
    expect(log.entries[0]?.before).not.toHaveProperty('faces');
    expect(log.entries[0]?.before).not.toHaveProperty('imagery');
  });

  it('turning has music off alone sets music to none, as the moderator', async () => {
    const item = await insertContent(t.db, { status: 'pending', hasMusic: true });
    await t.db.update(content).set({ music: 'instruments' }).where(eq(content.id, item.id));
    const response = await admin.request(`/api/admin/content/${item.id}`, {
      method: 'PUT',
      json: edit({ hasMusic: false, revision: 2 }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await valuesOf(item.id)).toMatchObject({
      hasMusic: false,
      music: 'none',
      valueSources: { music: 'moderator' },
    });
  });

  it.each([
    [{ music: 'drums' }, 'Choose one of the offered answers for each question'],
    [{ faces: 'voice' }, 'Choose one of the offered answers for each question'],
    [{ hasMusic: false, music: 'instruments' }, 'Has music must be yes exactly when the music is not none'],
    [{ hasMusic: true, music: 'none' }, 'Has music must be yes exactly when the music is not none'],
  ])('answers 400 for %j and changes nothing', async (overrides, message) => {
    const item = await insertContent(t.db, { status: 'pending' });
    const before = await valuesOf(item.id);
    const response = await admin.request(`/api/admin/content/${item.id}`, {
      method: 'PUT',
      json: { ...edit(), ...(overrides as Record<string, unknown>) },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
    expect(await valuesOf(item.id)).toEqual(before);
  });

  it('is the admin’s alone: signed out 401, a parent or a creator 403, nothing changed', async () => {
    const item = await insertContent(t.db, { status: 'pending' });
    const before = await valuesOf(item.id);
    const body = { method: 'PUT' as const, json: edit({ hasMusic: true, music: 'voice' }) };
    const parent = await signUpAs(t.app, t.db, 'parent');
    const creator = await signUpAs(t.app, t.db, 'creator');
    expect((await parent.request(`/api/admin/content/${item.id}`, body)).status).toBe(403);
    expect((await creator.request(`/api/admin/content/${item.id}`, body)).status).toBe(403);
    expect((await jsonRequest(t.app, `/api/admin/content/${item.id}`, body)).status).toBe(401);
    expect(await valuesOf(item.id)).toEqual(before);
  });
});

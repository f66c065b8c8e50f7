import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent, insertCreator } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import type { ContentDetail, FeedPage } from '#shared/feed.schema';

let t: TestApp;

/** Drizzle wraps driver errors; the database's own message is on `cause`. */
function databaseCause(error: unknown): string {
  return error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
}
let creatorId: string;
const ids: Record<string, string> = {};

async function getJson<T>(path: string) {
  const response = await t.app.request(path);
  return { status: response.status, body: (await response.json()) as T, response };
}

beforeAll(async () => {
  t = await createTestApp();
  const creator = await insertCreator(t.db, { fullName: 'Aisha Rahman' });
  creatorId = creator.id;
  const base = { creatorProfileId: creatorId };
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  ids.wudu = (
    await insertContent(t.db, {
      ...base,
      title: 'Learning Wudu Step by Step',
      ageRange: 1,
      category: 'Quran & Dua for Kids',
      language: 'English',
      duration: 4,
      createdAt: day(10),
    })
  ).id;
  ids.nasheed = (
    await insertContent(t.db, {
      ...base,
      title: 'Tala al Badru Nasheed',
      ageRange: 2,
      category: 'Nasheeds & Songs',
      language: 'Arabic',
      hasMusic: true,
      duration: 6,
      createdAt: day(9),
    })
  ).id;
  ids.tiktok = (
    await insertContent(t.db, {
      ...base,
      title: 'Quick Ramadan Craft',
      ageRange: 3,
      category: 'DIY Crafts & Cooking',
      language: 'Urdu',
      sourceType: 'tiktok',
      youtubeUrl: null,
      youtubeVideoId: null,
      tiktokVideoId: '7301234567890123456',
      tiktokUsername: 'crafts',
      duration: 25,
      createdAt: day(8),
    })
  ).id;
  ids.pending = (await insertContent(t.db, { ...base, title: 'Pending Wudu Review', status: 'pending' })).id;
  ids.rejected = (
    await insertContent(t.db, {
      ...base,
      title: 'Rejected Wudu',
      status: 'rejected',
      rejectionReason: 'Music',
    })
  ).id;
  ids.approved = (await insertContent(t.db, { ...base, title: 'Approved Wudu', status: 'approved' })).id;
  for (let i = 0; i < 12; i += 1) {
    await insertContent(t.db, {
      ...base,
      title: `Filler story ${i}`,
      createdAt: day(1),
      ageRange: 4,
      duration: 12,
    });
  }
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const { status, body } = await getJson<{ status: string; database: string }>('/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', database: 'reachable' });
  });
});

describe('GET /api/feed', () => {
  it('returns only published items, newest first, 12 per page, with creator and generated images', async () => {
    const { status, body } = await getJson<FeedPage>('/api/feed');
    expect(status).toBe(200);
    expect(body.pageSize).toBe(12);
    expect(body.items).toHaveLength(12);
    expect(body.total).toBe(15);
    expect(body.totalPages).toBe(2);
    expect(body.hasMore).toBe(true);
    expect(body.items[0]?.id).toBe(ids.wudu);
    expect(body.items[0]?.creator.name).toBe('Aisha Rahman');
    expect(body.items[0]?.thumbnailUrl).toBe(`/api/media/thumbnails/${ids.wudu}.svg`);
    expect(body.items[0]?.creator.avatarUrl).toContain('/api/media/avatar.svg?name=Aisha%20Rahman');
    const returned = body.items.map((item) => item.id);
    for (const hidden of [ids.pending, ids.rejected, ids.approved]) expect(returned).not.toContain(hidden);
  });

  it('serves the second page', async () => {
    const { body } = await getJson<FeedPage>('/api/feed?page=2');
    expect(body.page).toBe(2);
    expect(body.items).toHaveLength(3);
    expect(body.hasMore).toBe(false);
  });

  it('finds a video by part of its title, case-insensitively, never unpublished ones', async () => {
    const { body } = await getJson<FeedPage>('/api/feed?q=wUDu');
    expect(body.items.map((item) => item.title)).toEqual(['Learning Wudu Step by Step']);
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    const { body } = await getJson<FeedPage>('/api/feed?q=%25');
    expect(body.items).toHaveLength(0);
    expect(body.total).toBe(0);
  });

  it.each([
    ['age=1', ['Learning Wudu Step by Step']],
    ['age=1,2', ['Learning Wudu Step by Step', 'Tala al Badru Nasheed']],
    ['age=1&age=3', ['Learning Wudu Step by Step', 'Quick Ramadan Craft']],
    ['category=Nasheeds%20%26%20Songs', ['Tala al Badru Nasheed']],
    ['language=Urdu', ['Quick Ramadan Craft']],
    ['source=tiktok', ['Quick Ramadan Craft']],
    ['music=yes', ['Tala al Badru Nasheed']],
    ['duration=0-5', ['Learning Wudu Step by Step']],
    ['duration=5-10', ['Tala al Badru Nasheed']],
    ['duration=20%2B', ['Quick Ramadan Craft']],
    ['age=2&music=yes&language=Arabic', ['Tala al Badru Nasheed']],
    ['age=2&language=English', []],
  ])('filters by %s', async (query, titles) => {
    const { status, body } = await getJson<FeedPage>(`/api/feed?${query}`);
    expect(status).toBe(200);
    expect(body.items.map((item) => item.title)).toEqual(titles);
    expect(body.total).toBe(titles.length);
  });

  it('draws a random page of at most 12 published items', async () => {
    const { status, body } = await getJson<FeedPage>('/api/feed?sort=random');
    expect(status).toBe(200);
    expect(body.items).toHaveLength(12);
    expect(new Set(body.items.map((item) => item.id)).size).toBe(12);
    expect(body.items.map((item) => item.id)).not.toContain(ids.pending);
    expect(body.hasMore).toBe(false);
  });

  it('random draws respect filters', async () => {
    const { body } = await getJson<FeedPage>('/api/feed?sort=random&source=tiktok');
    expect(body.items.map((item) => item.id)).toEqual([ids.tiktok]);
  });

  it.each([
    ['category=Cartoons', 'Invalid content category'],
    ['age=9', 'Invalid age filter'],
    ['language=Klingon', 'Invalid language'],
    ['duration=1-2', 'Invalid duration filter'],
    ['source=vimeo', 'Invalid source type'],
    ['music=maybe', 'Invalid music filter'],
    ['sort=oldest', 'Invalid sort'],
    ['page=0', 'Page must be a positive whole number'],
    ['page=abc', 'Page must be a positive whole number'],
    [`q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
  ])('rejects %s with a 400 and a clear message', async (query, message) => {
    const { status, body } = await getJson<ApiErrorBody>(`/api/feed?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toBe(message);
  });
});

describe('GET /api/content/:id', () => {
  it('returns a published item with its details', async () => {
    const { status, body } = await getJson<ContentDetail>(`/api/content/${ids.wudu}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ids.wudu,
      title: 'Learning Wudu Step by Step',
      status: 'published',
      sourceType: 'youtube',
      creator: { id: creatorId, name: 'Aisha Rahman' },
    });
    expect(body.youtubeUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
  });

  it.each([
    ['pending', () => ids.pending],
    ['rejected', () => ids.rejected],
    ['approved but unpublished', () => ids.approved],
    ['unknown', () => '00000000-0000-4000-8000-000000000000'],
    ['malformed', () => 'not-a-uuid'],
  ])('answers 404 "Video not found" for a %s id', async (_label, id) => {
    const { status, body } = await getJson<ApiErrorBody>(`/api/content/${id()}`);
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Video not found' });
  });
});

describe('media', () => {
  it('draws an SVG thumbnail for a published item, tall for portrait sources', async () => {
    const wide = await t.app.request(`/api/media/thumbnails/${ids.wudu}.svg`);
    expect(wide.status).toBe(200);
    expect(wide.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await wide.text();
    expect(svg).toContain('width="640"');
    expect(svg).toContain('Learning Wudu');
    const tall = await (await t.app.request(`/api/media/thumbnails/${ids.tiktok}.svg`)).text();
    expect(tall).toContain('width="360"');
  });

  it('does not reveal thumbnails (titles) of unpublished items', async () => {
    const response = await t.app.request(`/api/media/thumbnails/${ids.pending}.svg`);
    expect(response.status).toBe(404);
  });

  it('draws an initials avatar and escapes the name', async () => {
    const response = await t.app.request('/api/media/avatar.svg?name=%3Cscript%3E%20Bob');
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;B');
  });

  it('rejects an avatar without a name', async () => {
    const { status, body } = await getJson<ApiErrorBody>('/api/media/avatar.svg');
    expect(status).toBe(400);
    expect(body.error.message).toBe('Name is required');
  });
});

describe('HTTP basics', () => {
  it('compresses JSON for clients that accept gzip', async () => {
    const response = await t.app.request('/api/feed', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('database constraints', () => {
  it.each([
    ['an unknown status', { status: 'live' }],
    ['an age range outside 1-4', { ageRange: 5 }],
    ['a shariah score above 100', { shariahAnalysis: 101 }],
    ['an unknown source type', { sourceType: 'vimeo' }],
    ['a rejection without a reason', { status: 'rejected', rejectionReason: null }],
  ])('refuses content with %s', async (_label, overrides) => {
    const error = await insertContent(t.db, overrides as Parameters<typeof insertContent>[1]).catch(
      databaseCause,
    );
    expect(error).toMatch(/violates check constraint/);
  });

  it('refuses the same YouTube video twice', async () => {
    await insertContent(t.db, { youtubeVideoId: 'dupdupdup01' });
    const error = await insertContent(t.db, { youtubeVideoId: 'dupdupdup01' }).catch(databaseCause);
    expect(error).toMatch(/duplicate key value violates unique constraint "content_youtube_video_id_unique"/);
  });

  it('has the trigram extension for title search', async () => {
    const result = await t.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(result.rows).toHaveLength(1);
  });
});

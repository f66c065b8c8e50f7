// Islamic Connections API: the daily puzzle (public, stable within a UTC day), public reads of active puzzles,
// and the admins' list, create, update, retire and restore with their audit entries; signed out, wrong role,
// bad input with the schema's message, unknown ids.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionPuzzles } from '#server/db/schema/games';
import { moderationAuditLog } from '#server/db/schema/moderation';
import { ensureConnectionPuzzles } from '#server/db/seed/connection-puzzles';
import { englishMessage } from '#server/http/app-error';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import {
  type ConnectionDaily,
  type ConnectionPuzzle,
  type ConnectionPuzzleAdmin,
  connectionPuzzleInputSchema,
  connectionTranslationIssues,
  CONNECTIONS_MESSAGES as M,
} from '#shared/connections.schema';
import { dailyPuzzle } from './connections.service';
import { CONNECTION_SEED_PUZZLES } from './connections-seed.data';

let t: TestApp;
let admin: Caller;
let otherAdmin: Caller;
let parent: Caller;
let creator: Caller;

const ADMIN_PATH = '/api/admin/games/connections/puzzles';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const group = (theme: string, words: string[]) => ({ theme, tiles: words.map((text) => ({ text })) });
const newPuzzle = () => ({
  title: 'Test board',
  level: 'standard',
  groups: [
    group('Pillars of Islam', ['Shahadah', 'Salah', 'Zakah', 'Hajj']),
    group('Islamic months', ['Rajab', 'Safar', 'Shawwal', 'Muharram']),
    group('Angels', ['Jibril', 'Mikail', 'Israfil', 'Malik']),
    group('The four Quls', ['Al-Kafirun', 'Al-Ikhlas', 'Al-Falaq', 'An-Nas']),
  ],
});

/** The test board in Arabic. */
const arabic = () => ({
  title: 'لوحة تجريبية',
  groups: [
    { theme: 'أركان الإسلام', tiles: ['الشهادة', 'الصلاة', 'الزكاة', 'الحج'] },
    { theme: 'الشهور الهجرية', tiles: ['رجب', 'صفر', 'شوّال', 'محرّم'] },
    { theme: 'الملائكة', tiles: ['جبريل', 'ميكائيل', 'إسرافيل', 'مالك'] },
    { theme: 'القلاقل الأربع', tiles: ['الكافرون', 'الإخلاص', 'الفلق', 'الناس'] },
  ],
});

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

beforeAll(async () => {
  t = await createTestApp();
  expect((await ensureConnectionPuzzles(t.db)).added).toBe(CONNECTION_SEED_PUZZLES.length);
  [admin, otherAdmin, parent, creator] = await Promise.all([
    signUpAs(t.app, t.db, 'admin'),
    signUpAs(t.app, t.db, 'admin'),
    signUpAs(t.app, t.db, 'parent'),
    signUpAs(t.app, t.db, 'creator'),
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('the shipped puzzles', () => {
  it('are at least 40 standard and 8 young, each valid, with no tile twice in a puzzle and unique keys', () => {
    const standard = CONNECTION_SEED_PUZZLES.filter((p) => p.level === 'standard');
    const young = CONNECTION_SEED_PUZZLES.filter((p) => p.level === 'young');
    expect(standard.length).toBeGreaterThanOrEqual(40);
    expect(young.length).toBeGreaterThanOrEqual(8);
    for (const puzzle of CONNECTION_SEED_PUZZLES) {
      const result = connectionPuzzleInputSchema.safeParse(puzzle);
      expect(result.success ? [] : [puzzle.key, result.error.issues]).toEqual([]);
    }
    expect(new Set(CONNECTION_SEED_PUZZLES.map((p) => p.key)).size).toBe(CONNECTION_SEED_PUZZLES.length);
    expect(new Set(CONNECTION_SEED_PUZZLES.map((p) => p.title)).size).toBe(CONNECTION_SEED_PUZZLES.length);
  });

  it('are seeded once: a second run adds nothing and keeps an admin edit', async () => {
    const [row] = await t.db
      .select()
      .from(connectionPuzzles)
      .where(eq(connectionPuzzles.seedKey, 'std-numbers'));
    if (!row) throw new Error('the seed puzzle std-numbers is missing');
    await t.db
      .update(connectionPuzzles)
      .set({ title: 'Edited by an admin' })
      .where(eq(connectionPuzzles.id, row.id));
    expect(await ensureConnectionPuzzles(t.db)).toEqual({ added: 0, translated: 0 });
    const [after] = await t.db.select().from(connectionPuzzles).where(eq(connectionPuzzles.id, row.id));
    expect(after?.title).toBe('Edited by an admin');
  });

  it('carry Arabic and Urdu for every puzzle, each valid against its English (distinct words per language)', () => {
    for (const puzzle of CONNECTION_SEED_PUZZLES) {
      expect([puzzle.key, Object.keys(puzzle.translations).sort()]).toEqual([puzzle.key, ['ar', 'ur']]);
      for (const translation of Object.values(puzzle.translations)) {
        expect([puzzle.key, connectionTranslationIssues(puzzle.groups, translation)]).toEqual([
          puzzle.key,
          [],
        ]);
      }
    }
    const pillars = CONNECTION_SEED_PUZZLES.find((p) => p.key === 'std-pillars-prayers');
    expect(pillars?.translations.ar?.groups[0]).toEqual({
      theme: 'أركان الإسلام',
      tiles: ['الشهادة', 'الزكاة', 'الصوم', 'الحج'],
    });
    expect(pillars?.translations.ur?.groups[1]?.tiles).toEqual(['فجر', 'ظہر', 'مغرب', 'عشاء']);
  });

  it("an installation from before the translations gets them at start-up; an admin's words are kept", async () => {
    // As an older installation has them: shipped puzzles without translations, one edited by an admin, one given
    // an Urdu translation by an admin.
    await t.db.update(connectionPuzzles).set({ translations: {} });
    const edited = 'std-sky-time';
    const [sky] = await t.db.select().from(connectionPuzzles).where(eq(connectionPuzzles.seedKey, edited));
    if (!sky) throw new Error('the seed puzzle std-sky-time is missing');
    const changedGroups = sky.groups.map((g, i) => (i === 0 ? { ...g, theme: 'Surahs of the sky' } : g));
    await t.db
      .update(connectionPuzzles)
      .set({ groups: changedGroups })
      .where(eq(connectionPuzzles.id, sky.id));
    const adminUrdu = {
      title: 'ایڈمن کا عنوان',
      groups: CONNECTION_SEED_PUZZLES.find((p) => p.key === 'std-animals')?.translations.ur?.groups ?? [],
    };
    await t.db
      .update(connectionPuzzles)
      .set({ translations: { ur: adminUrdu } })
      .where(eq(connectionPuzzles.seedKey, 'std-animals'));

    const filled = await ensureConnectionPuzzles(t.db);
    // std-numbers (renamed above) and std-sky-time (words changed) keep their English only.
    expect(filled).toEqual({ added: 0, translated: CONNECTION_SEED_PUZZLES.length - 2 });
    const rows = await t.db.select().from(connectionPuzzles);
    const byKey = new Map(rows.map((row) => [row.seedKey, row]));
    expect(byKey.get(edited)?.translations).toEqual({});
    expect(byKey.get('std-numbers')?.translations).toEqual({});
    expect(byKey.get('std-animals')?.translations.ur?.title).toBe('ایڈمن کا عنوان');
    expect(byKey.get('std-animals')?.translations.ar?.title).toBe('الحيوانات والعيد');
    expect(byKey.get('std-pillars-prayers')?.translations.ar?.title).toBe('الأركان والصلوات');
    // Once filled, a start-up changes nothing.
    expect(await ensureConnectionPuzzles(t.db)).toEqual({ added: 0, translated: 0 });
  });
});

describe("the words in the player's language", () => {
  it('come in Arabic when asked for and present; English, marked as such, for a language the puzzle lacks', async () => {
    const created = (await (
      await admin.request(ADMIN_PATH, { json: { ...newPuzzle(), translations: { ar: arabic() } } })
    ).json()) as ConnectionPuzzleAdmin;
    expect(created.translations.ar?.title).toBe('لوحة تجريبية');

    const inArabic = await jsonRequest(t.app, `/api/games/connections/puzzles/${created.id}?lang=ar`);
    expect(inArabic.status).toBe(200);
    const puzzle = (await inArabic.json()) as ConnectionPuzzle;
    expect(puzzle.language).toBe('ar');
    expect(puzzle.title).toBe('لوحة تجريبية');
    expect(puzzle.groups[0]).toEqual({
      theme: 'أركان الإسلام',
      tiles: arabic().groups[0]?.tiles.map((text) => ({ text })),
    });

    for (const query of ['?lang=fr', '?lang=en', '']) {
      const fallback = (await (
        await jsonRequest(t.app, `/api/games/connections/puzzles/${created.id}${query}`)
      ).json()) as ConnectionPuzzle;
      expect(fallback.language).toBe('en');
      expect(fallback.title).toBe('Test board');
    }
    const daily = (await (
      await jsonRequest(t.app, '/api/games/connections/daily?lang=ur')
    ).json()) as ConnectionDaily;
    expect(['ur', 'en']).toContain(daily.puzzle.language);
    const badLanguage = await jsonRequest(t.app, '/api/games/connections/daily?lang=xx');
    expect(badLanguage.status).toBe(400);
    expect((await errorOf(badLanguage)).message).toBe('Choose a supported language.');
  });

  it('are checked per language: every tile and theme, no word twice; nothing is stored when refused', async () => {
    const missingWord = arabic();
    missingWord.groups[1]?.tiles.pop();
    const short = await admin.request(ADMIN_PATH, {
      json: { ...newPuzzle(), translations: { ar: missingWord } },
    });
    expect(short.status).toBe(400);
    const shortError = await errorOf(short);
    expect(shortError.message).toBe(englishMessage(M.translationShape));
    expect(shortError.issues).toContainEqual({
      path: 'translations.ar.groups.1.tiles',
      message: englishMessage(M.translationShape),
      key: M.translationShape,
    });

    const twice = arabic();
    if (twice.groups[2]) twice.groups[2].tiles[0] = 'الشهادة';
    const duplicate = await admin.request(ADMIN_PATH, {
      json: { ...newPuzzle(), title: 'Twice', translations: { ur: twice } },
    });
    expect(duplicate.status).toBe(400);
    expect((await errorOf(duplicate)).issues).toContainEqual({
      path: 'translations.ur.groups.2.tiles.0',
      message: englishMessage(M.duplicateTile),
      key: M.duplicateTile,
    });
    const empty = arabic();
    if (empty.groups[0]) empty.groups[0].theme = ' ';
    const blank = await admin.request(ADMIN_PATH, { json: { ...newPuzzle(), translations: { ar: empty } } });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).issues).toContainEqual({
      path: 'translations.ar.groups.0.theme',
      message: englishMessage(M.themeRequired),
      key: M.themeRequired,
    });
    const stored = await t.db.select().from(connectionPuzzles).where(eq(connectionPuzzles.title, 'Twice'));
    expect(stored).toEqual([]);
  });
});

describe('GET /api/games/connections/daily', () => {
  it('answers anyone with the same puzzle all day, of the level asked for', async () => {
    const first = await jsonRequest(t.app, '/api/games/connections/daily');
    expect(first.status).toBe(200);
    const daily = (await first.json()) as ConnectionDaily;
    expect(daily.puzzle.level).toBe('standard');
    expect(daily.puzzle.groups).toHaveLength(4);
    expect(daily.day).toBe(new Date().toISOString().slice(0, 10));
    expect(daily.next.length).toBeGreaterThan(0);
    expect(daily.next).not.toContain(daily.puzzle.id);
    const again = (await (
      await parent.request('/api/games/connections/daily?level=standard')
    ).json()) as ConnectionDaily;
    expect(again.puzzle.id).toBe(daily.puzzle.id);

    const youngDaily = (await (
      await jsonRequest(t.app, '/api/games/connections/daily?level=young')
    ).json()) as ConnectionDaily;
    expect(youngDaily.puzzle.level).toBe('young');
    expect(youngDaily.puzzle.groups.flatMap((g) => g.tiles).every((tile) => tile.picture)).toBe(true);
  });

  it('is stable through the UTC day, moves on the next day, and ignores puzzles added today', async () => {
    const morning = await dailyPuzzle(t.db, 'standard', new Date('2031-05-01T00:00:01Z'));
    const night = await dailyPuzzle(t.db, 'standard', new Date('2031-05-01T23:59:59Z'));
    const tomorrow = await dailyPuzzle(t.db, 'standard', new Date('2031-05-02T08:00:00Z'));
    expect(night.puzzle.id).toBe(morning.puzzle.id);
    expect(morning.day).toBe('2031-05-01');
    expect(tomorrow.puzzle.id).not.toBe(morning.puzzle.id);
    expect(morning.next[0]).toBe(tomorrow.puzzle.id);
  });

  it('refuses an unknown level with a clear message', async () => {
    const response = await jsonRequest(t.app, '/api/games/connections/daily?level=hard');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(englishMessage(M.levelInvalid));
  });
});

describe('GET /api/games/connections/puzzles/:id', () => {
  it('shows an active puzzle to anyone; unknown, malformed and retired ids are 404', async () => {
    const daily = (await (
      await jsonRequest(t.app, '/api/games/connections/daily')
    ).json()) as ConnectionDaily;
    const response = await jsonRequest(t.app, `/api/games/connections/puzzles/${daily.next[0]}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as ConnectionPuzzle).id).toBe(daily.next[0]);

    for (const id of [UNKNOWN, 'not-an-id']) {
      const missing = await jsonRequest(t.app, `/api/games/connections/puzzles/${id}`);
      expect(missing.status).toBe(404);
      expect((await errorOf(missing)).message).toBe(englishMessage(M.puzzleNotFound));
    }
    const created = (await (
      await admin.request(ADMIN_PATH, { json: newPuzzle() })
    ).json()) as ConnectionPuzzleAdmin;
    await admin.request(`${ADMIN_PATH}/${created.id}/status`, { json: { status: 'retired' } });
    expect((await jsonRequest(t.app, `/api/games/connections/puzzles/${created.id}`)).status).toBe(404);
  });
});

describe('admin puzzles', () => {
  it('refuses signed-out callers (401) and other roles (403) on every admin route', async () => {
    const routes: [string, string, unknown][] = [
      ['GET', ADMIN_PATH, undefined],
      ['POST', ADMIN_PATH, newPuzzle()],
      ['GET', `${ADMIN_PATH}/${UNKNOWN}`, undefined],
      ['PUT', `${ADMIN_PATH}/${UNKNOWN}`, newPuzzle()],
      ['POST', `${ADMIN_PATH}/${UNKNOWN}/status`, { status: 'retired' }],
    ];
    for (const [method, path, json] of routes) {
      expect((await jsonRequest(t.app, path, { method, json })).status, `${method} ${path}`).toBe(401);
      for (const caller of [parent, creator]) {
        const response = await caller.request(path, { method, json });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect((await errorOf(response)).message).toBe('Access Denied');
      }
    }
  });

  it('creates, lists, searches, edits (any admin), retires and restores, each audited', async () => {
    const response = await admin.request(ADMIN_PATH, { json: newPuzzle() });
    expect(response.status).toBe(201);
    const created = (await response.json()) as ConnectionPuzzleAdmin;
    expect(created).toMatchObject({ title: 'Test board', level: 'standard', status: 'active' });

    const listed = (await (await admin.request(`${ADMIN_PATH}?q=shawwal&level=standard`)).json()) as {
      puzzles: ConnectionPuzzleAdmin[];
    };
    expect(listed.puzzles.map((p) => p.id)).toContain(created.id);
    const none = (await (await admin.request(`${ADMIN_PATH}?q=zzz-nothing`)).json()) as {
      puzzles: unknown[];
    };
    expect(none.puzzles).toEqual([]);

    // Puzzles belong to no admin: another admin may edit one.
    const edited = await otherAdmin.request(`${ADMIN_PATH}/${created.id}`, {
      method: 'PUT',
      json: { ...newPuzzle(), title: 'Renamed board' },
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as ConnectionPuzzleAdmin).title).toBe('Renamed board');
    expect(
      ((await (await admin.request(`${ADMIN_PATH}/${created.id}`)).json()) as ConnectionPuzzleAdmin).title,
    ).toBe('Renamed board');

    const retired = await admin.request(`${ADMIN_PATH}/${created.id}/status`, {
      json: { status: 'retired' },
    });
    expect(((await retired.json()) as ConnectionPuzzleAdmin).status).toBe('retired');
    // Asking again changes nothing and writes no second entry.
    expect(
      (await admin.request(`${ADMIN_PATH}/${created.id}/status`, { json: { status: 'retired' } })).status,
    ).toBe(200);
    const retiredList = (await (await admin.request(`${ADMIN_PATH}?status=retired`)).json()) as {
      puzzles: ConnectionPuzzleAdmin[];
    };
    expect(retiredList.puzzles.map((p) => p.id)).toContain(created.id);
    const restored = await admin.request(`${ADMIN_PATH}/${created.id}/status`, {
      json: { status: 'active' },
    });
    expect(((await restored.json()) as ConnectionPuzzleAdmin).status).toBe('active');

    const audit = await t.db
      .select({ action: moderationAuditLog.action, actorId: moderationAuditLog.actorId })
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.targetId, created.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'connections.create',
      'connections.restore',
      'connections.retire',
      'connections.update',
    ]);
    expect(audit.find((entry) => entry.action === 'connections.update')?.actorId).toBe(otherAdmin.userId);
  });

  it('refuses bad puzzles with the schema message and every issue listed, never a 500', async () => {
    const bad = newPuzzle();
    bad.groups[1] = group('Islamic months', ['Rajab', 'salah', 'Shawwal']);
    const response = await admin.request(ADMIN_PATH, { json: { ...bad, title: '' } });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toBe(englishMessage(M.titleRequired));
    expect(error.issues?.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([englishMessage(M.standardShape), englishMessage(M.duplicateTile)]),
    );
    const young = await admin.request(ADMIN_PATH, {
      json: {
        title: 'Young',
        level: 'young',
        groups: [group('Sky', ['Moon', 'Star']), group('Food', ['Dates', 'Milk'])],
      },
    });
    expect(young.status).toBe(400);
    expect((await errorOf(young)).message).toBe(englishMessage(M.pictureRequired));
    const badStatus = await admin.request(`${ADMIN_PATH}/${UNKNOWN}/status`, { json: { status: 'gone' } });
    expect(badStatus.status).toBe(400);
    expect((await errorOf(badStatus)).message).toBe(englishMessage(M.statusInvalid));
    const badQuery = await admin.request(`${ADMIN_PATH}?status=gone`);
    expect(badQuery.status).toBe(400);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [UNKNOWN, 'nope']) {
      expect((await admin.request(`${ADMIN_PATH}/${id}`)).status).toBe(404);
      const put = await admin.request(`${ADMIN_PATH}/${id}`, { method: 'PUT', json: newPuzzle() });
      expect(put.status).toBe(404);
      expect((await errorOf(put)).message).toBe(englishMessage(M.puzzleNotFound));
      expect((await admin.request(`${ADMIN_PATH}/${id}/status`, { json: { status: 'active' } })).status).toBe(
        404,
      );
    }
  });
});

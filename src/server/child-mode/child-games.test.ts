// Games in child mode over HTTP: game heartbeats on the screen-time clock, the child's top scores, the parent's
// games switch, and "what my child played" on the parent's side.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { childGameScores, childGameSessions } from '#server/db/schema/child-games';
import { childSessions } from '#server/db/schema/children';
import { childScreenTime } from '#server/db/schema/screen-time';
import { parentProfiles } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { errorMessage, yearsAgo } from '#server/test/test-values';
import type { GameActivity } from '#shared/activity.schema';
import type { ApiErrorBody } from '#shared/api-error';
import type { ChildGameScores, ChildSessionInfo, HeartbeatResult } from '#shared/child-mode';
import type { Child } from '#shared/children.schema';
import { localDay } from '#shared/screen-time';

let t: TestApp;
let parent: Caller;
let otherParent: Caller;
let child: Child;
let device: { cookie: string; info: ChildSessionInfo };
let serial = 0;

const GAMES_OFF = 'Games are turned off for now. Ask a parent to turn them on.';

function roundId(): string {
  serial += 1;
  return `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
}

async function startChildMode(who: Caller, childId: string, deviceId: string) {
  const response = await who.request('/api/child-sessions', {
    json: { childId, timeZone: 'Europe/London' },
    headers: { 'x-device-id': deviceId },
  });
  if (response.status !== 201) throw new Error(`start failed ${response.status} ${await response.text()}`);
  const token = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('qk_child='));
  return { cookie: token ?? '', info: (await response.json()) as ChildSessionInfo };
}

const asChild = (path: string, init: { method?: string; json?: unknown } = {}) =>
  jsonRequest(t.app, path, { ...init, cookie: device.cookie });

/** Pretends the session's previous heartbeat was `seconds` ago. */
async function lastBeatAgo(seconds: number) {
  await t.db
    .update(childSessions)
    .set({ lastHeartbeatAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(childSessions.id, device.info.sessionId));
}

async function setGames(enabled: boolean) {
  const response = await parent.request(`/api/children/${child.id}`, {
    method: 'PATCH',
    json: { gamesEnabled: enabled },
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as Child).gamesEnabled).toBe(enabled);
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpAs(t.app, t.db, 'parent');
  otherParent = await signUpAs(t.app, t.db, 'parent');
  await t.db
    .update(parentProfiles)
    .set({ subscriptionTier: 'Premium' })
    .where(eq(parentProfiles.userId, parent.userId));
  const created = await parent.request('/api/children', {
    json: { name: 'Yusuf', dateOfBirth: yearsAgo(6) },
  });
  child = (await created.json()) as Child;
  device = await startChildMode(parent, child.id, 'device-games-0001');
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await t.db.delete(childScreenTime);
  await t.db.delete(childGameSessions);
  await t.db.delete(childGameScores);
});

describe('game heartbeats', () => {
  it('count toward screen time exactly like a video: the real time since the last beat, at most one interval', async () => {
    expect(child.gamesEnabled).toBe(true);
    expect(device.info.child.gamesEnabled).toBe(true);
    await lastBeatAgo(50);
    const beat = await asChild('/api/child/heartbeat', { json: { gameId: 'snake' } });
    expect(beat.status).toBe(200);
    expect(((await beat.json()) as HeartbeatResult).usedSeconds).toBe(30);
    // A burst of forged beats adds nothing: no time has passed.
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => asChild('/api/child/heartbeat', { json: { gameId: 'snake' } })),
    );
    for (const response of burst) expect(((await response.json()) as HeartbeatResult).usedSeconds).toBe(30);
    await lastBeatAgo(20);
    await asChild('/api/child/heartbeat', { json: { gameId: 'snake' } });
    const [day] = await t.db.select().from(childScreenTime).where(eq(childScreenTime.childId, child.id));
    expect(day?.seconds).toBe(50);
    // One stretch of Snake holds the same seconds.
    const sessions = await t.db
      .select()
      .from(childGameSessions)
      .where(eq(childGameSessions.childId, child.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ gameId: 'snake', seconds: 50, bestScore: null });
    // Another game starts its own stretch.
    await lastBeatAgo(30);
    await asChild('/api/child/heartbeat', { json: { gameId: 'tetris' } });
    const after = await t.db.select().from(childGameSessions).where(eq(childGameSessions.childId, child.id));
    expect(after.map((row) => [row.gameId, row.seconds]).sort()).toEqual([
      ['snake', 50],
      ['tetris', 30],
    ]);
  });

  it.each([
    [{ gameId: 'chess' }, 'Unknown game'],
    [{ gameId: 7 }, 'Unknown game'],
    [
      { gameId: 'snake', contentId: '00000000-0000-4000-8000-000000000001' },
      'Send a content id or a game id, not both',
    ],
  ])('refuses %o with "%s" and counts nothing', async (body, expected) => {
    await lastBeatAgo(30);
    const response = await asChild('/api/child/heartbeat', { json: body });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe(expected);
    expect(await t.db.select().from(childScreenTime)).toEqual([]);
    expect(await t.db.select().from(childGameSessions)).toEqual([]);
  });

  it('tells the client the time is up at the daily limit, and then refuses scores with TIME_UP', async () => {
    await t.db.insert(childScreenTime).values({
      childId: child.id,
      day: localDay(new Date(), 'Europe/London'),
      seconds: child.screenTimeLimit * 60 - 10,
    });
    await lastBeatAgo(30);
    const beat = await asChild('/api/child/heartbeat', { json: { gameId: 'tetris' } });
    expect(await beat.json()).toMatchObject({ status: 'timed_out', remainingSeconds: 0 });
    for (const [path, init] of [
      ['/api/child/heartbeat', { json: { gameId: 'tetris' } }],
      ['/api/child/games/tetris/scores', { json: { score: 100, roundId: roundId() } }],
      ['/api/child/games/scores', {}],
    ] as const) {
      const response = await asChild(path, init);
      expect(response.status).toBe(403);
      expect(((await response.json()) as ApiErrorBody).error.code).toBe('TIME_UP');
    }
    expect(await t.db.select().from(childGameScores)).toEqual([]);
    // A new day (here: the count cleared) lets the same device carry on.
    await t.db.delete(childScreenTime);
    expect((await asChild('/api/child/games/scores')).status).toBe(200);
  });
});

describe('a child’s top scores', () => {
  it('keeps the top 5 per game, best first, and a retried round is not stored twice', async () => {
    const rounds = [40, 10, 90, 70, 20, 60, 30].map((score) => ({ score, roundId: roundId() }));
    for (const round of rounds) {
      const response = await asChild('/api/child/games/snake/scores', { json: round });
      expect(response.status).toBe(201);
    }
    // The same round again (a retry after a lost answer).
    const retry = await asChild('/api/child/games/snake/scores', { json: rounds[2] });
    expect(retry.status).toBe(201);
    const body = (await retry.json()) as ChildGameScores;
    expect(body.scores.snake.map((entry) => entry.score)).toEqual([90, 70, 60, 40, 30]);
    expect(body.scores.tetris).toEqual([]);
    expect(body.scores['islamic-connections']).toEqual([]);
    expect(await t.db.select().from(childGameScores)).toHaveLength(5);
    const listed = (await (await asChild('/api/child/games/scores')).json()) as ChildGameScores;
    expect(listed).toEqual(body);
    // The best score is noted on the stretch of play the parent sees.
    const [session] = await t.db
      .select()
      .from(childGameSessions)
      .where(eq(childGameSessions.gameId, 'snake'));
    expect(session?.bestScore).toBe(90);
  });

  it.each([
    [
      { score: -1, roundId: '00000000-0000-4000-8000-00000000abcd' },
      'The score must be a whole number from 0 to 1000000',
    ],
    [
      { score: 1.5, roundId: '00000000-0000-4000-8000-00000000abcd' },
      'The score must be a whole number from 0 to 1000000',
    ],
    [
      { score: '12', roundId: '00000000-0000-4000-8000-00000000abcd' },
      'The score must be a whole number from 0 to 1000000',
    ],
    [
      { score: 1_000_001, roundId: '00000000-0000-4000-8000-00000000abcd' },
      'The score must be a whole number from 0 to 1000000',
    ],
    [{ score: 12 }, 'Invalid round id'],
    [{ score: 12, roundId: 'round-1' }, 'Invalid round id'],
  ])('refuses %o with "%s"', async (body, expected) => {
    const response = await asChild('/api/child/games/snake/scores', { json: body });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe(expected);
    expect(await t.db.select().from(childGameScores)).toEqual([]);
  });

  it('answers 404 for a game that does not exist', async () => {
    const response = await asChild('/api/child/games/chess/scores', {
      json: { score: 1, roundId: roundId() },
    });
    expect(response.status).toBe(404);
    expect(await errorMessage(response)).toBe('Unknown game');
  });

  it('is for the child credential only: signed out 401, a signed-in parent 401 or 403', async () => {
    const json = { score: 5, roundId: roundId() };
    const anonymous = await jsonRequest(t.app, '/api/child/games/snake/scores', { json });
    expect(anonymous.status).toBe(401);
    expect((await jsonRequest(t.app, '/api/child/games/scores')).status).toBe(401);
    for (const who of [parent, otherParent]) {
      expect([401, 403]).toContain((await who.request('/api/child/games/snake/scores', { json })).status);
      expect([401, 403]).toContain((await who.request('/api/child/games/scores')).status);
      expect([401, 403]).toContain(
        (await who.request('/api/child/heartbeat', { json: { gameId: 'snake' } })).status,
      );
    }
    expect(await t.db.select().from(childGameScores)).toEqual([]);
  });
});

describe('the parent’s games switch', () => {
  afterAll(async () => {
    await setGames(true);
  });

  it('turned off: game heartbeats and scores answer 403 with a clear message; videos still count', async () => {
    await setGames(false);
    const info = (await (await asChild('/api/child/session')).json()) as ChildSessionInfo;
    expect(info.child.gamesEnabled).toBe(false);
    await lastBeatAgo(30);
    for (const [path, init] of [
      ['/api/child/heartbeat', { json: { gameId: 'snake' } }],
      ['/api/child/games/snake/scores', { json: { score: 3, roundId: roundId() } }],
      ['/api/child/games/scores', {}],
    ] as const) {
      const response = await asChild(path, init);
      expect(response.status).toBe(403);
      expect(((await response.json()) as ApiErrorBody).error).toMatchObject({
        code: 'FORBIDDEN',
        message: GAMES_OFF,
      });
    }
    expect(await t.db.select().from(childScreenTime)).toEqual([]);
    expect(await t.db.select().from(childGameSessions)).toEqual([]);
    // A plain heartbeat (the videos side) still counts.
    const plain = await asChild('/api/child/heartbeat', { json: {} });
    expect(((await plain.json()) as HeartbeatResult).usedSeconds).toBe(30);
  });

  it('only the child’s own parent may change it', async () => {
    const response = await otherParent.request(`/api/children/${child.id}`, {
      method: 'PATCH',
      json: { gamesEnabled: false },
    });
    expect(response.status).toBe(404);
    const bad = await parent.request(`/api/children/${child.id}`, {
      method: 'PATCH',
      json: { gamesEnabled: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(await errorMessage(bad)).toBe('Games allowed must be yes or no');
  });
});

describe('GET /api/children/:id/game-activity', () => {
  it('shows the parent what their child played: game, when, time and best score', async () => {
    await lastBeatAgo(30);
    await asChild('/api/child/heartbeat', { json: { gameId: 'tetris' } });
    await asChild('/api/child/games/tetris/scores', { json: { score: 300, roundId: roundId() } });
    await asChild('/api/child/games/tetris/scores', { json: { score: 200, roundId: roundId() } });
    const response = await parent.request(`/api/children/${child.id}/game-activity?days=7`);
    expect(response.status).toBe(200);
    const activity = (await response.json()) as GameActivity;
    expect(activity.items).toHaveLength(1);
    expect(activity.items[0]).toMatchObject({ gameId: 'tetris', seconds: 30, bestScore: 300 });
    expect(activity.totals).toEqual([{ gameId: 'tetris', seconds: 30, sessions: 1, bestScore: 300 }]);
    // The export carries it too.
    const exported = (await (await parent.request(`/api/children/${child.id}/export`)).json()) as {
      gameSessions: unknown[];
      gameScores: unknown[];
    };
    expect(exported.gameSessions).toHaveLength(1);
    expect(exported.gameScores).toHaveLength(2);
  });

  it('refuses bad input, strangers and the child credential', async () => {
    const bad = await parent.request(`/api/children/${child.id}/game-activity?days=3`);
    expect(bad.status).toBe(400);
    expect(await errorMessage(bad)).toBe('Period must be 1, 7 or 30 days');
    const stranger = await otherParent.request(`/api/children/${child.id}/game-activity`);
    expect(stranger.status).toBe(404);
    expect(await errorMessage(stranger)).toBe('Child not found');
    expect((await jsonRequest(t.app, `/api/children/${child.id}/game-activity`)).status).toBe(401);
    expect([401, 403]).toContain((await asChild(`/api/children/${child.id}/game-activity`)).status);
  });
});

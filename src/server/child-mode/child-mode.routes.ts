// Child mode over HTTP. POST /api/child-sessions (a parent starts child mode on this device); /api/child/*
// accept ONLY the child credential cookie — a parent's or admin's session is not enough, and the child
// credential opens nothing outside /api/child/*.
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import {
  access,
  type ChildSessionContext,
  childSessionFrom,
  policyFor,
  requireActiveChild,
  requireUserFrom,
} from '#server/access';
import { childContent, childFeedPage, childRelated } from '#server/catalog';
import type { AppEnv } from '#server/http/app-env';
import { AppError, parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { learnFirstState, requireLessonForHeartbeat, requireVideosOpen } from '#server/tutor';
import {
  CHILD_MODE_MESSAGES,
  DEVICE_ID_HEADER,
  exitChildModeSchema,
  gameParamSchema,
  gameScoreSchema,
  heartbeatSchema,
  recordViewSchema,
  startChildSessionSchema,
  startVideoSchema,
} from '#shared/child-mode';
import { feedQuerySchema } from '#shared/feed.schema';
import { hearsVocalsOnly } from '#shared/soundtracks';
import { nextVideo, startVideo } from './autoplay.service';
import { recordChildView } from './child-content.service';
import { enterChildMode, leaveChildMode } from './child-credential';
import { childGameScores, recordGameScore, requireGamesEnabled } from './child-games.service';
import { requireSearchAllowed } from './child-search.service';
import { currentChildSessionInfo, sessionInfo, startChildSession } from './child-sessions.service';
import { exitChallenge, exitChildMode } from './exit-gate.service';
import { recordHeartbeat } from './screen-time.service';

/** The device id the child app keeps (a well-formed header), or a new one for a device that has none. */
function deviceIdFrom(c: Context<AppEnv>): string {
  const header = c.req.header(DEVICE_ID_HEADER)?.trim();
  return header && /^[\w-]{8,64}$/.test(header) ? header : randomUUID();
}

/** "Learn first" (the Tutor): the child's video endpoints answer 403 LEARN_FIRST until today's learning is done. */
async function videosOpen(c: Context<AppEnv>, context: ChildSessionContext): Promise<void> {
  const deps = c.get('deps');
  await requireVideosOpen(deps.db, context, deps.clock());
}

export const childSessionsRoutes = new Hono<AppEnv>().post('/', access({ audience: 'parent' }), async (c) => {
  const input = parseOrThrow(startChildSessionSchema, await readJson(c));
  const parent = await requireUserFrom(c);
  const deviceId = deviceIdFrom(c);
  const deps = c.get('deps');
  const { token, context, time } = await startChildSession(
    deps.db,
    parent,
    { ...input, deviceId, userAgent: c.req.header('user-agent') ?? null },
    deps.clock(),
    deps.childTime,
  );
  await enterChildMode(c, token);
  const learnFirst = await learnFirstState(deps.db, context, deps.clock());
  return c.json({ ...sessionInfo(context, time, learnFirst), deviceId }, 201);
});

export const childModeRoutes = new Hono<AppEnv>()
  // Answers for a timed-out session too, so the time-up screen can show who it is for.
  .get('/session', access({ audience: 'child' }), async (c) => c.json(await currentChildSessionInfo(c)))
  .get('/feed', access({ audience: 'child' }), async (c) => {
    const context = await requireActiveChild(c);
    await videosOpen(c, context);
    const raw = { ...c.req.query(), age: c.req.queries('age'), category: c.req.queries('category') };
    const query = parseOrThrow(feedQuerySchema, raw);
    requireSearchAllowed(context, query.q);
    c.header('Cache-Control', 'no-store');
    return c.json(await childFeedPage(c.get('deps'), policyFor(context), query));
  })
  .get('/content/:id', access({ audience: 'child', param: 'publishedContent' }), async (c) => {
    // The video finishing within the grace may be read again (the page reloads); nothing else opens.
    const context = await requireActiveChild(c, undefined, { contentId: c.req.param('id') });
    await videosOpen(c, context);
    const detail = await childContent(c.get('deps').db, policyFor(context), c.req.param('id'));
    // The media routes give a child who may not hear instruments the vocals-only mix alone; the page is told so.
    if (detail.soundtrack && hearsVocalsOnly(context.child)) detail.soundtrack = 'vocals';
    return c.json(detail);
  })
  .get('/content/:id/related', access({ audience: 'child', param: 'publishedContent' }), async (c) => {
    const context = await requireActiveChild(c);
    await videosOpen(c, context);
    return c.json(await childRelated(c.get('deps').db, policyFor(context), c.req.param('id')));
  })
  .get('/content/:id/next', access({ audience: 'child', param: 'publishedContent' }), async (c) => {
    const context = await requireActiveChild(c);
    await videosOpen(c, context);
    // The answer is this device's offer (what autoplay may start): never kept by a cache.
    c.header('Cache-Control', 'no-store');
    return c.json(await nextVideo(c.get('deps').db, context, c.req.param('id')));
  })
  .post('/content/:id/start', access({ audience: 'child', param: 'publishedContent' }), async (c) => {
    const context = await requireActiveChild(c);
    await videosOpen(c, context);
    const { autoplay } = parseOrThrow(startVideoSchema, await readJson(c));
    const deps = c.get('deps');
    return c.json(await startVideo(deps.db, context, c.req.param('id'), autoplay, deps.clock()));
  })
  .post('/views', access({ audience: 'child' }), async (c) => {
    const context = await requireActiveChild(c);
    await videosOpen(c, context);
    const { contentId } = parseOrThrow(recordViewSchema, await readJson(c));
    const result = await recordChildView(
      c.get('deps').db,
      context,
      policyFor(context),
      contentId,
      c.req.header('user-agent') ?? null,
    );
    return c.json(result);
  })
  .post('/heartbeat', access({ audience: 'child' }), async (c) => {
    const subject = parseOrThrow(heartbeatSchema, await readJson(c));
    const deps = c.get('deps');
    const now = deps.clock();
    // The video this beat names may finish within the parent's grace after a boundary.
    const context = await requireActiveChild(c, now, { contentId: subject.contentId });
    if (subject.gameId) requireGamesEnabled(context);
    // A lesson's beat counts only for the child's own lesson of today (else neither screen time nor learning).
    if (subject.lessonId) await requireLessonForHeartbeat(deps.db, context, subject.lessonId, now);
    return c.json(await recordHeartbeat(deps.db, context, subject, now, deps.childTime));
  })
  .get('/games/scores', access({ audience: 'child' }), async (c) => {
    const context = await requireActiveChild(c);
    requireGamesEnabled(context);
    c.header('Cache-Control', 'no-store');
    return c.json(await childGameScores(c.get('deps').db, context.child.id));
  })
  .post('/games/:game/scores', access({ audience: 'child' }), async (c) => {
    const context = await requireActiveChild(c);
    const game = c.req.param('game');
    if (!gameParamSchema.safeParse(game).success) {
      throw new AppError('NOT_FOUND', CHILD_MODE_MESSAGES.unknownGame);
    }
    const gameId = gameParamSchema.parse(game);
    requireGamesEnabled(context);
    const input = parseOrThrow(gameScoreSchema, await readJson(c));
    return c.json(await recordGameScore(c.get('deps').db, context, gameId, input), 201);
  })
  .post('/exit-challenge', access({ audience: 'child' }), async (c) => {
    const context = await childSessionFrom(c);
    if (!context) throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
    return c.json(await exitChallenge(c.get('deps').db, context));
  })
  .post('/exit', access({ audience: 'child', destructive: true }), async (c) => {
    const context = await childSessionFrom(c);
    if (!context) throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
    const input = parseOrThrow(exitChildModeSchema, await readJson(c));
    const { db, auth } = c.get('deps');
    await exitChildMode(db, auth, context, input);
    const { parentRestored } = await leaveChildMode(c);
    return c.json({ redirectTo: parentRestored ? '/dashboard/parent' : '/signin' });
  });

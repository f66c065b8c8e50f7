// /api/games/connections/* (public: the daily puzzle and active puzzles, in the `lang` asked for when they have it) and /api/admin/games/connections/*
// (admins: list, create, update, retire and restore puzzles). Input is parsed with the shared schemas.
import { Hono } from 'hono';
import { access, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import {
  connectionAdminQuerySchema,
  connectionDailyQuerySchema,
  connectionLanguageQuerySchema,
  connectionPuzzleInputSchema,
  connectionPuzzleStatusSchema,
} from '#shared/connections.schema';
import {
  activePuzzle,
  adminPuzzle,
  adminPuzzles,
  changePuzzleStatus,
  createPuzzle,
  dailyPuzzle,
  editPuzzle,
} from './connections.service';

export const gamesRoutes = new Hono<AppEnv>()
  .get('/connections/daily', access({ audience: 'public' }), async (c) => {
    const { level, lang } = parseOrThrow(connectionDailyQuerySchema, c.req.query());
    c.header('Cache-Control', 'no-store');
    return c.json(await dailyPuzzle(c.get('deps').db, level, new Date(), lang));
  })
  .get('/connections/puzzles/:id', access({ audience: 'public' }), async (c) => {
    const { lang } = parseOrThrow(connectionLanguageQuerySchema, c.req.query());
    return c.json(await activePuzzle(c.get('deps').db, c.req.param('id'), lang));
  });

export const gamesAdminRoutes = new Hono<AppEnv>()
  // `/*` also matches the list path itself: one guard for every admin route.
  .get('/connections/puzzles', access({ audience: 'admin' }), async (c) => {
    const filter = parseOrThrow(connectionAdminQuerySchema, c.req.query());
    c.header('Cache-Control', 'no-store');
    return c.json({ puzzles: await adminPuzzles(c.get('deps').db, filter) });
  })
  .post('/connections/puzzles', access({ audience: 'admin' }), async (c) => {
    const input = parseOrThrow(connectionPuzzleInputSchema, await readJson(c));
    return c.json(await createPuzzle(c.get('deps').db, await requireUserFrom(c), input), 201);
  })
  .get('/connections/puzzles/:id', access({ audience: 'admin' }), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await adminPuzzle(c.get('deps').db, c.req.param('id')));
  })
  .put('/connections/puzzles/:id', access({ audience: 'admin' }), async (c) => {
    const input = parseOrThrow(connectionPuzzleInputSchema, await readJson(c));
    return c.json(await editPuzzle(c.get('deps').db, await requireUserFrom(c), c.req.param('id'), input));
  })
  .post('/connections/puzzles/:id/status', access({ audience: 'admin' }), async (c) => {
    const { status } = parseOrThrow(connectionPuzzleStatusSchema, await readJson(c));
    return c.json(
      await changePuzzleStatus(c.get('deps').db, await requireUserFrom(c), c.req.param('id'), status),
    );
  });

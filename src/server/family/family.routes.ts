// Family routes, parent-only (the API keeps the spec's /api/parent/* paths): screen time, activity, export,
// child-mode settings, ending a child session, and voting on pending content (the yes/no vote and the values
// answers). Another parent's child or session answers 404.
import { Hono } from 'hono';
import { access, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { activityQuerySchema, gameActivityQuerySchema } from '#shared/activity.schema';
import { parentSettingsSchema, setPinSchema } from '#shared/child-mode';
import { screenTimeQuerySchema } from '#shared/screen-time';
import { valueAnswersSchema } from '#shared/value-answers';
import { voteSchema } from '#shared/voting.schema';
import {
  childActivity,
  childGameActivity,
  childModeSettings,
  childScreenTimeSummary,
  endChildSession,
  exportChild,
  recentActivity,
  setExitPin,
  setTimeZone,
} from './family.service';
import { answerValues, castVote, pendingForParent } from './voting.service';

export const familyChildRoutes = new Hono<AppEnv>()
  .get('/:id/screen-time', access({ audience: 'parent', owns: 'child' }), async (c) => {
    const { period } = parseOrThrow(screenTimeQuerySchema, c.req.query());
    const parent = await requireUserFrom(c);
    const { db, clock } = c.get('deps');
    return c.json(await childScreenTimeSummary(db, parent, c.req.param('id'), period, clock()));
  })
  .get('/:id/activity', access({ audience: 'parent', owns: 'child' }), async (c) => {
    const query = parseOrThrow(activityQuerySchema, c.req.query());
    const parent = await requireUserFrom(c);
    return c.json(await childActivity(c.get('deps').db, parent, c.req.param('id'), query));
  })
  .get('/:id/game-activity', access({ audience: 'parent', owns: 'child' }), async (c) => {
    const { days } = parseOrThrow(gameActivityQuerySchema, c.req.query());
    const parent = await requireUserFrom(c);
    return c.json(await childGameActivity(c.get('deps').db, parent, c.req.param('id'), days));
  })
  .get('/:id/export', access({ audience: 'parent', owns: 'child' }), async (c) => {
    const parent = await requireUserFrom(c);
    const data = await exportChild(c.get('deps').db, parent, c.req.param('id'));
    const safeName = data.child.name.replace(/[^\w-]+/g, '-').slice(0, 40) || 'child';
    c.header(
      'Content-Disposition',
      `attachment; filename="qamar-kids-${safeName}-${data.exportedAt.slice(0, 10)}.json"`,
    );
    c.header('Cache-Control', 'no-store');
    return c.json(data);
  });

export const familyParentRoutes = new Hono<AppEnv>()
  .get('/recent-activity', access({ audience: 'parent' }), async (c) =>
    c.json(await recentActivity(c.get('deps').db, await requireUserFrom(c))),
  )
  .get('/child-mode', access({ audience: 'parent' }), async (c) =>
    c.json(await childModeSettings(c.get('deps').db, await requireUserFrom(c))),
  )
  .patch('/child-mode', access({ audience: 'parent' }), async (c) => {
    const { timeZone } = parseOrThrow(parentSettingsSchema, await readJson(c));
    const parent = await requireUserFrom(c);
    await setTimeZone(c.get('deps').db, parent, timeZone);
    return c.json(await childModeSettings(c.get('deps').db, parent));
  })
  .put('/exit-pin', access({ audience: 'parent' }), async (c) => {
    const { pin } = parseOrThrow(setPinSchema, await readJson(c));
    const parent = await requireUserFrom(c);
    await setExitPin(c.get('deps').db, c.get('deps').auth, parent, pin);
    return c.json(await childModeSettings(c.get('deps').db, parent));
  })
  .delete('/exit-pin', access({ audience: 'parent' }), async (c) => {
    const parent = await requireUserFrom(c);
    await setExitPin(c.get('deps').db, c.get('deps').auth, parent, null);
    return c.json(await childModeSettings(c.get('deps').db, parent));
  })
  .get('/pending-content', access({ audience: 'parent', verified: true }), async (c) =>
    c.json(await pendingForParent(c.get('deps').db, await requireUserFrom(c))),
  )
  .post(
    '/pending-content/:id/vote',
    access({ audience: 'parent', param: 'pendingContent', verified: true }),
    async (c) => {
      const { vote } = parseOrThrow(voteSchema, await readJson(c));
      const parent = await requireUserFrom(c);
      return c.json(await castVote(c.get('deps').db, parent, c.req.param('id'), vote), 201);
    },
  )
  // A parent's factual answers on the values axes, beside the vote (optional; each replaces their earlier one).
  .put(
    '/pending-content/:id/values',
    access({ audience: 'parent', param: 'pendingContent', verified: true }),
    async (c) => {
      const answers = parseOrThrow(valueAnswersSchema, await readJson(c));
      const parent = await requireUserFrom(c);
      return c.json(await answerValues(c.get('deps').db, parent, c.req.param('id'), answers));
    },
  );

export const familyChildSessionsRoutes = new Hono<AppEnv>().post(
  '/:id/end',
  access({ audience: 'parent', owns: 'childSession' }),
  async (c) => {
    await endChildSession(c.get('deps').db, await requireUserFrom(c), c.req.param('id'));
    return c.body(null, 204);
  },
);

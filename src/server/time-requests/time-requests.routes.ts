// Asking for more time over HTTP. The child: POST /api/child/time-requests (ask), GET /api/child/time-requests (the
// latest request and today's extra time: JSON, or an event stream to a browser that asks for text/event-stream).
// The parent: GET /api/parent/time-requests (the waiting requests, JSON or a stream), POST …/:id/answer, the e-mail
// choice at …/settings, and per child POST /api/children/:id/extra-time and GET /api/children/:id/time-requests.
import { type Context, Hono } from 'hono';
import { access, childSessionFrom, requireUserFrom, timeZoneOf } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { jsonOrLiveStream } from '#server/http/live-channel';
import { readJson } from '#server/http/read-json';
import { gameActivityQuerySchema } from '#shared/activity.schema';
import {
  answerTimeRequestSchema,
  askForTimeSchema,
  giveExtraTimeSchema,
  timeRequestSettingsSchema,
} from '#shared/time-requests';
import {
  answerRequest,
  askForTime,
  childStatus,
  emailSetting,
  giveExtraTime,
  pendingRequests,
  requestHistory,
  requireAskingChild,
  saveEmailSetting,
} from './time-requests.service';
import { concerns, type Follows } from './time-requests-live';

/**
 * JSON, or (to a browser that asks for text/event-stream) a stream that sends `read()` first and again on every
 * change that concerns `follows`.
 */
function answerOrStream(c: Context<AppEnv>, follows: Follows, read: () => Promise<unknown>) {
  return jsonOrLiveStream(c, c.get('deps').timeRequestsLive, {
    event: 'change',
    read,
    update: (change) => (concerns(follows, change) ? read() : undefined),
  });
}

export const timeRequestsChildRoutes = new Hono<AppEnv>()
  .post('/', access({ audience: 'child' }), async (c) => {
    const context = requireAskingChild(await childSessionFrom(c));
    const { from } = parseOrThrow(askForTimeSchema, await readJson(c));
    const deps = c.get('deps');
    return c.json(await askForTime(deps, context, from, deps.clock()), 201);
  })
  .get('/', access({ audience: 'child' }), async (c) => {
    const context = requireAskingChild(await childSessionFrom(c));
    const { db, clock } = c.get('deps');
    return answerOrStream(c, { childId: context.child.id }, () =>
      childStatus(db, context.child.id, timeZoneOf(context), clock()),
    );
  });

export const timeRequestsParentRoutes = new Hono<AppEnv>()
  .get('/', access({ audience: 'parent' }), async (c) => {
    const parent = await requireUserFrom(c);
    const deps = c.get('deps');
    return answerOrStream(c, { parentId: parent.id }, () => pendingRequests(deps, parent));
  })
  .get('/settings', access({ audience: 'parent' }), async (c) =>
    c.json(await emailSetting(c.get('deps').db, await requireUserFrom(c))),
  )
  .put('/settings', access({ audience: 'parent' }), async (c) => {
    const { emailOnRequest } = parseOrThrow(timeRequestSettingsSchema, await readJson(c));
    return c.json(await saveEmailSetting(c.get('deps').db, await requireUserFrom(c), emailOnRequest));
  })
  .post('/:id/answer', access({ audience: 'parent', owns: 'timeRequest' }), async (c) => {
    const parent = await requireUserFrom(c);
    const { answer } = parseOrThrow(answerTimeRequestSchema, await readJson(c));
    return c.json(await answerRequest(c.get('deps'), parent, c.req.param('id'), answer));
  });

export const timeRequestsChildrenRoutes = new Hono<AppEnv>()
  .post('/:id/extra-time', access({ audience: 'parent', owns: 'child' }), async (c) => {
    const parent = await requireUserFrom(c);
    const { answer } = parseOrThrow(giveExtraTimeSchema, await readJson(c));
    return c.json(await giveExtraTime(c.get('deps'), parent, c.req.param('id'), answer), 201);
  })
  .get('/:id/time-requests', access({ audience: 'parent', owns: 'child' }), async (c) => {
    const { days } = parseOrThrow(gameActivityQuerySchema, c.req.query());
    const parent = await requireUserFrom(c);
    const deps = c.get('deps');
    return c.json(await requestHistory(deps.db, parent, c.req.param('id'), days, deps.clock()));
  });

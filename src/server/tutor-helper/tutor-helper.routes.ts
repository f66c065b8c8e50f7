// Ask Qamar over HTTP, mounted only when an endpoint is configured (app.ts; otherwise every path answers 404
// tutorHelperNotConfigured). The child: GET /api/child/tutor-helper (available? questions left today) and
// POST /api/child/tutor-helper/ask (the answer as a stream of JSON lines). The parent, per child:
// GET/PUT /api/children/:id/tutor-helper (the switch and the transcript), DELETE …/tutor-helper/transcript.
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { access, childSessionFrom, requireActiveChild, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { AppError, parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import { askHelperSchema, helperSettingSchema, TUTOR_HELPER_MESSAGES } from '#shared/tutor-helper';
import { askHelper, deleteTranscript, helperSettings, helperStatus, setHelper } from './tutor-helper.service';

function modelOf(c: { get: (key: 'deps') => AppEnv['Variables']['deps'] }) {
  const model = c.get('deps').tutorHelperModel;
  // Mounted only with a model; a test app that swaps its deps without one still answers as "not set up".
  if (!model) throw new AppError('NOT_FOUND', TUTOR_HELPER_MESSAGES.notConfigured);
  return model;
}

export const tutorHelperChildRoutes = new Hono<AppEnv>()
  .get('/', access({ audience: 'child' }), async (c) => {
    modelOf(c);
    const context = await childSessionFrom(c);
    if (!context) throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
    return c.json(await helperStatus(c.get('deps'), context));
  })
  .post('/ask', access({ audience: 'child' }), async (c) => {
    const model = modelOf(c);
    const input = parseOrThrow(askHelperSchema, await readJson(c));
    const deps = c.get('deps');
    // Asking is using child mode: closed by the time rules, it answers TIME_UP like every child screen.
    const context = await requireActiveChild(c, deps.clock());
    const events = await askHelper({ ...deps, model }, context, input, c.req.raw.signal);
    c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
    // no-transform keeps the compression middleware from holding the lines back.
    c.header('Cache-Control', 'no-store, no-transform');
    return stream(c, async (out) => {
      for await (const event of events) await out.write(`${JSON.stringify(event)}\n`);
    });
  });

export const tutorHelperChildrenRoutes = new Hono<AppEnv>()
  .get('/:id/tutor-helper', access({ audience: 'parent', owns: 'child' }), async (c) => {
    modelOf(c);
    return c.json(await helperSettings(c.get('deps'), await requireUserFrom(c), c.req.param('id')));
  })
  .put('/:id/tutor-helper', access({ audience: 'parent', owns: 'child' }), async (c) => {
    modelOf(c);
    const { enabled } = parseOrThrow(helperSettingSchema, await readJson(c));
    return c.json(await setHelper(c.get('deps'), await requireUserFrom(c), c.req.param('id'), enabled));
  })
  .delete('/:id/tutor-helper/transcript', access({ audience: 'parent', owns: 'child' }), async (c) => {
    modelOf(c);
    return c.json(await deleteTranscript(c.get('deps').db, await requireUserFrom(c), c.req.param('id')));
  });

// The creator studio's API. /api/studio/*: any signed-in account, used through its creator
// profile (creators, and parents who submitted a video); another creator's item is 404. /api/admin/content/:id/
// messages and /revision, and DELETE /api/admin/content/:id: moderators (admins).
import { Hono } from 'hono';
import { access, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import {
  analyticsExportQuerySchema,
  analyticsQuerySchema,
  draftSchema,
  messageSchema,
  myVideosQuerySchema,
  revisionDecisionSchema,
  revisionSchema,
  scheduleSchema,
} from '#shared/creator-studio.schema';
import { analyticsCsv, creatorAnalytics } from './analytics.service';
import { deleteContentItem } from './delete-content.service';
import { createDraft, draftDetail, submitDraft, updateDraft } from './drafts.service';
import {
  creatorThread,
  creatorThreads,
  creatorWrites,
  moderatorThread,
  moderatorWrites,
} from './messages.service';
import {
  editableVideo,
  editVideo,
  listMyVideos,
  scheduleVideo,
  withdrawRevision,
  withdrawVideo,
} from './my-videos.service';
import { decideWaitingRevision, waitingRevision } from './revisions.service';

export const studioRoutes = new Hono<AppEnv>()
  .use('/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .get('/analytics', access({ audience: 'signedIn' }), async (c) => {
    const user = await requireUserFrom(c);
    const query = parseOrThrow(analyticsQuerySchema, c.req.query());
    return c.json(await creatorAnalytics(c.get('deps').db, user.id, query));
  })
  .get('/analytics/export', access({ audience: 'signedIn' }), async (c) => {
    const user = await requireUserFrom(c);
    const query = parseOrThrow(analyticsExportQuerySchema, c.req.query());
    const analytics = await creatorAnalytics(c.get('deps').db, user.id, query);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header(
      'Content-Disposition',
      `attachment; filename="analytics-${query.table}-${analytics.from}-${analytics.to}.csv"`,
    );
    return c.body(analyticsCsv(analytics, query.table));
  })
  .get('/videos', access({ audience: 'signedIn' }), async (c) => {
    const user = await requireUserFrom(c);
    return c.json(await listMyVideos(c.get('deps'), user, parseOrThrow(myVideosQuerySchema, c.req.query())));
  })
  .put('/videos/:id', access({ audience: 'signedIn', param: 'pendingContent' }), async (c) => {
    const user = await requireUserFrom(c);
    const input = parseOrThrow(revisionSchema, await readJson(c));
    return c.json(await editVideo(c.get('deps'), user, c.req.param('id'), input));
  })
  .get('/videos/:id/edit', access({ audience: 'signedIn', param: 'pendingContent' }), async (c) => {
    const user = await requireUserFrom(c);
    return c.json(await editableVideo(c.get('deps'), user, c.req.param('id')));
  })
  .delete('/videos/:id/revision', access({ audience: 'signedIn', param: 'pendingContent' }), async (c) => {
    const user = await requireUserFrom(c);
    await withdrawRevision(c.get('deps'), user, c.req.param('id'));
    return c.body(null, 204);
  })
  .delete('/videos/:id', access({ audience: 'signedIn', param: 'pendingContent' }), async (c) => {
    const user = await requireUserFrom(c);
    await deleteContentItem(c.get('deps'), user, c.req.param('id'), 'own');
    return c.body(null, 204);
  })
  .post('/videos/:id/withdraw', access({ audience: 'signedIn', param: 'pendingContent' }), async (c) => {
    const user = await requireUserFrom(c);
    return c.json(await withdrawVideo(c.get('deps'), user, c.req.param('id')));
  })
  .put('/videos/:id/schedule', access({ audience: 'signedIn', param: 'pendingContent' }), async (c) => {
    const user = await requireUserFrom(c);
    const input = parseOrThrow(scheduleSchema, await readJson(c));
    return c.json(await scheduleVideo(c.get('deps'), user, c.req.param('id'), input.publishAt));
  })
  .get('/videos/:id/messages', access({ audience: 'signedIn', param: 'pendingContent' }), async (c) => {
    const user = await requireUserFrom(c);
    return c.json(await creatorThread(c.get('deps'), user, c.req.param('id')));
  })
  .post('/videos/:id/messages', access({ audience: 'signedIn', param: 'pendingContent' }), async (c) => {
    const user = await requireUserFrom(c);
    const input = parseOrThrow(messageSchema, await readJson(c));
    return c.json(await creatorWrites(c.get('deps'), user, c.req.param('id'), input.body), 201);
  })
  .get('/messages', access({ audience: 'signedIn' }), async (c) => {
    const user = await requireUserFrom(c);
    return c.json(await creatorThreads(c.get('deps'), user));
  })
  .post('/drafts', access({ audience: 'signedIn' }), async (c) => {
    const user = await requireUserFrom(c);
    const input = parseOrThrow(draftSchema, await readJson(c));
    return c.json(await createDraft(c.get('deps'), user, input), 201);
  })
  .get('/drafts/:id', access({ audience: 'signedIn', param: 'pendingContent' }), async (c) => {
    const user = await requireUserFrom(c);
    return c.json(await draftDetail(c.get('deps'), user, c.req.param('id')));
  })
  .put('/drafts/:id', access({ audience: 'signedIn', param: 'pendingContent' }), async (c) => {
    const user = await requireUserFrom(c);
    const input = parseOrThrow(draftSchema, await readJson(c));
    await updateDraft(c.get('deps'), user, c.req.param('id'), input);
    return c.json({ id: c.req.param('id') });
  })
  .post(
    '/drafts/:id/submit',
    access({ audience: 'signedIn', param: 'pendingContent', verified: true }),
    async (c) => {
      // Submitting needs a verified address, as a new submission does (decision 010): the guard checks it first.
      const user = await requireUserFrom(c);
      // The body is checked against the draft's own form (a link's or an uploaded file's): see submitDraft.
      return c.json(await submitDraft(c.get('deps'), user, c.req.param('id'), await readJson(c)));
    },
  );

export const studioAdminContentRoutes = new Hono<AppEnv>()
  .delete('/:id', access({ audience: 'admin', param: 'pendingContent' }), async (c) => {
    const user = await requireUserFrom(c);
    await deleteContentItem(c.get('deps'), user, c.req.param('id'), 'admin');
    return c.body(null, 204);
  })
  .get('/:id/messages', access({ audience: 'admin', param: 'pendingContent' }), async (c) => {
    const user = await requireUserFrom(c);
    return c.json(await moderatorThread(c.get('deps'), user, c.req.param('id')));
  })
  .post('/:id/messages', access({ audience: 'admin', param: 'pendingContent' }), async (c) => {
    const user = await requireUserFrom(c);
    const input = parseOrThrow(messageSchema, await readJson(c));
    return c.json(await moderatorWrites(c.get('deps'), user, c.req.param('id'), input.body), 201);
  })
  .get('/:id/revision', access({ audience: 'admin', param: 'pendingContent' }), async (c) =>
    c.json(await waitingRevision(c.get('deps'), c.req.param('id'))),
  )
  .post('/:id/revision/decision', access({ audience: 'admin', param: 'pendingContent' }), async (c) => {
    const user = await requireUserFrom(c);
    const input = parseOrThrow(revisionDecisionSchema, await readJson(c));
    const decision = input.approve
      ? { approve: true as const, revisionId: input.revisionId }
      : { approve: false as const, revisionId: input.revisionId, reason: input.reason ?? '' };
    return c.json(await decideWaitingRevision(c.get('deps'), user, c.req.param('id'), decision));
  });

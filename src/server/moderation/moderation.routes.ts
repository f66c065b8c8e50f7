// /api/admin/*: the moderation queue, content edits, single uploads, reports, the audit log and screening terms.
// Every route here requires role admin on the server (the router-walking test checks each one).
import { Hono } from 'hono';
import { access, requireUserFrom } from '#server/access';
import { allCreatorsByName, latestCreators } from '#server/db/repos/creator-profiles.repo';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { LIMITS } from '#shared/domain';
import {
  adminContentQuerySchema,
  contentUpdateSchema,
  publishSchema,
  uploadSchema,
} from '#shared/moderation.schema';
import { reportActionSchema } from '#shared/report-queue.schema';
import { screeningTermSchema } from '#shared/screening-terms.schema';
import { auditLog } from './audit.service';
import {
  listContent,
  pendingContent,
  publishContent,
  updateContent,
  uploadSingle,
} from './content-queue.service';
import { undoPublish } from './publish-undo.service';
import { openReports, resolveReport } from './reports.service';
import { addScreeningTerm, removeScreeningTerm, screeningRulesView } from './screening-terms.service';

export const moderationRoutes = new Hono<AppEnv>()
  .get('/overview', access({ audience: 'admin' }), async (c) => {
    const { db } = c.get('deps');
    const [pending, creators] = await Promise.all([
      pendingContent(db),
      latestCreators(db, LIMITS.adminLatestCreators),
    ]);
    return c.json({ pending, latestCreators: creators });
  })
  .get('/creators', access({ audience: 'admin' }), async (c) =>
    c.json({ creators: await allCreatorsByName(c.get('deps').db) }),
  )
  .get('/content', access({ audience: 'admin' }), async (c) => {
    const query = parseOrThrow(adminContentQuerySchema, c.req.query());
    return c.json(await listContent(c.get('deps').db, query));
  })
  .put('/content/:id', access({ audience: 'admin', param: 'pendingContent' }), async (c) => {
    const input = parseOrThrow(contentUpdateSchema, await readJson(c));
    const item = await updateContent(c.get('deps'), await requireUserFrom(c), c.req.param('id'), input);
    return c.json(item);
  })
  .post('/content/:id/publish', access({ audience: 'admin', param: 'pendingContent' }), async (c) => {
    const { revision, values } = parseOrThrow(publishSchema, await readJson(c));
    const actor = await requireUserFrom(c);
    return c.json(await publishContent(c.get('deps'), actor, c.req.param('id'), revision, values));
  })
  .post('/content/:id/publish/undo', access({ audience: 'admin', param: 'pendingContent' }), async (c) =>
    c.json(await undoPublish(c.get('deps').db, await requireUserFrom(c), c.req.param('id'))),
  )
  .post('/content/upload', access({ audience: 'admin' }), async (c) => {
    const input = parseOrThrow(uploadSchema, await readJson(c));
    return c.json(await uploadSingle(c.get('deps').db, await requireUserFrom(c), input), 201);
  })
  .get('/reports', access({ audience: 'admin' }), async (c) =>
    c.json({ reports: await openReports(c.get('deps').db) }),
  )
  .post('/reports/:id/dismiss', access({ audience: 'admin', param: 'report' }), async (c) => {
    const { note } = parseOrThrow(reportActionSchema, await readJson(c));
    return c.json(
      await resolveReport(c.get('deps'), await requireUserFrom(c), c.req.param('id'), 'dismiss', note),
    );
  })
  .post('/reports/:id/unpublish', access({ audience: 'admin', param: 'report' }), async (c) => {
    const { note } = parseOrThrow(reportActionSchema, await readJson(c));
    return c.json(
      await resolveReport(c.get('deps'), await requireUserFrom(c), c.req.param('id'), 'unpublish', note),
    );
  })
  .get('/audit-log', access({ audience: 'admin' }), async (c) =>
    c.json({ entries: await auditLog(c.get('deps').db, c.req.query('targetId') || undefined) }),
  )
  .get('/screening-rules', access({ audience: 'admin' }), async (c) =>
    c.json({ rules: await screeningRulesView(c.get('deps').db) }),
  )
  .post('/screening-rules/terms', access({ audience: 'admin' }), async (c) => {
    const input = parseOrThrow(screeningTermSchema, await readJson(c));
    return c.json(await addScreeningTerm(c.get('deps').db, await requireUserFrom(c), input), 201);
  })
  .delete('/screening-rules/terms/:id', access({ audience: 'admin', param: 'screeningTerm' }), async (c) => {
    await removeScreeningTerm(c.get('deps').db, await requireUserFrom(c), c.req.param('id'));
    return c.body(null, 204);
  });

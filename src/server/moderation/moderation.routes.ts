// /api/admin/*: the moderation queue, content edits, single uploads, reports, the audit log and screening terms.
// Every route here requires role admin on the server (the router-walking test checks each one).
import { Hono } from 'hono';
import { allCreatorsByName, latestCreators } from '#server/db/repos/creator-profiles.repo';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { requireUserFrom } from '#server/http/session';
import { LIMITS } from '#shared/domain';
import {
  adminContentQuerySchema,
  contentUpdateSchema,
  publishSchema,
  uploadSchema,
} from '#shared/moderation.schema';
import { reportActionSchema } from '#shared/report-queue.schema';
import { screeningTermSchema } from '#shared/screening-terms.schema';
import { requireAdmin } from './admin-guard';
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
  .use('/admin/*', requireAdmin)
  .use('/admin/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .get('/admin/overview', async (c) => {
    const { db } = c.get('deps');
    const [pending, creators] = await Promise.all([
      pendingContent(db),
      latestCreators(db, LIMITS.adminLatestCreators),
    ]);
    return c.json({ pending, latestCreators: creators });
  })
  .get('/admin/creators', async (c) => c.json({ creators: await allCreatorsByName(c.get('deps').db) }))
  .get('/admin/content', async (c) => {
    const query = parseOrThrow(adminContentQuerySchema, c.req.query());
    return c.json(await listContent(c.get('deps').db, query));
  })
  .put('/admin/content/:id', async (c) => {
    const input = parseOrThrow(contentUpdateSchema, await readJson(c));
    const item = await updateContent(c.get('deps'), await requireUserFrom(c), c.req.param('id'), input);
    return c.json(item);
  })
  .post('/admin/content/:id/publish', async (c) => {
    const { revision } = parseOrThrow(publishSchema, await readJson(c));
    return c.json(await publishContent(c.get('deps'), await requireUserFrom(c), c.req.param('id'), revision));
  })
  .post('/admin/content/:id/publish/undo', async (c) =>
    c.json(await undoPublish(c.get('deps').db, await requireUserFrom(c), c.req.param('id'))),
  )
  .post('/admin/content/upload', async (c) => {
    const input = parseOrThrow(uploadSchema, await readJson(c));
    return c.json(await uploadSingle(c.get('deps').db, await requireUserFrom(c), input), 201);
  })
  .get('/admin/reports', async (c) => c.json({ reports: await openReports(c.get('deps').db) }))
  .post('/admin/reports/:id/dismiss', async (c) => {
    const { note } = parseOrThrow(reportActionSchema, await readJson(c));
    return c.json(
      await resolveReport(c.get('deps'), await requireUserFrom(c), c.req.param('id'), 'dismiss', note),
    );
  })
  .post('/admin/reports/:id/unpublish', async (c) => {
    const { note } = parseOrThrow(reportActionSchema, await readJson(c));
    return c.json(
      await resolveReport(c.get('deps'), await requireUserFrom(c), c.req.param('id'), 'unpublish', note),
    );
  })
  .get('/admin/audit-log', async (c) =>
    c.json({ entries: await auditLog(c.get('deps').db, c.req.query('targetId') || undefined) }),
  )
  .get('/admin/screening-rules', async (c) => c.json({ rules: await screeningRulesView(c.get('deps').db) }))
  .post('/admin/screening-rules/terms', async (c) => {
    const input = parseOrThrow(screeningTermSchema, await readJson(c));
    return c.json(await addScreeningTerm(c.get('deps').db, await requireUserFrom(c), input), 201);
  })
  .delete('/admin/screening-rules/terms/:id', async (c) => {
    await removeScreeningTerm(c.get('deps').db, await requireUserFrom(c), c.req.param('id'));
    return c.body(null, 204);
  });

// The admin dashboard's figures and the backup download (admins only): GET /api/admin/dashboard/stats,
// /activity?days=7|30|90, /revenue?period=monthly|quarterly|yearly, /distribution?by=role|region|status,
// and GET /api/admin/backup (streamed gzip, audited).
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { access, recordAudit, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { requestLog } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import {
  activityQuerySchema,
  distributionQuerySchema,
  revenueQuerySchema,
} from '#shared/site-settings.schema';
import { backupStream } from './backup';
import { activitySeries, dashboardStats, distributionSeries, revenueSeries } from './dashboard.service';

export const adminDashboardRoutes = new Hono<AppEnv>()
  .get('/stats', access({ audience: 'admin' }), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await dashboardStats(c.get('deps')));
  })
  .get('/activity', access({ audience: 'admin' }), async (c) => {
    const { days } = parseOrThrow(activityQuerySchema, c.req.query());
    return c.json(await activitySeries(c.get('deps'), days));
  })
  .get('/revenue', access({ audience: 'admin' }), async (c) => {
    const { period } = parseOrThrow(revenueQuerySchema, c.req.query());
    return c.json(await revenueSeries(c.get('deps'), period));
  })
  .get('/distribution', access({ audience: 'admin' }), async (c) => {
    const { by } = parseOrThrow(distributionQuerySchema, c.req.query());
    return c.json(await distributionSeries(c.get('deps'), by));
  });

export const adminBackupRoutes = new Hono<AppEnv>().get('/', access({ audience: 'admin' }), async (c) => {
  const { db } = c.get('deps');
  const admin = await requireUserFrom(c);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  await recordAudit(db, {
    actorId: admin.id,
    action: 'backup_downloaded',
    targetType: 'setting',
    targetId: 'backup',
    after: { at: stamp },
  });
  const { stream, done } = backupStream(db);
  done.catch((error: Error) => requestLog(c).warn({ reason: error.message }, 'backup download ended early'));
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Disposition': `attachment; filename="qamar-kids-backup-${stamp}.qkbackup.gz"`,
      'Cache-Control': 'no-store',
    },
  });
});

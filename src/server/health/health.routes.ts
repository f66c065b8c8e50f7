// GET /api/health: is the server up and can it reach its database?
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type AppEnv, requestLog } from '../http/app-env';

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const started = performance.now();
  try {
    await c.get('deps').db.execute(sql`select 1`);
    return c.json({
      status: 'ok',
      database: 'reachable',
      databaseLatencyMs: Math.round(performance.now() - started),
    });
  } catch (error) {
    requestLog(c).error({ err: error }, 'health check: database unreachable');
    return c.json({ status: 'degraded', database: 'unreachable' }, 503);
  }
});

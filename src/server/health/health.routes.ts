// GET /api/health: is the server up and can it reach its database? 503 while it cannot, so a load balancer or
// supervisor sees the outage; the same process answers 200 again as soon as the database is back.
// GET /api/health/ready: does this node take traffic? 503 before start-up has finished and from the moment it drains.
import { Hono } from 'hono';
import { access } from '#server/access';
import { type AppEnv, requestLog } from '#server/http/app-env';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '#server/http/error-handler';
import { pingDatabase } from './health.repo';

/** A database that accepts the connection but never answers must not make the health check hang. */
const HEALTH_QUERY_TIMEOUT_MS = 3_000;

export const healthRoutes = new Hono<AppEnv>()
  .get('/ready', access({ audience: 'public' }), (c) => {
    // A probe's answer is about this moment on this node: never kept by a cache in between.
    c.header('Cache-Control', 'no-store');
    const { state } = c.get('deps').readiness;
    if (state === 'ready') return c.json({ status: 'ready' });
    return c.json({ status: state }, 503);
  })
  .get('/', access({ audience: 'public' }), async (c) => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pingDatabase(c.get('deps').db),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${HEALTH_QUERY_TIMEOUT_MS} ms`)),
            HEALTH_QUERY_TIMEOUT_MS,
          );
        }),
      ]);
      return c.json({
        status: 'ok',
        database: 'reachable',
        databaseLatencyMs: Math.round(performance.now() - started),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 200) : String(error);
      requestLog(c).warn({ reason }, 'health check: database unreachable');
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return c.json({ status: 'unavailable', database: 'unreachable' }, 503);
    } finally {
      clearTimeout(timer);
    }
  });

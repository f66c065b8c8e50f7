// GET /api/feed and GET /api/content/:id (both closed to anonymous visitors while the feed is private).
import { Hono } from 'hono';
import { feedQuerySchema, feedQueryToSearchParams } from '../../shared/feed.schema';
import type { AppEnv } from '../http/app-env';
import { parseOrThrow } from '../http/app-error';
import { getFeedPage, getPublishedContent } from './feed.service';
import { acceptsGzip, feedCacheFor } from './feed-cache';
import { requireFeedAccess } from './feed-visibility';

export const feedRoutes = new Hono<AppEnv>()
  .get('/feed', requireFeedAccess, async (c) => {
    const raw = { ...c.req.query(), age: c.req.queries('age'), category: c.req.queries('category') };
    const query = parseOrThrow(feedQuerySchema, raw);
    const deps = c.get('deps');
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'application/json; charset=UTF-8');
    // Said up front, so the compression middleware need not rebuild the finished response to add it.
    c.header('Vary', 'Accept-Encoding');
    const produce = async () => JSON.stringify(await getFeedPage(deps.db, query));
    // A random draw must differ on every Refresh; every other page is the same for everyone who may see it.
    if (query.sort === 'random') return c.body(await produce());
    const page = await feedCacheFor(deps).get(feedQueryToSearchParams(query).toString(), produce);
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return c.body(page.body);
    c.header('Content-Encoding', 'gzip');
    return c.body(page.gzip);
  })
  .get('/content/:id', requireFeedAccess, async (c) => {
    const item = await getPublishedContent(c.get('deps').db, c.req.param('id'));
    return c.json(item);
  });

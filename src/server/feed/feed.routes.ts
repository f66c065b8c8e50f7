// GET /api/feed and GET /api/content/:id (both closed to anonymous visitors while the feed is private).
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { getFeedPage, getPublishedContent, isFeedPublic } from '#server/catalog';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { feedQuerySchema, feedQueryToSearchParams } from '#shared/feed.schema';
import { requireFeedAccess } from './feed-access';
import { acceptsGzip, FEED_PAGE_HEADERS, feedCacheFor, isSameForEveryoneRequest } from './feed-cache';

export const feedRoutes = new Hono<AppEnv>()
  .get('/feed', requireFeedAccess, async (c) => {
    const raw = { ...c.req.query(), age: c.req.queries('age'), category: c.req.queries('category') };
    const query = parseOrThrow(feedQuerySchema, raw);
    const deps = c.get('deps');
    for (const [name, value] of Object.entries(FEED_PAGE_HEADERS)) c.header(name, value);
    const produce = async () => JSON.stringify(await getFeedPage(deps.db, query));
    // A random draw must differ on every Refresh; every other page is the same for everyone who may see it.
    if (query.sort === 'random') return c.body(await produce());
    const cache = feedCacheFor(deps);
    const page = await cache.get(feedQueryToSearchParams(query).toString(), produce);
    // With the feed public, requireFeedAccess lets in anyone without a child credential: they all get this page.
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    if (incoming?.url && isSameForEveryoneRequest(incoming.headers) && (await isFeedPublic(deps.db)))
      cache.rememberForEveryone(incoming.url, page);
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return c.body(page.bytes);
    c.header('Content-Encoding', 'gzip');
    return c.body(page.gzip);
  })
  .get('/content/:id', requireFeedAccess, async (c) => {
    const item = await getPublishedContent(c.get('deps').db, c.req.param('id'));
    return c.json(item);
  });

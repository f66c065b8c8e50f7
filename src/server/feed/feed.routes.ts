// GET /api/feed and GET /api/content/:id (both closed to anonymous visitors while the feed is private), and the
// children's-screen demo for visitors: GET /api/demo/child-feed and /api/demo/child-content/:id, the catalog through
// the youngest child's strictest policy (DEMO_CHILD_POLICY), behind the same door. The demo only reads: no account,
// no child session, no view, progress or history is written.
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { access } from '#server/access';
import { childContent, childFeedPage, getFeedPage, getPublishedContent } from '#server/catalog';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { DEMO_CHILD_POLICY } from '#shared/child-content-policy';
import { feedQuerySchema } from '#shared/feed.schema';
import { feedQueryToSearchParams } from '#shared/feed-query';
import { requireFeedAccess } from './feed-access';
import { acceptsGzip, FEED_PAGE_HEADERS, isSameForEveryoneRequest } from './feed-cache';

export const feedRoutes = new Hono<AppEnv>().get(
  '/',
  access({ audience: 'publicCatalog' }),
  requireFeedAccess,
  async (c) => {
    const raw = { ...c.req.query(), age: c.req.queries('age'), category: c.req.queries('category') };
    const query = parseOrThrow(feedQuerySchema, raw);
    const deps = c.get('deps');
    for (const [name, value] of Object.entries(FEED_PAGE_HEADERS)) c.header(name, value);
    const produce = async () => JSON.stringify(await getFeedPage(deps, query));
    // A random draw must differ on every Refresh; every other page is the same for everyone who may see it.
    if (query.sort === 'random') return c.body(await produce());
    const cache = deps.feedCache;
    const page = await cache.get(feedQueryToSearchParams(query).toString(), produce);
    // With the feed public, requireFeedAccess lets in anyone without a child credential: they all get this page.
    // Only under this request's own URL: a page's loader asks for the feed in-process with the bindings of the page's
    // request (`/feed`), whose URL must never answer this JSON.
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    const url = new URL(c.req.url);
    if (
      incoming?.url === `${url.pathname}${url.search}` &&
      isSameForEveryoneRequest(incoming.headers) &&
      (await deps.feedVisibility.isPublic())
    )
      cache.rememberForEveryone(incoming.url, page);
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return c.body(page.bytes);
    c.header('Content-Encoding', 'gzip');
    return c.body(page.gzip);
  },
);

export const feedContentRoutes = new Hono<AppEnv>().get(
  '/:id',
  access({ audience: 'publicCatalog', param: 'publishedContent' }),
  requireFeedAccess,
  async (c) => {
    const item = await getPublishedContent(c.get('deps').db, c.req.param('id'));
    return c.json(item);
  },
);

export const feedDemoRoutes = new Hono<AppEnv>()
  .get('/child-feed', access({ audience: 'publicCatalog' }), requireFeedAccess, async (c) => {
    // The child feed's paging and search; the policy's own limits always apply on top of any filter asked for.
    const raw = { ...c.req.query(), age: c.req.queries('age'), category: c.req.queries('category') };
    const query = parseOrThrow(feedQuerySchema, raw);
    return c.json(await childFeedPage(c.get('deps'), DEMO_CHILD_POLICY, query));
  })
  .get(
    '/child-content/:id',
    access({ audience: 'publicCatalog', param: 'publishedContent' }),
    requireFeedAccess,
    async (c) => {
      // 404 for an unknown item, 403 for one the youngest child may not see (as on /api/child/content/:id).
      return c.json(await childContent(c.get('deps').db, DEMO_CHILD_POLICY, c.req.param('id')));
    },
  );

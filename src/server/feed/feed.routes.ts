// GET /api/feed and GET /api/content/:id (both closed to anonymous visitors while the feed is private), and the
// children's-screen demo for visitors: GET /api/demo/child-feed and /api/demo/child-content/:id, the catalog through
// the youngest child's strictest policy (DEMO_CHILD_POLICY), behind the same door. The demo only reads: no account,
// no child session, no view, progress or history is written.
import { Hono } from 'hono';
import { access } from '#server/access';
import { childContent, childFeedPage, getFeedPage, getPublishedContent } from '#server/catalog';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { cacheRoute, ROUTE_GROUPS } from '#server/http/route-cache';
import { DEMO_CHILD_POLICY } from '#shared/child-content-policy';
import { feedQuerySchema } from '#shared/feed.schema';
import { requireFeedAccess } from './feed-access';

/**
 * The catalog as a visitor sees it, kept briefly after the door (a private feed still refuses a visitor first):
 * dropped on every catalog change and every settings change (the visibility), shared with a CDN for a few seconds.
 * These answers carry nothing about who asks (decision 030-k), so signed-in callers share entries of their own,
 * never a visitor's; a device in child mode has been refused by the door.
 */
const publicCatalog = cacheRoute({
  groups: [ROUTE_GROUPS.catalog, ROUTE_GROUPS.settings],
  sMaxAge: 10,
  staleWhileRevalidate: 30,
  signedInShare: true,
  // A random draw must differ on every Refresh.
  fresh: (url) => url.searchParams.get('sort') === 'random',
});

export const feedRoutes = new Hono<AppEnv>().get(
  '/',
  access({ audience: 'publicCatalog' }),
  requireFeedAccess,
  publicCatalog,
  async (c) => {
    const raw = { ...c.req.query(), age: c.req.queries('age'), category: c.req.queries('category') };
    const query = parseOrThrow(feedQuerySchema, raw);
    return c.json(await getFeedPage(c.get('deps'), query));
  },
);

export const feedContentRoutes = new Hono<AppEnv>().get(
  '/:id',
  access({ audience: 'publicCatalog', param: 'publishedContent' }),
  requireFeedAccess,
  publicCatalog,
  async (c) => {
    const item = await getPublishedContent(c.get('deps').db, c.req.param('id'));
    return c.json(item);
  },
);

export const feedDemoRoutes = new Hono<AppEnv>()
  .get('/child-feed', access({ audience: 'publicCatalog' }), requireFeedAccess, publicCatalog, async (c) => {
    // The child feed's paging and search; the policy's own limits always apply on top of any filter asked for.
    const raw = { ...c.req.query(), age: c.req.queries('age'), category: c.req.queries('category') };
    const query = parseOrThrow(feedQuerySchema, raw);
    return c.json(await childFeedPage(c.get('deps'), DEMO_CHILD_POLICY, query));
  })
  .get(
    '/child-content/:id',
    access({ audience: 'publicCatalog', param: 'publishedContent' }),
    requireFeedAccess,
    publicCatalog,
    async (c) => {
      // 404 for an unknown item, 403 for one the youngest child may not see (as on /api/child/content/:id).
      return c.json(await childContent(c.get('deps').db, DEMO_CHILD_POLICY, c.req.param('id')));
    },
  );

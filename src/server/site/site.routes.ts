// GET /api/site: public facts the web needs before sign-in (site name, registration mode, Google availability);
// the landing page's figures, testimonials and featured video (public); the admins' testimonials and featured
// picks (/api/admin/site/*, admin only).
import { Hono } from 'hono';
import { access, requireUserFrom, uuidParams } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { cacheRoute, ROUTE_GROUPS } from '#server/http/route-cache';
import {
  featuredChoiceSchema,
  SITE_MESSAGES,
  testimonialInputSchema,
  testimonialUpdateSchema,
} from '#shared/site.schema';
import { featuredFor, siteFooter, siteInfo } from './public-answers';
import {
  adminFeatured,
  allTestimonials,
  chooseFeatured,
  computeSiteStats,
  createTestimonial,
  deleteTestimonial,
  featuredVideo,
  publicTestimonials,
  STATS_CACHE_MS,
  unfeature,
  updateTestimonial,
} from './site.service';

// The same for whoever asks: the site's facts follow the settings.
const siteFacts = cacheRoute({
  groups: [ROUTE_GROUPS.settings],
  sameForEveryone: true,
  sMaxAge: 60,
  staleWhileRevalidate: 300,
});
// The figures are counted at most every few minutes (nothing announces a new view or child); an administrator's
// edit of the testimonials, whose ratings they include, drops them on every node.
const siteFigures = cacheRoute({
  groups: [ROUTE_GROUPS.site],
  ttlMs: STATS_CACHE_MS,
  sameForEveryone: true,
  maxAge: 60,
  sMaxAge: 60,
  staleWhileRevalidate: 300,
});
const curated = cacheRoute({
  groups: [ROUTE_GROUPS.site],
  sameForEveryone: true,
  sMaxAge: 60,
  staleWhileRevalidate: 300,
});
// The featured video depends on the caller (nothing for a child device, nothing for a visitor of a private feed):
// only visitors share it.
const featured = cacheRoute({
  groups: [ROUTE_GROUPS.site, ROUTE_GROUPS.catalog, ROUTE_GROUPS.settings],
  sMaxAge: 10,
  staleWhileRevalidate: 30,
});

export const siteRoutes = new Hono<AppEnv>()
  .get('/', access({ audience: 'public' }), siteFacts, async (c) => c.json(await siteInfo(c.get('deps'))))
  .get('/footer', access({ audience: 'public' }), siteFacts, async (c) =>
    c.json(await siteFooter(c.get('deps'))),
  )
  .get('/stats', access({ audience: 'public' }), siteFigures, async (c) =>
    c.json(await computeSiteStats(c.get('deps').db)),
  )
  .get('/testimonials', access({ audience: 'public' }), curated, async (c) =>
    c.json({ items: await publicTestimonials(c.get('deps').db) }),
  )
  .get('/featured', access({ audience: 'public' }), featured, async (c) => c.json(await featuredFor(c)));

export const siteAdminRoutes = new Hono<AppEnv>()
  .get('/testimonials', access({ audience: 'admin' }), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await allTestimonials(c.get('deps').db) });
  })
  .post('/testimonials', access({ audience: 'admin' }), async (c) => {
    const input = parseOrThrow(testimonialInputSchema, await readJson(c));
    const user = await requireUserFrom(c);
    return c.json(await createTestimonial(c.get('deps'), input, user.id), 201);
  })
  .patch(
    '/testimonials/:id',
    access({ audience: 'admin' }),
    uuidParams(SITE_MESSAGES.notFound),
    async (c) => {
      const id = c.req.param('id');
      const changes = parseOrThrow(testimonialUpdateSchema, await readJson(c));
      const user = await requireUserFrom(c);
      return c.json(await updateTestimonial(c.get('deps'), id, changes, user.id));
    },
  )
  .delete(
    '/testimonials/:id',
    access({ audience: 'admin' }),
    uuidParams(SITE_MESSAGES.notFound),
    async (c) => {
      const id = c.req.param('id');
      const user = await requireUserFrom(c);
      await deleteTestimonial(c.get('deps'), id, user.id);
      return c.body(null, 204);
    },
  )
  .get('/featured', access({ audience: 'admin' }), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await adminFeatured(c.get('deps').db));
  })
  .put('/featured', access({ audience: 'admin' }), async (c) => {
    const { contentId } = parseOrThrow(featuredChoiceSchema, await readJson(c));
    const user = await requireUserFrom(c);
    await chooseFeatured(c.get('deps').db, contentId, user.id);
    return c.json(await featuredVideo(c.get('deps').db));
  })
  .delete(
    '/featured/:contentId',
    access({ audience: 'admin' }),
    uuidParams(SITE_MESSAGES.notFeatured, 'contentId'),
    async (c) => {
      const id = c.req.param('contentId');
      const user = await requireUserFrom(c);
      await unfeature(c.get('deps').db, id, user.id);
      return c.body(null, 204);
    },
  );

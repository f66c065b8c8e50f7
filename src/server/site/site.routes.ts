// GET /api/site: public facts the web needs before sign-in (site name, registration mode, Google availability);
// the landing page's figures, testimonials and featured video (public); the admins' testimonials and featured
// picks (/api/admin/site/*, admin only).
import { Hono } from 'hono';
import { access, requireUserFrom, uuidParams } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
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
  createTestimonial,
  deleteTestimonial,
  featuredVideo,
  publicTestimonials,
  unfeature,
  updateTestimonial,
} from './site.service';

export const siteRoutes = new Hono<AppEnv>()
  .get('/', access({ audience: 'public' }), async (c) => c.json(await siteInfo(c.get('deps'))))
  .get('/footer', access({ audience: 'public' }), async (c) => c.json(await siteFooter(c.get('deps'))))
  .get('/stats', access({ audience: 'public' }), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await c.get('deps').siteStats.get());
  })
  .get('/testimonials', access({ audience: 'public' }), async (c) =>
    c.json({ items: await publicTestimonials(c.get('deps').db) }),
  )
  .get('/featured', access({ audience: 'public' }), async (c) => c.json(await featuredFor(c)));

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

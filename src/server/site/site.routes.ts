// GET /api/site: public facts the web needs before sign-in (site name, registration mode, Google availability);
// the landing page's figures, testimonials and featured video (public); the admins' testimonials and featured
// picks (/api/admin/site/*, admin only).
import { Hono } from 'hono';
import { isFeedPublic } from '#server/catalog';
import { childSessionFrom } from '#server/child-mode';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { currentUser, requireUserFrom } from '#server/http/session';
import { assertUuid, requireAdmin } from '#server/moderation';
import { siteConfig } from '#server/site-settings';
import type { SiteInfo } from '#shared/accounts.schema';
import {
  featuredChoiceSchema,
  SITE_MESSAGES,
  type SiteFooterInfo,
  type SocialNetwork,
  testimonialInputSchema,
  testimonialUpdateSchema,
} from '#shared/site.schema';
import { findRegistrationSetting } from './site.repo';
import {
  adminFeatured,
  allTestimonials,
  chooseFeatured,
  createTestimonial,
  deleteTestimonial,
  featuredVideo,
  publicTestimonials,
  siteStats,
  unfeature,
  updateTestimonial,
} from './site.service';

export const siteRoutes = new Hono<AppEnv>()
  .get('/site', async (c) => {
    const { db, env } = c.get('deps');
    const [registration, configured] = await Promise.all([
      findRegistrationSetting(db),
      siteConfig({ db, env }),
    ]);
    const info: SiteInfo = {
      // Settings → Site Configuration (issue 15); the environment's values until an admin saves them.
      siteName: configured.siteName,
      supportEmail: configured.supportEmail,
      registration: registration?.mode === 'waitlist' ? 'waitlist' : 'open',
      googleSignIn: env.googleConfigured,
    };
    return c.json(info);
  })
  .get('/site/footer', (c) => {
    const { env } = c.get('deps');
    const configured: [SocialNetwork, string | undefined][] = [
      ['instagram', env.SOCIAL_INSTAGRAM_URL],
      ['youtube', env.SOCIAL_YOUTUBE_URL],
      ['tiktok', env.SOCIAL_TIKTOK_URL],
      ['x', env.SOCIAL_X_URL],
    ];
    const footer: SiteFooterInfo = {
      supportEmail: env.SUPPORT_EMAIL,
      social: configured.flatMap(([network, url]) => (url ? [{ network, url }] : [])),
    };
    return c.json(footer);
  })
  .get('/site/stats', async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await siteStats(c.get('deps').db));
  })
  .get('/site/testimonials', async (c) => c.json({ items: await publicTestimonials(c.get('deps').db) }))
  .get('/site/featured', async (c) => {
    const { db } = c.get('deps');
    // The featured video follows the feed's visibility: nothing for anonymous visitors of a private feed, and
    // nothing for a device in child mode (its catalog is /api/child/*). An empty answer, not an error: the
    // landing page simply leaves the section out.
    if (await childSessionFrom(c)) return c.json({ item: null });
    if (!(await isFeedPublic(db)) && !(await currentUser(c))) return c.json({ item: null });
    return c.json(await featuredVideo(db));
  })
  .get('/admin/site/testimonials', requireAdmin, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await allTestimonials(c.get('deps').db) });
  })
  .post('/admin/site/testimonials', requireAdmin, async (c) => {
    const input = parseOrThrow(testimonialInputSchema, await readJson(c));
    const user = await requireUserFrom(c);
    return c.json(await createTestimonial(c.get('deps').db, input, user.id), 201);
  })
  .patch('/admin/site/testimonials/:id', requireAdmin, async (c) => {
    const id = c.req.param('id');
    assertUuid(id, SITE_MESSAGES.notFound);
    const changes = parseOrThrow(testimonialUpdateSchema, await readJson(c));
    const user = await requireUserFrom(c);
    return c.json(await updateTestimonial(c.get('deps').db, id, changes, user.id));
  })
  .delete('/admin/site/testimonials/:id', requireAdmin, async (c) => {
    const id = c.req.param('id');
    assertUuid(id, SITE_MESSAGES.notFound);
    const user = await requireUserFrom(c);
    await deleteTestimonial(c.get('deps').db, id, user.id);
    return c.body(null, 204);
  })
  .get('/admin/site/featured', requireAdmin, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await adminFeatured(c.get('deps').db));
  })
  .put('/admin/site/featured', requireAdmin, async (c) => {
    const { contentId } = parseOrThrow(featuredChoiceSchema, await readJson(c));
    const user = await requireUserFrom(c);
    await chooseFeatured(c.get('deps').db, contentId, user.id);
    return c.json(await featuredVideo(c.get('deps').db));
  })
  .delete('/admin/site/featured/:contentId', requireAdmin, async (c) => {
    const id = c.req.param('contentId');
    assertUuid(id, SITE_MESSAGES.notFeatured);
    const user = await requireUserFrom(c);
    await unfeature(c.get('deps').db, id, user.id);
    return c.body(null, 204);
  });

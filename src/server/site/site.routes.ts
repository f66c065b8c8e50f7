// GET /api/site: public facts the web needs before sign-in (site name, registration mode, Google availability).
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import type { SiteInfo } from '#shared/accounts.schema';
import { findRegistrationSetting } from './site.repo';

export const siteRoutes = new Hono<AppEnv>().get('/site', async (c) => {
  const { db, env } = c.get('deps');
  const registration = await findRegistrationSetting(db);
  const info: SiteInfo = {
    siteName: env.SITE_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    registration: registration?.mode === 'waitlist' ? 'waitlist' : 'open',
    googleSignIn: env.googleConfigured,
  };
  return c.json(info);
});

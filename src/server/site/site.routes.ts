// GET /api/site: public facts the web needs before sign-in (site name, registration mode, Google availability).
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SiteInfo } from '../../shared/accounts.schema';
import { systemSettings } from '../db/schema/settings';
import type { AppEnv } from '../http/app-env';

export const siteRoutes = new Hono<AppEnv>().get('/site', async (c) => {
  const { db, env } = c.get('deps');
  const [registration] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, 'registration'))
    .limit(1);
  const info: SiteInfo = {
    siteName: env.SITE_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    registration: registration?.value.mode === 'open' ? 'open' : 'waitlist',
    googleSignIn: env.googleConfigured,
  };
  return c.json(info);
});

// The landing page's public answers that their routes (site.routes.ts) build from more than one source.
import type { Context } from 'hono';
import { childSessionFrom, currentUser } from '#server/access';
import type { AppDeps, AppEnv } from '#server/http/app-env';
import { siteConfig } from '#server/site-settings';
import type { SiteInfo } from '#shared/accounts.schema';
import type { FeaturedVideo, SiteFooterInfo, SocialNetwork } from '#shared/site.schema';
import { findRegistrationSetting } from './site.repo';
import { featuredVideo } from './site.service';

/** GET /api/site: the site's name and support address, the registration mode, Google sign-in's availability. */
export async function siteInfo(deps: Pick<AppDeps, 'db' | 'env'>): Promise<SiteInfo> {
  const { db, env } = deps;
  const [registration, configured] = await Promise.all([
    findRegistrationSetting(db),
    siteConfig({ db, env }),
  ]);
  return {
    // Settings → Site Configuration; the environment's values until an admin saves them.
    siteName: configured.siteName,
    supportEmail: configured.supportEmail,
    registration: registration?.mode === 'waitlist' ? 'waitlist' : 'open',
    googleSignIn: env.googleConfigured,
  };
}

/**
 * GET /api/site/footer: the support address set in Settings → Site Configuration (the environment's until an admin
 * saves one, as GET /api/site) and the social links the environment configures.
 */
export async function siteFooter(deps: Pick<AppDeps, 'db' | 'env'>): Promise<SiteFooterInfo> {
  const { env } = deps;
  const { supportEmail } = await siteConfig(deps);
  const configured: [SocialNetwork, string | undefined][] = [
    ['instagram', env.SOCIAL_INSTAGRAM_URL],
    ['youtube', env.SOCIAL_YOUTUBE_URL],
    ['tiktok', env.SOCIAL_TIKTOK_URL],
    ['x', env.SOCIAL_X_URL],
  ];
  return {
    supportEmail,
    social: configured.flatMap(([network, url]) => (url ? [{ network, url }] : [])),
  };
}

/**
 * GET /api/site/featured: follows the feed's visibility — nothing for anonymous visitors of a private feed, and
 * nothing for a device in child mode (its catalog is /api/child/*). An empty answer, not an error: the landing page
 * simply leaves the section out.
 */
export async function featuredFor(c: Context<AppEnv>): Promise<FeaturedVideo> {
  const { db, feedVisibility } = c.get('deps');
  if (await childSessionFrom(c)) return { item: null };
  if (!(await feedVisibility.isPublic()) && !(await currentUser(c))) return { item: null };
  return featuredVideo(db);
}

// The site-wide settings' API: GET /api/settings/live (public: the live values as JSON, or as an event
// stream to a browser that asks for text/event-stream); admins: GET /api/admin/settings and one PUT per card —
// tv-mode, feed-visibility, site, security, notifications. Every save is audited and NOTIFYs every app process.
import { Hono } from 'hono';
import { access, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { jsonOrLiveStream } from '#server/http/live-channel';
import { readJson } from '#server/http/read-json';
import {
  feedVisibilityInputSchema,
  notificationsInputSchema,
  SETTINGS_MESSAGES,
  securityInputSchema,
  siteConfigInputSchema,
  tvModeInputSchema,
} from '#shared/site-settings.schema';
import { adminSettings, readLiveSettings, saveSetting } from './site-settings.service';

export const siteSettingsRoutes = new Hono<AppEnv>().get('/live', access({ audience: 'public' }), (c) => {
  const deps = c.get('deps');
  return jsonOrLiveStream(c, deps.liveSettings, {
    event: 'settings',
    read: () => readLiveSettings(deps.db),
    update: (settings) => settings,
  });
});

export const siteSettingsAdminRoutes = new Hono<AppEnv>()
  .get('/', access({ audience: 'admin' }), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await adminSettings(c.get('deps')));
  })
  .put('/tv-mode', access({ audience: 'admin' }), async (c) => {
    const input = parseOrThrow(tvModeInputSchema, await readJson(c));
    return c.json(await saveSetting(c.get('deps'), await requireUserFrom(c), 'tv_mode', input));
  })
  .put(
    '/feed-visibility',
    // Signed out, the spec's own words for this setting; a device in child mode gets the admin guard's 403.
    access({ audience: 'admin', signInMessage: SETTINGS_MESSAGES.authenticationRequired }),
    async (c) => {
      const input = parseOrThrow(feedVisibilityInputSchema, await readJson(c));
      return c.json(await saveSetting(c.get('deps'), await requireUserFrom(c), 'feed_visibility', input));
    },
  )
  .put('/site', access({ audience: 'admin' }), async (c) => {
    const input = parseOrThrow(siteConfigInputSchema, await readJson(c));
    return c.json(await saveSetting(c.get('deps'), await requireUserFrom(c), 'site', input));
  })
  .put('/security', access({ audience: 'admin' }), async (c) => {
    const input = parseOrThrow(securityInputSchema, await readJson(c));
    return c.json(await saveSetting(c.get('deps'), await requireUserFrom(c), 'security', input));
  })
  .put('/notifications', access({ audience: 'admin' }), async (c) => {
    const input = parseOrThrow(notificationsInputSchema, await readJson(c));
    return c.json(await saveSetting(c.get('deps'), await requireUserFrom(c), 'notifications', input));
  });

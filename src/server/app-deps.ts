// The app's dependencies, put together once: every long-lived resource (caches, LISTEN connections, clients) is
// made here at start-up, held in AppDeps, and closed here on shutdown. The server (index.ts) and the test harness
// (test/test-app.ts) both build theirs with createAppDeps, so tests see and replace what the server runs with.

import { createStripe } from '#server/billing';
import { FeedVisibility } from '#server/catalog';
import { checkChildTime, loadTimeInputs } from '#server/child-mode';
import type { Database } from '#server/db/client';
import { viewAddressKey } from '#server/engagement';
import type { Env } from '#server/env';
import { Readiness } from '#server/health';
import type { AppDeps, AuthService } from '#server/http/app-env';
import { KeptPages } from '#server/http/kept-pages';
import { ADMIN_WRITES_CHANNEL, ROUTE_GROUPS, RouteCache } from '#server/http/route-cache';
import type { Logger } from '#server/logger';
import type { Mailer } from '#server/mail/mailer';
import { createLiveSettingsChannel } from '#server/site-settings';
import { createTimeRequestsChannel } from '#server/time-requests';
import { createHelperModel } from '#server/tutor-helper';
import { createTusServer, createUploadsRuntime } from '#server/uploads';

/**
 * What start-up has made before the app's own resources: configuration, database, log, mail, authentication; and
 * optionally a clock (tests hand in one they move; the server's is the system clock).
 */
export type PlatformDeps = {
  db: Database;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  auth: AuthService;
  clock?: () => Date;
};

/**
 * Makes every long-lived resource of the app over `platform`. Nothing connects yet: the LISTEN connections open on
 * first use (the live settings channel when `liveSettings.start()` is called), so a test app that never reads the
 * feed opens none.
 */
export function createAppDeps(platform: PlatformDeps): AppDeps {
  const { db, env, logger } = platform;
  const feedVisibility = new FeedVisibility(db);
  const uploads = createUploadsRuntime(env);
  const routeCache = new RouteCache({
    db,
    logger,
    ttlMs: env.FEED_CACHE_MS ?? (env.isProduction ? 10_000 : 0),
    channels: {
      // The content triggers' channel.
      catalog_changed: [ROUTE_GROUPS.catalog],
      // Every settings writer's (site-settings), the feed's visibility and the site's facts among them.
      settings_changed: [ROUTE_GROUPS.settings],
      [ADMIN_WRITES_CHANNEL]: Object.values(ROUTE_GROUPS),
    },
  });
  return {
    ...platform,
    clock: platform.clock ?? (() => new Date()),
    childTime: checkChildTime,
    childTimeInputs: loadTimeInputs,
    feedVisibility,
    routeCache,
    // The kept visitor pages follow what the route cache follows: catalog, settings and every node's admin writes.
    keptPages: new KeptPages(routeCache),
    liveSettings: createLiveSettingsChannel(db, logger, feedVisibility),
    readiness: new Readiness(),
    timeRequestsLive: createTimeRequestsChannel(db, logger),
    tutorHelperModel: createHelperModel(env),
    stripe: createStripe(env),
    uploads,
    tus: createTusServer(uploads, { connection: db.$client.options, logger }),
    viewAddressKey: viewAddressKey(env),
  };
}

/**
 * Closes what createAppDeps made, in the order that lets go cleanly: open settings and time-request streams end first (they would
 * keep the HTTP server from closing), then the memory copies stop following the catalog, then its LISTEN
 * connection, then the storage client. The database pool, the job queue and the HTTP server are the caller's.
 */
export async function closeAppDeps(deps: AppDeps): Promise<void> {
  await deps.liveSettings.close();
  await deps.timeRequestsLive.close();
  await deps.routeCache.close();
  deps.keptPages.close();
  deps.feedVisibility.forget();
  deps.uploads.storage.close();
  deps.uploads.staging.close();
  await deps.tus.close();
}

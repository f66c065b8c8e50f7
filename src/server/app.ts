// Composes the Hono app: per-request context, compression, API routers, the web app's files and pages. Request ids, security
// headers and access logs are added in front of it, on the Node response (http/http-server.ts).
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getPath } from 'hono/utils/url';
import { accountsRoutes } from '#server/accounts';
import { adminDashboardRoutes } from '#server/admin-dashboard';
import { adminUsersRoutes } from '#server/admin-users';
import { authRoutes, createAuth, trustedOrigins } from '#server/auth';
import { billingRoutes, exceptBillingWebhook } from '#server/billing';
import { bulkImportRoutes } from '#server/bulk-import';
import { keepFacetCountsInMemory } from '#server/catalog';
import { childModeRoutes } from '#server/child-mode';
import { childrenRoutes } from '#server/children';
import { creatorStudioRoutes } from '#server/creator-studio';
import { engagementRoutes } from '#server/engagement';
import { familyRoutes } from '#server/family';
import { feedRoutes } from '#server/feed';
import { gamesRoutes } from '#server/games';
import { healthRoutes } from '#server/health';
import type { AppDeps, AppEnv } from '#server/http/app-env';
import { apiNotFound, handleError } from '#server/http/error-handler';
import { requestIdOf } from '#server/http/http-server';
import { bodyLimits, cleanUrls, jsonBodies, sameOriginWrites } from '#server/http/request-hygiene';
import { mountStaticFiles } from '#server/http/static-files';
import { mountWebPages } from '#server/http/web-pages';
import { imageProxyRoutes } from '#server/image-proxy';
import { libraryRoutes } from '#server/library';
import { mediaRoutes } from '#server/media';
import { moderationRoutes } from '#server/moderation';
import { outreachRoutes } from '#server/outreach';
import { siteRoutes } from '#server/site';
import { securitySettings, siteSettingsRoutes } from '#server/site-settings';
import { submissionsRoutes } from '#server/submissions';
import { uploadsRoutes } from '#server/uploads';
import { youtubeSyncRoutes } from '#server/youtube-sync';
import { normaliseUuids } from '#shared/ids';

export function createApp(
  base: Omit<AppDeps, 'auth'> & Partial<Pick<AppDeps, 'auth'>>,
  options: { webRoot?: string } = {},
) {
  const deps: AppDeps = {
    ...base,
    auth: base.auth ?? createAuth(base),
    adminSessionHours:
      base.adminSessionHours ?? (async () => (await securitySettings(base.db)).adminSessionHours),
  };
  if (deps.env.facetCountsCache) keepFacetCountsInMemory(deps.db, deps.logger);
  // Ids in API paths are lower-cased before routing, so every route and the audit log see one spelling.
  const app = new Hono<AppEnv>({
    getPath: (request) => {
      const path = getPath(request);
      return path.startsWith('/api/') ? normaliseUuids(path) : path;
    },
  });
  app.use(async (c, next) => {
    const requestId = requestIdOf(c);
    c.set('requestId', requestId);
    c.set('deps', deps);
    c.set('sessionUser', undefined);
    await next();
  });
  app.use(compress());
  app.onError(handleError);
  // Request hygiene before any route (decision 011): the order matters — cheap checks first, a foreign write is
  // refused before its body is read, and the body is read at most up to its limit.
  app.use(cleanUrls);
  // Stripe's webhook carries no Origin and is verified by its signature over the raw body.
  app.use(
    '/api/*',
    exceptBillingWebhook(sameOriginWrites(trustedOrigins(deps.env.publicUrl))),
    bodyLimits(),
    exceptBillingWebhook(jsonBodies),
  );

  const api = new Hono<AppEnv>();
  api.route('/', healthRoutes);
  api.route('/', authRoutes);
  api.route('/', siteRoutes);
  // Before the routers guarding /admin/*: feed visibility answers the spec's 'Authentication required' itself.
  api.route('/', siteSettingsRoutes);
  api.route('/', accountsRoutes);
  api.route('/', childrenRoutes);
  api.route('/', childModeRoutes);
  api.route('/', familyRoutes);
  api.route('/', feedRoutes);
  api.route('/', engagementRoutes);
  api.route('/', imageProxyRoutes());
  api.route('/', submissionsRoutes);
  api.route('/', creatorStudioRoutes);
  api.route('/', moderationRoutes);
  api.route('/', bulkImportRoutes);
  api.route('/', youtubeSyncRoutes);
  api.route('/', gamesRoutes);
  api.route('/', outreachRoutes);
  api.route('/', billingRoutes);
  api.route('/', adminDashboardRoutes);
  api.route('/', adminUsersRoutes);
  api.route('/', uploadsRoutes);
  api.route('/', libraryRoutes);
  api.route('/media', mediaRoutes);
  api.all('*', apiNotFound);
  app.route('/api', api);

  if (options.webRoot) {
    // The web build (decision 030-w): the browser's files, then every page from the server bundle.
    mountStaticFiles(app, path.join(options.webRoot, 'client'));
    mountWebPages(app, path.join(options.webRoot, 'server', 'index.js'));
  }
  app.notFound((c) => apiNotFound(c));
  return app;
}

export type App = ReturnType<typeof createApp>;

// Composes the Hono app: per-request context, compression, API routers, static web app. Request ids, security
// headers and access logs are added in front of it, on the Node response (http/http-server.ts).
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getPath } from 'hono/utils/url';
import { normaliseUuids } from '../shared/ids';
import { accountsRoutes } from './accounts';
import { authRoutes, createAuth, trustedOrigins } from './auth';
import { bulkImportRoutes } from './bulk-import';
import { childModeRoutes } from './child-mode';
import { childrenRoutes } from './children';
import { engagementRoutes } from './engagement';
import { familyRoutes } from './family';
import { feedRoutes } from './feed';
import { healthRoutes } from './health';
import type { AppDeps, AppEnv } from './http/app-env';
import { apiNotFound, handleError } from './http/error-handler';
import { requestIdOf } from './http/http-server';
import { bodyLimits, cleanUrls, jsonBodies, sameOriginWrites } from './http/request-hygiene';
import { mountStaticFiles } from './http/static-files';
import { imageProxyRoutes } from './image-proxy';
import { mediaRoutes } from './media';
import { moderationRoutes } from './moderation';
import { siteRoutes } from './site';
import { submissionsRoutes } from './submissions';
import { youtubeSyncRoutes } from './youtube-sync';

export function createApp(
  base: Omit<AppDeps, 'auth'> & Partial<Pick<AppDeps, 'auth'>>,
  options: { webRoot?: string } = {},
) {
  const deps: AppDeps = { ...base, auth: base.auth ?? createAuth(base) };
  // Ids in API paths are lower-cased before routing, so every route and the audit log see one spelling (finding 10).
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
  app.use('/api/*', sameOriginWrites(trustedOrigins(deps.env.publicUrl)), bodyLimits(), jsonBodies);

  const api = new Hono<AppEnv>();
  api.route('/', healthRoutes);
  api.route('/', authRoutes);
  api.route('/', siteRoutes);
  api.route('/', accountsRoutes);
  api.route('/', childrenRoutes);
  api.route('/', childModeRoutes);
  api.route('/', familyRoutes);
  api.route('/', feedRoutes);
  api.route('/', engagementRoutes);
  api.route('/', imageProxyRoutes);
  api.route('/', submissionsRoutes);
  api.route('/', moderationRoutes);
  api.route('/', bulkImportRoutes);
  api.route('/', youtubeSyncRoutes);
  api.route('/media', mediaRoutes);
  api.all('*', apiNotFound);
  app.route('/api', api);

  if (options.webRoot) mountStaticFiles(app, options.webRoot);
  app.notFound((c) => apiNotFound(c));
  return app;
}

export type App = ReturnType<typeof createApp>;

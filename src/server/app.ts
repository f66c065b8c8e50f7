// Composes the HTTP app: request ids and logs, security headers, compression, API routers, static web app.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { accountsRoutes } from './accounts/accounts.routes';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
import { bulkImportRoutes } from './bulk-import/bulk-import.routes';
import { childModeRoutes } from './child-mode/child-mode.routes';
import { childrenRoutes } from './children/children.routes';
import { engagementRoutes } from './engagement/engagement.routes';
import { feedRoutes } from './feed/feed.routes';
import { healthRoutes } from './health/health.routes';
import type { AppDeps, AppEnv } from './http/app-env';
import { apiNotFound, handleError } from './http/error-handler';
import { securityHeaders } from './http/security-headers';
import { mountStaticFiles } from './http/static-files';
import { imageProxyRoutes } from './image-proxy/image-proxy.routes';
import { mediaRoutes } from './media/media.routes';
import { moderationRoutes } from './moderation/moderation.routes';
import { parentRoutes } from './parent/parent.routes';
import { siteRoutes } from './site/site.routes';
import { submissionsRoutes } from './submissions/submissions.routes';
import { youtubeSyncRoutes } from './youtube-sync/youtube-sync.routes';

export function createApp(
  base: Omit<AppDeps, 'auth'> & Partial<Pick<AppDeps, 'auth'>>,
  options: { webRoot?: string } = {},
) {
  const deps: AppDeps = { ...base, auth: base.auth ?? createAuth(base) };
  const app = new Hono<AppEnv>();
  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('deps', deps);
    c.set('sessionUser', undefined);
    c.set('log', deps.logger.child({ requestId: c.get('requestId') }));
    await next();
    c.get('log').info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(securityHeaders({ https: deps.env.publicUrl.startsWith('https:') }));
  app.use(compress());
  app.onError(handleError);

  const api = new Hono<AppEnv>();
  api.route('/', healthRoutes);
  api.route('/', authRoutes);
  api.route('/', siteRoutes);
  api.route('/', accountsRoutes);
  api.route('/', childrenRoutes);
  api.route('/', childModeRoutes);
  api.route('/', parentRoutes);
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

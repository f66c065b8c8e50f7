// Composes the Hono app: per-request context, compression, API routers, the web app's files and pages. Request ids, security
// headers and access logs are added in front of it, on the Node response (http/http-server.ts).
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getPath } from 'hono/utils/url';
import {
  accountsCreatorRoutes,
  accountsMeRoutes,
  accountsParentRoutes,
  accountsProfileRoutes,
  accountsProfilesRoutes,
} from '#server/accounts';
import { adminBackupRoutes, adminDashboardRoutes } from '#server/admin-dashboard';
import { adminUsersRoutes } from '#server/admin-users';
import { authRoutes, createAuth, trustedOrigins } from '#server/auth';
import {
  billingAdminRoutes,
  billingAdminUsersRoutes,
  billingPortalRoutes,
  billingRoutes,
  exceptBillingWebhook,
} from '#server/billing';
import { bulkImportRoutes } from '#server/bulk-import';
import { childModeRoutes, childSessionsRoutes } from '#server/child-mode';
import { childrenRoutes } from '#server/children';
import { collectionsRoutes, contentRulesChildRoutes, contentRulesVideoRoutes } from '#server/content-rules';
import { studioAdminContentRoutes, studioRoutes } from '#server/creator-studio';
import {
  engagementCommentsRoutes,
  engagementContentRoutes,
  engagementProfilesRoutes,
} from '#server/engagement';
import { familyChildRoutes, familyChildSessionsRoutes, familyParentRoutes } from '#server/family';
import { feedContentRoutes, feedDemoRoutes, feedRoutes } from '#server/feed';
import { gamesAdminRoutes, gamesRoutes } from '#server/games';
import { healthRoutes } from '#server/health';
import type { AppDeps, AppEnv } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import { apiNotFound, handleError } from '#server/http/error-handler';
import { requestIdOf } from '#server/http/http-server';
import { forgetKeptPagesAfterWrites } from '#server/http/kept-pages';
import { bodyLimits, cleanUrls, jsonBodies, sameOriginWrites } from '#server/http/request-hygiene';
import { forgetRoutesAfterAdminWrites } from '#server/http/route-cache';
import { mountStaticFiles } from '#server/http/static-files';
import { mountWebPages } from '#server/http/web-pages';
import { imageProxyRoutes } from '#server/image-proxy';
import { childLibraryRoutes, libraryRoutes } from '#server/library';
import { mediaRoutes } from '#server/media';
import { moderationRoutes } from '#server/moderation';
import {
  adminContactMessagesRoutes,
  adminInvitationsRoutes,
  adminRegistrationModeRoutes,
  adminWaitlistRoutes,
  contactRoutes,
  cookieConsentRoutes,
  invitationRoutes,
  parentNetworkRoutes,
  waitlistRoutes,
} from '#server/outreach';
import { prayerTimesRoutes } from '#server/prayer-times';
import { siteAdminRoutes, siteRoutes } from '#server/site';
import { securitySettings, siteSettingsAdminRoutes, siteSettingsRoutes } from '#server/site-settings';
import { creatorContentRoutes, submissionsRoutes } from '#server/submissions';
import {
  timeRequestsChildRoutes,
  timeRequestsChildrenRoutes,
  timeRequestsParentRoutes,
} from '#server/time-requests';
import { tutorChildRoutes, tutorParentRoutes } from '#server/tutor';
import { tutorHelperChildRoutes, tutorHelperChildrenRoutes } from '#server/tutor-helper';
import { uploadsRoutes } from '#server/uploads';
import { youtubeChannelsRoutes, youtubeSyncRoutes } from '#server/youtube-sync';
import { normaliseUuids } from '#shared/ids';
import { TUTOR_HELPER_MESSAGES } from '#shared/tutor-helper';

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

  // Each router is mounted at the paths its feature owns, so this list is the map of the API; no router guards
  // another's paths, so the order does not matter. Every route states who may call it where it is registered
  // (server/access), and the probe walks this app to check each one.
  const api = new Hono<AppEnv>();
  // Administrators' answers are never kept by a browser or a shared cache.
  api.use('/admin/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  // What the pages kept for visitors show is edited here: a successful write drops them (decision 030-p).
  api.use('/admin/*', forgetKeptPagesAfterWrites);
  // …and the public answers kept by the route cache, on every node.
  api.use('/admin/*', forgetRoutesAfterAdminWrites);
  api.route('/health', healthRoutes);
  api.route('/auth', authRoutes);
  api.route('/site', siteRoutes);
  api.route('/admin/site', siteAdminRoutes);
  api.route('/settings', siteSettingsRoutes);
  api.route('/admin/settings', siteSettingsAdminRoutes);
  api.route('/me', accountsMeRoutes);
  api.route('/profile', accountsProfileRoutes);
  api.route('/profiles', accountsProfilesRoutes);
  api.route('/parent', accountsParentRoutes);
  api.route('/creator', accountsCreatorRoutes);
  api.route('/children', childrenRoutes);
  api.route('/child-sessions', childSessionsRoutes);
  api.route('/child', childModeRoutes);
  api.route('/children', familyChildRoutes);
  api.route('/children', contentRulesChildRoutes);
  api.route('/content', contentRulesVideoRoutes);
  api.route('/collections', collectionsRoutes);
  api.route('/parent', familyParentRoutes);
  api.route('/parent/prayer-times', prayerTimesRoutes);
  api.route('/child-sessions', familyChildSessionsRoutes);
  api.route('/child/time-requests', timeRequestsChildRoutes);
  api.route('/parent/time-requests', timeRequestsParentRoutes);
  api.route('/children', timeRequestsChildrenRoutes);
  api.route('/child/learn', tutorChildRoutes);
  api.route('/parent', tutorParentRoutes);
  // Ask Qamar exists only when the operator configured its model (decision 034-q); otherwise its paths say so.
  if (deps.tutorHelperModel) {
    api.route('/child/tutor-helper', tutorHelperChildRoutes);
    api.route('/children', tutorHelperChildrenRoutes);
  } else {
    for (const path of [
      '/child/tutor-helper',
      '/child/tutor-helper/*',
      '/children/:id/tutor-helper',
      '/children/:id/tutor-helper/*',
    ])
      api.all(path, () => {
        throw new AppError('NOT_FOUND', TUTOR_HELPER_MESSAGES.notConfigured);
      });
  }
  api.route('/feed', feedRoutes);
  api.route('/content', feedContentRoutes);
  api.route('/demo', feedDemoRoutes);
  api.route('/content', engagementContentRoutes);
  api.route('/comments', engagementCommentsRoutes);
  api.route('/profiles', engagementProfilesRoutes);
  api.route('/image-proxy', imageProxyRoutes());
  api.route('/submissions', submissionsRoutes);
  api.route('/creator', creatorContentRoutes);
  api.route('/studio', studioRoutes);
  api.route('/admin/content', studioAdminContentRoutes);
  // The moderation queue and its tools: /admin/overview, /admin/creators, /admin/content, /admin/reports,
  // /admin/audit-log, /admin/screening-rules.
  api.route('/admin', moderationRoutes);
  api.route('/admin/content/import', bulkImportRoutes);
  api.route('/admin/youtube-channels', youtubeChannelsRoutes);
  api.route('/admin/youtube-sync', youtubeSyncRoutes);
  api.route('/games', gamesRoutes);
  api.route('/admin/games', gamesAdminRoutes);
  api.route('/waitlist', waitlistRoutes);
  api.route('/cookie-consent', cookieConsentRoutes);
  api.route('/contact', contactRoutes);
  api.route('/parent-network', parentNetworkRoutes);
  api.route('/invitation', invitationRoutes);
  api.route('/admin/waitlist', adminWaitlistRoutes);
  api.route('/admin/invitations', adminInvitationsRoutes);
  api.route('/admin/contact-messages', adminContactMessagesRoutes);
  api.route('/admin/registration-mode', adminRegistrationModeRoutes);
  api.route('/billing', billingRoutes);
  api.route('/create-portal-session', billingPortalRoutes);
  api.route('/admin/billing', billingAdminRoutes);
  api.route('/admin/users', billingAdminUsersRoutes);
  api.route('/admin/dashboard', adminDashboardRoutes);
  api.route('/admin/backup', adminBackupRoutes);
  api.route('/admin/users', adminUsersRoutes);
  api.route('/uploads', uploadsRoutes);
  api.route('/library', libraryRoutes);
  api.route('/child/library', childLibraryRoutes);
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

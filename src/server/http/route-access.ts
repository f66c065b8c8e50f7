// Who may call each API route: the one table where a new route's audience is stated. The probe tests
// (src/server/probe/) walk the real router against it, so a route without a line here fails the suite (decision 015).

/**
 * - `public`: anyone, the child credential included (health, site facts, sign-in, public profiles, avatars).
 * - `publicCatalog`: follows the feed_visibility setting: anyone while it is public, signed-in users while it is
 *   private (anonymous → 401); a device in child mode is refused (403: it reads the catalog through /api/child/*).
 * - `catalogMedia`: images of catalog items; like `publicCatalog`, but the child credential may load them too (the
 *   child feed shows them).
 * - `signedIn`: any signed-in user (parent, creator, admin); anonymous → 401, the child credential → 401/403.
 * - `parent`, `creator`, `admin`: that role only; another role → 403.
 * - `child`: only the child credential (a parent's session is no credential there: 401/403).
 * - `betterAuth`: better-auth's mount; its own endpoints are declared in BETTER_AUTH_ACCESS below.
 */
export type Audience =
  | 'public'
  | 'publicCatalog'
  | 'catalogMedia'
  | 'signedIn'
  | 'parent'
  | 'creator'
  | 'admin'
  /** Creators and admins (video uploads); parents → 403. */
  | 'uploader'
  | 'child'
  | 'betterAuth';

/** Objects that belong to one caller: someone else's answers 403 or 404 and never shows the object. */
export type OwnedKind = 'child' | 'childSession' | 'comment';

/** What a path parameter names when no single caller owns it (so the probe can fill it with a real object). */
export type ParamKind =
  | 'publishedContent'
  | 'pendingContent'
  | 'contentThumbnail'
  | 'creatorUser'
  | 'report'
  | 'screeningTerm';

export type RouteAccess = {
  audience: Audience;
  /** The path's `:id` is an object of this kind, owned by one caller (admins act on any when `adminAnyObject`). */
  owns?: OwnedKind;
  /** Admins may act on anyone's object of the `owns` kind (e.g. removing any comment). */
  adminAnyObject?: true;
  /** The path's parameter names an object of this kind (not owned by a caller). */
  param?: ParamKind;
  /** Only for callers whose e-mail address is verified (unverified → 403). */
  verified?: true;
  /** A successful call ends or deletes the caller's own account or session: the probe uses a throw-away caller. */
  destructive?: true;
};

/** Keyed by `METHOD path` exactly as Hono registers it under /api. */
export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': { audience: 'public' },
  'GET /api/auth/*': { audience: 'betterAuth' },
  'POST /api/auth/*': { audience: 'betterAuth' },
  'GET /api/site': { audience: 'public' },
  'GET /api/site/footer': { audience: 'public' },
  'GET /api/site/stats': { audience: 'public' },
  'GET /api/site/testimonials': { audience: 'public' },
  'GET /api/site/featured': { audience: 'public' },
  'GET /api/admin/site/testimonials': { audience: 'admin' },
  'POST /api/admin/site/testimonials': { audience: 'admin' },
  'PATCH /api/admin/site/testimonials/:id': { audience: 'admin' },
  'DELETE /api/admin/site/testimonials/:id': { audience: 'admin' },
  'GET /api/admin/site/featured': { audience: 'admin' },
  'PUT /api/admin/site/featured': { audience: 'admin' },
  'DELETE /api/admin/site/featured/:contentId': { audience: 'admin' },

  // The front door
  'POST /api/waitlist': { audience: 'public' },
  'GET /api/cookie-consent': { audience: 'public' },
  'PUT /api/cookie-consent': { audience: 'public' },
  'POST /api/contact': { audience: 'public' },
  'POST /api/parent-network/messages': { audience: 'public' },
  'GET /api/invitation': { audience: 'public' },
  'GET /api/admin/waitlist': { audience: 'admin' },
  'POST /api/admin/invitations': { audience: 'admin' },
  'GET /api/admin/contact-messages': { audience: 'admin' },
  'PUT /api/admin/registration-mode': { audience: 'admin' },
  'GET /api/settings/live': { audience: 'public' },
  'GET /api/admin/settings': { audience: 'admin' },
  'PUT /api/admin/settings/tv-mode': { audience: 'admin' },
  'PUT /api/admin/settings/feed-visibility': { audience: 'admin' },
  'PUT /api/admin/settings/site': { audience: 'admin' },
  'PUT /api/admin/settings/security': { audience: 'admin' },
  'PUT /api/admin/settings/notifications': { audience: 'admin' },
  'GET /api/admin/dashboard/stats': { audience: 'admin' },
  'GET /api/admin/dashboard/activity': { audience: 'admin' },
  'GET /api/admin/dashboard/revenue': { audience: 'admin' },
  'GET /api/admin/dashboard/distribution': { audience: 'admin' },
  'GET /api/admin/backup': { audience: 'admin' },

  // Admin user management
  'GET /api/admin/users': { audience: 'admin' },
  'GET /api/admin/users/:userId': { audience: 'admin' },
  'PATCH /api/admin/users/:userId': { audience: 'admin' },
  'POST /api/admin/users/:userId/suspend': { audience: 'admin' },
  'POST /api/admin/users/:userId/reinstate': { audience: 'admin' },
  'PUT /api/admin/users/:userId/role': { audience: 'admin' },
  'POST /api/admin/content/:id/publish/undo': { audience: 'admin', param: 'pendingContent' },

  // Accounts
  'GET /api/me': { audience: 'signedIn' },
  'POST /api/me/role': { audience: 'signedIn' },
  'PUT /api/me/locale': { audience: 'signedIn' },
  'POST /api/me/onboarding-complete': { audience: 'signedIn' },
  'DELETE /api/me': { audience: 'signedIn', destructive: true },
  'GET /api/profile': { audience: 'signedIn' },
  'PUT /api/profile': { audience: 'signedIn' },
  'GET /api/profiles/:userId': { audience: 'public', param: 'creatorUser' },
  'PUT /api/parent/content-preferences': { audience: 'parent' },
  'POST /api/parent/setup-complete': { audience: 'parent' },
  'POST /api/creator/setup': { audience: 'creator' },

  // Children and child mode
  'GET /api/children': { audience: 'parent' },
  'POST /api/children': { audience: 'parent' },
  'PATCH /api/children/:id': { audience: 'parent', owns: 'child' },
  'DELETE /api/children/:id': { audience: 'parent', owns: 'child' },
  'POST /api/child-sessions': { audience: 'parent' },
  'GET /api/child/session': { audience: 'child' },
  'GET /api/child/feed': { audience: 'child' },
  // The TV library
  'GET /api/library': { audience: 'signedIn' },
  'PUT /api/library/watch-later/:id': { audience: 'signedIn', param: 'publishedContent' },
  'DELETE /api/library/watch-later/:id': { audience: 'signedIn', param: 'publishedContent' },
  'PUT /api/library/progress/:id': { audience: 'signedIn', param: 'publishedContent' },
  'GET /api/child/library': { audience: 'child' },
  'PUT /api/child/library/watch-later/:id': { audience: 'child', param: 'publishedContent' },
  'DELETE /api/child/library/watch-later/:id': { audience: 'child', param: 'publishedContent' },
  'PUT /api/child/library/progress/:id': { audience: 'child', param: 'publishedContent' },
  'GET /api/child/content/:id': { audience: 'child', param: 'publishedContent' },
  'GET /api/child/content/:id/related': { audience: 'child', param: 'publishedContent' },
  'GET /api/child/content/:id/next': { audience: 'child', param: 'publishedContent' },
  'POST /api/child/views': { audience: 'child' },
  'POST /api/child/heartbeat': { audience: 'child' },
  'GET /api/child/games/scores': { audience: 'child' },
  'POST /api/child/games/:game/scores': { audience: 'child' },
  'POST /api/child/exit-challenge': { audience: 'child' },
  'POST /api/child/exit': { audience: 'child', destructive: true },

  // Family (src/server/family; parent-only)
  'GET /api/children/:id/screen-time': { audience: 'parent', owns: 'child' },
  'GET /api/children/:id/activity': { audience: 'parent', owns: 'child' },
  'GET /api/children/:id/game-activity': { audience: 'parent', owns: 'child' },
  'GET /api/children/:id/export': { audience: 'parent', owns: 'child' },
  'GET /api/parent/recent-activity': { audience: 'parent' },
  'GET /api/parent/child-mode': { audience: 'parent' },
  'PATCH /api/parent/child-mode': { audience: 'parent' },
  'PUT /api/parent/exit-pin': { audience: 'parent' },
  'DELETE /api/parent/exit-pin': { audience: 'parent' },
  'POST /api/child-sessions/:id/end': { audience: 'parent', owns: 'childSession' },
  'GET /api/parent/pending-content': { audience: 'parent', verified: true },
  'POST /api/parent/pending-content/:id/vote': {
    audience: 'parent',
    param: 'pendingContent',
    verified: true,
  },

  // Catalog and engagement
  'GET /api/feed': { audience: 'publicCatalog' },
  'GET /api/content/:id': { audience: 'publicCatalog', param: 'publishedContent' },
  // The children's screen tried by a visitor (the youngest band, strictest settings); reads only.
  'GET /api/demo/child-feed': { audience: 'publicCatalog' },
  'GET /api/demo/child-content/:id': { audience: 'publicCatalog', param: 'publishedContent' },
  'GET /api/content/:id/likes': { audience: 'publicCatalog', param: 'publishedContent' },
  'PUT /api/content/:id/like': { audience: 'signedIn', param: 'publishedContent' },
  'DELETE /api/content/:id/like': { audience: 'signedIn', param: 'publishedContent' },
  'GET /api/content/:id/comments': { audience: 'publicCatalog', param: 'publishedContent' },
  'POST /api/content/:id/comments': { audience: 'signedIn', param: 'publishedContent' },
  'DELETE /api/comments/:id': { audience: 'signedIn', owns: 'comment', adminAnyObject: true },
  'POST /api/content/:id/reports': { audience: 'signedIn', param: 'publishedContent' },
  'POST /api/content/:id/views': { audience: 'publicCatalog', param: 'publishedContent' },
  'GET /api/content/:id/related': { audience: 'publicCatalog', param: 'publishedContent' },
  'GET /api/content/:id/next': { audience: 'publicCatalog', param: 'publishedContent' },
  'GET /api/profiles/:userId/videos': { audience: 'publicCatalog', param: 'creatorUser' },
  'GET /api/image-proxy': { audience: 'public' },
  'GET /api/media/thumbnails/:file': { audience: 'catalogMedia', param: 'contentThumbnail' },
  'GET /api/media/avatar.svg': { audience: 'public' },

  // Content pipeline
  'POST /api/submissions': { audience: 'signedIn', verified: true },
  'GET /api/creator/content': { audience: 'creator' },
  'GET /api/admin/overview': { audience: 'admin' },
  'GET /api/admin/creators': { audience: 'admin' },
  'GET /api/admin/content': { audience: 'admin' },
  'PUT /api/admin/content/:id': { audience: 'admin', param: 'pendingContent' },
  'POST /api/admin/content/:id/publish': { audience: 'admin', param: 'pendingContent' },
  'POST /api/admin/content/upload': { audience: 'admin' },
  'GET /api/admin/reports': { audience: 'admin' },
  'POST /api/admin/reports/:id/dismiss': { audience: 'admin', param: 'report' },
  'POST /api/admin/reports/:id/unpublish': { audience: 'admin', param: 'report' },
  'GET /api/admin/audit-log': { audience: 'admin' },
  'GET /api/admin/screening-rules': { audience: 'admin' },
  'POST /api/admin/screening-rules/terms': { audience: 'admin' },
  'DELETE /api/admin/screening-rules/terms/:id': { audience: 'admin', param: 'screeningTerm' },

  // Games: Islamic Connections puzzles (public reads of active puzzles; admins manage them)
  'GET /api/games/connections/daily': { audience: 'public' },
  'GET /api/games/connections/puzzles/:id': { audience: 'public' },
  'GET /api/admin/games/connections/puzzles': { audience: 'admin' },
  'POST /api/admin/games/connections/puzzles': { audience: 'admin' },
  'GET /api/admin/games/connections/puzzles/:id': { audience: 'admin' },
  'PUT /api/admin/games/connections/puzzles/:id': { audience: 'admin' },
  'POST /api/admin/games/connections/puzzles/:id/status': { audience: 'admin' },
  'GET /api/admin/content/import/template': { audience: 'admin' },
  'POST /api/admin/content/import': { audience: 'admin' },
  'GET /api/admin/content/import': { audience: 'admin' },
  'GET /api/admin/content/import/:id': { audience: 'admin' },
  'POST /api/admin/youtube-channels': { audience: 'admin' },
  'POST /api/admin/youtube-sync': { audience: 'admin' },
  'GET /api/admin/youtube-sync/settings': { audience: 'admin' },
  'PUT /api/admin/youtube-sync/settings': { audience: 'admin' },

  // Billing: Stripe's webhook is public, its signature is the credential; the rest is the parent's own
  'POST /api/billing/webhook': { audience: 'public' },
  'GET /api/billing/status': { audience: 'parent' },
  'POST /api/billing/checkout-sessions': { audience: 'parent' },
  'GET /api/billing/checkout-sessions/:sessionId': { audience: 'parent' },
  'POST /api/billing/active-child': { audience: 'parent' },
  'POST /api/create-portal-session': { audience: 'parent' },
  'GET /api/admin/billing/duplicate-subscriptions': { audience: 'admin' },
  'GET /api/admin/users/:id/complimentary-premium': { audience: 'admin', param: 'creatorUser' },
  'PUT /api/admin/users/:id/complimentary-premium': { audience: 'admin', param: 'creatorUser' },
  // Creator studio: any account with a creator profile (parents who submitted too); items are the
  // caller's own through that profile (another creator's → 404).
  'GET /api/studio/analytics': { audience: 'signedIn' },
  'GET /api/studio/analytics/export': { audience: 'signedIn' },
  'GET /api/studio/videos': { audience: 'signedIn' },
  'PUT /api/studio/videos/:id': { audience: 'signedIn', param: 'pendingContent' },
  'DELETE /api/studio/videos/:id': { audience: 'signedIn', param: 'pendingContent' },
  'GET /api/studio/videos/:id/edit': { audience: 'signedIn', param: 'pendingContent' },
  'DELETE /api/studio/videos/:id/revision': { audience: 'signedIn', param: 'pendingContent' },
  'POST /api/studio/videos/:id/withdraw': { audience: 'signedIn', param: 'pendingContent' },
  'PUT /api/studio/videos/:id/schedule': { audience: 'signedIn', param: 'pendingContent' },
  'GET /api/studio/videos/:id/messages': { audience: 'signedIn', param: 'pendingContent' },
  'POST /api/studio/videos/:id/messages': { audience: 'signedIn', param: 'pendingContent' },
  'GET /api/studio/messages': { audience: 'signedIn' },
  'POST /api/studio/drafts': { audience: 'signedIn' },
  'GET /api/studio/drafts/:id': { audience: 'signedIn', param: 'pendingContent' },
  'PUT /api/studio/drafts/:id': { audience: 'signedIn', param: 'pendingContent' },
  'POST /api/studio/drafts/:id/submit': {
    audience: 'signedIn',
    param: 'pendingContent',
    verified: true,
  },
  'GET /api/admin/content/:id/messages': { audience: 'admin', param: 'pendingContent' },
  'DELETE /api/admin/content/:id': { audience: 'admin', param: 'pendingContent' },
  'POST /api/admin/content/:id/messages': { audience: 'admin', param: 'pendingContent' },
  'GET /api/admin/content/:id/revision': { audience: 'admin', param: 'pendingContent' },
  'POST /api/admin/content/:id/revision/decision': { audience: 'admin', param: 'pendingContent' },
  // Video uploads: tus for creators and admins, processed media with the item's visibility
  'GET /api/uploads/availability': { audience: 'signedIn' },
  'POST /api/uploads/tus': { audience: 'uploader', verified: true },
  // HEAD asks where to resume; Hono routes HEAD through GET.
  'GET /api/uploads/tus/:id': { audience: 'uploader' },
  'PATCH /api/uploads/tus/:id': { audience: 'uploader' },
  'DELETE /api/uploads/tus/:id': { audience: 'uploader' },
  'GET /api/uploads/:id': { audience: 'uploader' },
  'GET /api/uploads/preview/:id': { audience: 'uploader' },
  'POST /api/uploads/:id/content': { audience: 'uploader', verified: true },
  'POST /api/uploads/:id/draft': { audience: 'creator', verified: true },
  'GET /api/uploads/media/:id/master.m3u8': { audience: 'catalogMedia' },
  'GET /api/uploads/media/:id/poster.jpg': { audience: 'catalogMedia' },
  'GET /api/uploads/media/:id/:rendition/:file': { audience: 'catalogMedia' },
};

/**
 * better-auth's own endpoints under /api/auth (its `auth.api`, keyed by `METHOD path`). An endpoint we switch off may
 * answer 404 to everyone; one that stays must keep to its audience here.
 */
export const BETTER_AUTH_ACCESS: Record<string, RouteAccess> = {
  'POST /sign-in/social': { audience: 'public' },
  'GET /callback/:id': { audience: 'public' },
  'POST /callback/:id': { audience: 'public' },
  'GET /get-session': { audience: 'public' },
  'POST /get-session': { audience: 'public' },
  // Signing out without a session is harmless (better-auth answers 200 and clears nothing).
  'POST /sign-out': { audience: 'public', destructive: true },
  'POST /sign-up/email': { audience: 'public' },
  'POST /sign-in/email': { audience: 'public' },
  'POST /reset-password': { audience: 'public' },
  'POST /verify-password': { audience: 'signedIn' },
  'GET /verify-email': { audience: 'public' },
  'POST /send-verification-email': { audience: 'public' },
  'POST /change-email': { audience: 'signedIn', destructive: true },
  'POST /change-password': { audience: 'signedIn', destructive: true },
  'POST /update-session': { audience: 'signedIn' },
  'POST /update-user': { audience: 'signedIn' },
  'POST /delete-user': { audience: 'signedIn', destructive: true },
  'POST /request-password-reset': { audience: 'public' },
  'GET /reset-password/:token': { audience: 'public' },
  'GET /list-sessions': { audience: 'signedIn' },
  'POST /revoke-session': { audience: 'signedIn', destructive: true },
  'POST /revoke-sessions': { audience: 'signedIn', destructive: true },
  'POST /revoke-other-sessions': { audience: 'signedIn', destructive: true },
  'POST /link-social': { audience: 'signedIn' },
  'GET /list-accounts': { audience: 'signedIn' },
  'GET /delete-user/callback': { audience: 'public' },
  'POST /unlink-account': { audience: 'signedIn', destructive: true },
  'POST /refresh-token': { audience: 'signedIn' },
  'POST /get-access-token': { audience: 'signedIn' },
  'GET /account-info': { audience: 'signedIn' },
  'GET /ok': { audience: 'public' },
  'GET /error': { audience: 'public' },
};

// Who may call each of better-auth's own endpoints under /api/auth (its `auth.api`, keyed by `METHOD path`): they are
// registered by better-auth, not by our routers, so their audience is declared here, beside the mount, and the
// authorization probe checks each one. An endpoint we switch off may answer 404 to everyone; one that stays must
// keep to its audience here.
import type { RouteAccess } from '#server/access';

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

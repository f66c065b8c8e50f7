// better-auth configured for our tables, our mailer and our rules: e-mail + password with e-mail verification,
// optional Google (OIDC), rate limits keyed by the real client IP, leaked-password refusal, suspended users kept
// out, and admin rights from ADMIN_EMAILS only once the address is verified (decision 010). The tables are handed
// to better-auth's Drizzle adapter (decision 017's one exception); our own hooks read and promote users through the
// users aggregate (db/repos, decision 030-r).
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { Database } from '#server/db/client';
import { promoteToAdmin, userById } from '#server/db/repos/users.repo';
import { accounts, rateLimits, sessions, verifications } from '#server/db/schema/auth';
import { invitations } from '#server/db/schema/outreach';
import { systemSettings } from '#server/db/schema/settings';
import { users } from '#server/db/schema/users';
import type { Env } from '#server/env';
import type { AuthService } from '#server/http/app-env';
import { authEndpointLimits } from '#server/http/rate-limit';
import type { Logger } from '#server/logger';
import { composeMail, mailLocale } from '#server/mail/mail-texts';
import type { Mailer } from '#server/mail/mailer';
import { configuredSiteName } from '#server/mail/site-name.repo';
import { ACCOUNT_MESSAGES, ACCOUNT_SUSPENDED_CODE } from '#shared/account-messages';
import { resolveAuthSecret } from './auth-secret';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { gateNewUser, invitationGatePlugin } from './invitation-gate';

/** Set by our server from the socket address (never from the client); better-auth reads the IP from it. */
export const CLIENT_IP_HEADER = 'x-qamar-client-ip';
export const SUSPENDED_MESSAGE = ACCOUNT_MESSAGES.suspended;
export const GOOGLE_PROVIDER_ID = 'google';

const PASSWORD_PATHS = new Set(['/sign-up/email', '/reset-password', '/change-password']);

/** Where every verification link lands (the web's confirmation page); better-auth adds `?error=…` on failure. */
export const EMAIL_VERIFIED_PATH = '/email-verified';
/** Verification links stay valid for a day: parents do not always read their mail within the hour. */
const VERIFICATION_LINK_SECONDS = 60 * 60 * 24;

/**
 * better-auth endpoints we do not use, refused with 404 (decision 010 lists every endpoint and why). The mount
 * in auth.routes.ts also forwards only the paths we keep, so this list is a second lock on the same doors.
 */
export const DISABLED_AUTH_PATHS = [
  '/delete-user',
  '/delete-user/callback',
  '/update-user',
  '/update-session',
  '/verify-password',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/link-social',
  '/list-accounts',
  '/unlink-account',
  '/refresh-token',
  '/get-access-token',
  '/account-info',
  '/ok',
];

export type AuthDeps = { db: Database; env: Env; logger: Logger; mailer: Mailer };

export function createAuth({ db, env, logger, mailer }: AuthDeps) {
  // The site name for the verification and reset mails (Settings → Site Configuration). Those mails are sent inside
  // better-auth's sign-up flow, where waiting for another pool connection can starve the pool (decision 012): the
  // name is refreshed in the background at most once a minute and the mail uses the value at hand.
  let siteName = env.SITE_NAME;
  let siteNameReadAt = 0;
  const currentSiteName = () => {
    if (Date.now() - siteNameReadAt > 60_000) {
      siteNameReadAt = Date.now();
      configuredSiteName(db, env.SITE_NAME).then(
        (name) => {
          siteName = name;
        },
        (error: unknown) => logger.warn({ err: error }, 'site name not read; e-mails keep the previous one'),
      );
    }
    return siteName;
  };
  return betterAuth({
    appName: env.SITE_NAME,
    // Route better-auth's own messages into our structured log instead of the console.
    logger: {
      level: 'info',
      // A visitor can make better-auth log these at error level at will (an OAuth callback without or with a
      // forged state): they are bad requests, not faults of ours, so they are warnings.
      log: (level, message, ...args) =>
        logger[level === 'error' && CLIENT_CAUSED_AUTH_ERRORS.has(message) ? 'warn' : level](
          { source: 'better-auth', args },
          message,
        ),
    },
    // An unexpected error (a database outage, a bug) is thrown out of auth.handler into our error handler — one
    // envelope, a 503 while the database is unreachable, a logged 500 otherwise — instead of better-call printing
    // it with console.error and answering an empty 500. Its APIErrors (4xx) are still answered by better-auth.
    onAPIError: { throw: true },
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(env),
    trustedOrigins: trustedOrigins(env.publicUrl),
    database: drizzleAdapter(db, {
      provider: 'pg',
      // Multi-row writes (a sign-up's user + password credential, an OAuth user + account, consuming a
      // verification) run in one transaction: a crash between them must not leave a user who cannot sign in.
      // Its after-hooks run after the commit, so the admin promotion below never waits on the transaction.
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        // The invitation gate's tables (invitation-gate.ts), read and written inside the sign-up's transaction.
        systemSetting: systemSettings,
        invitation: invitations,
      },
    }),
    user: {
      additionalFields: {
        // input: false — a client can never choose its own role at sign-up or by updating itself.
        role: { type: 'string', required: false, defaultValue: 'parent', input: false },
        suspendedAt: { type: 'date', required: false, input: false },
        // The interface language, set only through PUT /api/me/locale; read here for the e-mails'
        // language (the user objects better-auth hands to the mail callbacks carry it, no extra query).
        locale: { type: 'string', required: false, input: false },
      },
      // A new address takes effect only when the link sent to it is followed (better-auth's
      // change-email-verification flow); never updateEmailWithoutVerification.
      changeEmail: { enabled: true },
      // Accounts are deleted only through DELETE /api/me, which asks for the password.
      deleteUser: { enabled: false },
    },
    disabledPaths: DISABLED_AUTH_PATHS,
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      // Also the change-of-e-mail link (to the new address, for the same user): in the user's language, else the
      // language of the browser that asked (a new account has none yet), else English.
      sendVerificationEmail: async ({ user, token }, request) => {
        // A sign-up whose address is already confirmed (an invitation proved it) has nothing to confirm.
        if (user.emailVerified && request && new URL(request.url).pathname.endsWith('/sign-up/email')) return;
        const url = verificationUrl(env.publicUrl, token);
        const locale = mailLocale((user as { locale?: unknown }).locale, request);
        await mailer.send({
          to: user.email,
          ...composeMail('verifyEmail', locale, { site: currentSiteName(), url }),
        });
        if (mailer.mode === 'outbox' && env.NODE_ENV === 'development') {
          logger.info({ to: user.email, url }, 'e-mail verification link');
        }
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Sign-up answers the same whether or not the address already has an account (no session either way, so
      // nobody learns who is registered); the web signs a new account in with the password just chosen, and the
      // owner of an address that already has an account is told by e-mail instead.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }, request) => {
        const locale = mailLocale((user as { locale?: unknown }).locale, request);
        await mailer.send({
          to: user.email,
          ...composeMail('existingAccountSignUp', locale, {
            site: currentSiteName(),
            url: new URL('/forgot-password', env.publicUrl).toString(),
          }),
        });
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }, request) => {
        const locale = mailLocale((user as { locale?: unknown }).locale, request);
        await mailer.send({
          to: user.email,
          ...composeMail('resetPassword', locale, { site: currentSiteName(), url }),
        });
        // A reset link is a password: only a local developer's log may show it (the outbox file has it anyway).
        if (mailer.mode === 'outbox' && env.NODE_ENV === 'development')
          logger.info({ to: user.email, url }, 'password reset link');
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // The numbers are declared with every other limit (http/rate-limit.ts); better-auth counts them per address.
    rateLimit: { enabled: true, storage: 'database', ...authEndpointLimits(env.AUTH_RATE_LIMIT_PER_MINUTE) },
    advanced: {
      // auth.routes.ts always sets this header from clientIp() (which applies TRUST_PROXY), replacing any sent one.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: {
        create: {
          // Only an address the provider vouches for (Google's email_verified) can start as admin; an e-mail
          // sign-up always starts unverified, so it starts as a parent.
          // While registration is invite-only, a sign-up consumes its invitation here, in its own transaction.
          // An invitation proves the address (it was e-mailed there and used for it): such an account starts
          // confirmed, and a listed ADMIN_EMAILS address then starts as admin, as with Google.
          before: async (user, ctx) => {
            const { invited } = await gateNewUser(String(user.email), ctx);
            const created = invited ? { ...user, emailVerified: true } : user;
            return { data: { ...created, role: isAdminAddress(env, created) ? 'admin' : 'parent' } };
          },
        },
        update: {
          // Every path that marks an address verified (the e-mailed link, a confirmed change of e-mail, Google
          // linking) goes through an update; a listed address is promoted at that moment.
          after: async (user) => {
            if (!isAdminAddress(env, user)) return;
            if (await promoteToAdmin(db, user.id)) {
              logger.info({ userId: user.id }, 'verified ADMIN_EMAILS address promoted to admin');
            }
          },
        },
      },
      session: {
        create: {
          before: async (session, ctx) => {
            // Through better-auth's adapter when there is an endpoint context: a sign-up creates its session inside
            // its transaction, and a second pool connection taken here while that one is held starves the pool
            // under concurrent sign-ups (every connection held by a transaction waiting for one more).
            const owner = ctx
              ? ((await ctx.context.internalAdapter.findUserById(session.userId)) as {
                  suspendedAt?: Date | string | null;
                } | null)
              : await userById(db, session.userId);
            // Only after the password (or Google) proved who is signing in: a suspended account is told so.
            if (owner?.suspendedAt)
              throw new APIError('FORBIDDEN', { message: SUSPENDED_MESSAGE, code: ACCOUNT_SUSPENDED_CODE });
            return { data: session };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // While invite-only, a sign-up without a valid invitation is refused before better-auth looks the address
        // up: the refusal is the same for a registered address as for a new one (its answer tells nobody which).
        if (ctx.path === '/sign-up/email') {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          if (typeof email === 'string') await gateNewUser(email, ctx, { consume: false });
        }
        if (!PASSWORD_PATHS.has(ctx.path)) return;
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown };
        const candidate = typeof body.newPassword === 'string' ? body.newPassword : body.password;
        if (typeof candidate === 'string' && isCommonPassword(candidate)) {
          throw new APIError('BAD_REQUEST', {
            message: COMMON_PASSWORD_MESSAGE,
            code: 'PASSWORD_TOO_COMMON',
          });
        }
      }),
    },
    plugins: [
      invitationGatePlugin,
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  clientId: env.GOOGLE_CLIENT_ID,
                  clientSecret: env.GOOGLE_CLIENT_SECRET,
                  discoveryUrl: env.GOOGLE_DISCOVERY_URL,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth's error-level log messages that any visitor can cause with a malformed OAuth callback. */
const CLIENT_CAUSED_AUTH_ERRORS = new Set([
  'State not found',
  'INVALID_CALLBACK_REQUEST',
  'Failed to parse state',
]);

/** A verified address listed in ADMIN_EMAILS. */
function isAdminAddress(env: Env, user: { email?: unknown; emailVerified?: unknown }): boolean {
  return user.emailVerified === true && env.ADMIN_EMAILS.includes(String(user.email).toLowerCase());
}

/** The link in the verification e-mail: better-auth's verify-email endpoint, landing on our confirmation page. */
export function verificationUrl(publicUrl: string, token: string): string {
  const url = new URL('/api/auth/verify-email', publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('callbackURL', EMAIL_VERIFIED_PATH);
  return url.toString();
}

/** The public origin; on a local machine also its loopback twin, since people type either localhost or 127.0.0.1. */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  const twins: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };
  const twin = twins[url.hostname];
  if (twin) origins.push(`${url.protocol}//${twin}${url.port ? `:${url.port}` : ''}`);
  return origins;
}

/**
 * Compile-time proof that better-auth, configured here, is what the app's context (http/app-env.ts) expects.
 * @public
 */
export const conformsToAuthService = (auth: Auth): AuthService => auth;

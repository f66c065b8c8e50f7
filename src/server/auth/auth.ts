// better-auth configured for our tables, our mailer and our rules: e-mail + password, optional Google (OIDC),
// rate limits keyed by the real client IP, leaked-password refusal, suspended users kept out.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, rateLimits, sessions, verifications } from '../db/schema/auth';
import { users } from '../db/schema/users';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { resolveAuthSecret } from './auth-secret';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';

/** Set by our server from the socket address (never from the client); better-auth reads the IP from it. */
export const CLIENT_IP_HEADER = 'x-qamar-client-ip';
export const SUSPENDED_MESSAGE = 'This account has been suspended. Please contact support.';
export const GOOGLE_PROVIDER_ID = 'google';

const PASSWORD_PATHS = new Set(['/sign-up/email', '/reset-password', '/change-password']);

export type AuthDeps = { db: Database; env: Env; logger: Logger; mailer: Mailer };

export function createAuth({ db, env, logger, mailer }: AuthDeps) {
  const perMinute = env.AUTH_RATE_LIMIT_PER_MINUTE;
  return betterAuth({
    appName: env.SITE_NAME,
    // Route better-auth's own messages into our structured log instead of the console.
    logger: {
      level: 'info',
      log: (level, message, ...args) => logger[level]({ source: 'better-auth', args }, message),
    },
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(env),
    trustedOrigins: trustedOrigins(env.publicUrl),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    user: {
      additionalFields: {
        // input: false — a client can never choose its own role at sign-up or by updating itself.
        role: { type: 'string', required: false, defaultValue: 'parent', input: false },
        suspendedAt: { type: 'date', required: false, input: false },
      },
      // No e-mail verification flow yet: a signed-in user changes their address directly.
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
      deleteUser: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: `Reset your ${env.SITE_NAME} password`,
          text: `Assalamu alaikum,\n\nSomeone asked to reset the password of your ${env.SITE_NAME} account. To choose a new password, open this link within one hour:\n\n${url}\n\nThe link works once. If this was not you, ignore this e-mail; your password stays the same.\n`,
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
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 200,
      customRules: {
        '/sign-in/email': { window: 60, max: perMinute },
        '/sign-up/email': { window: 60, max: perMinute },
        '/request-password-reset': { window: 60, max: Math.max(1, Math.floor(perMinute / 2)) },
        '/reset-password': { window: 60, max: perMinute },
        '/change-password': { window: 60, max: perMinute },
      },
    },
    advanced: {
      // auth.routes.ts always sets this header from clientIp() (which applies TRUST_PROXY), replacing any sent one.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const email = String(user.email).toLowerCase();
            return { data: { ...user, role: env.ADMIN_EMAILS.includes(email) ? 'admin' : 'parent' } };
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const [owner] = await db
              .select({ suspendedAt: users.suspendedAt })
              .from(users)
              .where(eq(users.id, session.userId))
              .limit(1);
            if (owner?.suspendedAt) throw new APIError('FORBIDDEN', { message: SUSPENDED_MESSAGE });
            return { data: session };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
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
    plugins:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
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
        : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The public origin; on a local machine also its loopback twin, since people type either localhost or 127.0.0.1. */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  const twins: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };
  const twin = twins[url.hostname];
  if (twin) origins.push(`${url.protocol}//${twin}${url.port ? `:${url.port}` : ''}`);
  return origins;
}

// Every rate limit of the app, declared in one place, and one way to refuse: 429 RATE_LIMITED with the limit's
// message (and, where the wait is known, how long to wait). Who counts depends on the limit (decision 008, "One
// mechanism"): better-auth for its own endpoints, this module for per-user windows, a feature for its own rows.
import type { Context } from 'hono';
import type { DbOrTx } from '#server/db/client';
import { RATE_LIMITED_MESSAGE } from '#shared/api-error';
import { ENGAGEMENT_LIMITS, ENGAGEMENT_MESSAGES } from '#shared/engagement';
import type { MessageKey } from '#shared/message-key';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { SUBMISSIONS_PER_HOUR } from '#shared/submission.schema';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { countAttempt } from './rate-limit.repo';

/**
 * A fixed window counted here, per subject (a user id): at most `max` attempts from the first attempt until
 * `windowMs` later. Keep `windowMs` at or below 60 s: better-auth prunes rows of `rate_limits` whose `last_request`
 * is older than its longest window (60 s), whatever their key.
 */
export type WindowRule = {
  counter: 'window';
  name: string;
  max: number;
  windowMs: number;
  message: MessageKey;
};

/**
 * A limit on rows the feature writes anyway (submissions in the last hour): the feature counts its rows, this
 * module decides. Longer than a `rate_limits` row lives, and deleting nothing hands the quota back.
 */
export type RowsRule = { counter: 'rows'; name: string; max: number; windowMs: number; message: MessageKey };

export type RateLimitRule = WindowRule | RowsRule;

/** The limits our own routes enforce. */
export const RATE_LIMITS = {
  comment: {
    counter: 'window',
    name: 'comment',
    max: ENGAGEMENT_LIMITS.commentsPerMinute,
    windowMs: 60_000,
    message: ENGAGEMENT_MESSAGES.rateLimited,
  },
  report: {
    counter: 'window',
    name: 'report',
    max: ENGAGEMENT_LIMITS.reportsPerMinute,
    windowMs: 60_000,
    message: ENGAGEMENT_MESSAGES.rateLimited,
  },
  // The front door's public forms, per client address: a family behind one address still gets through.
  waitlist: { counter: 'window', name: 'waitlist', max: 5, windowMs: 60_000, message: RATE_LIMITED_MESSAGE },
  contact: { counter: 'window', name: 'contact', max: 3, windowMs: 60_000, message: RATE_LIMITED_MESSAGE },
  consent: { counter: 'window', name: 'consent', max: 20, windowMs: 60_000, message: RATE_LIMITED_MESSAGE },
  // Checking invitation tokens: nobody types many links a minute.
  invitationCheck: {
    counter: 'window',
    name: 'invitation-check',
    max: 10,
    windowMs: 60_000,
    message: RATE_LIMITED_MESSAGE,
  },
  // Stripe's webhook deliveries per sending address: far above Stripe's own pace, a cap on floods of
  // unsigned requests, each of which costs a signature check.
  billingWebhook: {
    counter: 'window',
    name: 'billing-webhook',
    max: 300,
    windowMs: 60_000,
    message: RATE_LIMITED_MESSAGE,
  },
  // Starting checkout or opening the billing portal: each calls Stripe.
  billing: { counter: 'window', name: 'billing', max: 10, windowMs: 60_000, message: RATE_LIMITED_MESSAGE },
  submission: {
    counter: 'rows',
    name: 'submission',
    max: SUBMISSIONS_PER_HOUR,
    windowMs: 60 * 60_000,
    message: PIPELINE_MESSAGES.tooManySubmissions,
  },
  // Video uploads started per hour, counted from the user's video_uploads rows.
  upload: {
    counter: 'rows',
    name: 'upload',
    max: 20,
    windowMs: 60 * 60_000,
    message: RATE_LIMITED_MESSAGE,
  },
} as const satisfies Record<string, RateLimitRule>;

type BetterAuthRule = { window: number; max: number } | false;

/**
 * better-auth's endpoints: counted by better-auth itself, per client address and path, in its `rate_limits` rows
 * (the auth feature hands it these rules). `perMinute` is AUTH_RATE_LIMIT_PER_MINUTE; windows are in seconds.
 */
export function authEndpointLimits(perMinute: number): {
  window: number;
  max: number;
  customRules: Record<string, BetterAuthRule>;
} {
  const minute = (max: number) => ({ window: 60, max });
  // Each of these sends an e-mail: half the attempts.
  const sendsMail = minute(Math.max(1, Math.floor(perMinute / 2)));
  return {
    // Any other endpoint.
    window: 60,
    max: 200,
    customRules: {
      '/sign-in/email': minute(perMinute),
      '/sign-up/email': minute(perMinute),
      '/sign-in/social': minute(perMinute),
      '/request-password-reset': sendsMail,
      '/reset-password': minute(perMinute),
      '/change-password': minute(perMinute),
      '/send-verification-email': sendsMail,
      '/change-email': sendsMail,
      '/verify-email': minute(perMinute),
      // Reading one's own session guesses nothing (the token is the cookie) and happens on every page load: a
      // limit per address signed out whole schools behind one address after 200 page loads a minute (and wrote a
      // rate-limit row on every page load).
      '/get-session': false,
    },
  };
}

/** What a refused better-auth endpoint answers (better-auth's own words are replaced by ours). */
export const AUTH_RATE_LIMIT_MESSAGE = RATE_LIMITED_MESSAGE;

/** The one refusal: 429 RATE_LIMITED with the limit's message (the error handler writes the envelope). */
export function refuseRateLimited(message: MessageKey): never {
  throw new AppError('RATE_LIMITED', message);
}

/** Our keys never collide with better-auth's (an address followed by a path). */
export const rateLimitKey = (rule: Pick<WindowRule, 'name'>, subject: string) =>
  `limit:${rule.name}:${subject}`;

/** Counts one attempt and says whether it is within the limit, and when the window ends. */
export async function consumeRateLimit(
  db: DbOrTx,
  rule: WindowRule,
  subject: string,
  now: number = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const row = await countAttempt(db, rateLimitKey(rule, subject), rule.windowMs, now);
  return {
    allowed: row.count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((row.windowStart + rule.windowMs - now) / 1000)),
  };
}

/** 429 RATE_LIMITED (with Retry-After) once `subject` has used up a window counted here. */
export async function enforceRateLimit(c: Context<AppEnv>, rule: WindowRule, subject: string): Promise<void> {
  const { allowed, retryAfterSeconds } = await consumeRateLimit(c.get('deps').db, rule, subject);
  if (allowed) return;
  c.header('Retry-After', String(retryAfterSeconds));
  refuseRateLimited(rule.message);
}

/** 429 RATE_LIMITED once a feature's own count (`used`, within the rule's window) has reached the limit. */
export function enforceCountedLimit(rule: RowsRule, used: number): void {
  if (used >= rule.max) refuseRateLimited(rule.message);
}
